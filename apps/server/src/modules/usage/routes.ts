import {
  apiSuccessSchema,
  countVideoBodySchema,
  type CountVideoBody,
  exportLimitsFor,
  exportSettingOverLimit,
  limitsFor,
  usageResponseSchema,
} from '@reelwright/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { users } from '../../db/schema';
import { ok } from '../../http/envelope';
import type { UsageService } from './service';

export type UsageRoutesOptions = { usage: UsageService; db: Db };

export const usageRoutes: FastifyPluginAsyncZod<UsageRoutesOptions> = async (app, options) => {
  /** The export dialog locks what the plan does not allow; this is the same rule, on the server. */
  const checkExportSize = async (userId: string, size: CountVideoBody) => {
    const [row] = await options.db
      .select({ subscription: users.subscription })
      .from(users)
      .where(eq(users.id, userId));
    const subscription = row?.subscription ?? 'free';
    const over = exportSettingOverLimit(subscription, size);
    if (over === null) return;
    const limits = exportLimitsFor(subscription);
    throw new AppError(
      403,
      'PLAN_LIMIT',
      over === 'fps'
        ? `fps: your plan exports up to ${limits.maxExportFps} fps. Choose ${limits.maxExportFps} fps or lower, or upgrade for 60 fps.`
        : `${over}: your plan exports up to ${limits.maxExportShortSide}p (the shorter side at most ${limits.maxExportShortSide} pixels). Choose ${limits.maxExportShortSide}p or lower, or upgrade for 1080p.`,
    );
  };

  app.post(
    '/video',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Count a created (exported) video against the monthly allowance',
        description:
          'Takes the exported size (`width`, `height`, `fps`) and refuses an export the plan does not allow (403 `PLAN_LIMIT`, nothing counted): Free exports up to 720p at 30 fps, 720p meaning the shorter side (1280×720, 720×1280 and 720×720 are allowed; 1080×1920 is not).',
        body: countVideoBodySchema,
        response: { 200: apiSuccessSchema(usageResponseSchema) },
      },
    },
    async (request) => {
      const userId = request.auth.userId;
      await checkExportSize(userId, request.body);
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
