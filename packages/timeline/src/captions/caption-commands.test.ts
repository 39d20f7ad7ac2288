import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { deleteItem, rippleDeleteItem } from '../commands/delete-item';
import { moveItem, nudgeItem } from '../commands/move-item';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import { setItemSpeed } from '../speed/speed-commands';
import {
  SCHEMA_VERSION,
  createDocument,
  findTrack,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { commit, createHistory, undo } from '../history';
import { parseDocument } from '../parse-document';
import { counter, media } from '../test-fixtures';
import {
  addCaptionsFromCues,
  addCaptionsFromWords,
  editCaptionText,
  mergeCaptions,
  shiftCaptions,
  splitCaption,
} from './caption-commands';
import { absoluteWords, captionText } from './caption-items';

const spoken = (text: string, from = 0, each = 0.4) =>
  text
    .split(' ')
    .map((word, i) => ({ text: word, start: from + i * each, end: from + (i + 1) * each - 0.05 }));

const captions = (document: TimelineDocument) => findTrack(document, 'captions')!.items;
const texts = (document: TimelineDocument) => captions(document).map(captionText);

/** A voice-over of 10 s on Audio 1 at `start` ms. */
function withVoiceOver(start = 2000): TimelineDocument {
  return addItem(createDocument(), media('vo', 'audios', { sourceDuration: 10000 }), start)
    .document;
}

function expectValid(document: TimelineDocument) {
  const parsed = parseDocument(JSON.parse(JSON.stringify(document)));
  if (!parsed.ok) throw new Error(parsed.error);
}

describe('addCaptionsFromWords', () => {
  it('groups a voice-over into captions where it plays, linked to it, as one undo step', () => {
    const document = withVoiceOver(2000);
    const result = addCaptionsFromWords(
      document,
      spoken('Grind the beans. Heat the water to ninety degrees.'),
      { sourceItemId: 'vo' },
      { newId: counter('c') },
    );
    expect(texts(result.document)).toEqual([
      'Grind the beans.',
      'Heat the water to ninety degrees.',
    ]);
    const [first, second] = captions(result.document);
    expect(first).toMatchObject({
      id: 'c-1',
      type: 'caption',
      trackType: 'caption',
      startTime: 2000,
    });
    expect(first!.caption!.sourceItemId).toBe('vo');
    expect(absoluteWords(second!)[0]).toEqual({ text: 'Heat', start: 3200, end: 3550 });
    expect(result.undo?.before).toBe(document);
    expect(result.undo?.label).toBe('add captions');
    expectValid(result.document);
  });

  it('leaves out words the voice-over item trims away and replaces its earlier captions', () => {
    let document = withVoiceOver(0);
    document = resizeItem(document, 'vo', 'left', 1000).document; // plays source 1 s..10 s
    const words = spoken('one two three four five six', 0, 0.4);
    const result = addCaptionsFromWords(
      document,
      words,
      { sourceItemId: 'vo' },
      { newId: counter('a') },
    );
    // "three" (0.8–1.15 s) is still partly heard, so it stays, cut to the 1 s edge.
    expect(texts(result.document)).toEqual(['three four five six']);
    expect(captions(result.document)[0]!.startTime).toBe(1000);
    const again = addCaptionsFromWords(
      result.document,
      words,
      { sourceItemId: 'vo' },
      { newId: counter('b') },
    );
    expect(captions(again.document).map((item) => item.id)).toEqual(['b-1']);
  });

  it('places loose words at an offset and refuses a source that is not audio', () => {
    const document = createDocument();
    const loose = addCaptionsFromWords(
      document,
      spoken('Hello there.'),
      { offset: 5000 },
      { newId: counter() },
    );
    expect(captions(loose.document)[0]).toMatchObject({ startTime: 5000 });
    expect(loose.document.totalDuration).toBe(60000);
    expect(
      addCaptionsFromWords(document, spoken('x'), { sourceItemId: 'nope' }, { newId: counter() })
        .undo,
    ).toBeNull();
  });

  it('makes a caption track when the document has none', () => {
    const bare = { ...createDocument(), tracks: createDocument().tracks.slice(1) };
    const result = addCaptionsFromWords(bare, spoken('Hi.'), { offset: 0 }, { newId: counter() });
    expect(result.document.tracks[0]).toMatchObject({ id: 'captions', type: 'caption' });
    expect(result.document.tracks[0]!.captionStyle).toBeDefined();
  });
});

describe('addCaptionsFromCues', () => {
  it('makes one caption per cue with its words spread over it, and wins over captions it overlaps', () => {
    const first = addCaptionsFromCues(
      createDocument(),
      [
        { start: 1000, end: 2000, text: 'Hello world' },
        { start: 1800, end: 3000, text: 'Second cue here' },
      ],
      {},
      { newId: counter('a') },
    ).document;
    expect(captions(first).map((item) => [item.startTime, item.duration])).toEqual([
      [1000, 800],
      [1800, 1200],
    ]);
    expect(absoluteWords(captions(first)[0]!)).toEqual([
      { text: 'Hello', start: 1000, end: 1400 },
      { text: 'world', start: 1400, end: 1800 },
    ]);
    const second = addCaptionsFromCues(
      first,
      [{ start: 2500, end: 4000, text: 'New' }],
      {},
      { newId: counter('b') },
    );
    expect(texts(second.document)).toEqual(['Hello world', 'New']);
    expectValid(second.document);
  });
});

describe('caption edits', () => {
  const base = () =>
    addCaptionsFromCues(
      createDocument(),
      [
        { start: 0, end: 2000, text: 'The beans are ground.' },
        { start: 2000, end: 3000, text: 'Pour slowly.' },
      ],
      {},
      { newId: counter('c') },
    ).document;

  it('edits a caption text, keeping unchanged words where they were', () => {
    const document = base();
    const before = absoluteWords(captions(document)[0]!);
    const result = editCaptionText(document, 'c-1', 'The coffee beans are ground.');
    const after = absoluteWords(captions(result.document)[0]!);
    expect(after.map((word) => word.text)).toEqual(['The', 'coffee', 'beans', 'are', 'ground.']);
    expect(after.slice(2)).toEqual(before.slice(1));
    expect(result.undo?.label).toBe('edit caption');
    expect(editCaptionText(document, 'c-1', '  ').undo).toBeNull();
    expect(editCaptionText(document, 'c-1', 'The beans are ground.').undo).toBeNull();
    expectValid(result.document);
  });

  it('splits at a word or a time, both halves keeping their words where they are said', () => {
    const document = base();
    const before = absoluteWords(captions(document)[0]!);
    const atWord = splitCaption(document, 'c-1', { word: 2 }, { newId: () => 'r' }).document;
    expect(texts(atWord)).toEqual(['The beans', 'are ground.', 'Pour slowly.']);
    expect(captions(atWord).flatMap(absoluteWords).slice(0, 4)).toEqual(before);
    expect(captions(atWord)[1]).toMatchObject({ id: 'r', startTime: before[2]!.start });
    const atTime = splitItem(document, 'c-1', 700, { newId: () => 'r' }).document;
    expect(texts(atTime).slice(0, 2)).toEqual(['The beans', 'are ground.']);
    expect(captions(atTime)[1]!.startTime).toBe(700);
    expect(splitCaption(document, 'c-1', { word: 0 }, { newId: () => 'r' }).undo).toBeNull();
    expect(splitCaption(document, 'c-2', { time: 2050 }, { newId: () => 'r' }).undo).toBeNull();
    expectValid(atTime);
  });

  it('merges a caption with the next, and shifts a whole track', () => {
    const merged = mergeCaptions(base(), 'c-1').document;
    expect(texts(merged)).toEqual(['The beans are ground. Pour slowly.']);
    expect(captions(merged)[0]).toMatchObject({ id: 'c-1', startTime: 0, duration: 3000 });
    expect(mergeCaptions(merged, 'c-1').undo).toBeNull();
    expectValid(merged);
    const shifted = shiftCaptions(base(), 'captions', 1500).document;
    expect(captions(shifted).map((item) => item.startTime)).toEqual([1500, 3500]);
    expect(shiftCaptions(shifted, 'captions', -9000).document.tracks[0]!.items[0]!.startTime).toBe(
      0,
    );
  });

  it('trims a caption by cutting its words, never down to none', () => {
    const document = base();
    const trimmed = resizeItem(document, 'c-1', 'left', 1000).document;
    expect(texts(trimmed)[0]).toBe('are ground.');
    expect(captions(trimmed)[0]!.trimStart).toBe(0);
    expectValid(trimmed);
    const gappy = addCaptionsFromWords(
      createDocument(),
      [{ text: 'late', start: 1, end: 1.2 }],
      { offset: 0 },
      { newId: () => 'g' },
    ).document;
    const widened = resizeItem(gappy, 'g', 'left', 0).document;
    expect(captions(widened)[0]).toMatchObject({ startTime: 0, duration: 1200 });
    // Cutting away its only word is refused.
    expect(resizeItem(widened, 'g', 'right', 500).undo).toBeNull();
  });
});

describe('captions follow their voice-over', () => {
  const linked = () => {
    const document = withVoiceOver(2000);
    return addCaptionsFromWords(
      document,
      spoken('Grind the beans. Heat the water. Pour it slowly.', 0, 0.5),
      { sourceItemId: 'vo' },
      { newId: counter('c') },
    ).document;
  };
  const starts = (document: TimelineDocument) => captions(document).map((item) => item.startTime);

  it('moves with the audio item in the same undo step', () => {
    const document = linked();
    expect(starts(document)).toEqual([2000, 3500, 5000]);
    const moved = moveItem(document, 'vo', { startTime: 5000, mode: 'exact' });
    expect(starts(moved.document)).toEqual([5000, 6500, 8000]);
    let history = commit(createHistory(document), moved);
    history = undo(history);
    expect(history.document).toBe(document);
    const nudged = nudgeItem(document, 'vo', -1000).document;
    expect(starts(nudged)).toEqual([1000, 2500, 4000]);
    const toAudio2 = moveItem(document, 'vo', { startTime: 0, trackId: 'audio-2', mode: 'exact' });
    expect(starts(toAudio2.document)).toEqual([0, 1500, 3000]);
  });

  it('is cut to what still plays when the audio is trimmed', () => {
    const document = linked();
    const left = resizeItem(document, 'vo', 'left', 3700).document;
    expect(texts(left)).toEqual(['Heat the water.', 'Pour it slowly.']);
    expect(absoluteWords(captions(left)[0]!)[0]!.start).toBe(3700);
    const right = resizeItem(document, 'vo', 'right', 5600).document;
    expect(texts(right)).toEqual(['Grind the beans.', 'Heat the water.', 'Pour it']);
    expectValid(left);
    expectValid(right);
  });

  it('splits with the audio and stays, unlinked, when the audio is deleted', () => {
    const document = linked();
    const split = splitItem(document, 'vo', 5000, { newId: () => 'vo-2' }).document;
    expect(captions(split).map((item) => item.caption!.sourceItemId)).toEqual(['vo', 'vo', 'vo-2']);
    expect(starts(moveItem(split, 'vo-2', { startTime: 20000, mode: 'exact' }).document)).toEqual([
      2000, 3500, 20000,
    ]);
    const deleted = deleteItem(document, 'vo').document;
    expect(texts(deleted)).toEqual(texts(document));
    expect(captions(deleted).every((item) => item.caption!.sourceItemId === undefined)).toBe(true);
  });

  it('keeps to the voice when it plays faster or slower, in the same undo step', () => {
    const document = linked();
    const fast = setItemSpeed(document, 'vo', 2);
    // 'Heat' was said 1.5 s into the sound: at 2× it comes 0.75 s into the item.
    expect(starts(fast.document)).toEqual([2000, 2750, 3500]);
    const heat = absoluteWords(captions(fast.document)[1]!)[0]!;
    expect(heat).toEqual({ text: 'Heat', start: 2750, end: 2975 });
    expect(captions(fast.document).map((item) => item.duration)).toEqual([725, 725, 725]);
    const slow = setItemSpeed(fast.document, 'vo', 0.5).document;
    expect(starts(slow)).toEqual([2000, 5000, 8000]);
    expect(absoluteWords(captions(slow)[2]!).map((word) => word.start)).toEqual([
      8000, 9000, 10000,
    ]);
    // Back at 1× every caption is where it began.
    const again = setItemSpeed(slow, 'vo', 1).document;
    expect(captions(again)).toEqual(captions(document));
    expect(undo(commit(createHistory(document), fast)).document).toBe(document);
    expectValid(slow);
  });

  it('follows a ripple delete that pulls the audio left', () => {
    let document = addItem(
      createDocument(),
      media('first', 'audios', { sourceDuration: 2000 }),
      0,
    ).document;
    document = addItem(document, media('vo', 'audios', { sourceDuration: 10000 }), 2000).document;
    document = addCaptionsFromWords(
      document,
      spoken('Hello there.'),
      { sourceItemId: 'vo' },
      { newId: counter() },
    ).document;
    expect(starts(rippleDeleteItem(document, 'first').document)).toEqual([0]);
  });

  it('keeps every caption track sorted, apart and valid through random moves and trims', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('move', 'left', 'right', 'nudge'),
            at: fc.integer({ min: 0, max: 30000 }),
          }),
          { maxLength: 12 },
        ),
        (steps) => {
          let document = linked();
          // A caption of the creator's own in the way of the voice-over's.
          document = addCaptionsFromCues(
            document,
            [{ start: 9000, end: 10000, text: 'mine' }],
            {},
            { newId: counter('u') },
          ).document;
          for (const step of steps) {
            if (step.kind === 'move')
              document = moveItem(document, 'vo', { startTime: step.at, mode: 'exact' }).document;
            else if (step.kind === 'nudge')
              document = nudgeItem(document, 'vo', step.at - 15000).document;
            else
              document = resizeItem(
                document,
                'vo',
                step.kind as 'left' | 'right',
                step.at,
              ).document;
            const items: readonly TimelineItem[] = captions(document);
            for (let i = 1; i < items.length; i += 1)
              expect(items[i]!.startTime).toBeGreaterThanOrEqual(
                items[i - 1]!.startTime + items[i - 1]!.duration,
              );
            expect(texts(document)).toContain('mine');
            expectValid(document);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('saved captions', () => {
  it('migrates a version 2 document: an empty caption track named Captions on top', () => {
    const old = { ...createDocument(), schemaVersion: 2, tracks: createDocument().tracks.slice(1) };
    const parsed = parseDocument(JSON.stringify(old));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.document.schemaVersion).toBe(SCHEMA_VERSION);
    expect(parsed.document.tracks.map((track) => track.id)).toEqual([
      'captions',
      'overlay-1',
      'overlay-2',
      'main-video',
      'audio-1',
      'audio-2',
    ]);
    expect(parsed.document.tracks[0]).toMatchObject({
      name: 'Captions',
      type: 'caption',
      items: [],
    });
  });

  it('checks caption words, naming the field', () => {
    const document = addCaptionsFromCues(
      createDocument(),
      [{ start: 0, end: 1000, text: 'a b' }],
      {},
      { newId: counter() },
    ).document;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const bad = (change: (item: any) => void) => {
      const copy = JSON.parse(JSON.stringify(document));
      change(copy.tracks[0].items[0]);
      return parseDocument(copy);
    };
    expect(bad((item) => (item.caption.words[1].start = 100))).toEqual({
      ok: false,
      error: 'tracks.0.items.0.caption.words.1.start: starts before the word before it ends',
    });
    expect(bad((item) => (item.caption.words[1].end = 5000))).toEqual({
      ok: false,
      error: 'tracks.0.items.0.caption.words.1.end: past the end of the caption',
    });
    expect(bad((item) => (item.caption.words[0].end = -1))).toMatchObject({ ok: false });
    expect(bad((item) => (item.caption.words = []))).toEqual({
      ok: false,
      error: 'tracks.0.items.0.caption.words: Too small: expected array to have >=1 items',
    });
    expect(bad((item) => delete item.caption)).toEqual({
      ok: false,
      error: 'tracks.0.items.0.caption: a caption item needs its words',
    });
    expect(bad((item) => (item.caption.words[0].text = 'x'.repeat(201)))).toMatchObject({
      ok: false,
    });
    const onOverlay = JSON.parse(JSON.stringify(document));
    onOverlay.tracks[1].items = onOverlay.tracks[0].items.map((item: TimelineItem) => ({
      ...item,
      trackId: 'overlay-1',
      trackType: 'overlay',
    }));
    onOverlay.tracks[0].items = [];
    expect(parseDocument(onOverlay)).toEqual({
      ok: false,
      error: 'tracks.1.items.0.type: a overlay track does not take caption',
    });
  });
});
