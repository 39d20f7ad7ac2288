import { z } from 'zod';

/** `GET /api/stats` (public): what creators have made with this installation so far. */
export const statsSchema = z.object({
  /** Accounts, not counting demo accounts that have expired. */
  creators: z.number().int().nonnegative(),
  /** Scripts generated, all months together. */
  scripts: z.number().int().nonnegative(),
  /** Minutes of voice-over generated (estimated from the characters spoken). */
  voiceMinutes: z.number().int().nonnegative(),
  /** Videos exported. */
  videos: z.number().int().nonnegative(),
});
export type Stats = z.infer<typeof statsSchema>;
