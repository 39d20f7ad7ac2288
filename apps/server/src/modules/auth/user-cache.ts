import type { UserRow } from './repository';

/**
 * Remembers user rows for a few seconds, so `GET /api/auth/me` and other per-request lookups
 * do not hit the database every time. Short enough that a deleted or changed user is seen
 * within seconds on every instance; this instance's own changes invalidate at once.
 */
export function createUserCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { row: UserRow | undefined; expiresAt: number }>();

  return {
    async get(id: string, load: (id: string) => Promise<UserRow | undefined>) {
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now()) return hit.row;
      const row = await load(id);
      entries.delete(id);
      if (entries.size >= options.maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(id, { row, expiresAt: now() + options.ttlMs });
      return row;
    },
    invalidate(id: string) {
      entries.delete(id);
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
