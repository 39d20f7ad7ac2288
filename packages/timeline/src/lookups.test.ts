import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument, itemEnd, type TimelineDocument, type TimelineItem } from './document';
import { whatPlaysAt } from './playback';
import { snapTime } from './snapping';
import {
  firstStartingAtOrAfter,
  insertPushing,
  isFree,
  itemsInRange,
  lastStartingAtOrBefore,
} from './track-items';
import { mainTrackWith } from './test-fixtures';

// The binary-search lookups must agree with a plain scan on any sorted, non-overlapping track.

const item = (id: string, startTime: number, duration: number): TimelineItem => ({
  id,
  mediaId: id,
  name: id,
  url: '',
  type: 'videos',
  trackId: 'main-video',
  trackType: 'main',
  startTime,
  duration,
  trimStart: 0,
  volume: 1,
  opacity: 1,
});

const track = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 3000 }),
      duration: fc.integer({ min: 100, max: 3000 }),
    }),
    {
      maxLength: 40,
    },
  )
  .map((spans) => {
    let time = 0;
    return spans.map(({ gap, duration }, index) => {
      time += gap;
      const next = item(`i${index}`, time, duration);
      time += duration;
      return next;
    });
  });

const onMain = (items: TimelineItem[]): TimelineDocument => {
  const document = createDocument();
  return {
    ...document,
    tracks: document.tracks.map((t) => (t.id === 'main-video' ? { ...t, items } : t)),
  };
};

describe('track lookups', () => {
  it('finds neighbours by binary search', () => {
    const items = [item('a', 0, 1000), item('b', 2000, 1000), item('c', 3000, 500)];
    expect(lastStartingAtOrBefore(items, 2500)).toBe(1);
    expect(lastStartingAtOrBefore(items, -1)).toBe(-1);
    expect(firstStartingAtOrAfter(items, 2500)).toBe(2);
    expect(firstStartingAtOrAfter(items, 9000)).toBe(3);
    expect(isFree(items, 1000, 1000)).toBe(true);
    expect(isFree(items, 1000, 1001)).toBe(false);
    expect(isFree(items, 999, 500)).toBe(false);
  });

  it('pushes only as far as needed', () => {
    const items = [item('a', 0, 1000), item('b', 1500, 1000), item('c', 4000, 500)];
    const pushed = insertPushing(items, item('x', 500, 1500));
    expect(pushed.map((i) => [i.id, i.startTime])).toEqual([
      ['a', 0],
      ['x', 500],
      ['b', 2000],
      ['c', 4000],
    ]);
  });

  it('whatPlaysAt and isFree agree with a scan', () => {
    fc.assert(
      fc.property(
        track,
        fc.integer({ min: 0, max: 150000 }),
        fc.integer({ min: 100, max: 5000 }),
        (items, time, length) => {
          const playing = whatPlaysAt(onMain(items), time).map((p) => p.item.id);
          const scanned = items
            .filter((i) => i.startTime <= time && time < itemEnd(i))
            .map((i) => i.id);
          expect(playing).toEqual(scanned);
          const free = items.every((i) => itemEnd(i) <= time || i.startTime >= time + length);
          expect(isFree(items, time, length)).toBe(free);
        },
      ),
    );
  });

  it('snapTime picks the nearest candidate within the threshold, like a scan', () => {
    fc.assert(
      fc.property(
        track,
        fc.integer({ min: 0, max: 150000 }),
        fc.integer({ min: 0, max: 150000 }),
        (items, time, playhead) => {
          const threshold = 200; // 10 px at zoom 1
          const candidates = [0, playhead, ...items.flatMap((i) => [i.startTime, itemEnd(i)])];
          const best = Math.min(...candidates.map((c) => Math.abs(c - time)));
          const snapped = snapTime(onMain(items), time, { playhead, zoom: 1, thresholdPx: 10 });
          if (best <= threshold) expect(Math.abs(snapped - time)).toBe(best);
          else expect(snapped).toBe(time);
        },
      ),
    );
  });
});

describe('itemsInRange', () => {
  const items = mainTrackWith([0, 10], [10, 5], [20, 5], [40, 10]).tracks[3]!.items;
  const ids = (from: number, to: number) => itemsInRange(items, from, to).map((item) => item.id);

  it('returns the items overlapping the stretch, by binary search', () => {
    expect(ids(0, 60000)).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(ids(12000, 21000)).toEqual(['v2', 'v3']);
    expect(ids(15000, 20000)).toEqual([]);
    expect(ids(9999, 10000)).toEqual(['v1']);
    expect(ids(45000, 90000)).toEqual(['v4']);
    expect(ids(50000, 90000)).toEqual([]);
  });
});
