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
    const overlay = result.document.tracks[1]!;
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

describe('text items', () => {
  it('go to the first overlay track for 10 s with the default look filled in', () => {
    const result = addItem(
      createDocument(),
      { id: 't', mediaId: '', name: 'Title', url: '', type: 'text', text: { content: 'Hello' } },
      2000,
    );
    expect(result.document.tracks[1]!.items[0]).toMatchObject({
      id: 't',
      type: 'text',
      trackId: 'overlay-1',
      trackType: 'overlay',
      startTime: 2000,
      duration: 10000,
      text: { content: 'Hello', fontSize: 64, color: '#ffffff' },
    });
    expect(result.document.tracks[1]!.items[0]).not.toHaveProperty('sourceDuration');
  });

  it('accepts singular types and refuses a track of the wrong kind', () => {
    const added = addItem(createDocument(), media('a', 'audio', { sourceDuration: 4200 }), 0);
    expect(added.document.tracks[4]!.items[0]).toMatchObject({
      type: 'audios',
      trackId: 'audio-1',
      duration: 4200,
    });
    expect(() =>
      addItem(createDocument(), media('v', 'videos', { trackId: 'audio-1' }), 0),
    ).toThrow('No track for videos');
  });
});
