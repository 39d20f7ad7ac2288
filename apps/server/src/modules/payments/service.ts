import { randomUUID } from 'node:crypto';
import {
  PLANS,
  billingIntervalSchema,
  planChangeTiming,
  planIdOf,
  type BillingInterval,
  type ChangePlanBody,
  type CreateCheckoutBody,
  type PlanChangeResult,
  type User,
} from '@reelwright/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { resolvePaidPrice } from './catalogue';
import type { BillingProvider } from './providers/billing-provider';
import { billingNotConfigured } from './providers/no-billing-provider';
import { periodEndFrom, type PaymentsRepository } from './repository';

export const CANCELED_MESSAGE = 'Subscription canceled successfully. You are now on the free plan.';

const notFound = () => new AppError(404, 'NOT_FOUND', 'This checkout session does not exist.');

const accountGone = () =>
  new AppError(401, 'UNAUTHORIZED', 'This account no longer exists. Please sign in again.');

const badPrice = () =>
  new AppError(
    400,
    'VALIDATION_FAILED',
    'This price does not belong to that plan. Reload the plans page and try again.',
  );

/** 'December 22, 2026': server messages are English; the web app words dates itself. */
const dayOf = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  provider: BillingProvider;
  clock: Clock;
  appUrl: string;
  /** The user as clients see them, read fresh (after a plan change). */
  freshUser: (userId: string) => Promise<User>;
  /** Drops cached views of a user whose plan changed in the background. */
  onUserChange: (userId: string) => void;
}) {
  const { repository, provider } = deps;
  /** With billing off nothing may change a plan: every such call stops here, before any read. */
  const requireBilling = () => {
    if (provider.name === 'none') throw billingNotConfigured();
  };

  return {
    async createCheckout(userId: string, body: CreateCheckoutBody) {
      requireBilling();
      const price = resolvePaidPrice(provider.priceIdOf, body.planId, body.priceId);
      if (price === null) throw badPrice();
      const billing = await repository.billingOf(userId);
      if (billing === undefined) throw accountGone();
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
          'You already have a paid plan. Change plans from the plans page instead.',
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
      requireBilling();
      const session = await repository.sessionOf(userId, sessionId);
      // Only the provider that opened a session can say it was paid (a test-mode session is
      // never applied once the server takes real payments).
      if (session === undefined || session.provider !== provider.name) throw notFound();
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

    /**
     * From one paid plan or interval to another: an upgrade is charged (prorated) and applies
     * at once; a downgrade waits for the end of the period already paid for.
     */
    async changePlan(userId: string, body: ChangePlanBody): Promise<PlanChangeResult> {
      requireBilling();
      const price = resolvePaidPrice(provider.priceIdOf, body.planId, body.priceId);
      if (price === null) throw badPrice();
      const billing = await repository.billingOf(userId);
      if (billing === undefined) throw accountGone();
      if (billing.subscription === 'free') {
        throw new AppError(
          409,
          'NOT_SUBSCRIBED',
          'You are on the Free plan: choose a plan and check out to subscribe.',
        );
      }
      const from = {
        plan: planIdOf(billing.subscription),
        interval: billingIntervalSchema.safeParse(billing.interval).data ?? 'monthly',
      };
      const timing = planChangeTiming(from, price);
      const name = PLANS[price.plan].name;
      if (timing === 'none') {
        throw new AppError(409, 'ALREADY_SUBSCRIBED', `You are already on the ${name} plan.`);
      }
      const outcome = await provider.changePlan({
        subscriptionId: billing.subscriptionId,
        scheduleId: billing.scheduleId,
        priceId: body.priceId,
        interval: price.interval,
        timing,
        idempotencyKey: randomUUID(),
      });
      const now = deps.clock.now();
      if (timing === 'now') {
        const renewsAt =
          outcome.periodEnd ??
          (from.interval === price.interval && billing.renewsAt !== null
            ? billing.renewsAt
            : periodEndFrom(now, price.interval));
        await repository.switchPlanNow(userId, price.plan, price.interval, renewsAt);
        return {
          user: await deps.freshUser(userId),
          change: 'now',
          message: `You are now on the ${name} plan.`,
        };
      }
      const at = outcome.effectiveAt ?? billing.renewsAt ?? periodEndFrom(now, from.interval);
      await repository.scheduleChange(userId, {
        plan: price.plan,
        interval: price.interval,
        at,
        scheduleId: outcome.scheduleId,
      });
      return {
        user: await deps.freshUser(userId),
        change: 'scheduled',
        message: `Your plan changes to ${name} on ${dayOf(at)}. Until then you keep ${PLANS[from.plan].name}.`,
      };
    },

    /** Keeps the current plan: the waiting downgrade is dropped. */
    async cancelScheduledChange(userId: string): Promise<PlanChangeResult> {
      requireBilling();
      const billing = await repository.billingOf(userId);
      if (billing === undefined) throw accountGone();
      if (billing.scheduledPlan === null) {
        throw new AppError(409, 'NO_SCHEDULED_CHANGE', 'There is no plan change waiting.');
      }
      await provider.cancelScheduledChange(billing.scheduleId);
      await repository.clearScheduledChange(userId);
      return {
        user: await deps.freshUser(userId),
        change: 'kept',
        message: `You stay on the ${PLANS[planIdOf(billing.subscription)].name} plan.`,
      };
    },

    async cancelSubscription(userId: string): Promise<{ user: User; message: string }> {
      requireBilling();
      const billing = await repository.billingOf(userId);
      if (billing === undefined) throw accountGone();
      if (billing.subscription === 'free') {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'You are on the Free plan: there is no subscription to cancel.',
        );
      }
      await provider.cancelSubscription(billing.subscriptionId, billing.scheduleId);
      await repository.downgradeToFree(userId);
      return { user: await deps.freshUser(userId), message: CANCELED_MESSAGE };
    },

    /** Test mode's stand-in for Stripe's renewals and schedules; answers how many users changed. */
    async renewEndedPeriods(): Promise<number> {
      if (provider.name !== 'test') return 0;
      const changed = await repository.renewEndedPeriods(deps.clock.now());
      for (const userId of changed) deps.onUserChange(userId);
      return changed.length;
    },

    /** The offline checkout page's view of a session (test mode only). */
    async testCheckout(userId: string, sessionId: string) {
      if (provider.name !== 'test') throw notFound();
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
      if (provider.name !== 'test') throw notFound();
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
