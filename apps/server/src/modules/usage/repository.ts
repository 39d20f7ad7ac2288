import type { Usage, UsageKind } from '@reelwright/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usageMonths, users } from '../../db/schema';

const columns: Record<UsageKind, string> = {
  scriptsGenerated: 'scripts_generated',
  audioGenerated: 'audio_generated',
  thumbnailsGenerated: 'thumbnails_generated',
  videosCreated: 'videos_created',
};

const ZERO: Usage = {
  scriptsGenerated: 0,
  audioGenerated: 0,
  thumbnailsGenerated: 0,
  videosCreated: 0,
};

export function createUsageRepository(db: Db) {
  // Built once and prepared by name: read with the user on every user-cache miss.
  const usageForMonth = db
    .select({
      scriptsGenerated: usageMonths.scriptsGenerated,
      audioGenerated: usageMonths.audioGenerated,
      thumbnailsGenerated: usageMonths.thumbnailsGenerated,
      videosCreated: usageMonths.videosCreated,
    })
    .from(usageMonths)
    .where(
      and(
        eq(usageMonths.userId, sql.placeholder('userId')),
        eq(usageMonths.month, sql.placeholder('month')),
      ),
    )
    .prepare('usage_for_month');

  return {
    /**
     * Adds `amount` to a counter unless that would pass `limit` (-1: no limit), as one statement:
     * Postgres locks the month's row for the update, so concurrent requests queue on it and can
     * never exceed the limit together. Returns the new total, or `null` when refused.
     */
    async addWithinLimit(input: {
      userId: string;
      month: string;
      kind: UsageKind;
      amount: number;
      limit: number;
    }): Promise<number | null> {
      const { userId, month, amount, limit } = input;
      if (limit !== -1 && amount > limit) return null;
      const column = sql.identifier(columns[input.kind]);
      const result = await db.execute<{ total: number }>(sql`
        insert into usage_months (user_id, month, ${column}) values (${userId}, ${month}, ${amount})
        on conflict (user_id, month) do update
          set ${column} = usage_months.${column} + ${amount}
          where ${limit}::integer = -1 or usage_months.${column} + ${amount} <= ${limit}::integer
        returning ${column} as total`);
      const row = (result as unknown as { rows: { total: number }[] }).rows[0];
      return row === undefined ? null : Number(row.total);
    },

    /** Gives back a counted amount (never below zero), for work that failed after counting. */
    async subtract(input: { userId: string; month: string; kind: UsageKind; amount: number }) {
      const column = sql.identifier(columns[input.kind]);
      await db.execute(sql`
        update usage_months set ${column} = greatest(${column} - ${input.amount}, 0)
        where user_id = ${input.userId} and month = ${input.month}`);
    },

    async subscriptionOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ subscription: users.subscription })
        .from(users)
        .where(eq(users.id, userId));
      return row?.subscription;
    },

    async forMonth(userId: string, month: string): Promise<Usage> {
      const [row] = await usageForMonth.execute({ userId, month });
      return row ?? ZERO;
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
