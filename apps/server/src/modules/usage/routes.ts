import { apiSuccessSchema, limitsFor, usageResponseSchema } from '@reelwright/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ok } from '../../http/envelope';
import type { UsageService } from './service';

export type UsageRoutesOptions = { usage: UsageService; db: Db };

export const usageRoutes: FastifyPluginAsyncZod<UsageRoutesOptions> = async (app, options) => {
  app.post(
    '/video',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Count a created (exported) video against the monthly allowance',
        response: { 200: apiSuccessSchema(usageResponseSchema) },
      },
    },
    async (request) => {
      const userId = request.auth.userId;
      const reservation = await options.usage.consume(userId, 'videosCreated', 1);
      try {
        const [row] = await options.db
          .update(users)
          .set({ videosCreated: sql`${users.videosCreated} + 1` })
          .where(eq(users.id, userId))
          .returning({ subscription: users.subscription });
        return ok({
          usage: await options.usage.usageOf(userId),
          limits: limitsFor(row?.subscription ?? 'free'),
        });
      } catch (error) {
        await options.usage.refund(reservation);
        throw error;
      }
    },
  );
};
