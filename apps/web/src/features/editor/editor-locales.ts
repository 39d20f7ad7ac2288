import { i18n } from '../../lib/i18n';
import captionsEn from './captions/locales/en.json';
import captionsRu from './captions/locales/ru.json';
import formatEn from './format/locales/en.json';
import formatRu from './format/locales/ru.json';
import inspectorEn from './inspector/locales/en.json';
import inspectorRu from './inspector/locales/ru.json';
import keyframesEn from './keyframes/locales/en.json';
import keyframesRu from './keyframes/locales/ru.json';
import libraryEn from './library/locales/en.json';
import libraryRu from './library/locales/ru.json';
import pictureEn from './picture/locales/en.json';
import pictureRu from './picture/locales/ru.json';
import previewEn from './preview/locales/en.json';
import previewRu from './preview/locales/ru.json';
import soundEn from './sound/locales/en.json';
import soundRu from './sound/locales/ru.json';
import speedEn from './speed/locales/en.json';
import speedRu from './speed/locales/ru.json';
import textEn from './text/locales/en.json';
import textRu from './text/locales/ru.json';
import timelineEn from './timeline/locales/en.json';
import timelineRu from './timeline/locales/ru.json';
import tracksEn from './tracks/locales/en.json';
import tracksRu from './tracks/locales/ru.json';
import transcribeEn from './transcribe/locales/en.json';
import transcribeRu from './transcribe/locales/ru.json';
import transitionsEn from './transitions/locales/en.json';
import transitionsRu from './transitions/locales/ru.json';

// The editor's texts are their own i18next namespace, loaded with the editor's chunk so the
// landing page does not carry them. Each area keeps its texts beside its code.
export const editorEn = {
  library: libraryEn,
  picture: pictureEn,
  preview: previewEn,
  timeline: timelineEn,
  tracks: tracksEn,
  captions: captionsEn,
  transcribe: transcribeEn,
  sound: soundEn,
  speed: speedEn,
  frame: formatEn,
  keyframes: keyframesEn,
  text: textEn,
  transitions: transitionsEn,
  inspector: inspectorEn,
};
export const editorRu = {
  library: libraryRu,
  picture: pictureRu,
  preview: previewRu,
  timeline: timelineRu,
  tracks: tracksRu,
  captions: captionsRu,
  transcribe: transcribeRu,
  sound: soundRu,
  speed: speedRu,
  frame: formatRu,
  keyframes: keyframesRu,
  text: textRu,
  transitions: transitionsRu,
  inspector: inspectorRu,
};

export const EDITOR_NAMESPACE = 'editor';

if (!i18n.hasResourceBundle('en', EDITOR_NAMESPACE)) {
  i18n.addResourceBundle('en', EDITOR_NAMESPACE, editorEn);
  i18n.addResourceBundle('ru', EDITOR_NAMESPACE, editorRu);
}
