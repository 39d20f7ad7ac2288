import type { AnalyticsMonth } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { METRICS, totalOf } from '../metrics';
import { formatMonth } from '../month-label';

/** The charts' numbers as a table: a row per month, a column per figure, totals at the foot. */
export function ActivityTable({ months }: { months: readonly AnalyticsMonth[] }) {
  const { t, i18n } = useTranslation('analytics');
  const captionId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const month = (value: string) => formatMonth(value, i18n.language, 'long');
  const cell = 'px-4 py-2 text-right tabular-nums';

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable, so keyboard users can scroll it sideways on a narrow screen (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line bg-surface shadow-sm"
    >
      <table className="w-full text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold">
          {t('table.caption', {
            from: month(months[0]!.month),
            to: month(months[months.length - 1]!.month),
          })}
        </caption>
        <thead className="border-b border-line text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-medium">
              {t('table.month')}
            </th>
            {METRICS.map(({ key }) => (
              <th key={key} scope="col" className="px-4 py-2 text-right font-medium">
                {t(`metrics.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {months.map((entry) => (
            <tr key={entry.month}>
              <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap">
                {month(entry.month)}
              </th>
              {METRICS.map(({ key }) => (
                <td key={key} className={cell}>
                  {number.format(entry[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-line-strong font-semibold">
          <tr>
            <th scope="row" className="px-4 py-2 text-left">
              {t('table.total')}
            </th>
            {METRICS.map(({ key }) => (
              <td key={key} className={cell}>
                {number.format(totalOf(months, key))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
