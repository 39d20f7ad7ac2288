import { ANALYTICS_MONTHS, type AnalyticsMonth } from '@reelwright/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CHARACTERS_PER_VOICE_MINUTE } from '../stats/repository';

type MonthRow = {
  month: string;
  scripts: number | string;
  voice_characters: number | string;
  thumbnails: number | string;
  videos: number | string;
  projects: number | string;
};

export function createAnalyticsRepository(db: Db) {
  return {
    /**
     * The user's activity in each of the last 12 calendar months (UTC), the current one
     * included, oldest first, in one query. Scripts, voice-over characters, thumbnails and
     * videos are the plan's monthly counters (`usage_months`: what succeeded; refunds taken
     * back). A project counts as touched in a month when it was created, last saved or got a
     * script version then: only the latest save time is kept per project, and versions cover
     * script changes (the newest 50), so a month's figure is a floor.
     */
    async months(userId: string, now: Date): Promise<AnalyticsMonth[]> {
      const result = await db.execute(sql`
        with months as (
          select (date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC')
                  - make_interval(months => back))::date as month
          from generate_series(0, ${ANALYTICS_MONTHS - 1}::integer) as back
        ),
        changes as (
          select id as project_id, created_at as changed_at from projects where user_id = ${userId}
          union all
          select id, updated_at from projects where user_id = ${userId}
          union all
          select versions.project_id, versions.created_at
          from project_versions versions
          join projects on projects.id = versions.project_id
          where projects.user_id = ${userId}
        ),
        touched as (
          select date_trunc('month', changed_at at time zone 'UTC')::date as month,
                 count(distinct project_id) as projects
          from changes
          where changed_at >= (select min(month) from months)::timestamp at time zone 'UTC'
          group by 1
        )
        select to_char(months.month, 'YYYY-MM') as month,
               coalesce(counts.scripts_generated, 0) as scripts,
               coalesce(counts.audio_generated, 0) as voice_characters,
               coalesce(counts.thumbnails_generated, 0) as thumbnails,
               coalesce(counts.videos_created, 0) as videos,
               coalesce(touched.projects, 0) as projects
        from months
        left join usage_months counts on counts.user_id = ${userId} and counts.month = months.month
        left join touched on touched.month = months.month
        order by months.month`);
      const rows = (result as unknown as { rows: MonthRow[] }).rows;
      // count() is bigint, which the drivers hand over as strings.
      return rows.map((row) => {
        const voiceCharacters = Number(row.voice_characters);
        return {
          month: row.month,
          scripts: Number(row.scripts),
          voiceMinutes: Math.round((voiceCharacters / CHARACTERS_PER_VOICE_MINUTE) * 10) / 10,
          voiceCharacters,
          thumbnails: Number(row.thumbnails),
          videos: Number(row.videos),
          projects: Number(row.projects),
        };
      });
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
