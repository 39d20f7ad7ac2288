import { randomUUID } from 'node:crypto';
import {
  PLANS,
  type BillingInterval,
  type CreateCheckoutBody,
  type User,
} from '@reelwright/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { resolvePaidPrice } from './catalogue';
import type { BillingProvider } from './providers/billing-provider';
import type { PaymentsRepository } from './repository';

export const CANCELED_MESSAGE = 'Subscription canceled successfully. You are now on the free plan.';

const notFound = () => new AppError(404, 'NOT_FOUND', 'This checkout session does not exist.');

function periodEndFrom(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  provider: BillingProvider;
  clock: Clock;
  appUrl: string;
  /** The user as clients see them, read fresh (after a plan change). */
  freshUser: (userId: string) => Promise<User>;
}) {
  const { repository, provider } = deps;

  return {
    async createCheckout(userId: string, body: CreateCheckoutBody) {
      const price = resolvePaidPrice(provider.priceIdOf, body.planId, body.priceId);
      if (price === null) {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'This price does not belong to that plan. Reload the plans page and try again.',
        );
      }
      const billing = await repository.billingOf(userId);
      if (billing === undefined) {
        throw new AppError(
          401,
          'UNAUTHORIZED',
          'This account no longer exists. Please sign in again.',
        );
      }
      if (billing.subscription === price.plan) {
        throw new AppError(
          409,
          'ALREADY_SUBSCRIBED',
          `You are already on the ${PLANS[price.plan].name} plan.`,
        );
      }
      if (billing.subscription !== 'free') {
        // A second checkout would start a second subscription (and a second charge) at Stripe.
        throw new AppError(
          409,
          'ALREADY_SUBSCRIBED',
          'You already have a paid plan. To switch plans, cancel the current one first.',
        );
      }
      const created = await provider.createCheckout({
        userId,
        email: billing.email,
        customerId: billing.customerId,
        plan: price.plan,
        interval: price.interval,
        priceId: body.priceId,
        amountCents: price.amountCents,
        successUrl: `${deps.appUrl}/pricing?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.appUrl}/pricing?canceled=true`,
        idempotencyKey: randomUUID(),
      });
      await repository.insertSession({
        id: created.sessionId,
        userId,
        provider: provider.name,
        planId: price.plan,
        interval: price.interval,
        priceId: body.priceId,
        amountCents: price.amountCents,
      });
      return created;
    },

    /** After checkout: confirms the session is the caller's and paid, applies the plan once. */
    async confirmCheckout(userId: string, sessionId: string): Promise<User> {
      const session = await repository.sessionOf(userId, sessionId);
      if (session === undefined) throw notFound();
      if (session.appliedAt === null) {
        const state = await provider.checkoutState(sessionId);
        if (state.userId !== null && state.userId !== userId) throw notFound();
        if (!state.paid) {
          throw new AppError(
            402,
            'PAYMENT_FAILED',
            'The payment for this checkout has not been completed.',
          );
        }
        await repository.applyPaidSession({
          session,
          customerId: state.customerId,
          subscriptionId: state.subscriptionId,
          renewsAt:
            state.periodEnd ?? periodEndFrom(deps.clock.now(), session.interval as BillingInterval),
        });
      }
      return deps.freshUser(userId);
    },

    async cancelSubscription(userId: string): Promise<{ user: User; message: string }> {
      const billing = await repository.billingOf(userId);
      if (billing === undefined) {
        throw new AppError(
          401,
          'UNAUTHORIZED',
          'This account no longer exists. Please sign in again.',
        );
      }
      if (billing.subscription === 'free') {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'You are on the Free plan: there is no subscription to cancel.',
        );
      }
      await provider.cancelSubscription(billing.subscriptionId);
      await repository.downgradeToFree(userId);
      return { user: await deps.freshUser(userId), message: CANCELED_MESSAGE };
    },

    /** The offline checkout page's view of a session (test mode only). */
    async testCheckout(userId: string, sessionId: string) {
      const session = await repository.sessionOf(userId, sessionId);
      if (session === undefined || session.provider !== 'test') throw notFound();
      return {
        sessionId: session.id,
        planId: session.planId as 'boost' | 'pro',
        planName: PLANS[session.planId as 'boost' | 'pro'].name,
        interval: session.interval as BillingInterval,
        amountCents: session.amountCents,
        currency: 'usd' as const,
        status: session.status as 'open' | 'paid' | 'canceled',
      };
    },

    /** The offline checkout's Pay or Cancel; answers where the browser goes next, as Stripe would. */
    async closeTestCheckout(userId: string, sessionId: string, outcome: 'paid' | 'canceled') {
      const session = await repository.sessionOf(userId, sessionId);
      if (session === undefined || session.provider !== 'test') throw notFound();
      if (!(await repository.closeSession(sessionId, outcome))) {
        throw new AppError(400, 'VALIDATION_FAILED', `This checkout is already ${session.status}.`);
      }
      return {
        redirectUrl:
          outcome === 'paid'
            ? `/pricing?success=true&session_id=${encodeURIComponent(sessionId)}`
            : '/pricing?canceled=true',
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
