import { i18n } from '../../lib/i18n';
import landingEn from './locales/landing/en.json';
import landingRu from './locales/landing/ru.json';

// The landing page's texts (`landing.*` of the marketing namespace) in files of their own: the
// landing page is held to a size budget, so its chunk carries these and not the texts of the
// about, features, careers and contact pages. (The namespace's name is repeated here, not
// imported from marketing-locales.ts, which would bring those texts along.)
const MARKETING_NAMESPACE = 'marketing';

i18n.addResourceBundle('en', MARKETING_NAMESPACE, landingEn, true, true);
i18n.addResourceBundle('ru', MARKETING_NAMESPACE, landingRu, true, true);

export { landingEn, landingRu };
