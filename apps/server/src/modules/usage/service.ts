import { limitsFor, type Usage, type UsageKind } from '@reelwright/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { monthOf, nextMonthOf } from './month';
import { quotaMessage } from './quota-message';
import type { UsageRepository } from './repository';

/** What was counted, so it can be given back if the paid-for work fails. */
export type Reservation = { userId: string; month: string; kind: UsageKind; amount: number };

export function createUsageService(deps: {
  repository: UsageRepository;
  clock: Clock;
  /** Reads the user's current plan straight from the database (never a cached copy). */
  subscriptionOf: (userId: string) => Promise<string | undefined>;
  /** Called after every change, so cached views of the user's usage are dropped. */
  onChange?: (userId: string) => void;
}) {
  return {
    /**
     * Counts `amount` of `kind` for the user this month if the plan allows it, atomically; else
     * 402 QUOTA_EXCEEDED naming the limit and the next plan.
     */
    async consume(userId: string, kind: UsageKind, amount: number): Promise<Reservation> {
      const subscription = await deps.subscriptionOf(userId);
      if (subscription === undefined) {
        throw new AppError(
          401,
          'UNAUTHORIZED',
          'This account no longer exists. Please sign in again.',
        );
      }
      const now = deps.clock.now();
      const month = monthOf(now);
      const limit = limitsFor(subscription)[kind];
      const total = await deps.repository.addWithinLimit({ userId, month, kind, amount, limit });
      if (total === null) {
        const used = (await deps.repository.forMonth(userId, month))[kind];
        throw new AppError(
          402,
          'QUOTA_EXCEEDED',
          quotaMessage({ subscription, kind, used, requested: amount, renewsOn: nextMonthOf(now) }),
        );
      }
      deps.onChange?.(userId);
      return { userId, month, kind, amount };
    },

    async refund(reservation: Reservation): Promise<void> {
      await deps.repository.subtract(reservation);
      deps.onChange?.(reservation.userId);
    },

    usageOf(userId: string): Promise<Usage> {
      return deps.repository.forMonth(userId, monthOf(deps.clock.now()));
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
