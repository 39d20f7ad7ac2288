import type { AnalyticsMonth } from '@reelwright/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { saveBlob } from '../../../lib/save-blob';
import { analyticsCsv } from '../analytics-csv';
import { useAnalytics } from '../hooks/use-analytics';
import { hasActivity, METRICS, totalOf } from '../metrics';
import { formatMonth } from '../month-label';
import { ActivityChart } from './activity-chart';
import { ActivityTable } from './activity-table';
import { AnalyticsOffer } from './analytics-offer';
import { ViewToggle, type AnalyticsView } from './view-toggle';

const secondaryButton =
  'inline-flex items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 text-sm font-semibold hover:bg-surface-sunken';

/** A Pro user's months: loading, error, empty, or charts / table (kept in `?view=`) with CSV. */
export function AnalyticsReport() {
  const { t } = useTranslation('analytics');
  const state = useAnalytics();

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-ink-muted">
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-danger-700">
          {t('loadFailed')}
        </p>
        <button type="button" onClick={state.retry} className={secondaryButton}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (state.status === 'plan-required') return <AnalyticsOffer />;
  const { months } = state.analytics;
  if (!hasActivity(months)) {
    return (
      <section className="rounded-card border border-line bg-surface p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
        <p className="mt-2 text-ink-muted">{t('empty.body')}</p>
        <Link to="/app/studio" className={`${secondaryButton} mt-4 no-underline`}>
          {t('empty.action')}
        </Link>
      </section>
    );
  }
  return <MonthsView months={months} />;
}

function MonthsView({ months }: { months: readonly AnalyticsMonth[] }) {
  const { t, i18n } = useTranslation('analytics');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: AnalyticsView = searchParams.get('view') === 'table' ? 'table' : 'charts';
  const first = months[0]!.month;
  const last = months[months.length - 1]!.month;
  const longMonth = (month: string) => formatMonth(month, i18n.language, 'long');
  const number = new Intl.NumberFormat(i18n.language);

  const changeView = (next: AnalyticsView) =>
    setSearchParams(next === 'table' ? { view: 'table' } : {}, { replace: true });

  function downloadCsv() {
    const csv = analyticsCsv(months, {
      month: t('table.month'),
      scripts: t('metrics.scripts'),
      voiceMinutes: t('metrics.voiceMinutes'),
      thumbnails: t('metrics.thumbnails'),
      videos: t('metrics.videos'),
      projects: t('metrics.projects'),
    });
    saveBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      t('csvFile', { from: first, to: last }),
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewToggle view={view} onChange={changeView} />
        <button type="button" onClick={downloadCsv} className={secondaryButton}>
          <Download aria-hidden="true" className="size-4" />
          {t('downloadCsv')}
        </button>
      </div>
      {view === 'table' ? (
        <ActivityTable months={months} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {METRICS.map(({ key, colour }) => {
            const title = t(`metrics.${key}`);
            const range = { metric: title, from: longMonth(first), to: longMonth(last) };
            const total = totalOf(months, key);
            const peak = months.reduce((best, month) => (month[key] > best[key] ? month : best));
            return (
              <ActivityChart
                key={key}
                months={months}
                metric={key}
                colour={colour}
                title={title}
                description={
                  total === 0
                    ? t('chartDescriptionNone', range)
                    : t('chartDescription', {
                        ...range,
                        total: number.format(total),
                        peakMonth: longMonth(peak.month),
                        peak: number.format(peak[key]),
                      })
                }
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
