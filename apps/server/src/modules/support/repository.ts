import { eq } from 'drizzle-orm';
import type { CallBackBody } from '@reelwright/contracts';
import type { Db } from '../../db/client';
import { callBackRequests, users } from '../../db/schema';

export function createSupportRepository(db: Db) {
  return {
    /** Who is asking, read fresh: their plan decides whether they may. */
    async requester(userId: string) {
      const [row] = await db
        .select({ name: users.name, email: users.email, subscription: users.subscription })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async addCallBackRequest(userId: string, request: CallBackBody): Promise<void> {
      await db.insert(callBackRequests).values({ userId, ...request });
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
