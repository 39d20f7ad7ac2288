import { i18n } from '../../lib/i18n';
import marketingEn from './locales/en.json';
import marketingRu from './locales/ru.json';

// Loaded with this feature's pages only, so other pages do not carry these texts.
export const MARKETING_NAMESPACE = 'marketing';

// Merged into the namespace rather than set: the landing page adds its own texts to it
// (landing-locales.ts), whichever of the two loads first.
i18n.addResourceBundle('en', MARKETING_NAMESPACE, marketingEn, true, true);
i18n.addResourceBundle('ru', MARKETING_NAMESPACE, marketingRu, true, true);

export { marketingEn, marketingRu };
