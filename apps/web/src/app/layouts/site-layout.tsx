import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestModeBanner } from './test-mode-banner';

/** The studio's pages: a full-height workspace under the header, with no site footer. */
const WORKSPACE_PATHS: ReadonlySet<string> = new Set(['/app/video-maker', '/app/studio']);

export function SiteLayout() {
  const { t } = useTranslation();
  const workspace = WORKSPACE_PATHS.has(useLocation().pathname.replace(/\/+$/, ''));
  return (
    <div
      data-workspace={workspace || undefined}
      // From md up the workspace fills the window exactly (banner and header included), so
      // nothing of the editor falls below it; phones stack it and scroll.
      className={`flex min-h-dvh flex-col ${workspace ? 'md:h-dvh' : ''}`}
    >
      <a
        href="#main"
        className="sr-only rounded-control bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t('common.skipToContent')}
      </a>
      <TestModeBanner />
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className={`flex-1 outline-none ${workspace ? 'flex flex-col md:min-h-0' : ''}`}
      >
        <Outlet />
      </main>
      {!workspace && <SiteFooter />}
    </div>
  );
}
