import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import {
  createDocument,
  EASINGS,
  findItem,
  KEYFRAME_PROPERTIES,
  type Keyframe,
  type TimelineDocument,
} from '../document';
import { parseDocument } from '../parse-document';
import { counter, media } from '../test-fixtures';
import {
  addKeyframe,
  addKeyframesAll,
  animatedItem,
  deleteKeyframe,
  keyframeValueAt,
  moveKeyframe,
  setAnimatedValue,
  setKeyframeEasing,
} from './index';

const keyList = (easings: readonly Keyframe['easing'][]) =>
  fc
    .uniqueArray(
      fc.record({
        time: fc.integer({ min: 0, max: 10_000 }),
        value: fc.double({ min: -100, max: 100, noNaN: true }),
        easing: fc.constantFrom(...easings),
      }),
      { minLength: 1, maxLength: 8, selector: (key) => key.time },
    )
    .map((list) => list.sort((a, b) => a.time - b.time));

describe('keyframeValueAt (property)', () => {
  it('lands on every key and never leaves the range of its neighbours', () => {
    fc.assert(
      fc.property(keyList(EASINGS), fc.integer({ min: -1_000, max: 11_000 }), (list, time) => {
        for (const key of list) expect(keyframeValueAt(list, key.time)).toBe(key.value);
        const value = keyframeValueAt(list, time)!;
        const values = list.map((key) => key.value);
        expect(value).toBeGreaterThanOrEqual(Math.min(...values) - 1e-9);
        expect(value).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
      }),
    );
  });
});

const picture = (): TimelineDocument =>
  addItem(
    createDocument(),
    media('p', 'videos', { sourceDuration: 6_000, trackId: 'main-video' }),
    1_000,
  ).document;

const step = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    property: fc.constantFrom(...KEYFRAME_PROPERTIES),
    time: fc.integer({ min: -500, max: 6_500 }),
  }),
  fc.record({ kind: fc.constant('all' as const), time: fc.integer({ min: 0, max: 6_000 }) }),
  fc.record({
    kind: fc.constant('set' as const),
    property: fc.constantFrom(...KEYFRAME_PROPERTIES),
    time: fc.integer({ min: 0, max: 6_000 }),
    value: fc.double({ min: -2_000, max: 2_000, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    from: fc.integer({ min: 0, max: 6_000 }),
    to: fc.integer({ min: -500, max: 6_500 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), time: fc.integer({ min: 0, max: 6_000 }) }),
  fc.record({
    kind: fc.constant('ease' as const),
    property: fc.constantFrom(...KEYFRAME_PROPERTIES),
    time: fc.integer({ min: 0, max: 6_000 }),
    easing: fc.constantFrom(...EASINGS),
  }),
);

describe('keyframe commands (property)', () => {
  it('keep every list sorted, one key per time, inside the item, and the document valid', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let document = picture();
        for (const s of steps) {
          const times = Object.values(findItem(document, 'p')!.keyframes ?? {}).flatMap((list) =>
            list!.map((key) => key.time),
          );
          const pickTime = (t: number) => (times.length > 0 ? times[t % times.length]! : t);
          const result =
            s.kind === 'add'
              ? addKeyframe(document, 'p', s.property, s.time)
              : s.kind === 'all'
                ? addKeyframesAll(document, 'p', s.time)
                : s.kind === 'set'
                  ? setAnimatedValue(document, 'p', s.property, s.value, s.time)
                  : s.kind === 'move'
                    ? moveKeyframe(document, 'p', 'all', pickTime(s.from), s.to)
                    : s.kind === 'delete'
                      ? deleteKeyframe(document, 'p', 'all', pickTime(s.time))
                      : setKeyframeEasing(document, 'p', s.property, pickTime(s.time), s.easing);
          document = result.document;
          const item = findItem(document, 'p')!;
          for (const list of Object.values(item.keyframes ?? {})) {
            expect(list!.length).toBeGreaterThan(0);
            list!.forEach((key, index) => {
              expect(key.time).toBeGreaterThanOrEqual(0);
              expect(key.time).toBeLessThanOrEqual(item.duration);
              if (index > 0) expect(key.time).toBeGreaterThan(list![index - 1]!.time);
            });
          }
        }
        expect(parseDocument(JSON.parse(JSON.stringify(document))).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('a split or a trim changes nothing on screen: linear and hold keys play the same after it', () => {
    fc.assert(
      fc.property(
        keyList(['linear', 'hold']).map((list) =>
          list.map((key) => ({ ...key, time: Math.round((key.time * 6_000) / 10_000) })),
        ),
        fc.integer({ min: 1_100, max: 6_900 }),
        fc.integer({ min: 1_000, max: 7_000 }),
        (raw, cut, probe) => {
          const list = raw.filter((key, index) => index === 0 || key.time > raw[index - 1]!.time);
          const base = picture();
          const document: TimelineDocument = {
            ...base,
            tracks: base.tracks.map((track) => ({
              ...track,
              items: track.items.map((item) => ({ ...item, keyframes: { x: list } })),
            })),
          };
          const original = findItem(document, 'p')!;
          const xAt = (doc: TimelineDocument, time: number) => {
            const items = doc.tracks.flatMap((track) => track.items);
            const item = items.find(
              (candidate) =>
                time >= candidate.startTime && time <= candidate.startTime + candidate.duration,
            )!;
            return animatedItem(item, time).transform!.x;
          };
          const expected = animatedItem(original, probe).transform!.x;
          const split = splitItem(document, 'p', cut, { newId: counter('s') }).document;
          expect(xAt(split, probe)).toBeCloseTo(expected, 6);
          const trimmed = resizeItem(document, 'p', 'left', cut).document;
          const start = findItem(trimmed, 'p')!.startTime;
          if (probe >= start) expect(xAt(trimmed, probe)).toBeCloseTo(expected, 6);
          const trimmedEnd = resizeItem(document, 'p', 'right', cut).document;
          const end = findItem(trimmedEnd, 'p')!;
          if (probe <= end.startTime + end.duration)
            expect(xAt(trimmedEnd, probe)).toBeCloseTo(expected, 6);
        },
      ),
      { numRuns: 150 },
    );
  });
});
