import { i18n } from '../../lib/i18n';
import projectFileEn from './locales/en.json';
import projectFileRu from './locales/ru.json';

// The project file's texts: their own namespace, loaded with the studio's chunk.
export { projectFileEn, projectFileRu };

export const PROJECT_FILE_NAMESPACE = 'projectFile' as const;

if (!i18n.hasResourceBundle('en', PROJECT_FILE_NAMESPACE)) {
  i18n.addResourceBundle('en', PROJECT_FILE_NAMESPACE, projectFileEn);
  i18n.addResourceBundle('ru', PROJECT_FILE_NAMESPACE, projectFileRu);
}
