import { i18n } from '../../lib/i18n';
import publishEn from './locales/en.json';
import publishRu from './locales/ru.json';

// The Publish panel's texts are their own i18next namespace, loaded with the panel's chunk.
export { publishEn, publishRu };

export const PUBLISH_NAMESPACE = 'publish';

if (!i18n.hasResourceBundle('en', PUBLISH_NAMESPACE)) {
  i18n.addResourceBundle('en', PUBLISH_NAMESPACE, publishEn);
  i18n.addResourceBundle('ru', PUBLISH_NAMESPACE, publishRu);
}
