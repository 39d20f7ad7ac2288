import { describe, expect, it } from 'vitest';
import { mainItems, mainTrackWith, media } from '../test-fixtures';
import { dropItem, previewDrop } from './drop-item';

describe('drop', () => {
  const document = mainTrackWith([0, 10], [10, 5], [20, 5]);

  it('exact: valid only on free space, lists what is in the way', () => {
    expect(
      previewDrop(document, { time: 15000, duration: 5000, trackId: 'main-video', mode: 'exact' }),
    ).toEqual({
      time: 15000,
      duration: 5000,
      trackId: 'main-video',
      trackType: 'main',
      isValid: true,
      shouldRipple: false,
      affectedItems: [],
    });
    expect(
      previewDrop(document, { time: 8000, duration: 5000, trackId: 'main-video', mode: 'exact' }),
    ).toMatchObject({
      isValid: false,
      affectedItems: ['v1', 'v2'],
    });
  });

  it('ripple: shifts every item at or after the drop by its duration', () => {
    const preview = previewDrop(document, {
      time: 10000,
      duration: 3000,
      trackId: 'main-video',
      mode: 'ripple',
    })!;
    expect(preview).toMatchObject({
      isValid: true,
      shouldRipple: true,
      affectedItems: ['v2', 'v3'],
    });
    expect(mainItems(dropItem(document, media('d'), preview).document)).toEqual([
      ['v1', 0, 10000],
      ['d', 10000, 3000],
      ['v2', 13000, 5000],
      ['v3', 23000, 5000],
    ]);
    expect(
      previewDrop(document, { time: 5000, duration: 3000, trackId: 'main-video', mode: 'ripple' }),
    ).toMatchObject({
      isValid: false,
      shouldRipple: false,
    });
  });

  it('beyond the total extends it to the item end + 10 s', () => {
    const preview = previewDrop(document, {
      time: 58000,
      duration: 5000,
      trackId: 'main-video',
      mode: 'exact',
    })!;
    expect(dropItem(document, media('d'), preview).document.totalDuration).toBe(73000);
  });
});

describe('drop onto a track of the wrong kind', () => {
  const empty = mainTrackWith();

  it('is invalid in the preview and changes nothing', () => {
    const preview = previewDrop(empty, {
      time: 0,
      duration: 3000,
      trackId: 'main-video',
      mode: 'exact',
      type: 'audios',
    })!;
    expect(preview).toMatchObject({ isValid: false, shouldRipple: false, affectedItems: [] });
    const forced = { ...preview, isValid: true };
    expect(dropItem(empty, media('a', 'audios'), forced).undo).toBeNull();
  });

  it('puts a video on an overlay track as picture-in-picture', () => {
    const preview = previewDrop(empty, {
      time: 4000,
      duration: 3000,
      trackId: 'overlay-2',
      mode: 'exact',
      type: 'videos',
    })!;
    expect(preview.isValid).toBe(true);
    const dropped = dropItem(empty, media('v', 'video'), preview).document;
    expect(dropped.tracks[2]!.items[0]).toMatchObject({
      type: 'videos',
      trackId: 'overlay-2',
      trackType: 'overlay',
      startTime: 4000,
      duration: 3000,
    });
  });
});
