import type { AnalyticsMonth } from '@reelwright/contracts';
import { METRICS, type MetricKey } from './metrics';

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The analytics table as CSV: a header row (the page's words), then one row per month with the
 * month as `YYYY-MM`, so spreadsheets in any language sort and read it. Lines end in CRLF.
 */
export function analyticsCsv(
  months: readonly AnalyticsMonth[],
  headers: { month: string } & Record<MetricKey, string>,
): string {
  const rows = [
    [headers.month, ...METRICS.map(({ key }) => headers[key])],
    ...months.map((month) => [month.month, ...METRICS.map(({ key }) => month[key])]),
  ];
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
