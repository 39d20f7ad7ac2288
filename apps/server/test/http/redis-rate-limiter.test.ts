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

  it('while Redis cannot be reached, let requests through or refuse them as each rule says, and log it', async () => {
    const { redis, keyPrefix } = await connectTestRedis();
    const { log, errors } = silentLog();
    const limiters = createRedisRateLimiters({ redis, log, keyPrefix });
    const open = limiters.create('feedback', { limit: 1, windowMs: 60_000 });
    const closed = limiters.create('login', {
      limit: 1,
      windowMs: 60_000,
      whenStoreFails: 'refuse',
    });
    redis.disconnect();
    const failedOpen = { allowed: true, retryAfterSeconds: 30, storeFailed: true };
    expect(await open.hit('k')).toEqual(failedOpen);
    expect(await open.hit('k')).toEqual(failedOpen);
    expect(await closed.hit('k')).toEqual({ ...failedOpen, allowed: false });
    expect(errors).toHaveLength(3);
  });
});
