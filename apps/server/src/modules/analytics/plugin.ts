import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createAnalyticsRepository } from './repository';
import { analyticsRoutes } from './routes';
import { createAnalyticsService } from './service';

export type AnalyticsModuleOptions = {
  db: Db;
  clock: Clock;
  subscriptionOf: (userId: string) => Promise<string | undefined>;
};

/** `GET /api/analytics`: a Pro user's activity by month. */
async function analyticsModule(app: FastifyInstance, options: AnalyticsModuleOptions) {
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(options.db),
    clock: options.clock,
    subscriptionOf: options.subscriptionOf,
  });
  await app.register(analyticsRoutes, { prefix: '/api', analytics });
}

export default fp(analyticsModule, { name: 'analytics', dependencies: ['auth'] });
