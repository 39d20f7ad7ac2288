import type en from '../locales/en.json';
import type { accountEn } from '../features/account/account-locales';
import type { analyticsEn } from '../features/analytics/analytics-locales';
import type { editorEn } from '../features/editor/editor-locales';
import type { exportEn } from '../features/export/export-locales';
import type { helpEn } from '../features/help/help-locales';
import type { legalEn } from '../features/legal/legal-locales';
import type { landingEn } from '../features/marketing/landing-locales';
import type { supportEn } from '../features/support/support-locales';
import type { marketingEn } from '../features/marketing/marketing-locales';
import type { myVideosEn } from '../features/my-videos/my-videos-locales';
import type { projectFileEn } from '../features/project-file/project-file-locales';
import type { publishEn } from '../features/publish/publish-locales';
import type { teleprompterEn } from '../features/teleprompter/teleprompter-locales';
import type { thumbnailsEn } from '../features/thumbnails/thumbnails-locales';
import type { mediaEn } from './media/media-locales';

// Typed keys: a `t('…')` call with a key missing from en.json fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      account: typeof accountEn;
      analytics: typeof analyticsEn;
      editor: typeof editorEn;
      export: typeof exportEn;
      help: typeof helpEn;
      legal: typeof legalEn;
      media: typeof mediaEn;
      marketing: typeof marketingEn & typeof landingEn;
      myVideos: typeof myVideosEn;
      projectFile: typeof projectFileEn;
      publish: typeof publishEn;
      support: typeof supportEn;
      teleprompter: typeof teleprompterEn;
      thumbnails: typeof thumbnailsEn;
    };
  }
}
