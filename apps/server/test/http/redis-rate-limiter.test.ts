import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisRateLimiters } from '../../src/http/redis-rate-limiter';
import { connectTestRedis, testRedisUrl } from '../helpers/test-redis';

const clients: Redis[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

function silentLog() {
  const errors: unknown[] = [];
  const log = { error: (entry: unknown) => errors.push(entry) };
  return { log: log as never, errors };
}

/** Two "instances": separate Redis connections, the same key space. */
async function twoInstances() {
  const first = await connectTestRedis();
  const second = await connectTestRedis();
  clients.push(first.redis, second.redis);
  const keyPrefix = first.keyPrefix;
  return [first.redis, second.redis].map((redis) =>
    createRedisRateLimiters({ redis, log: silentLog().log, keyPrefix }),
  ) as [ReturnType<typeof createRedisRateLimiters>, ReturnType<typeof createRedisRateLimiters>];
}

describe.runIf(testRedisUrl)('Redis rate limiters', () => {
  it('count the hits of every instance against one limit', async () => {
    const [a, b] = await twoInstances();
    const rule = { limit: 5, windowMs: 60_000 };
    const onA = a.create('login', rule);
    const onB = b.create('login', rule);
    const decisions = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 ? onA : onB).hit('creator@example.com')),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    const refused = decisions.find((decision) => !decision.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keep keys and limiters apart, and start a new window when one ends', async () => {
    const [a] = await twoInstances();
    const login = a.create('login', { limit: 1, windowMs: 400 });
    const feedback = a.create('help-feedback', { limit: 1, windowMs: 400 });
    expect((await login.hit('k')).allowed).toBe(true);
    expect((await login.hit('k')).allowed).toBe(false);
    expect((await login.hit('other key')).allowed).toBe(true);
    expect((await feedback.hit('k')).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await login.hit('k')).allowed).toBe(true);
  });

  it('let requests through, and log it, while Redis cannot be reached', async () => {
    const { redis, keyPrefix } = await connectTestRedis();
    const { log, errors } = silentLog();
    const limiter = createRedisRateLimiters({ redis, log, keyPrefix }).create('login', {
      limit: 1,
      windowMs: 60_000,
    });
    redis.disconnect();
    expect(await limiter.hit('k')).toEqual({ allowed: true, retryAfterSeconds: 1 });
    expect(await limiter.hit('k')).toEqual({ allowed: true, retryAfterSeconds: 1 });
    expect(errors).toHaveLength(2);
  });
});
