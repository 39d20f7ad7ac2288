import { PLAN_ORDER, type BillingInterval, type PlanId } from './plans';

export type PlanChoice = { plan: PlanId; interval: BillingInterval };

/**
 * When a switch between paid plans takes effect, as the help center promises: an upgrade (a
 * higher plan, or yearly billing of the same plan) at once with a prorated charge; a downgrade
 * at the end of the period already paid for, so nobody loses what they paid for.
 */
export function planChangeTiming(from: PlanChoice, to: PlanChoice): 'now' | 'period_end' | 'none' {
  const rank = PLAN_ORDER.indexOf(to.plan) - PLAN_ORDER.indexOf(from.plan);
  if (rank > 0) return 'now';
  if (rank < 0) return 'period_end';
  if (from.interval === to.interval) return 'none';
  return to.interval === 'yearly' ? 'now' : 'period_end';
}
