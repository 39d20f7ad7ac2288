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
function asAppError(error: unknown, notFoundMessage: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.type === 'StripeCardError') {
    return new AppError(402, 'PAYMENT_FAILED', `Payment failed: ${error.message}`);
  }
  if (error.type === 'StripeInvalidRequestError' && error.statusCode === 404) {
    return new AppError(404, 'NOT_FOUND', notFoundMessage);
  }
  return new AppError(
    502,
    'BILLING_UNAVAILABLE',
    'The payment provider could not be reached. Please try again in a minute.',
  );
}

const SESSION_NOT_FOUND = 'This checkout session does not exist.';
const SUBSCRIPTION_NOT_FOUND =
  'The payment provider does not know this subscription. Please contact support.';

async function call<T>(run: () => Promise<T>, notFoundMessage = SESSION_NOT_FOUND): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asAppError(error, notFoundMessage);
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
        const session = await stripe.checkout.sessions.retrieve(sessionId, {
          expand: ['subscription'],
        });
        const subscription = session.subscription;
        const periodEnd =
          typeof subscription === 'object' && subscription !== null
            ? subscription.items.data[0]?.current_period_end
            : undefined;
        return {
          userId: session.client_reference_id ?? null,
          paid:
            session.status === 'complete' &&
            (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          periodEnd: periodEnd === undefined ? null : new Date(periodEnd * 1000),
        };
      }),

    changePlan: (request) =>
      call(async () => {
        if (request.subscriptionId === null) throw new Error('No Stripe subscription to change');
        if (request.timing === 'now') {
          // A schedule would overwrite the new price at its next phase: release it first.
          if (request.scheduleId !== null)
            await stripe.subscriptionSchedules.release(request.scheduleId);
          const current = await stripe.subscriptions.retrieve(request.subscriptionId);
          const item = current.items.data[0];
          if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
          const updated = await stripe.subscriptions.update(
            request.subscriptionId,
            {
              items: [{ id: item.id, price: request.priceId }],
              // Charge the prorated difference now; a declined card leaves the plan unchanged.
              proration_behavior: 'always_invoice',
              payment_behavior: 'error_if_incomplete',
            },
            { idempotencyKey: request.idempotencyKey },
          );
          const end = updated.items.data[0]?.current_period_end;
          return {
            periodEnd: end === undefined ? null : new Date(end * 1000),
            effectiveAt: null,
            scheduleId: null,
          };
        }
        const schedule =
          request.scheduleId !== null
            ? await stripe.subscriptionSchedules.retrieve(request.scheduleId)
            : await stripe.subscriptionSchedules.create(
                { from_subscription: request.subscriptionId },
                { idempotencyKey: `${request.idempotencyKey}:schedule` },
              );
        const current =
          schedule.phases.find(
            (phase) => phase.start_date === schedule.current_phase?.start_date,
          ) ?? schedule.phases[0];
        const currentPrice = idOf(current?.items[0]?.price);
        if (!current || currentPrice === null) {
          throw new Error(`Stripe schedule ${schedule.id} has no current phase`);
        }
        await stripe.subscriptionSchedules.update(
          schedule.id,
          {
            end_behavior: 'release',
            phases: [
              {
                items: [{ price: currentPrice, quantity: 1 }],
                start_date: current.start_date,
                end_date: current.end_date,
              },
              {
                items: [{ price: request.priceId, quantity: 1 }],
                duration: { interval: request.interval === 'yearly' ? 'year' : 'month' },
                proration_behavior: 'none',
              },
            ],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return {
          periodEnd: new Date(current.end_date * 1000),
          effectiveAt: new Date(current.end_date * 1000),
          scheduleId: schedule.id,
        };
      }, SUBSCRIPTION_NOT_FOUND),

    cancelScheduledChange: (scheduleId) =>
      call(async () => {
        if (scheduleId !== null) await stripe.subscriptionSchedules.release(scheduleId);
      }, SUBSCRIPTION_NOT_FOUND),

    cancelSubscription: (subscriptionId, scheduleId) =>
      call(async () => {
        // Cancelling a schedule cancels its subscription with it.
        if (scheduleId !== null) await stripe.subscriptionSchedules.cancel(scheduleId);
        else if (subscriptionId !== null) await stripe.subscriptions.cancel(subscriptionId);
      }, SUBSCRIPTION_NOT_FOUND),
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
