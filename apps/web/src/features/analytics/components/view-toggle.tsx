import { ChartColumn, Table } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type AnalyticsView = 'charts' | 'table';

const buttonClass =
  'inline-flex items-center gap-2 px-3.5 py-2 text-sm font-semibold aria-pressed:bg-brand-600 aria-pressed:text-white hover:bg-surface-sunken aria-pressed:hover:bg-brand-700';

/** Charts or the same numbers as a table: two toggle buttons, the current one pressed. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: AnalyticsView;
  onChange: (view: AnalyticsView) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex divide-x divide-line-strong overflow-hidden rounded-control border border-line-strong bg-surface"
    >
      <button
        type="button"
        aria-pressed={view === 'charts'}
        onClick={() => onChange('charts')}
        className={buttonClass}
      >
        <ChartColumn aria-hidden="true" className="size-4" />
        {t('view.charts')}
      </button>
      <button
        type="button"
        aria-pressed={view === 'table'}
        onClick={() => onChange('table')}
        className={buttonClass}
      >
        <Table aria-hidden="true" className="size-4" />
        {t('view.table')}
      </button>
    </div>
  );
}
