import { describe, expect, it } from 'vitest';
import { snapSpan, snapTime } from './snapping';
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

describe('snapSpan', () => {
  const document = mainTrackWith([0, 10], [20, 5]);
  const options = { playhead: 40000, zoom: 1, thresholdPx: 10 };

  it('snaps by whichever edge is closer and keeps the length', () => {
    // a 4 s item whose end (19 900) is 100 ms from v2's start, whose start is far from anything
    expect(snapSpan(document, 15900, 4000, options)).toBe(16000);
    // its start 150 ms after v1's end
    expect(snapSpan(document, 10150, 4000, options)).toBe(10000);
    // neither edge near anything
    expect(snapSpan(document, 12500, 4000, options)).toBe(12500);
  });
});
