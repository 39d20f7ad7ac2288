import { describe, expect, it } from 'vitest';
import { findItem } from '../document';
import { counter, mainItems, mainTrackWith } from '../test-fixtures';
import { copyItem, pasteItem } from './clipboard';
import { deleteItem, rippleDeleteItem } from './delete-item';
import { splitItem } from './split-item';

describe('splitItem', () => {
  const document = mainTrackWith([2, 10]);

  it('splits strictly inside; both halves keep their trim', () => {
    const trimmed = {
      ...document,
      tracks: document.tracks.map((t) => ({
        ...t,
        items: t.items.map((i) => ({ ...i, trimStart: 1000 })),
      })),
    };
    const { document: split } = splitItem(trimmed, 'v1', 5500, { newId: () => 'v1b' });
    expect(findItem(split, 'v1')).toMatchObject({
      startTime: 2000,
      duration: 3500,
      trimStart: 1000,
    });
    expect(findItem(split, 'v1b')).toMatchObject({
      startTime: 5500,
      duration: 6500,
      trimStart: 4500,
    });
  });

  it('does nothing on an edge or outside', () => {
    expect(splitItem(document, 'v1', 2000, { newId: counter() }).undo).toBeNull();
    expect(splitItem(document, 'v1', 12000, { newId: counter() }).undo).toBeNull();
    expect(splitItem(document, 'v1', 2050, { newId: counter() }).undo).toBeNull();
    expect(splitItem(document, 'v1', 11950, { newId: counter() }).undo).toBeNull();
    expect(splitItem(document, 'v1', 2100, { newId: counter() }).undo).not.toBeNull();
  });
});

describe('copy and paste', () => {
  const document = mainTrackWith([0, 10], [12, 5], [30, 5]);
  const copied = copyItem(document, 'v2')!;

  it('pastes at the playhead when there is room', () => {
    expect(mainItems(pasteItem(document, copied, 20000, { newId: () => 'p' }).document)).toEqual([
      ['v1', 0, 10000],
      ['v2', 12000, 5000],
      ['p', 20000, 5000],
      ['v3', 30000, 5000],
    ]);
  });

  it('shifts later items when there is too little room', () => {
    expect(mainItems(pasteItem(document, copied, 27000, { newId: () => 'p' }).document)).toEqual([
      ['v1', 0, 10000],
      ['v2', 12000, 5000],
      ['p', 27000, 5000],
      ['v3', 32000, 5000],
    ]);
  });

  it('inside an item, pastes after it and pushes the rest', () => {
    expect(mainItems(pasteItem(document, copied, 5000, { newId: () => 'p' }).document)).toEqual([
      ['v1', 0, 10000],
      ['p', 10000, 5000],
      ['v2', 15000, 5000],
      ['v3', 30000, 5000],
    ]);
  });

  it('copy of a missing item is undefined', () => {
    expect(copyItem(document, 'nope')).toBeUndefined();
  });
});

describe('delete', () => {
  const document = mainTrackWith([0, 10], [12, 5], [30, 5]);
  it('deletes leaving the gap', () => {
    expect(mainItems(deleteItem(document, 'v1').document)).toEqual([
      ['v2', 12000, 5000],
      ['v3', 30000, 5000],
    ]);
  });
  it('ripple deletes closing the gap', () => {
    expect(mainItems(rippleDeleteItem(document, 'v1').document)).toEqual([
      ['v2', 2000, 5000],
      ['v3', 20000, 5000],
    ]);
  });
});
