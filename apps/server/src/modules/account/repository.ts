import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function createAccountRepository(db: Db) {
  return {
    /** `false` when the user no longer exists. */
    async setName(userId: string, name: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Deletes the user; every row of theirs goes with it by cascade. `false` when already gone. */
    async deleteUser(userId: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
