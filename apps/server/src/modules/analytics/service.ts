import { planIncludes, type Analytics } from '@reelwright/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { AnalyticsRepository } from './repository';

export const ANALYTICS_FEATURE = 'analytics';

export type AnalyticsServiceDeps = {
  repository: AnalyticsRepository;
  clock: Clock;
  /** Reads the user's current plan from the database (the access token's copy may be stale). */
  subscriptionOf: (userId: string) => Promise<string | undefined>;
};

/** A Pro user's activity by month. */
export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  return {
    async monthly(userId: string): Promise<Analytics> {
      const subscription = await deps.subscriptionOf(userId);
      if (subscription === undefined) {
        throw new AppError(
          401,
          'UNAUTHORIZED',
          'This account no longer exists. Please sign in again.',
        );
      }
      if (!planIncludes(subscription, ANALYTICS_FEATURE)) {
        throw new AppError(
          403,
          'PLAN_REQUIRED',
          'Analytics come with the Pro plan. Upgrade to Pro on the plans page to see your activity by month.',
        );
      }
      return { months: await deps.repository.months(userId, deps.clock.now()) };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
