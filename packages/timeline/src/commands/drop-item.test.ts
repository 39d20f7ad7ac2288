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
