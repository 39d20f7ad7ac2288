import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { openRedis } from '../../src/redis';

/**
 * The Redis the multi-instance tests share (`TEST_REDIS_URL`, set by CI); tests that need it run
 * only when it is set, like the PostgreSQL pass needs `TEST_DATABASE_URL`.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** A client of the test Redis and a key prefix no other test run uses. */
export async function connectTestRedis(): Promise<{ redis: Redis; keyPrefix: string }> {
  if (testRedisUrl === undefined) throw new Error('TEST_REDIS_URL is not set');
  return { redis: await openRedis(testRedisUrl), keyPrefix: `test:${randomUUID()}:` };
}
