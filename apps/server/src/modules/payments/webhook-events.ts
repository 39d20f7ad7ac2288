import type { BillingInterval, PlanId } from '@reelwright/contracts';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { billingEvents, checkoutSessions, users } from '../../db/schema';
import { noScheduledChange } from './repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/**
 * Applies Stripe's subscription events. Each event id is recorded in the same transaction as
 * its effect, so a replayed event changes nothing; every change is conditional on the user's
 * last applied event being older, so events arriving out of order never move a plan backwards.
 */
export function createWebhookEventHandler(deps: {
  db: Db;
  planOfPrice: (priceId: string) => { plan: PlanId; interval: BillingInterval } | null;
  onUserChange: (userId: string) => void;
}) {
  /** Updates the user unless a newer event was already applied; returns the user's id. */
  async function updateUser(
    tx: Tx,
    where: ReturnType<typeof eq>,
    at: Date,
    values: Partial<typeof users.$inferInsert>,
  ): Promise<string | null> {
    const rows = await tx
      .update(users)
      .set({ ...values, billingEventAt: at, updatedAt: new Date() })
      .where(and(where, or(isNull(users.billingEventAt), lte(users.billingEventAt, at))))
      .returning({ id: users.id });
    return rows[0]?.id ?? null;
  }

  async function apply(tx: Tx, event: Stripe.Event, at: Date): Promise<string | null> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription' || !session.client_reference_id) return null;
        const [ours] = await tx
          .select()
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.id, session.id),
              eq(checkoutSessions.userId, session.client_reference_id),
            ),
          );
        if (!ours) return null;
        if (ours.appliedAt === null) {
          await tx
            .update(checkoutSessions)
            .set({ appliedAt: new Date() })
            .where(eq(checkoutSessions.id, ours.id));
        }
        return updateUser(tx, eq(users.id, ours.userId), at, {
          subscription: ours.planId,
          subscriptionStatus: 'active',
          subscriptionInterval: ours.interval,
          billingCustomerId: idOf(session.customer),
          billingSubscriptionId: idOf(session.subscription),
        });
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        const item = subscription.items.data[0];
        const price = item ? deps.planOfPrice(item.price.id) : null;
        const where = eq(users.billingSubscriptionId, subscription.id);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          return updateUser(tx, where, at, toFree());
        }
        if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
          return updateUser(tx, where, at, { subscriptionStatus: 'past_due' });
        }
        if (price === null) return null;
        return updateUser(tx, where, at, {
          subscription: price.plan,
          subscriptionInterval: price.interval,
          subscriptionStatus: subscription.cancel_at_period_end ? 'canceling' : 'active',
          subscriptionRenewsAt: item ? new Date(item.current_period_end * 1000) : null,
          // A schedule that ran its course (or was released) has no downgrade left to wait for.
          ...(subscription.schedule === null ? noScheduledChange : {}),
        });
      }
      case 'customer.subscription.deleted':
        return updateUser(tx, eq(users.billingSubscriptionId, event.data.object.id), at, toFree());
      case 'invoice.payment_failed': {
        const customer = idOf(event.data.object.customer);
        if (customer === null) return null;
        return updateUser(tx, eq(users.billingCustomerId, customer), at, {
          subscriptionStatus: 'past_due',
        });
      }
      default:
        return null;
    }
  }

  return {
    async handle(event: Stripe.Event): Promise<WebhookOutcome> {
      const at = new Date(event.created * 1000);
      const result = await deps.db.transaction(async (tx) => {
        const recorded = await tx
          .insert(billingEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: billingEvents.id });
        if (recorded.length === 0) return { outcome: 'duplicate' as const, userId: null };
        const userId = await apply(tx, event, at);
        return { outcome: userId === null ? ('ignored' as const) : ('applied' as const), userId };
      });
      if (result.userId !== null) deps.onUserChange(result.userId);
      return result.outcome;
    },
  };
}

const toFree = (): Partial<typeof users.$inferInsert> => ({
  subscription: 'free',
  subscriptionStatus: 'canceled',
  subscriptionInterval: null,
  subscriptionRenewsAt: null,
  billingSubscriptionId: null,
  ...noScheduledChange,
});
