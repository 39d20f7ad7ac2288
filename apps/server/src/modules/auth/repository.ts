import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Usage } from '@reelwright/contracts';
import { passwordResets, refreshTokens, usageMonths, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function createAuthRepository(db: Db) {
  // Built once and prepared by name: every signed-in request that misses the user cache.
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');

  // What the user cache keeps about a signed-in user, in one round trip: the row, the month's
  // usage and the live sign-ins. It is reloaded every few seconds for every active user, so three
  // statements here were three times the database writes and waits (`bench/load --cpu-prof`).
  const accountById = db
    .select({
      row: users,
      scriptsGenerated: usageMonths.scriptsGenerated,
      audioGenerated: usageMonths.audioGenerated,
      thumbnailsGenerated: usageMonths.thumbnailsGenerated,
      videosCreated: usageMonths.videosCreated,
      liveSessions: sql<string[]>`array(
        select distinct ${refreshTokens.familyId} from ${refreshTokens}
        where ${refreshTokens.userId} = ${users.id}
          and ${refreshTokens.revokedAt} is null
          and ${refreshTokens.expiresAt} > ${sql.placeholder('now')}::timestamptz
      )`,
    })
    .from(users)
    .leftJoin(
      usageMonths,
      and(eq(usageMonths.userId, users.id), eq(usageMonths.month, sql.placeholder('month'))),
    )
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id');

  return {
    /**
     * The user, their usage in `month` (first day, `YYYY-MM-01`) and their sign-ins live at `at`;
     * `undefined` when there is no such user.
     */
    async accountOf(
      userId: string,
      month: string,
      at: Date,
    ): Promise<{ row: UserRow; usage: Usage; liveSessions: Set<string> } | undefined> {
      const [found] = await accountById.execute({ id: userId, month, now: at.toISOString() });
      if (found === undefined) return undefined;
      return {
        row: found.row,
        usage: {
          scriptsGenerated: found.scriptsGenerated ?? 0,
          audioGenerated: found.audioGenerated ?? 0,
          thumbnailsGenerated: found.thumbnailsGenerated ?? 0,
          videosCreated: found.videosCreated ?? 0,
        },
        liveSessions: new Set(found.liveSessions),
      };
    },

    /** `null` when the email is taken. */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | null> {
      try {
        const [row] = await db.insert(users).values(values).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await userById.execute({ id });
      return row;
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Marks a token as exchanged. Only one caller can win: a concurrent or later exchange of the
     * same token finds it already rotated and gets `false`.
     */
    async markRotated(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async insertPasswordReset(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /** Uses a reset token once: returns its user when it was unused and unexpired. */
    async consumePasswordReset(tokenHash: string, at: Date): Promise<string | null> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, at),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return rows[0]?.userId ?? null;
    },

    /** Deletes demo accounts past their expiry (their data goes with them by cascade). */
    async deleteExpiredDemoUsers(at: Date): Promise<string[]> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.isDemo, true), lt(users.demoExpiresAt, at)))
        .returning({ id: users.id });
      return rows.map((row) => row.id);
    },

    /** Forgets refresh tokens that can no longer be used, to keep the table small. */
    async deleteDeadRefreshTokens(at: Date): Promise<void> {
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, at));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
