/**
 * Remembers what was loaded about a user for a few seconds, so that the session check on every
 * signed-in request and `GET /api/auth/me` do not hit the database every time. Short enough that
 * a change made elsewhere is seen within seconds; changes that must be seen at once (a session
 * ended, an account deleted) call `invalidate`, which with Redis also reaches the other
 * instances (see cache-invalidation.ts).
 */
export function createUserCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Told of every `invalidate`, to pass it on to the other instances. */
  onInvalidate?: (id: string) => void;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T | undefined; expiresAt: number }>();

  // Loads under way, per id: an invalidation while one runs marks it stale, as what it read may
  // predate the change (another instance's usage update arriving mid-load, say).
  const loading = new Map<string, Set<{ stale: boolean }>>();
  const markLoadsStale = (id: string) => {
    for (const ticket of loading.get(id) ?? []) ticket.stale = true;
  };

  const load = async (id: string, loader: (id: string) => Promise<T | undefined>) => {
    const ticket = { stale: false };
    const tickets = loading.get(id) ?? new Set();
    loading.set(id, tickets.add(ticket));
    let value: T | undefined;
    try {
      value = await loader(id);
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0) loading.delete(id);
    }
    // Answered, but not kept: the next read loads afresh.
    if (ticket.stale) return value;
    entries.delete(id);
    if (entries.size >= options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(id, { value, expiresAt: now() + options.ttlMs });
    return value;
  };

  return {
    async get(id: string, loader: (id: string) => Promise<T | undefined>): Promise<T | undefined> {
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now()) return hit.value;
      return load(id, loader);
    },
    /** Loads afresh, whatever is cached (e.g. a session started on another instance). */
    reload: load,
    /** Forgets the entry here and on every instance. */
    invalidate(id: string) {
      entries.delete(id);
      markLoadsStale(id);
      options.onInvalidate?.(id);
    },
    /** Forgets the entry here only (another instance said so). */
    forgetLocally(id: string) {
      entries.delete(id);
      markLoadsStale(id);
    },
  };
}

export type UserCache<T> = {
  get(id: string, load: (id: string) => Promise<T | undefined>): Promise<T | undefined>;
  reload(id: string, load: (id: string) => Promise<T | undefined>): Promise<T | undefined>;
  invalidate(id: string): void;
  forgetLocally(id: string): void;
};
