import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import {
  allItems,
  contentEnd,
  createDocument,
  findItem,
  itemEnd,
  type TimelineDocument,
} from '../document';
import { commit, createHistory, undo, canUndo } from '../history';
import { parseDocument } from '../parse-document';
import { whatPlaysAt } from '../playback';
import { counter, mainItems, mainTrackWith, media } from '../test-fixtures';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { itemSpeed, sourceSpan, sourceTimeAt } from './source-time';
import { FREEZE_FRAME_MS, freezeFrame, setItemSpeed } from './speed-commands';

const item = (document: TimelineDocument, id: string) => findItem(document, id)!;

describe('setItemSpeed', () => {
  it('2× halves the length, 0.5× doubles it, and later items ripple with it', () => {
    const document = mainTrackWith([0, 4], [6, 2]);
    const fast = setItemSpeed(document, 'v1', 2);
    expect(fast.undo?.label).toBe('change speed');
    expect(mainItems(fast.document)).toEqual([
      ['v1', 0, 2000],
      ['v2', 4000, 2000],
    ]);
    expect(item(fast.document, 'v1').speed).toBe(2);
    const slow = setItemSpeed(fast.document, 'v1', 0.5);
    // the source span (4 s) is kept: 4 s at 0.5× is 8 s; v2 keeps its 2 s gap
    expect(mainItems(slow.document)).toEqual([
      ['v1', 0, 8000],
      ['v2', 10000, 2000],
    ]);
    expect(slow.document.totalDuration).toBeGreaterThanOrEqual(contentEnd(slow.document));
    // back to 1× is the original document, field for field
    expect(setItemSpeed(slow.document, 'v1', 1).document).toEqual(document);
  });

  it('clamps to 0.25–4× and ignores what cannot change speed', () => {
    const document = mainTrackWith([0, 4]);
    expect(item(setItemSpeed(document, 'v1', 10).document, 'v1')).toMatchObject({
      speed: 4,
      duration: 1000,
    });
    expect(item(setItemSpeed(document, 'v1', 0.01).document, 'v1')).toMatchObject({
      speed: 0.25,
      duration: 16000,
    });
    expect(setItemSpeed(document, 'v1', 1).undo).toBeNull();
    const image = addItem(createDocument(), media('i', 'images'), 0).document;
    expect(setItemSpeed(image, 'i', 2).undo).toBeNull();
    expect(setItemSpeed(document, 'missing', 2).undo).toBeNull();
  });

  it('rounds the length to the ms and keeps the item within its source', () => {
    const document = mainTrackWith([0, 1]);
    const third = setItemSpeed(document, 'v1', 1.5).document;
    // 1000 / 1.5 rounds to 667 ms, but 667 ms at 1.5× needs 1000.5 ms of a 1000 ms source
    expect(item(third, 'v1').duration).toBe(666);
    expect(item(setItemSpeed(third, 'v1', 3).document, 'v1').duration).toBe(333);
    // a source of unknown length just rounds
    const unknown = addItem(createDocument(), media('u'), 0).document; // 10 s default
    expect(item(setItemSpeed(unknown, 'u', 3).document, 'u').duration).toBe(3333);
    expect(item(setItemSpeed(unknown, 'u', 1.5).document, 'u').duration).toBe(6667);
  });

  it('keeps keyframes on the same moment of the source', () => {
    let document = mainTrackWith([0, 4]);
    const v1 = item(document, 'v1');
    document = {
      ...document,
      tracks: document.tracks.map((track) => ({
        ...track,
        items: track.items.map((it) =>
          it.id === v1.id
            ? {
                ...it,
                keyframes: {
                  opacity: [
                    { time: 0, value: 0, easing: 'linear' as const },
                    { time: 2000, value: 1, easing: 'linear' as const },
                  ],
                },
              }
            : it,
        ),
      })),
    };
    const fast = item(setItemSpeed(document, 'v1', 2).document, 'v1');
    expect(fast.keyframes?.opacity?.map((key) => key.time)).toEqual([0, 1000]);
  });

  it('what plays at t of a 2× item is the source at 2t', () => {
    const fast = setItemSpeed(mainTrackWith([1, 4]), 'v1', 2).document;
    const [playing] = whatPlaysAt(fast, 1500);
    expect(playing?.sourceTime).toBe(1000);
  });
});

describe('trimming and splitting at speed', () => {
  const fast = setItemSpeed(mainTrackWith([0, 8]), 'v1', 2).document; // 4 s long, 8 s of source

  it('an item at 2× can be at most its source / 2 long', () => {
    expect(item(resizeItem(fast, 'v1', 'right', 20000).document, 'v1').duration).toBe(4000);
  });

  it('trimming the left edge moves the source start by the cut × speed, and back', () => {
    const trimmed = resizeItem(fast, 'v1', 'left', 1000).document;
    expect(item(trimmed, 'v1')).toMatchObject({ startTime: 1000, duration: 3000, trimStart: 2000 });
    expect(sourceTimeAt(item(trimmed, 'v1'), 1000)).toBe(sourceTimeAt(item(fast, 'v1'), 1000));
    const back = resizeItem(trimmed, 'v1', 'left', 0).document;
    expect(item(back, 'v1')).toMatchObject({ startTime: 0, duration: 4000, trimStart: 0 });
  });

  it("the right half of a split starts where the left's source ends", () => {
    const cut = splitItem(fast, 'v1', 1500, { newId: () => 'r' }).document;
    expect(item(cut, 'r')).toMatchObject({ startTime: 1500, duration: 2500, trimStart: 3000 });
    // the picture either side of the cut is continuous
    expect(sourceTimeAt(item(cut, 'r'), 2000)).toBe(sourceTimeAt(item(fast, 'v1'), 2000));
  });
});

describe('freezeFrame', () => {
  const document = mainTrackWith([0, 4], [5, 2]);

  it('splits at the playhead and holds that frame, silent, for 2 s, rippling the rest', () => {
    const result = freezeFrame(document, 'v1', 1500, FREEZE_FRAME_MS.default, {
      newId: counter('n'),
    });
    expect(result.undo?.label).toBe('freeze frame');
    expect(mainItems(result.document)).toEqual([
      ['v1', 0, 1500],
      ['n-2', 1500, 2000],
      ['n-1', 3500, 2500],
      ['v2', 7000, 2000],
    ]);
    const still = item(result.document, 'n-2');
    expect(still).toMatchObject({ type: 'videos', freezeFrame: 1500, volume: 0, mediaId: 'm-v1' });
    expect(sourceSpan(still)).toBe(0);
    // the still shows the same frame all along, and the video resumes where it stopped
    expect(whatPlaysAt(result.document, 1600)[0]?.sourceTime).toBe(1500);
    expect(whatPlaysAt(result.document, 3400)[0]?.sourceTime).toBe(1500);
    expect(whatPlaysAt(result.document, 3500)[0]?.sourceTime).toBe(1500);
    expect(whatPlaysAt(result.document, 4500)[0]?.sourceTime).toBe(2500);
    // one undo step back to the original
    let history = commit(createHistory(document), result);
    history = undo(history);
    expect(history.document).toBe(document);
    expect(canUndo(history)).toBe(false);
  });

  it('freezes the source frame of an item at speed, and clamps the length to 0.1–30 s', () => {
    const fast = setItemSpeed(document, 'v1', 2).document; // v1 0–2 s at 2×
    const result = freezeFrame(fast, 'v1', 1000, 99_000, { newId: counter('n') }).document;
    const still = item(result, 'n-2');
    expect(still).toMatchObject({ freezeFrame: 2000, duration: FREEZE_FRAME_MS.max });
    expect(still.speed).toBeUndefined();
    const short = freezeFrame(document, 'v1', 1000, 1, { newId: counter('n') }).document;
    expect(item(short, 'n-2').duration).toBe(FREEZE_FRAME_MS.min);
  });

  it('at the very start or end puts the still before or after the whole item', () => {
    const before = freezeFrame(document, 'v1', 50, 1000, { newId: counter('n') }).document;
    expect(mainItems(before)).toEqual([
      ['n-1', 0, 1000],
      ['v1', 1000, 4000],
      ['v2', 6000, 2000],
    ]);
    expect(item(before, 'n-1').freezeFrame).toBe(50);
    const after = freezeFrame(document, 'v1', 3950, 1000, { newId: counter('n') }).document;
    expect(mainItems(after)).toEqual([
      ['v1', 0, 4000],
      ['n-1', 4000, 1000],
      ['v2', 6000, 2000],
    ]);
  });

  it('does nothing outside the item or for things that are not videos', () => {
    expect(freezeFrame(document, 'v1', 4500, 2000, { newId: counter() }).undo).toBeNull();
    const image = addItem(createDocument(), media('i', 'images'), 0).document;
    expect(freezeFrame(image, 'i', 100, 2000, { newId: counter() }).undo).toBeNull();
  });

  it('a freeze frame can be trimmed to any length and keeps its frame', () => {
    const frozen = freezeFrame(document, 'v1', 1500, 2000, { newId: counter('n') }).document;
    const longer = resizeItem(frozen, 'n-2', 'left', 1400).document;
    // v1 ends at 1500, so the left edge stops there; the right edge grows past the source
    expect(item(longer, 'n-2').startTime).toBe(1500);
    const wide = resizeItem(frozen, 'n-2', 'right', 3500).document;
    expect(item(wide, 'n-2').freezeFrame).toBe(1500);
    expect(setItemSpeed(frozen, 'n-2', 2).undo).toBeNull();
  });
});

// Random speed changes, freezes, trims and splits on a main track of videos and an audio track:
// tracks stay sorted without overlaps, items at least 100 ms, every item that plays a source
// plays only what the source holds, the document saves and loads unchanged, and undoing
// everything gives the start back.
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('speed' as const),
    pick: fc.nat({ max: 100 }),
    speed: fc.constantFrom(0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 0.1, 7),
  }),
  fc.record({
    kind: fc.constant('freeze' as const),
    pick: fc.nat({ max: 100 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    length: fc.integer({ min: 0, max: 40_000 }),
  }),
  fc.record({
    kind: fc.constant('resize' as const),
    pick: fc.nat({ max: 100 }),
    at: fc.integer({ min: 0, max: 60_000 }),
    left: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('split' as const),
    pick: fc.nat({ max: 100 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

function start(): TimelineDocument {
  let document = mainTrackWith([0, 3], [4, 5], [12, 2]);
  document = addItem(document, media('a1', 'audios', { sourceDuration: 6000 }), 1000).document;
  return addItem(document, media('a2', 'audios', { sourceDuration: 3000 }), 9000).document;
}

describe('random speed edits', () => {
  it('keep tracks tidy, sources inside their media, JSON round trips and undo exact', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (operations) => {
        const newId = counter('x');
        const initial = start();
        let history = createHistory(initial);
        for (const op of operations) {
          const items = allItems(history.document);
          const target = items[op.pick % items.length]!;
          const time =
            'at' in op && !('left' in op) ? target.startTime + op.at * target.duration : 0;
          const result =
            op.kind === 'speed'
              ? setItemSpeed(history.document, target.id, op.speed)
              : op.kind === 'freeze'
                ? freezeFrame(history.document, target.id, time, op.length, { newId })
                : op.kind === 'split'
                  ? splitItem(history.document, target.id, time, { newId })
                  : resizeItem(history.document, target.id, op.left ? 'left' : 'right', op.at);
          history = commit(history, result);
          const document = history.document;
          for (const track of document.tracks) {
            track.items.forEach((it, index) => {
              expect(it.duration).toBeGreaterThanOrEqual(MIN_ITEM_DURATION);
              expect(Number.isInteger(it.startTime) && Number.isInteger(it.duration)).toBe(true);
              const previous = track.items[index - 1];
              if (previous) expect(itemEnd(previous)).toBeLessThanOrEqual(it.startTime);
              const speed = itemSpeed(it);
              expect(speed).toBeGreaterThanOrEqual(0.25);
              expect(speed).toBeLessThanOrEqual(4);
              if (it.freezeFrame === undefined && it.sourceDuration !== undefined) {
                expect(it.trimStart).toBeGreaterThanOrEqual(0);
                // the span may pass the source's end only where 100 ms at 4× needs more than it holds
                const over = it.trimStart + it.duration * speed - it.sourceDuration;
                expect(over).toBeLessThanOrEqual(Math.max(2, MIN_ITEM_DURATION * speed));
              } else if (it.freezeFrame !== undefined) {
                expect(it.volume).toBe(0);
              }
            });
          }
          expect(document.totalDuration).toBeGreaterThanOrEqual(contentEnd(document));
        }
        const final = history.document;
        expect(parseDocument(JSON.parse(JSON.stringify(final)))).toEqual({
          ok: true,
          document: final,
        });
        while (canUndo(history)) history = undo(history);
        expect(history.document).toEqual(initial);
      }),
      { numRuns: 200 },
    );
  });
});
