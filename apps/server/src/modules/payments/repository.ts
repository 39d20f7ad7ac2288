import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, users } from '../../db/schema';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export function createPaymentsRepository(db: Db) {
  return {
    async insertSession(values: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(values);
    },

    async sessionOf(userId: string, sessionId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
      return row;
    },

    async sessionById(sessionId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId));
      return row;
    },

    /** Moves an open test session to paid or canceled; `false` if it was no longer open. */
    async closeSession(sessionId: string, status: 'paid' | 'canceled'): Promise<boolean> {
      const rows = await db
        .update(checkoutSessions)
        .set({ status })
        .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      return rows.length === 1;
    },

    /**
     * Gives the session's plan to its user, once: the session is marked applied in the same
     * transaction, so checking the same session twice (a reload, two tabs) changes nothing more.
     */
    async applyPaidSession(input: {
      session: CheckoutSessionRow;
      customerId: string | null;
      subscriptionId: string | null;
      renewsAt: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(checkoutSessions)
          .set({ appliedAt: new Date() })
          .where(and(eq(checkoutSessions.id, input.session.id), isNull(checkoutSessions.appliedAt)))
          .returning({ id: checkoutSessions.id });
        if (claimed.length === 0) return false;
        await tx
          .update(users)
          .set({
            subscription: input.session.planId,
            subscriptionStatus: 'active',
            subscriptionInterval: input.session.interval,
            subscriptionRenewsAt: input.renewsAt,
            billingCustomerId: input.customerId,
            billingSubscriptionId: input.subscriptionId,
            updatedAt: new Date(),
          })
          .where(eq(users.id, input.session.userId));
        return true;
      });
    },

    /** Back to Free at once, keeping this month's counts (they live in usage_months). */
    async downgradeToFree(userId: string) {
      await db
        .update(users)
        .set({
          subscription: 'free',
          subscriptionStatus: 'canceled',
          subscriptionInterval: null,
          subscriptionRenewsAt: null,
          billingSubscriptionId: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    async billingOf(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          subscription: users.subscription,
          customerId: users.billingCustomerId,
          subscriptionId: users.billingSubscriptionId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
