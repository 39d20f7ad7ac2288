import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSecrets } from '../../db/schema';
import type { SealedSecret } from './secret-box';

export type UserSecretRow = typeof userSecrets.$inferSelect;
export type SecretKind = 'gemini';

const FOREIGN_KEY_VIOLATION = '23503';

/** The user row is gone (the account was deleted while its access token still lived). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

export function createUserSecretsRepository(db: Db) {
  const keyOf = (userId: string, kind: SecretKind) =>
    and(eq(userSecrets.userId, userId), eq(userSecrets.kind, kind));
  return {
    async find(userId: string, kind: SecretKind): Promise<UserSecretRow | undefined> {
      const [row] = await db.select().from(userSecrets).where(keyOf(userId, kind)).limit(1);
      return row;
    },

    async save(
      userId: string,
      kind: SecretKind,
      sealed: SealedSecret & { last4: string },
    ): Promise<void> {
      await db
        .insert(userSecrets)
        .values({ userId, kind, ...sealed })
        .onConflictDoUpdate({
          target: [userSecrets.userId, userSecrets.kind],
          set: { ...sealed, updatedAt: sql`now()` },
        });
    },

    async remove(userId: string, kind: SecretKind): Promise<void> {
      await db.delete(userSecrets).where(keyOf(userId, kind));
    },
  };
}

export type UserSecretsRepository = ReturnType<typeof createUserSecretsRepository>;
