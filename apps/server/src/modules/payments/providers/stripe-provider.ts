import type { BillingInterval, PlanId } from '@reelwright/contracts';
import Stripe from 'stripe';
import { AppError } from '../../../http/app-error';
import type { BillingProvider } from './billing-provider';

/** Pinned, so a Stripe-side default change can never alter what our code receives. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export type StripePrices = Record<`${Exclude<PlanId, 'free'>}_${BillingInterval}`, string>;

export type StripeProviderOptions = {
  secretKey: string;
  prices: StripePrices;
  /** Signing secret of the webhook endpoint; without it no webhook route is offered. */
  webhookSecret?: string | undefined;
  /** Only to point the SDK at a local server in tests (or stripe-mock). */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
  maxNetworkRetries?: number;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Stripe's failures in the envelope: card problems are the user's to fix, the rest is ours. */
function asAppError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.type === 'StripeCardError') {
    return new AppError(402, 'PAYMENT_FAILED', `Payment failed: ${error.message}`);
  }
  if (error.type === 'StripeInvalidRequestError' && error.statusCode === 404) {
    return new AppError(404, 'NOT_FOUND', 'This checkout session does not exist.');
  }
  return new AppError(
    502,
    'BILLING_UNAVAILABLE',
    'The payment provider could not be reached. Please try again in a minute.',
  );
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asAppError(error);
  }
}

/** Card payments with Stripe Checkout (subscription mode), through the official SDK. */
export function createStripeBillingProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    ...(options.endpoint ?? {}),
  });

  return {
    name: 'stripe',
    priceIdOf: (plan, interval) => {
      if (plan === 'free') return '';
      return options.prices[`${plan}_${interval}`];
    },

    createCheckout: (request) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: request.priceId, quantity: 1 }],
            client_reference_id: request.userId,
            ...(request.customerId
              ? { customer: request.customerId }
              : { customer_email: request.email }),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            metadata: { userId: request.userId, plan: request.plan, interval: request.interval },
            subscription_data: { metadata: { userId: request.userId, plan: request.plan } },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
        return { sessionId: session.id, url: session.url };
      }),

    checkoutState: (sessionId) =>
      call(async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          userId: session.client_reference_id ?? null,
          paid:
            session.status === 'complete' &&
            (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          periodEnd: null,
        };
      }),

    cancelSubscription: (subscriptionId) =>
      call(async () => {
        if (subscriptionId !== null) await stripe.subscriptions.cancel(subscriptionId);
      }),
  };
}

/** The plan and interval a Stripe price id stands for, from the configured price ids. */
export function planOfStripePrice(prices: StripePrices, priceId: string) {
  for (const [key, id] of Object.entries(prices)) {
    if (id !== priceId) continue;
    const [plan, interval] = key.split('_') as [Exclude<PlanId, 'free'>, BillingInterval];
    return { plan, interval };
  }
  return null;
}
