import { i18n } from '../../lib/i18n';
import legalEn from './locales/en.json';
import legalRu from './locales/ru.json';

// Loaded with this feature's pages only, so other pages do not carry these texts.
export const LEGAL_NAMESPACE = 'legal';

if (!i18n.hasResourceBundle('en', LEGAL_NAMESPACE)) {
  i18n.addResourceBundle('en', LEGAL_NAMESPACE, legalEn);
  i18n.addResourceBundle('ru', LEGAL_NAMESPACE, legalRu);
}

export { legalEn, legalRu };
