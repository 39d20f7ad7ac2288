import { analyticsSchema, apiSuccessSchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { AnalyticsService } from './service';

export type AnalyticsRoutesOptions = { analytics: AnalyticsService };

export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { analytics },
) => {
  app.get(
    '/analytics',
    {
      onRequest: [app.authenticate],
      schema: {
        summary:
          'Your activity in each of the last 12 months (Pro): scripts, voice-over minutes, thumbnails, videos, projects',
        response: { 200: apiSuccessSchema(analyticsSchema) },
      },
    },
    async (request) => ok(await analytics.monthly(request.auth.userId)),
  );
};
