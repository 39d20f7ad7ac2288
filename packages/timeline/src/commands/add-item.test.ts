import { describe, expect, it } from 'vitest';
import { createDocument } from '../document';
import { mainItems, mainTrackWith, media } from '../test-fixtures';
import { addItem, defaultDuration } from './add-item';

describe('addItem', () => {
  it('uses 5 s for images, the media length or 10 s otherwise', () => {
    expect(defaultDuration('images', 30000)).toBe(5000);
    expect(defaultDuration('videos')).toBe(10000);
    expect(defaultDuration('audios', 42500)).toBe(42500);
  });

  it('places at the current time when free, else after the last item on the track', () => {
    const document = mainTrackWith([0, 10]);
    const free = addItem(document, media('b'), 12000);
    expect(mainItems(free.document)).toEqual([
      ['v1', 0, 10000],
      ['b', 12000, 10000],
    ]);
    const busy = addItem(free.document, media('c'), 15000);
    expect(mainItems(busy.document).at(-1)).toEqual(['c', 22000, 10000]);
    const tooTight = addItem(mainTrackWith([0, 10], [15, 5]), media('d'), 10000);
    expect(mainItems(tooTight.document).at(-1)).toEqual(['d', 20000, 10000]);
  });

  it('goes to the track of its kind and records an undo', () => {
    const before = createDocument();
    const result = addItem(before, media('i', 'images'), 3000);
    const overlay = result.document.tracks[0]!;
    expect(overlay.items[0]).toMatchObject({
      id: 'i',
      trackId: 'overlay-1',
      trackType: 'overlay',
      startTime: 3000,
      duration: 5000,
      volume: 1,
      opacity: 1,
    });
    expect(result.undo).toEqual({ label: 'add item', before, after: result.document });
  });

  it('needs a name and a type', () => {
    expect(() => addItem(createDocument(), { ...media('x'), name: '' }, 0)).toThrow(
      'An item needs a name and a type',
    );
  });
});
