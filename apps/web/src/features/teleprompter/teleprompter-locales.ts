import { i18n } from '../../lib/i18n';
import teleprompterEn from './locales/en.json';
import teleprompterRu from './locales/ru.json';

// Loaded with the studio (and the pop-out page) only, so the landing page does not carry them.
export const TELEPROMPTER_NAMESPACE = 'teleprompter';

if (!i18n.hasResourceBundle('en', TELEPROMPTER_NAMESPACE)) {
  i18n.addResourceBundle('en', TELEPROMPTER_NAMESPACE, teleprompterEn);
  i18n.addResourceBundle('ru', TELEPROMPTER_NAMESPACE, teleprompterRu);
}

export { teleprompterEn, teleprompterRu };
