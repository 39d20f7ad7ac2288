import { AlertTriangle, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The upgrade banner shown on the free plan when one video or none is left this month. */
export function PlanBanner({ videosLeft }: { videosLeft: number }) {
  const { t } = useTranslation();
  const reached = videosLeft === 0;
  return (
    <section
      aria-labelledby="plan-banner-title"
      className={`flex flex-col gap-4 rounded-card border p-5 sm:flex-row sm:items-center ${reached ? 'border-danger-600/30 bg-danger-50' : 'border-warning-200 bg-warning-50'}`}
    >
      <AlertTriangle
        aria-hidden="true"
        className={`size-6 shrink-0 ${reached ? 'text-danger-600' : 'text-warning-500'}`}
      />
      <div className="flex-1">
        <h2
          id="plan-banner-title"
          className={`font-semibold ${reached ? 'text-danger-700' : 'text-warning-700'}`}
        >
          {reached ? t('dashboard.limitReached') : t('dashboard.oneLeft')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {reached ? t('dashboard.limitReachedText') : t('dashboard.oneLeftText')}
        </p>
      </div>
      <Link
        to="/pricing"
        className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
      >
        <Sparkles aria-hidden="true" className="size-4" />
        {t('dashboard.upgrade')}
      </Link>
    </section>
  );
}
