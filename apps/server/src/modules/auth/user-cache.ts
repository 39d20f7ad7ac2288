/**
 * Remembers what was loaded about a user for a few seconds, so `GET /api/auth/me` and other
 * per-request lookups do not hit the database every time. Short enough that a deleted or changed
 * user is seen within seconds on every instance; this instance's own changes invalidate at once.
 */
export function createUserCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T | undefined; expiresAt: number }>();

  return {
    async get(id: string, load: (id: string) => Promise<T | undefined>): Promise<T | undefined> {
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = await load(id);
      entries.delete(id);
      if (entries.size >= options.maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(id, { value, expiresAt: now() + options.ttlMs });
      return value;
    },
    invalidate(id: string) {
      entries.delete(id);
    },
  };
}

export type UserCache<T> = {
  get(id: string, load: (id: string) => Promise<T | undefined>): Promise<T | undefined>;
  invalidate(id: string): void;
};
