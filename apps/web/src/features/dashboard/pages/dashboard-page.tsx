import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePlanLabel } from '../../../lib/use-plan-label';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PlanBanner } from '../components/plan-banner';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { UsageStats } from '../components/usage-stats';
import { freeVideosLeft, type DashboardUser } from '../dashboard-user';

type DashboardPageProps = {
  /** Passed in by the route, which owns the session; features do not import each other. */
  user: DashboardUser;
  /** opens the thumbnail generator, which the route shows over the page */
  onOpenThumbnailMaker?: (() => void) | undefined;
};

export default function DashboardPage({ user, onOpenThumbnailMaker }: DashboardPageProps) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  useDocumentTitle(t('dashboard.documentTitle'));
  const videosLeft = freeVideosLeft(user);
  // The sign-up form says so (auth-page.tsx): a brand-new account is not welcomed 'back'.
  const newAccount = (useLocation().state as { newAccount?: unknown } | null)?.newAccount === true;

  return (
    <div className="bg-surface-muted">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-balance">
              {t(newAccount ? 'dashboard.welcomeNew' : 'dashboard.welcome', { name: user.name })}
            </h1>
            <p className="mt-2 text-ink-muted">{t('dashboard.subtitle')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700">
              {t('dashboard.planBadge', {
                plan: planLabel(user.subscription ?? user.plan ?? 'free'),
              })}
            </span>
            {videosLeft !== null && (
              <span className="text-sm font-medium text-ink-muted">
                {t('dashboard.videosLeft', { left: videosLeft })}
              </span>
            )}
          </div>
        </header>
        {videosLeft !== null && videosLeft <= 1 && <PlanBanner videosLeft={videosLeft} />}
        <QuickActions
          canCreateVideo={videosLeft !== 0}
          onOpenThumbnailMaker={onOpenThumbnailMaker}
        />
        <UsageStats
          videosCreated={user.videosCreated ?? 0}
          usage={user.usage}
          limits={user.limits}
        />
        <RecentActivity />
      </div>
    </div>
  );
}
