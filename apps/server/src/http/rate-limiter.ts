/**
 * Counts hits per key in fixed windows. In memory per instance by default; with `REDIS_URL` the
 * same interface is kept in Redis (redis-rate-limiter.ts), so every instance shares the counts.
 */
export type RateLimitDecision = {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The shared store could not be reached; `allowed` then follows the rule's `whenStoreFails`. */
  storeFailed?: true;
};

export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
}

export type RateLimitRule = {
  limit: number;
  windowMs: number;
  /**
   * What a hit gets when the shared store (Redis) cannot be reached: `allow` (default) keeps the
   * feature working unlimited during the outage; `refuse` is for the limits that stop guessing
   * and abuse (sign-in, sign-up, reset mail), which must not be lifted by an outage.
   */
  whenStoreFails?: 'allow' | 'refuse';
};

/** Makes the app's limiters; `name` keeps each limiter's keys apart in a shared store. */
export interface RateLimiters {
  create(name: string, rule: RateLimitRule): RateLimiter;
}

export const memoryRateLimiters: RateLimiters = {
  create: (_name, rule) => createMemoryRateLimiter(rule),
};

export function createMemoryRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();

  // Drop finished windows now and then, so keys seen once do not accumulate forever.
  const sweep = (at: number) => {
    if (at - lastSweep < options.windowMs) return;
    lastSweep = at;
    for (const [key, window] of windows) {
      if (at - window.startedAt >= options.windowMs) windows.delete(key);
    }
  };

  return {
    async hit(key) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (window === undefined || at - window.startedAt >= options.windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((window.startedAt + options.windowMs - at) / 1000),
      );
      return { allowed: window.count <= options.limit, retryAfterSeconds };
    },
  };
}
