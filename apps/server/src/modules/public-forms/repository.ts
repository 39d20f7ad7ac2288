import type { ContactBody, NotifyBody } from '@reelwright/contracts';
import type { Db } from '../../db/client';
import { contactMessages, notifySignups } from '../../db/schema';

export function createPublicFormsRepository(db: Db) {
  return {
    /** Keeps the sign-up once; answers whether this call stored it (false: it was already there). */
    async addNotifySignup(signup: NotifyBody): Promise<boolean> {
      const stored = await db
        .insert(notifySignups)
        .values(signup)
        .onConflictDoNothing({ target: notifySignups.email })
        .returning({ email: notifySignups.email });
      return stored.length > 0;
    },

    async addContactMessage(message: ContactBody): Promise<void> {
      await db.insert(contactMessages).values(message);
    },
  };
}

export type PublicFormsRepository = ReturnType<typeof createPublicFormsRepository>;
