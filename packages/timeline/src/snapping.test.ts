import { describe, expect, it } from 'vitest';
import { snapTime } from './snapping';
import { mainTrackWith } from './test-fixtures';

describe('snapTime', () => {
  const document = mainTrackWith([0, 10], [20, 5]);
  const options = { playhead: 33000, zoom: 1, thresholdPx: 10 };

  it('snaps to edges, the playhead and 0 within the threshold converted by zoom', () => {
    // 10 px at 50 px/s = 200 ms
    expect(snapTime(document, 10150, options)).toBe(10000);
    expect(snapTime(document, 10250, options)).toBe(10250);
    expect(snapTime(document, 24900, options)).toBe(25000);
    expect(snapTime(document, 32800, options)).toBe(33000);
    // at zoom 4, 10 px = 50 ms
    expect(snapTime(document, 10150, { ...options, zoom: 4 })).toBe(10150);
    expect(snapTime(document, 10040, { ...options, zoom: 4 })).toBe(10000);
  });

  it('ignores the dragged item', () => {
    expect(snapTime(document, 19900, { ...options, excludeItemId: 'v2' })).toBe(19900);
    expect(snapTime(document, 150, { ...options, excludeItemId: 'v1' })).toBe(0);
  });
});
