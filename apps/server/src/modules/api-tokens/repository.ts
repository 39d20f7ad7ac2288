import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** What decides whether a user may add a token: their plan and how many they hold. */
export type TokenHolder = { subscription: string; activeTokens: number };

/** A token found by its hash, with what its owner is now (plan, name), for authentication. */
export type TokenOwner = {
  token: ApiTokenRow;
  user: { id: string; email: string; name: string; subscription: string };
};

const isActive = isNull(apiTokens.revokedAt);

export function createApiTokensRepository(db: Db) {
  return {
    /**
     * Adds a token once `admit` accepts the holder, with the user's row locked: parallel
     * creations queue on it, so they can never pass the limit together. `missing` when the user
     * is gone; otherwise the row, or what `admit` answered instead.
     */
    async insertIfAdmitted<Refusal extends string>(input: {
      userId: string;
      values: Pick<ApiTokenRow, 'name' | 'prefix' | 'tokenHash' | 'createdAt'>;
      admit: (holder: TokenHolder) => Refusal | null;
    }): Promise<ApiTokenRow | Refusal | 'missing'> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ subscription: users.subscription })
          .from(users)
          .where(eq(users.id, input.userId))
          .for('update');
        if (user === undefined) return 'missing';
        const [held] = await tx
          .select({ active: count() })
          .from(apiTokens)
          .where(and(eq(apiTokens.userId, input.userId), isActive));
        const refusal = input.admit({
          subscription: user.subscription,
          activeTokens: Number(held?.active ?? 0),
        });
        if (refusal !== null) return refusal;
        const [row] = await tx
          .insert(apiTokens)
          .values({ userId: input.userId, ...input.values })
          .returning();
        return row!;
      });
    },

    /** The user's active tokens, newest first. */
    async listActive(userId: string): Promise<ApiTokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isActive))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    /** Marks the user's token revoked (keeping the first revocation time); `undefined` if not theirs. */
    async revoke(userId: string, id: string, at: Date): Promise<ApiTokenRow | undefined> {
      const [row] = await db
        .update(apiTokens)
        .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning();
      return row;
    },

    async findByHash(tokenHash: string): Promise<TokenOwner | undefined> {
      const [row] = await db
        .select({
          token: apiTokens,
          user: {
            id: users.id,
            email: users.email,
            name: users.name,
            subscription: users.subscription,
          },
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Records a use unless one was recorded after `staleBefore` (by this or another instance). */
    async touch(id: string, at: Date, staleBefore: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiTokens.id, id),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore)),
          ),
        );
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
