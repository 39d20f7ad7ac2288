import { i18n } from '../../lib/i18n';
import captionsEn from './captions/locales/en.json';
import captionsRu from './captions/locales/ru.json';
import formatEn from './format/locales/en.json';
import formatRu from './format/locales/ru.json';
import libraryEn from './library/locales/en.json';
import libraryRu from './library/locales/ru.json';
import previewEn from './preview/locales/en.json';
import previewRu from './preview/locales/ru.json';
import soundEn from './sound/locales/en.json';
import soundRu from './sound/locales/ru.json';
import timelineEn from './timeline/locales/en.json';
import timelineRu from './timeline/locales/ru.json';
import transcribeEn from './transcribe/locales/en.json';
import transcribeRu from './transcribe/locales/ru.json';

// The editor's texts are their own i18next namespace, loaded with the editor's chunk so the
// landing page does not carry them. Each area keeps its texts beside its code.
export const editorEn = {
  library: libraryEn,
  preview: previewEn,
  timeline: timelineEn,
  captions: captionsEn,
  transcribe: transcribeEn,
  sound: soundEn,
  frame: formatEn,
};
export const editorRu = {
  library: libraryRu,
  preview: previewRu,
  timeline: timelineRu,
  captions: captionsRu,
  transcribe: transcribeRu,
  sound: soundRu,
  frame: formatRu,
};

export const EDITOR_NAMESPACE = 'editor';

if (!i18n.hasResourceBundle('en', EDITOR_NAMESPACE)) {
  i18n.addResourceBundle('en', EDITOR_NAMESPACE, editorEn);
  i18n.addResourceBundle('ru', EDITOR_NAMESPACE, editorRu);
}
