import { i18n } from '../../lib/i18n';
import exportEn from './locales/en.json';
import exportRu from './locales/ru.json';

// The export's texts are their own i18next namespace, loaded with the studio's chunk only.
export { exportEn, exportRu };

export const EXPORT_NAMESPACE = 'export';

if (!i18n.hasResourceBundle('en', EXPORT_NAMESPACE)) {
  i18n.addResourceBundle('en', EXPORT_NAMESPACE, exportEn);
  i18n.addResourceBundle('ru', EXPORT_NAMESPACE, exportRu);
}
