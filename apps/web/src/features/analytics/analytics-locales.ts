import { i18n } from '../../lib/i18n';
import analyticsEn from './locales/en.json';
import analyticsRu from './locales/ru.json';

// The analytics page's texts are their own i18next namespace, loaded with its chunk only.
export { analyticsEn, analyticsRu };

export const ANALYTICS_NAMESPACE = 'analytics';

if (!i18n.hasResourceBundle('en', ANALYTICS_NAMESPACE)) {
  i18n.addResourceBundle('en', ANALYTICS_NAMESPACE, analyticsEn);
  i18n.addResourceBundle('ru', ANALYTICS_NAMESPACE, analyticsRu);
}
