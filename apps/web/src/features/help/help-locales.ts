import { i18n } from '../../lib/i18n';
import helpEn from './locales/en.json';
import helpRu from './locales/ru.json';

// Loaded with this feature's pages only, so other pages do not carry these texts.
export const HELP_NAMESPACE = 'help';

if (!i18n.hasResourceBundle('en', HELP_NAMESPACE)) {
  i18n.addResourceBundle('en', HELP_NAMESPACE, helpEn);
  i18n.addResourceBundle('ru', HELP_NAMESPACE, helpRu);
}

export { helpEn, helpRu };
