import { z } from 'zod';

/** How many calendar months `GET /api/analytics` covers, the current one included. */
export const ANALYTICS_MONTHS = 12;

/** One calendar month (UTC) of a user's activity. */
export const analyticsMonthSchema = z.object({
  /** `2026-03` */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  scripts: z.number().int().nonnegative(),
  /** Minutes of voice-over, estimated from the characters spoken (900 a minute), one decimal. */
  voiceMinutes: z.number().nonnegative(),
  /** The characters spoken, as the plan counts them. */
  voiceCharacters: z.number().int().nonnegative(),
  thumbnails: z.number().int().nonnegative(),
  /** Videos exported. */
  videos: z.number().int().nonnegative(),
  /** Projects created or changed that month. */
  projects: z.number().int().nonnegative(),
});
export type AnalyticsMonth = z.infer<typeof analyticsMonthSchema>;

/** `GET /api/analytics` (Pro): the last 12 months, oldest first, months without activity as zeros. */
export const analyticsSchema = z.object({
  months: z.array(analyticsMonthSchema).length(ANALYTICS_MONTHS),
});
export type Analytics = z.infer<typeof analyticsSchema>;
