import { describe, expect, it } from 'vitest';
import { createDocument } from '../document';
import { mainItems, mainTrackWith, media } from '../test-fixtures';
import { addItem } from './add-item';
import { moveItem, nudgeItem } from './move-item';

describe('moveItem', () => {
  const document = mainTrackWith([0, 10], [10, 5], [20, 5]);

  it('exact: lands only on free space', () => {
    expect(
      mainItems(moveItem(document, 'v2', { startTime: 15000, mode: 'exact' }).document),
    ).toEqual([
      ['v1', 0, 10000],
      ['v2', 15000, 5000],
      ['v3', 20000, 5000],
    ]);
    const blocked = moveItem(document, 'v2', { startTime: 18000, mode: 'exact' });
    expect(blocked).toEqual({ document, undo: null });
  });

  it('push: shifts later items only as far as needed', () => {
    expect(
      mainItems(moveItem(document, 'v2', { startTime: 18000, mode: 'push' }).document),
    ).toEqual([
      ['v1', 0, 10000],
      ['v2', 18000, 5000],
      ['v3', 23000, 5000],
    ]);
    // Landing inside v1 puts it right after v1.
    expect(mainItems(moveItem(document, 'v3', { startTime: 4000, mode: 'push' }).document)).toEqual(
      [
        ['v1', 0, 10000],
        ['v3', 10000, 5000],
        ['v2', 15000, 5000],
      ],
    );
  });

  it('moves between audio tracks', () => {
    const audio = addItem(createDocument(), media('s', 'audios'), 0).document;
    const moved2 = moveItem(audio, 's', {
      startTime: 4000,
      trackId: 'audio-2',
      mode: 'exact',
    }).document;
    expect(moved2.tracks[4]!.items).toEqual([]);
    expect(moved2.tracks[5]!.items[0]).toMatchObject({
      id: 's',
      trackId: 'audio-2',
      startTime: 4000,
    });
  });
});

describe('nudgeItem', () => {
  it('moves by the step, stopping at 0 and neighbours', () => {
    const document = mainTrackWith([1, 2], [5, 5]);
    expect(mainItems(nudgeItem(document, 'v1', 100).document)[0]).toEqual(['v1', 1100, 2000]);
    expect(mainItems(nudgeItem(document, 'v1', -5000).document)[0]).toEqual(['v1', 0, 2000]);
    expect(mainItems(nudgeItem(document, 'v1', 5000).document)[0]).toEqual(['v1', 3000, 2000]);
    expect(mainItems(nudgeItem(document, 'v2', -1000).document)[1]).toEqual(['v2', 4000, 5000]);
  });
});

describe('moving between tracks', () => {
  it('takes the new track kind, and refuses a track that does not take the item', () => {
    const document = mainTrackWith([0, 10]);
    const lifted = moveItem(document, 'v1', {
      startTime: 2000,
      trackId: 'overlay-1',
      mode: 'exact',
    });
    expect(lifted.document.tracks[1]!.items[0]).toMatchObject({
      id: 'v1',
      trackId: 'overlay-1',
      trackType: 'overlay',
      startTime: 2000,
    });
    expect(lifted.document.tracks[3]!.items).toEqual([]);
    expect(
      moveItem(document, 'v1', { startTime: 0, trackId: 'audio-1', mode: 'exact' }).undo,
    ).toBeNull();
  });
});
