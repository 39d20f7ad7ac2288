import { i18n } from '../../lib/i18n';
import thumbnailsEn from './locales/en.json';
import thumbnailsRu from './locales/ru.json';

// The generator's texts are their own i18next namespace, loaded with the generator's chunk only.
export { thumbnailsEn, thumbnailsRu };

export const THUMBNAILS_NAMESPACE = 'thumbnails';

if (!i18n.hasResourceBundle('en', THUMBNAILS_NAMESPACE)) {
  i18n.addResourceBundle('en', THUMBNAILS_NAMESPACE, thumbnailsEn);
  i18n.addResourceBundle('ru', THUMBNAILS_NAMESPACE, thumbnailsRu);
}
