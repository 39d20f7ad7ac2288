import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { allItems, createDocument, findTrack, type TimelineDocument } from '../document';
import { commit, createHistory, undo } from '../history';
import { parseDocument } from '../parse-document';
import { counter, media } from '../test-fixtures';
import { captionText } from '../captions/caption-items';
import { assembleVideo, TITLE_CARD_DURATION, type AssemblyPlan } from './assemble-video';
import { TITLE_CHAR_WIDTH } from '../format/change-format';
import { REFERENCE_LONG_SIDE, referenceFrame } from '../format/frame-format';

/** Words one every 0.5 s (each 0.4 s long), seconds, as a voice-over's timings come. */
function wordsOf(text: string, startAt = 0.2) {
  return text.split(' ').map((word, index) => ({
    text: word,
    start: startAt + index * 0.5,
    end: startAt + index * 0.5 + 0.4,
  }));
}

const SCRIPT =
  'Your coffee is lying to you. First, grind it like sea salt. Then pour slowly in circles. Subscribe for more.';
const WORDS = wordsOf(SCRIPT);

function plan(extra: Partial<AssemblyPlan> = {}): AssemblyPlan {
  return {
    voiceOver: { mediaId: 'vo-file', name: 'Voice-over.mp3', url: 'blob:vo', duration: 12_000 },
    words: WORDS,
    sections: [
      { title: 'Your coffee is lying to you', firstWord: 0 },
      { title: 'Grind size', firstWord: 6 },
      { title: 'Pouring', firstWord: 12 },
      { title: 'Subscribe', firstWord: 17 },
    ],
    ...extra,
  };
}

const context = () => ({ newId: counter('a'), now: () => 1000 });
const track = (document: TimelineDocument, id: string) => findTrack(document, id)!;
const overlayCards = (document: TimelineDocument) =>
  allItems(document).filter((item) => item.type === 'text' && item.origin === 'assembly');

/** The document with ids left out, to compare two runs that drew different ids. */
const shape = (document: TimelineDocument) =>
  JSON.parse(
    JSON.stringify(document, (key, value: unknown) =>
      key === 'id' || key === 'sourceItemId' ? undefined : value,
    ),
  ) as unknown;

describe('assembleVideo', () => {
  it('puts the voice-over on Audio 1 at 0 s, captions from its words and a title card per section', () => {
    const { document, undo, chapters } = assembleVideo(createDocument(), plan(), context());
    const [voiceOver] = track(document, 'audio-1').items;
    expect(voiceOver).toMatchObject({
      mediaId: 'vo-file',
      startTime: 0,
      duration: 12_000,
      origin: 'assembly',
    });

    const captions = track(document, 'captions').items;
    expect(captions.length).toBeGreaterThan(1);
    // Every word is on a caption, at its own time, and each caption follows the voice-over.
    const shown = captions.flatMap((caption) =>
      caption.caption!.words.map((word) => ({
        text: word.text,
        start: caption.startTime + word.start,
      })),
    );
    expect(shown).toEqual(WORDS.map((word) => ({ text: word.text, start: word.start * 1000 })));
    expect(captions.every((caption) => caption.caption!.sourceItemId === voiceOver!.id)).toBe(true);
    // A sentence's end closes its caption.
    expect(captionText(captions[0]!)).toBe('Your coffee is lying to you.');

    const cards = overlayCards(document);
    expect(cards.map((card) => [card.text!.content, card.startTime, card.trackId])).toEqual([
      ['Your coffee is lying to you', 200, 'overlay-1'],
      ['Grind size', 3200, 'overlay-1'],
      ['Pouring', 6200, 'overlay-1'],
      ['Subscribe', 8700, 'overlay-1'],
    ]);
    expect(cards.every((card) => card.duration <= TITLE_CARD_DURATION)).toBe(true);
    expect(chapters).toEqual([{ title: 'Your coffee is lying to you', start: 0 }]);
    expect(undo?.label).toBe('build video');
  });

  it('shrinks a title card until it fits the frame: more in a vertical one', () => {
    const title = 'Why your pour-over tastes bitter';
    const sections = [{ title, firstWord: 0 }];
    const cardIn = (format: '16:9' | '9:16') =>
      overlayCards(
        assembleVideo(createDocument(format), plan({ sections }), context()).document,
      )[0]!;
    const short = overlayCards(assembleVideo(createDocument('9:16'), plan(), context()).document);
    expect(short.find((card) => card.text!.content === 'Pouring')!.text!.fontSize).toBe(72);
    const [wide, tall] = [cardIn('16:9'), cardIn('9:16')];
    expect(tall.text!.fontSize).toBeLessThan(wide.text!.fontSize);
    // At its size each one's estimated width is within the middle 90% of its frame.
    for (const [card, format] of [
      [wide, '16:9'],
      [tall, '9:16'],
    ] as const) {
      const width =
        title.length * TITLE_CHAR_WIDTH * card.text!.fontSize * (REFERENCE_LONG_SIDE / 1280);
      expect(width).toBeLessThanOrEqual(referenceFrame(format).width * 0.9);
    }
  });

  it('saves and loads back: the document passes the parser with its marks', () => {
    const { document } = assembleVideo(createDocument(), plan(), context());
    const parsed = parseDocument(JSON.parse(JSON.stringify(document)));
    expect(parsed.ok && shape(parsed.document)).toEqual(shape(document));
  });

  it('keeps chapters at least 10 s apart, the first at 0:00', () => {
    const long = wordsOf(Array.from({ length: 120 }, (_, i) => `w${i}.`).join(' '));
    const { chapters } = assembleVideo(
      createDocument(),
      plan({
        voiceOver: { mediaId: 'vo', name: 'vo.mp3', url: 'blob:vo', duration: 61_000 },
        words: long,
        sections: [
          { title: 'Hook', firstWord: 0 },
          { title: 'Too soon', firstWord: 10 }, // 5.2 s: folded into the hook
          { title: 'Grind', firstWord: 30 }, // 15.2 s
          { title: 'Water', firstWord: 60 }, // 30.2 s
          { title: 'Goodbye', firstWord: 115 }, // 57.7 s: under 10 s before the end
        ],
      }),
      context(),
    );
    expect(chapters).toEqual([
      { title: 'Hook', start: 0 },
      { title: 'Grind', start: 15_200 },
      { title: 'Water', start: 30_200 },
    ]);
  });

  it('puts a take on the main track and times the captions and cards by its speech', () => {
    const takeWords = wordsOf(SCRIPT, 1);
    const { document } = assembleVideo(
      createDocument(),
      plan({
        take: { mediaId: 'take-file', name: 'Take 1.webm', url: 'blob:take', duration: 14_000 },
        words: takeWords,
      }),
      context(),
    );
    const [take] = track(document, 'main-video').items;
    expect(take).toMatchObject({ mediaId: 'take-file', startTime: 0, origin: 'assembly' });
    // The take carries the voice: the voice-over is not laid under it.
    expect(allItems(document).some((item) => item.mediaId === 'vo-file')).toBe(false);
    expect(track(document, 'captions').items[0]!.startTime).toBe(1000);
    expect(overlayCards(document)[1]!.startTime).toBe(4000);
  });

  it('runs again after the script changed: replaces what it made, leaves the creator’s items alone', () => {
    let start = createDocument();
    start = addItem(start, media('music', 'audios', { sourceDuration: 5000 }), 0).document;
    start = addItem(start, media('my-title', 'text'), 20_000).document;
    const first = assembleVideo(start, plan(), context()).document;
    // The creator's music holds Audio 1 at 0 s, so the voice-over goes to the next free track.
    expect(track(first, 'audio-1').items.map((item) => item.id)).toEqual(['music']);
    expect(track(first, 'audio-2').items[0]!.origin).toBe('assembly');

    const changed = plan({
      words: wordsOf('A new hook. A new body.'),
      sections: [
        { title: 'New hook', firstWord: 0 },
        { title: 'New body', firstWord: 3 },
      ],
    });
    const second = assembleVideo(first, changed, context()).document;
    expect(overlayCards(second).map((card) => card.text!.content)).toEqual([
      'New hook',
      'New body',
    ]);
    expect(track(second, 'captions').items.map(captionText)).toEqual([
      'A new hook.',
      'A new body.',
    ]);
    expect(allItems(second).filter((item) => item.mediaId === 'vo-file')).toHaveLength(1);
    expect(allItems(second).filter((item) => item.origin !== 'assembly')).toEqual(allItems(start));
  });

  it('times everything by a voice-over the creator already put on the timeline, and leaves it there', () => {
    const start = addItem(
      createDocument(),
      media('mine', 'audios', { mediaId: 'vo-file', sourceDuration: 12_000 }),
      5000,
    ).document;
    const { document } = assembleVideo(start, plan(), context());
    expect(allItems(document).filter((item) => item.mediaId === 'vo-file')).toEqual(
      allItems(start),
    );
    const [first] = track(document, 'captions').items;
    expect(first).toMatchObject({ startTime: 5200, caption: { sourceItemId: 'mine' } });
    expect(overlayCards(document)[0]!.startTime).toBe(5200);
  });

  it('is one undo step', () => {
    const start = addItem(createDocument(), media('mine', 'audios'), 40_000).document;
    const built = commit(createHistory(start), assembleVideo(start, plan(), context()));
    expect(built.past).toHaveLength(1);
    expect(allItems(built.document).length).toBeGreaterThan(5);
    expect(undo(built).document).toBe(start);
  });

  it('puts the cards on a new overlay track when the creator’s overlays are in the way', () => {
    let start = createDocument();
    for (const id of ['o1', 'o2']) {
      start = addItem(
        start,
        media(id, 'images', { trackId: id === 'o1' ? 'overlay-1' : 'overlay-2' }),
        3000,
      ).document;
    }
    const { document } = assembleVideo(start, plan(), context());
    const cardTracks = new Set(overlayCards(document).map((card) => card.trackId));
    expect([...cardTracks]).toEqual(['overlay-1000']);
    expect(track(document, 'overlay-1').items.map((item) => item.id)).toEqual(['o1']);
  });

  it('property: running twice equals running once, and the creator’s items never change', () => {
    const userItem = fc.record({
      kind: fc.constantFrom('videos', 'images', 'audios', 'text'),
      at: fc.integer({ min: 0, max: 30_000 }),
      length: fc.integer({ min: 100, max: 8000 }),
    });
    fc.assert(
      fc.property(
        fc.array(userItem, { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: WORDS.length - 1 }), { maxLength: 6 }),
        (users, firstWords) => {
          let start = createDocument();
          users.forEach((user, index) => {
            start = addItem(
              start,
              media(`u${index}`, user.kind, { sourceDuration: user.length }),
              user.at,
            ).document;
          });
          const sections = [...new Set(firstWords)]
            .sort((a, b) => a - b)
            .map((firstWord) => ({ title: `Section ${firstWord}`, firstWord }));
          const once = assembleVideo(start, plan({ sections }), context()).document;
          const twice = assembleVideo(once, plan({ sections }), context()).document;
          expect(shape(twice)).toEqual(shape(once));
          expect(allItems(twice).filter((item) => item.origin !== 'assembly')).toEqual(
            allItems(start),
          );
          expect(parseDocument(JSON.parse(JSON.stringify(twice))).ok).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
