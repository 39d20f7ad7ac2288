import {
  apiSuccessSchema,
  PLAN_ORDER,
  PLANS,
  plansResponseSchema,
  type BillingInterval,
  type Plan,
  type PlanId,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

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

export type PaymentsRoutesOptions = { provider: 'stripe' | 'test'; priceIdOf: PriceIdOf };

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const plans = catalogue(options.priceIdOf);
  app.get(
    '/plans',
    {
      schema: {
        summary: 'The plans with their prices, limits and features (no sign-in needed)',
        response: { 200: apiSuccessSchema(plansResponseSchema) },
      },
    },
    async () => ok({ plans, billing: { provider: options.provider } }),
  );
};
