import type { Stats } from '@reelwright/contracts';
import type { Clock } from '../../clock';
import type { StatsRepository } from './repository';

export const STATS_CACHE_MS = 60_000;

export type StatsServiceDeps = { repository: StatsRepository; clock: Clock; cacheMs?: number };

/**
 * The public totals, summed at most once a minute per instance: the landing page asks on every
 * visit, and a minute-old figure is as good as a fresh one there. Requests arriving while the
 * sums run share that one query.
 */
export function createStatsService(deps: StatsServiceDeps) {
  const cacheMs = deps.cacheMs ?? STATS_CACHE_MS;
  let cached: { stats: Stats; expiresAt: number } | undefined;
  let pending: Promise<Stats> | undefined;

  return {
    async current(): Promise<Stats> {
      const now = deps.clock.now();
      if (cached !== undefined && now.getTime() < cached.expiresAt) return cached.stats;
      pending ??= deps.repository
        .totals(now)
        .then((stats) => {
          cached = { stats, expiresAt: now.getTime() + cacheMs };
          return stats;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
