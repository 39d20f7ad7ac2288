import { z } from 'zod';

export const databaseDriverSchema = z.enum(['pglite', 'postgres']);
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

/** `GET /api/health`: the instance is alive and can reach its database. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.object({
    status: z.literal('up'),
    driver: databaseDriverSchema,
    latencyMs: z.number().nonnegative(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
