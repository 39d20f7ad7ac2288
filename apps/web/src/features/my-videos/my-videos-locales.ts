import { i18n } from '../../lib/i18n';
import myVideosEn from './locales/en.json';
import myVideosRu from './locales/ru.json';

// My Videos' texts are their own i18next namespace, loaded with the page's chunk only.
export { myVideosEn, myVideosRu };

export const MY_VIDEOS_NAMESPACE = 'myVideos';

if (!i18n.hasResourceBundle('en', MY_VIDEOS_NAMESPACE)) {
  i18n.addResourceBundle('en', MY_VIDEOS_NAMESPACE, myVideosEn);
  i18n.addResourceBundle('ru', MY_VIDEOS_NAMESPACE, myVideosRu);
}
