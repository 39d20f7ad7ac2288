import type { BillingInterval, PlanId } from '@reelwright/contracts';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, users } from '../../db/schema';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export const noScheduledChange = {
  scheduledPlan: null,
  scheduledInterval: null,
  scheduledChangeAt: null,
  billingScheduleId: null,
} as const;

/** The end of a paid period started at `start`. */
export function periodEndFrom(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

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
            ...noScheduledChange,
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
          ...noScheduledChange,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** An upgrade: the new plan and its limits from now on; any waiting downgrade is dropped. */
    async switchPlanNow(userId: string, plan: PlanId, interval: BillingInterval, renewsAt: Date) {
      await db
        .update(users)
        .set({
          subscription: plan,
          subscriptionStatus: 'active',
          subscriptionInterval: interval,
          subscriptionRenewsAt: renewsAt,
          ...noScheduledChange,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** A downgrade waiting for the end of the paid period (replacing any earlier one). */
    async scheduleChange(
      userId: string,
      change: { plan: PlanId; interval: BillingInterval; at: Date; scheduleId: string | null },
    ) {
      await db
        .update(users)
        .set({
          scheduledPlan: change.plan,
          scheduledInterval: change.interval,
          scheduledChangeAt: change.at,
          billingScheduleId: change.scheduleId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    async clearScheduledChange(userId: string) {
      await db
        .update(users)
        .set({ ...noScheduledChange, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /**
     * Test mode plays Stripe's part at the end of each paid period: the waiting downgrade takes
     * effect, or the same plan renews. Answers the users whose plan or period changed.
     */
    async renewEndedPeriods(now: Date): Promise<string[]> {
      const due = await db
        .select({
          id: users.id,
          interval: users.subscriptionInterval,
          renewsAt: users.subscriptionRenewsAt,
          scheduledPlan: users.scheduledPlan,
          scheduledInterval: users.scheduledInterval,
        })
        .from(users)
        .where(and(isNotNull(users.subscriptionRenewsAt), lte(users.subscriptionRenewsAt, now)));
      const renewed: string[] = [];
      for (const row of due) {
        const interval = (row.scheduledInterval ?? row.interval ?? 'monthly') as BillingInterval;
        let renewsAt = row.renewsAt!;
        while (renewsAt <= now) renewsAt = periodEndFrom(renewsAt, interval);
        const rows = await db
          .update(users)
          .set({
            ...(row.scheduledPlan === null
              ? {}
              : { subscription: row.scheduledPlan, subscriptionInterval: interval }),
            subscriptionRenewsAt: renewsAt,
            ...noScheduledChange,
            updatedAt: new Date(),
          })
          // Only if nothing changed the user since it was read (a cancel, an upgrade).
          .where(and(eq(users.id, row.id), eq(users.subscriptionRenewsAt, row.renewsAt!)))
          .returning({ id: users.id });
        if (rows.length === 1) renewed.push(row.id);
      }
      return renewed;
    },

    async billingOf(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          subscription: users.subscription,
          customerId: users.billingCustomerId,
          subscriptionId: users.billingSubscriptionId,
          interval: users.subscriptionInterval,
          renewsAt: users.subscriptionRenewsAt,
          scheduledPlan: users.scheduledPlan,
          scheduleId: users.billingScheduleId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
