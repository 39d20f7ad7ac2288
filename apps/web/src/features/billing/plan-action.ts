import {
  PLAN_ORDER,
  planChangeTiming,
  planIdOf,
  type BillingInterval,
  type BillingProviderName,
  type Plan,
} from '@reelwright/contracts';
import { intervalOf, isPaid, type BillingUser } from './billing-user';

export type PlanAction =
  | { kind: 'current' }
  /** Checkout for this plan from Free (`upgrade` when it ranks above the current one). */
  | { kind: 'checkout'; upgrade: boolean }
  /**
   * From one paid plan or billing interval to another: `now` for an upgrade, `period_end` for a
   * downgrade; `samePlan` when only the interval changes.
   */
  | { kind: 'change'; timing: 'now' | 'period_end'; samePlan: boolean }
  /** The change already waiting for the end of the paid period. */
  | { kind: 'scheduled' }
  /** Free while on a paid plan: cancelling is the way there. */
  | { kind: 'downgrade-to-free' }
  /** No price for the chosen interval: nothing to buy. */
  | { kind: 'unavailable' }
  /** A visitor without an account: any plan starts with signing up. */
  | { kind: 'sign-up' }
  /** Billing is off on this server: no plan can be bought, changed or cancelled. */
  | { kind: 'not-for-sale' };

/**
 * What a plan card offers for `plan` billed per `interval`, given the user's subscription (null
 * for a visitor, who signs up first) and the server's billing (`none`: nothing is for sale, a
 * visitor may still sign up for Free).
 */
export function actionFor(
  plan: Plan,
  user: BillingUser | null,
  interval: BillingInterval,
  billing: BillingProviderName = 'stripe',
): PlanAction {
  if (billing === 'none') {
    if (user === null) return plan.id === 'free' ? { kind: 'sign-up' } : { kind: 'not-for-sale' };
    const current = planIdOf(user.subscription ?? 'free');
    const sameInterval = plan.id === 'free' || !isPaid(user) || intervalOf(user) === interval;
    return plan.id === current && sameInterval ? { kind: 'current' } : { kind: 'not-for-sale' };
  }
  if (user === null) return { kind: 'sign-up' };
  const current = planIdOf(user.subscription ?? 'free');
  if (!isPaid(user)) {
    if (plan.id === current) return { kind: 'current' };
    if (plan.prices[interval] === null) return { kind: 'unavailable' };
    return {
      kind: 'checkout',
      upgrade: PLAN_ORDER.indexOf(plan.id) > PLAN_ORDER.indexOf(current),
    };
  }
  if (plan.id === 'free') return { kind: 'downgrade-to-free' };
  const timing = planChangeTiming(
    { plan: current, interval: intervalOf(user) },
    { plan: plan.id, interval },
  );
  if (timing === 'none') return { kind: 'current' };
  if (plan.prices[interval] === null) return { kind: 'unavailable' };
  const scheduled = user.scheduledChange;
  if (scheduled?.plan === plan.id && scheduled.interval === interval) return { kind: 'scheduled' };
  return { kind: 'change', timing, samePlan: plan.id === current };
}
