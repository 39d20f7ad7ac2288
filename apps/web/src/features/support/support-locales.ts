import { i18n } from '../../lib/i18n';
import supportEn from './locales/en.json';
import supportRu from './locales/ru.json';

// Loaded with this feature's pages only, so other pages do not carry these texts.
export const SUPPORT_NAMESPACE = 'support';

if (!i18n.hasResourceBundle('en', SUPPORT_NAMESPACE)) {
  i18n.addResourceBundle('en', SUPPORT_NAMESPACE, supportEn);
  i18n.addResourceBundle('ru', SUPPORT_NAMESPACE, supportRu);
}

export { supportEn, supportRu };
