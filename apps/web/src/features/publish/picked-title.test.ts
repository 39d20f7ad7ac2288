import { describe, expect, it } from 'vitest';
import {
  PICKED_TITLES_KEPT,
  pickedTitlesKey,
  readPickedTitle,
  storePickedTitle,
} from './picked-title';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the picked title', () => {
  it('is kept per project under the account, and never read by another account', () => {
    const storage = memoryStorage();
    storePickedTitle(storage, 'user-a', 'project-1', ' 5 pour-over mistakes ');
    storePickedTitle(storage, 'user-a', 'project-2', 'Why is your coffee bitter?');
    expect(readPickedTitle(storage, 'user-a', 'project-1')).toBe('5 pour-over mistakes');
    expect(readPickedTitle(storage, 'user-a', 'project-2')).toBe('Why is your coffee bitter?');
    expect(readPickedTitle(storage, 'user-a', 'project-3')).toBeNull();
    expect(readPickedTitle(storage, 'user-b', 'project-1')).toBeNull();
    expect([...storage.items.keys()]).toEqual([pickedTitlesKey('user-a')]);
  });

  it('forgets a project whose title is emptied, and keeps only the newest picks', () => {
    const storage = memoryStorage();
    storePickedTitle(storage, 'u', 'p', 'Title');
    storePickedTitle(storage, 'u', 'p', '  ');
    expect(readPickedTitle(storage, 'u', 'p')).toBeNull();
    for (let n = 0; n <= PICKED_TITLES_KEPT; n += 1)
      storePickedTitle(storage, 'u', `p${n}`, `T${n}`);
    expect(readPickedTitle(storage, 'u', 'p0')).toBeNull();
    expect(readPickedTitle(storage, 'u', `p${PICKED_TITLES_KEPT}`)).toBe(`T${PICKED_TITLES_KEPT}`);
    expect(readPickedTitle(storage, 'u', 'p1')).toBe('T1');
  });

  it('reads nothing from a damaged entry, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(pickedTitlesKey('u'), '{not json');
    expect(readPickedTitle(storage, 'u', 'p')).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storePickedTitle(full, 'u', 'p', 'Title')).not.toThrow();
  });
});
