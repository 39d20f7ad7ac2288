import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../src/modules/auth/repository';
import { createUserCache } from '../../../src/modules/auth/user-cache';

const row = (name: string) => ({ id: 'u1', name }) as UserRow;

describe('user cache', () => {
  it('serves a row unread late in its life for its time to live, then loads it again', async () => {
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
    now = 3999;
    expect((await cache.get('u1', load))?.name).toBe('Ann');
    expect(loads).toBe(1);
    now = 5000;
    expect((await cache.get('u1', load))?.name).toBe('Ann Lee');
    expect(loads).toBe(2);
  });

  it("answers a read in the last fifth of a row's life at once and reloads the row behind it", async () => {
    let now = 0;
    let current = row('Ann');
    let loads = 0;
    let release = () => {};
    const load = () => {
      loads += 1;
      const read = current;
      return loads === 1
        ? Promise.resolve(read)
        : new Promise<UserRow>((resolve) => (release = () => resolve(read)));
    };
    const cache = createUserCache<UserRow>({ ttlMs: 5000, maxEntries: 10, now: () => now });
    await cache.get('u1', load);
    current = row('Ann Lee');
    now = 4000;
    // The reload is still on its way: both reads are answered from the cache, one reload runs.
    expect((await cache.get('u1', load))?.name).toBe('Ann');
    expect((await cache.get('u1', load))?.name).toBe('Ann');
    expect(loads).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // What the reload read lives from when it began (4000): until 9000, reloaded again from 8000.
    now = 7999;
    expect((await cache.get('u1', load))?.name).toBe('Ann Lee');
    expect(loads).toBe(2);
  });

  it('never serves a row past its time to live, however its reload went', async () => {
    let now = 0;
    let fail = false;
    const load = async () => {
      if (fail) throw new Error('database down');
      return row('Ann');
    };
    const cache = createUserCache<UserRow>({ ttlMs: 5000, maxEntries: 10, now: () => now });
    await cache.get('u1', load);
    fail = true;
    now = 4500;
    expect((await cache.get('u1', load))?.name).toBe('Ann');
    await new Promise((resolve) => setTimeout(resolve, 0));
    now = 5000;
    await expect(cache.get('u1', load)).rejects.toThrow('database down');
  });

  it('makes readers of a row that is not cached wait for one load', async () => {
    let loads = 0;
    const waiting: (() => void)[] = [];
    const load = () => {
      loads += 1;
      return new Promise<UserRow>((resolve) => waiting.push(() => resolve(row('Ann'))));
    };
    const cache = createUserCache<UserRow>({ ttlMs: 5000, maxEntries: 10, now: () => 0 });
    const readers = Array.from({ length: 50 }, () => cache.get('u1', load));
    waiting.forEach((release) => release());
    const answers = await Promise.all(readers);
    expect(answers.map((answer) => answer?.name)).toEqual(Array(50).fill('Ann'));
    expect(loads).toBe(1);
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
      // A read after the change does not join the load that began before it.
      const after = cache.get('u1', async () => current);
      release();
      expect((await loading)?.name).toBe('Ann');
      expect((await after)?.name).toBe('Ann Lee');
      expect((await cache.get('u1', async () => current))?.name).toBe('Ann Lee');
    }
  });
});
