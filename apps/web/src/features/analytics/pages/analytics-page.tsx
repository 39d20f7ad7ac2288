import { planIncludes } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../analytics-locales';
import { AnalyticsOffer } from '../components/analytics-offer';
import { AnalyticsReport } from '../components/analytics-report';

/** What the analytics page needs of the signed-in user. */
export type AnalyticsUser = { subscription?: string | undefined };

type AnalyticsPageProps = {
  /** Passed in by the route, which owns the session; features do not import each other. */
  user: AnalyticsUser;
};

/** `/app/analytics`: a Pro user's activity by month; other plans see what it offers. */
export default function AnalyticsPage({ user }: AnalyticsPageProps) {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('title'));
  const included = planIncludes(user.subscription ?? 'free', 'analytics');

  return (
    <div className="min-h-full bg-surface-muted">
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-balance">{t('title')}</h1>
          <p className="mt-2 text-ink-muted">{t('subtitle')}</p>
        </header>
        {included ? <AnalyticsReport /> : <AnalyticsOffer />}
      </div>
    </div>
  );
}
