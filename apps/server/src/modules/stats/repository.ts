import type { Stats } from '@reelwright/contracts';
import { eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usageMonths, users } from '../../db/schema';

/**
 * Voice-over is counted in characters (`usage_months.audio_generated`); no duration is stored
 * with a voice-over (its project reference and its `files` row carry characters and bytes only),
 * so minutes are estimated at a calm narration pace: about 150 words a minute of some 6
 * characters each, spaces included — 900 characters a minute. Russian words are longer but
 * spoken at about the same characters per minute, so one rate serves both.
 */
export const CHARACTERS_PER_VOICE_MINUTE = 900;

export function createStatsRepository(db: Db) {
  /** Everyone but demo accounts past their expiry (the sweep deletes those soon anyway). */
  const counted = (now: Date) => or(eq(users.isDemo, false), gt(users.demoExpiresAt, now));

  return {
    /** The public totals, each summed in the database. */
    async totals(now: Date): Promise<Stats> {
      const [people] = await db
        .select({
          creators: sql<string>`count(*)`,
          // The lifetime counter on the user: usage months only hold what counts against plans.
          videos: sql<string>`coalesce(sum(${users.videosCreated}), 0)`,
        })
        .from(users)
        .where(counted(now));
      const [work] = await db
        .select({
          scripts: sql<string>`coalesce(sum(${usageMonths.scriptsGenerated}), 0)`,
          audioCharacters: sql<string>`coalesce(sum(${usageMonths.audioGenerated}), 0)`,
        })
        .from(usageMonths)
        .innerJoin(users, eq(users.id, usageMonths.userId))
        .where(counted(now));
      // count() and sum() of integers are bigint, which the drivers hand over as strings.
      return {
        creators: Number(people?.creators ?? 0),
        videos: Number(people?.videos ?? 0),
        scripts: Number(work?.scripts ?? 0),
        voiceMinutes: Math.round(Number(work?.audioCharacters ?? 0) / CHARACTERS_PER_VOICE_MINUTE),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
