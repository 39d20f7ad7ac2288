import type { BillingInterval, PlanId } from '@reelwright/contracts';
import type { PriceIdOf } from '@reelwright/contracts';

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

/** A card payment provider: Stripe, or the offline test checkout. */
export interface BillingProvider {
  readonly name: 'stripe' | 'test';
  readonly priceIdOf: PriceIdOf;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  checkoutState(sessionId: string): Promise<CheckoutState>;
  cancelSubscription(subscriptionId: string | null): Promise<void>;
}
