import { Redis } from 'ioredis';

/**
 * The shared Redis of a multi-instance deployment (`REDIS_URL`). Commands fail fast while it is
 * unreachable (no offline queue, a short timeout) instead of holding requests; the client keeps
 * reconnecting in the background.
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors are reported by the commands that fail and by /api/ready.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis at REDIS_URL is not reachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return redis;
}

/** Milliseconds a PING takes; rejects when Redis cannot be reached. */
export async function pingRedis(redis: Redis): Promise<number> {
  const started = performance.now();
  await redis.ping();
  return Math.round((performance.now() - started) * 10) / 10;
}
