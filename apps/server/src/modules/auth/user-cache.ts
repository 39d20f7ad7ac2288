/**
 * Remembers what was loaded about a user for a few seconds, so that the session check on every
 * signed-in request and `GET /api/auth/me` do not hit the database every time. Short enough that
 * a change made elsewhere is seen within seconds; changes that must be seen at once (a session
 * ended, an account deleted) call `invalidate`, which with Redis also reaches the other
 * instances (see cache-invalidation.ts).
 *
 * Under load, two things keep readers off the database: reads of a row that is being loaded wait
 * for that one load, and a row read in the last fifth of its life is answered from the cache
 * while it is reloaded behind the answer. Without the second, the rows loaded together (every
 * user signed in at one moment) would expire together and all be loaded at once, which the
 * slowest requests paid for every few seconds. No row is ever served older than its time to live.
 */

/** From this share of a row's time to live, a read reloads it behind the answer. */
export const REFRESH_AHEAD_SHARE = 0.8;
export function createUserCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Told of every `invalidate`, to pass it on to the other instances. */
  onInvalidate?: (id: string) => void;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T | undefined; refreshAt: number; expiresAt: number }>();

  // Loads under way, per id: an invalidation while one runs marks it stale, as what it read may
  // predate the change (another instance's usage update arriving mid-load, say).
  const loading = new Map<string, Set<{ stale: boolean }>>();
  // The load readers of an id share, while it is not stale.
  const shared = new Map<string, { ticket: { stale: boolean }; value: Promise<T | undefined> }>();
  const markLoadsStale = (id: string) => {
    for (const ticket of loading.get(id) ?? []) ticket.stale = true;
    shared.delete(id);
  };

  const load = async (
    id: string,
    loader: (id: string) => Promise<T | undefined>,
    ticket = { stale: false },
  ) => {
    const tickets = loading.get(id) ?? new Set();
    loading.set(id, tickets.add(ticket));
    const startedAt = now();
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
    // Its life counts from when the load began: what it read is at least that old.
    entries.set(id, {
      value,
      refreshAt: startedAt + options.ttlMs * REFRESH_AHEAD_SHARE,
      expiresAt: startedAt + options.ttlMs,
    });
    return value;
  };

  /** The load under way for this id if there is one still good, else a new one. */
  const loadShared = (id: string, loader: (id: string) => Promise<T | undefined>) => {
    const running = shared.get(id);
    if (running && !running.ticket.stale) return running.value;
    const ticket = { stale: false };
    const value = load(id, loader, ticket).finally(() => {
      if (shared.get(id)?.ticket === ticket) shared.delete(id);
    });
    shared.set(id, { ticket, value });
    return value;
  };

  return {
    async get(id: string, loader: (id: string) => Promise<T | undefined>): Promise<T | undefined> {
      const hit = entries.get(id);
      const at = now();
      if (hit && hit.expiresAt > at) {
        // A failed reload leaves the row to expire; the read after that loads and reports it.
        if (at >= hit.refreshAt && !shared.has(id)) loadShared(id, loader).catch(() => {});
        return hit.value;
      }
      return loadShared(id, loader);
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
