import type { AnalyticsMonth } from '@reelwright/contracts';

export type MetricKey = 'scripts' | 'voiceMinutes' | 'thumbnails' | 'videos' | 'projects';

/** The figures the page shows, in order, each with its chart colour (a theme variable). */
export const METRICS: readonly { key: MetricKey; colour: string }[] = [
  { key: 'scripts', colour: 'var(--color-brand-600)' },
  { key: 'voiceMinutes', colour: 'var(--color-clip-audio)' },
  { key: 'thumbnails', colour: 'var(--color-accent-600)' },
  { key: 'videos', colour: 'var(--color-clip-video)' },
  { key: 'projects', colour: 'var(--color-clip-image)' },
];

export const hasActivity = (months: readonly AnalyticsMonth[]) =>
  months.some((month) => METRICS.some(({ key }) => month[key] > 0));

/** A metric's 12-month total; voice minutes keep their one decimal. */
export const totalOf = (months: readonly AnalyticsMonth[], key: MetricKey) =>
  Math.round(months.reduce((sum, month) => sum + month[key], 0) * 10) / 10;
