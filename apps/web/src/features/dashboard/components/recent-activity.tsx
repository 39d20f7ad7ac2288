import { ArrowRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Empty until projects are saved (a later issue); it invites the first video meanwhile. */
export function RecentActivity() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="text-lg font-semibold">
        {t('dashboard.recentActivity')}
      </h2>
      <div className="mt-4 flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <History aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="mt-3 font-semibold">{t('dashboard.noActivity')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('dashboard.noActivityText')}</p>
        <Link
          to="/app/video-maker"
          className="mt-5 inline-flex items-center gap-2 rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('dashboard.createFirstVideo')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
