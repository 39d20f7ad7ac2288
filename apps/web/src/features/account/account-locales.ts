import { i18n } from '../../lib/i18n';
import accountEn from './locales/en.json';
import accountRu from './locales/ru.json';

// The settings page's texts are their own i18next namespace, loaded with its chunk only: the
// landing page's bundle does not carry them.
export { accountEn, accountRu };

export const ACCOUNT_NAMESPACE = 'account';

if (!i18n.hasResourceBundle('en', ACCOUNT_NAMESPACE)) {
  i18n.addResourceBundle('en', ACCOUNT_NAMESPACE, accountEn);
  i18n.addResourceBundle('ru', ACCOUNT_NAMESPACE, accountRu);
}
