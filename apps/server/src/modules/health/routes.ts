import { apiSuccessSchema, healthSchema, readinessSchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { pingRedis } from '../../redis';

export type HealthRoutesOptions = {
  database: Database;
  redis: Redis | undefined;
  version: string;
};

/** Liveness (`/api/health`) and readiness (`/api/ready`) for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the process is up (checks nothing else)',
        response: { 200: apiSuccessSchema(healthSchema) },
      },
    },
    async () =>
      ok({
        status: 'ok' as const,
        version: options.version,
        uptimeSeconds: Math.round(process.uptime()),
      }),
  );

  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the database (and Redis, when configured) answer',
        response: { 200: apiSuccessSchema(readinessSchema) },
      },
    },
    async (request) => {
      let databaseLatencyMs: number;
      try {
        databaseLatencyMs = await options.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
      }
      let redis: { status: 'up'; latencyMs: number } | { status: 'not-configured' } = {
        status: 'not-configured',
      };
      if (options.redis !== undefined) {
        try {
          redis = { status: 'up', latencyMs: await pingRedis(options.redis) };
        } catch (error) {
          request.log.warn({ err: error }, 'readiness: redis unreachable');
          throw new AppError(503, 'REDIS_UNAVAILABLE', 'Redis is not reachable.');
        }
      }
      return ok({
        status: 'ready' as const,
        version: options.version,
        database: {
          status: 'up' as const,
          driver: options.database.driver,
          latencyMs: databaseLatencyMs,
        },
        redis,
      });
    },
  );
};
