import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter, RateLimiters, RateLimitRule } from './rate-limiter';

// One round trip, atomic: count the hit, start the window's expiry on its first hit, and say
// how long the window has left. Fixed windows, like the memory limiter.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** How long a refused caller is asked to wait while the store is unreachable. */
const STORE_RETRY_SECONDS = 30;

/**
 * Limiters whose counts live in Redis, shared by every instance. When Redis cannot be reached
 * (logged, and reported by `/api/ready` so the load balancer can take the instance out) a hit
 * is allowed unless its rule says `whenStoreFails: 'refuse'`: an outage must not lock every
 * user out of everyday features, nor open sign-in to unlimited guessing.
 */
export function createRedisRateLimiters(options: {
  redis: Redis;
  log: FastifyBaseLogger;
  /** Prefix of every key, so one Redis can serve several deployments. */
  keyPrefix?: string;
}): RateLimiters {
  const prefix = options.keyPrefix ?? 'reelwright:rate:';
  return {
    create(name: string, rule: RateLimitRule): RateLimiter {
      return {
        async hit(key) {
          try {
            const [count, ttlMs] = (await options.redis.eval(
              HIT,
              1,
              `${prefix}${name}:${key}`,
              rule.windowMs,
            )) as [number, number];
            return {
              allowed: count <= rule.limit,
              retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
            };
          } catch (error) {
            options.log.error({ err: error, limiter: name }, 'rate limit store unreachable');
            return {
              allowed: rule.whenStoreFails !== 'refuse',
              retryAfterSeconds: STORE_RETRY_SECONDS,
              storeFailed: true,
            };
          }
        },
      };
    },
  };
}
