import { z } from 'zod';

export const databaseDriverSchema = z.enum(['pglite', 'postgres']);
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

/** `GET /api/health` (liveness): the process is up and serving; it checks nothing else. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /api/ready` (readiness): the instance can serve users — its database, and its Redis when
 * one is configured, answer. 503 otherwise, and while the instance shuts down.
 */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  version: z.string(),
  database: z.object({
    status: z.literal('up'),
    driver: databaseDriverSchema,
    latencyMs: z.number().nonnegative(),
  }),
  redis: z.discriminatedUnion('status', [
    z.object({ status: z.literal('up'), latencyMs: z.number().nonnegative() }),
    z.object({ status: z.literal('not-configured') }),
  ]),
});
export type Readiness = z.infer<typeof readinessSchema>;
