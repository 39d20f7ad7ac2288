import { z } from 'zod';

/** Monthly counters, with the same field names for what was used and what the plan allows. */
export const usageSchema = z.object({
  scriptsGenerated: z.number().int().nonnegative(),
  /** Characters of text turned into speech. */
  audioGenerated: z.number().int().nonnegative(),
  thumbnailsGenerated: z.number().int().nonnegative(),
  videosCreated: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof usageSchema>;
export type UsageKind = keyof Usage;
export const usageKinds = [
  'scriptsGenerated',
  'audioGenerated',
  'thumbnailsGenerated',
  'videosCreated',
] as const satisfies readonly UsageKind[];

/** Same fields as usage; -1 means unlimited. */
export const limitsSchema = z.object({
  scriptsGenerated: z.number().int().min(-1),
  audioGenerated: z.number().int().min(-1),
  thumbnailsGenerated: z.number().int().min(-1),
  videosCreated: z.number().int().min(-1),
});
export type Limits = z.infer<typeof limitsSchema>;

export const UNLIMITED = -1;

export const planIdSchema = z.enum(['free', 'boost', 'pro']);
export type PlanId = z.infer<typeof planIdSchema>;

export type PlanDefinition = {
  id: PlanId;
  name: string;
  /** Price in US cents; free has none. */
  monthlyCents: number | null;
  yearlyCents: number | null;
  limits: Limits;
  features: { key: string; text: string }[];
  mostPopular: boolean;
};

/** The plan catalogue: what each plan costs and allows. The server enforces these limits. */
export const PLANS: Record<PlanId, PlanDefinition> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyCents: null,
    yearlyCents: null,
    limits: {
      scriptsGenerated: 3,
      audioGenerated: 10_000,
      thumbnailsGenerated: 5,
      videosCreated: 5,
    },
    features: [
      { key: 'basic-voices', text: 'Basic voices' },
      { key: 'sd-export', text: 'Exports up to 720p, 30 fps' },
      { key: 'community-support', text: 'Community support' },
    ],
    mostPopular: false,
  },
  boost: {
    id: 'boost',
    name: 'Boost',
    monthlyCents: 1_658,
    yearlyCents: 19_900,
    limits: {
      scriptsGenerated: 25,
      audioGenerated: 60_000,
      thumbnailsGenerated: 30,
      videosCreated: UNLIMITED,
    },
    features: [
      { key: 'all-voices', text: 'All voices' },
      { key: 'hd-export', text: 'Exports up to 1080p, 60 fps' },
      { key: 'priority-support', text: 'Priority support' },
    ],
    mostPopular: true,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyCents: 9_900,
    yearlyCents: 118_800,
    limits: {
      scriptsGenerated: 100,
      audioGenerated: 200_000,
      thumbnailsGenerated: 100,
      videosCreated: UNLIMITED,
    },
    features: [
      { key: 'all-voices', text: 'All voices' },
      { key: 'hd-export', text: 'Exports up to 1080p, 60 fps' },
      { key: 'api-access', text: 'API access' },
      { key: 'analytics', text: 'Analytics' },
      { key: 'priority-support', text: 'Priority support' },
      { key: 'call-back', text: 'Call back on request' },
    ],
    mostPopular: false,
  },
};

export const PLAN_ORDER: readonly PlanId[] = ['free', 'boost', 'pro'];

export const FREE_PLAN_LIMITS: Limits = PLANS.free.limits;

/**
 * The catalogue plan a subscription name stands for: `creator` is Boost's old name; any other
 * paid name (a legacy or custom plan, shown as agency) gets Pro's allowances.
 */
export function planIdOf(subscription: string): PlanId {
  if (subscription === 'free') return 'free';
  if (subscription === 'boost' || subscription === 'creator') return 'boost';
  return 'pro';
}

export const limitsFor = (subscription: string): Limits => PLANS[planIdOf(subscription)].limits;

/** Whether a subscription's plan lists a feature of the catalogue (`api-access`, `analytics`…). */
export const planIncludes = (subscription: string, feature: string): boolean =>
  PLANS[planIdOf(subscription)].features.some((entry) => entry.key === feature);

/** The spec's coarse plan: free, creator (boost, or its old name creator), any other paid plan agency. */
export const planKindSchema = z.enum(['free', 'creator', 'agency']);
export type PlanKind = z.infer<typeof planKindSchema>;

export function planKindOf(subscription: string): PlanKind {
  if (subscription === 'free') return 'free';
  if (subscription === 'boost' || subscription === 'creator') return 'creator';
  return 'agency';
}

export const billingIntervalSchema = z.enum(['monthly', 'yearly']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

const priceSchema = z.object({
  /** The identifier to send to checkout (a Stripe price id, or the test-mode one). */
  priceId: z.string(),
  amountCents: z.number().int().positive(),
  currency: z.literal('usd'),
});

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  mostPopular: z.boolean(),
  prices: z.object({ monthly: priceSchema.nullable(), yearly: priceSchema.nullable() }),
  limits: limitsSchema,
  features: z.array(z.object({ key: z.string(), text: z.string() })),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * Which checkout sells the paid plans: Stripe; `test`, the app's own offline TEST MODE checkout
 * page (no card charged); `none`, billing off (the plans are listed, nothing can be bought).
 */
export const billingProviderSchema = z.enum(['stripe', 'test', 'none']);
export type BillingProviderName = z.infer<typeof billingProviderSchema>;

/** `GET /api/payments/plans` */
export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  /** Which checkout the browser talks to. */
  billing: z.object({ provider: billingProviderSchema }),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** `POST /api/usage/video`: the user's usage after counting the video. */
export const usageResponseSchema = z.object({ usage: usageSchema, limits: limitsSchema });

/** The identifier checkout uses for a plan's price (a Stripe price id when Stripe is on). */
export type PriceIdOf = (plan: PlanId, interval: BillingInterval) => string;

/** The test-mode checkout's price identifiers. */
export const testModePriceId: PriceIdOf = (plan, interval) => `test_${plan}_${interval}`;

/** The catalogue as `GET /api/payments/plans` lists it, with the provider's price ids. */
export function planList(priceIdOf: PriceIdOf): Plan[] {
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
