import {
  PLAN_ORDER,
  PLANS,
  type BillingInterval,
  type PlanId,
  type PriceIdOf,
} from '@reelwright/contracts';

/**
 * The paid plan and interval a (planId, priceId) pair from the browser stands for, or `null`
 * when they do not belong together: the price always comes from the catalogue, never the client.
 */
export function resolvePaidPrice(
  priceIdOf: PriceIdOf,
  planId: string,
  priceId: string,
): { plan: PlanId; interval: BillingInterval; amountCents: number } | null {
  const plan: PlanId | undefined =
    planId === 'creator'
      ? 'boost'
      : (PLAN_ORDER as readonly string[]).includes(planId)
        ? (planId as PlanId)
        : undefined;
  if (plan === undefined || plan === 'free') return null;
  for (const interval of ['monthly', 'yearly'] as const) {
    const cents = interval === 'monthly' ? PLANS[plan].monthlyCents : PLANS[plan].yearlyCents;
    if (cents !== null && priceIdOf(plan, interval) === priceId) {
      return { plan, interval, amountCents: cents };
    }
  }
  return null;
}
