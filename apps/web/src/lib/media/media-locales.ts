import { i18n } from '../i18n';
import mediaEn from './locales/en.json';
import mediaRu from './locales/ru.json';

// Why a file cannot be played, worded once for the library and the export that both say it: its
// own i18next namespace, loaded with the studio's chunk only.
export { mediaEn, mediaRu };

export const MEDIA_NAMESPACE = 'media';

if (!i18n.hasResourceBundle('en', MEDIA_NAMESPACE)) {
  i18n.addResourceBundle('en', MEDIA_NAMESPACE, mediaEn);
  i18n.addResourceBundle('ru', MEDIA_NAMESPACE, mediaRu);
}
