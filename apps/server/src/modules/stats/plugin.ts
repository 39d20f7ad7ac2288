import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createStatsRepository } from './repository';
import { statsRoutes } from './routes';
import { createStatsService } from './service';

export type StatsModuleOptions = { db: Db; clock: Clock };

/** Public totals for the landing page under `/api/stats`; needs no sign-in. */
async function statsModule(app: FastifyInstance, options: StatsModuleOptions) {
  const stats = createStatsService({
    repository: createStatsRepository(options.db),
    clock: options.clock,
  });
  await app.register(statsRoutes, { prefix: '/api', stats });
}

export default fp(statsModule, { name: 'stats' });
