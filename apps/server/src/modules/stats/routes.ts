import { apiSuccessSchema, statsSchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { STATS_CACHE_MS, type StatsService } from './service';

export type StatsRoutesOptions = { stats: StatsService };

export const statsRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, options) => {
  app.get(
    '/stats',
    {
      schema: {
        summary: 'Totals of what creators made here: accounts, scripts, voice minutes, videos',
        response: { 200: apiSuccessSchema(statsSchema) },
      },
    },
    async (_request, reply) => {
      // Public figures, the same for everyone: browsers and proxies may keep them as long as we do.
      void reply.header('cache-control', `public, max-age=${STATS_CACHE_MS / 1000}`);
      return ok(await options.stats.current());
    },
  );
};
