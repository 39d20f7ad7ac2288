import {
  PLAN_ORDER,
  PLANS,
  type BillingInterval,
  type Plan,
  type PlanId,
} from '@reelwright/contracts';

/** The identifier checkout uses for a plan's price (a Stripe price id when Stripe is on). */
export type PriceIdOf = (plan: PlanId, interval: BillingInterval) => string;

export const testModePriceId: PriceIdOf = (plan, interval) => `test_${plan}_${interval}`;

export function catalogue(priceIdOf: PriceIdOf): Plan[] {
  return PLAN_ORDER.map((id) => {
    const plan = PLANS[id];
    const price = (interval: BillingInterval, cents: number | null) =>
      cents === null
        ? null
        : { priceId: priceIdOf(id, interval), amountCents: cents, currency: 'usd' as const };
    return {
      id,
      name: plan.name,
      mostPopular: plan.mostPopular,
      prices: {
        monthly: price('monthly', plan.monthlyCents),
        yearly: price('yearly', plan.yearlyCents),
      },
      limits: plan.limits,
      features: plan.features,
    };
  });
}

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
