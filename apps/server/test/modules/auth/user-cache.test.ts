import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../src/modules/auth/repository';
import { createUserCache } from '../../../src/modules/auth/user-cache';

const row = (name: string) => ({ id: 'u1', name }) as UserRow;

describe('user cache', () => {
  it('serves a row for its time to live, then loads it again', async () => {
    let now = 0;
    let current = row('Ann');
    let loads = 0;
    const load = async () => {
      loads += 1;
      return current;
    };
    const cache = createUserCache<UserRow>({ ttlMs: 5000, maxEntries: 10, now: () => now });
    expect((await cache.get('u1', load))?.name).toBe('Ann');
    current = row('Ann Lee');
    now = 4999;
    expect((await cache.get('u1', load))?.name).toBe('Ann');
    now = 5000;
    expect((await cache.get('u1', load))?.name).toBe('Ann Lee');
    expect(loads).toBe(2);
  });

  it('remembers a missing user too, and forgets on invalidate', async () => {
    let current: UserRow | undefined = undefined;
    const cache = createUserCache<UserRow>({ ttlMs: 5000, maxEntries: 10, now: () => 0 });
    expect(await cache.get('u1', async () => current)).toBeUndefined();
    current = row('Ann');
    expect(await cache.get('u1', async () => current)).toBeUndefined();
    cache.invalidate('u1');
    expect((await cache.get('u1', async () => current))?.name).toBe('Ann');
  });

  it('keeps at most maxEntries rows, dropping the oldest', async () => {
    let loads = 0;
    const cache = createUserCache<UserRow>({ ttlMs: 5000, maxEntries: 2, now: () => 0 });
    const load = async (id: string) => {
      loads += 1;
      return { id } as UserRow;
    };
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(loads).toBe(3);
    await cache.get('a', load);
    expect(loads).toBe(4);
  });

  it('does not keep a load that an invalidation overtook (it may have read before the change)', async () => {
    let current = row('Ann');
    let release = () => {};
    const slow = () =>
      new Promise<UserRow>((resolve) => {
        const read = current;
        release = () => resolve(read);
      });
    for (const drop of ['invalidate', 'forgetLocally'] as const) {
      current = row('Ann');
      const cache = createUserCache<UserRow>({ ttlMs: 5000, maxEntries: 10, now: () => 0 });
      const loading = cache.get('u1', slow);
      // The change lands and is announced while the load is still on its way.
      current = row('Ann Lee');
      cache[drop]('u1');
      release();
      expect((await loading)?.name).toBe('Ann');
      expect((await cache.get('u1', async () => current))?.name).toBe('Ann Lee');
    }
  });
});
