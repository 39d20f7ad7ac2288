import { ChartColumn, Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What analytics give, for users whose plan does not include them, with the way to Pro. */
export function AnalyticsOffer() {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  const points = [t('offer.months'), t('offer.charts'), t('offer.csv')];
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card border border-line bg-surface p-6 shadow-sm"
    >
      <ChartColumn aria-hidden="true" className="size-8 text-brand-600" />
      <h2 id={titleId} className="mt-3 text-xl font-semibold">
        {t('offer.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('offer.body')}</p>
      <ul className="mt-4 space-y-2">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success-700" />
            {point}
          </li>
        ))}
      </ul>
      <Link
        to="/pricing"
        className="mt-6 inline-flex items-center rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white no-underline shadow-sm hover:bg-brand-700"
      >
        {t('offer.upgrade')}
      </Link>
    </section>
  );
}
