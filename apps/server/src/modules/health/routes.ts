import { apiSuccessSchema, healthSchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

export type HealthRoutesOptions = { database: Database; version: string };

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database reachability',
        response: { 200: apiSuccessSchema(healthSchema) },
      },
    },
    async (request) => {
      let latencyMs: number;
      try {
        latencyMs = await options.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
      }
      return ok({
        status: 'ok' as const,
        version: options.version,
        uptimeSeconds: Math.round(process.uptime()),
        database: { status: 'up' as const, driver: options.database.driver, latencyMs },
      });
    },
  );
};
