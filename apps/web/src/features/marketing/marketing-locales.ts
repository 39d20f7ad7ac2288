import { i18n } from '../../lib/i18n';
import marketingEn from './locales/en.json';
import marketingRu from './locales/ru.json';

// Loaded with this feature's pages only, so other pages do not carry these texts.
export const MARKETING_NAMESPACE = 'marketing';

if (!i18n.hasResourceBundle('en', MARKETING_NAMESPACE)) {
  i18n.addResourceBundle('en', MARKETING_NAMESPACE, marketingEn);
  i18n.addResourceBundle('ru', MARKETING_NAMESPACE, marketingRu);
}

export { marketingEn, marketingRu };
