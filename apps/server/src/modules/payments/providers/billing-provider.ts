import type {
  BillingInterval,
  BillingProviderName,
  PlanId,
  PriceIdOf,
} from '@reelwright/contracts';

export type CheckoutRequest = {
  userId: string;
  email: string;
  customerId: string | null;
  plan: PlanId;
  interval: BillingInterval;
  priceId: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

export type CheckoutState = {
  /** The user the session was started for (Stripe's client_reference_id). */
  userId: string | null;
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  /** When the paid period ends, if the provider says. */
  periodEnd: Date | null;
};

export type PlanChangeRequest = {
  subscriptionId: string | null;
  /** The schedule of an earlier downgrade still waiting, which this change replaces. */
  scheduleId: string | null;
  priceId: string;
  interval: BillingInterval;
  /** `now`: prorated at once; `period_end`: when the period already paid for ends. */
  timing: 'now' | 'period_end';
  idempotencyKey: string;
};

export type PlanChangeOutcome = {
  /** When the (new) paid period ends, if the provider says. */
  periodEnd: Date | null;
  /** For a change at period end: when it happens, if the provider says. */
  effectiveAt: Date | null;
  /** For a change at period end: the provider's schedule that will make it. */
  scheduleId: string | null;
};

/** A card payment provider: Stripe, the offline test checkout, or none (billing off). */
export interface BillingProvider {
  readonly name: BillingProviderName;
  readonly priceIdOf: PriceIdOf;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  checkoutState(sessionId: string): Promise<CheckoutState>;
  changePlan(request: PlanChangeRequest): Promise<PlanChangeOutcome>;
  /** Drops a waiting downgrade; the current plan simply renews. */
  cancelScheduledChange(scheduleId: string | null): Promise<void>;
  cancelSubscription(subscriptionId: string | null, scheduleId: string | null): Promise<void>;
}
