import { describe, expect, it } from 'vitest';
import {
  CAPTION_TRACK_ID,
  createDocument,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import {
  DUCK_ATTACK_MS,
  DUCK_RELEASE_MS,
  gainToDb,
  itemFadeAt,
  itemGainAt,
  itemGainEnvelope,
} from './gain-envelope';
import { isSpeech, speechSpans } from './speech-spans';

function sound(id: string, extra: Partial<TimelineItem> = {}): TimelineItem {
  return {
    id,
    mediaId: `m-${id}`,
    name: `${id}.mp3`,
    url: '',
    type: 'audios',
    trackId: 'audio-1',
    trackType: 'audio',
    startTime: 0,
    duration: 20_000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    ...extra,
  };
}

function caption(id: string, startTime: number, words: [number, number][], source?: string) {
  const item: TimelineItem = {
    ...sound(id),
    type: 'caption',
    trackId: CAPTION_TRACK_ID,
    trackType: 'caption',
    startTime,
    duration: Math.max(...words.map(([, end]) => end)),
    caption: {
      words: words.map(([start, end], index) => ({ text: `w${index}`, start, end })),
      ...(source ? { sourceItemId: source } : {}),
    },
  };
  return item;
}

/**
 * A voice-over on Audio 2 from 0 s whose captions say words at 2.0–2.4, 2.5–3.0 s (one span:
 * the 100 ms pause is bridged) and 8–9 s; music on Audio 1 for 20 s.
 */
function voiceOverWithMusic(extra: Partial<TimelineItem> = {}): TimelineDocument {
  let document = createDocument();
  const music = sound('music', extra);
  const voice = sound('voice', { trackId: 'audio-2', duration: 12_000 });
  document = withTrackItems(document, 'audio-1', [music]);
  document = withTrackItems(document, 'audio-2', [voice]);
  return withTrackItems(document, CAPTION_TRACK_ID, [
    caption(
      'c1',
      2000,
      [
        [0, 400],
        [500, 1000],
      ],
      'voice',
    ),
    caption('c2', 8000, [[0, 1000]], 'voice'),
  ]);
}

const dbAt = (document: TimelineDocument, id: string, time: number) => {
  const item = document.tracks.flatMap((track) => track.items).find((each) => each.id === id)!;
  return gainToDb(itemGainAt(document, item, time));
};

describe('speech', () => {
  it('is the captioned voice-over, its words merged across short pauses', () => {
    const document = voiceOverWithMusic();
    expect(speechSpans(document)).toEqual([
      { start: 2000, end: 3000 },
      { start: 8000, end: 9000 },
    ]);
    expect(isSpeech(document, { id: 'voice' })).toBe(true);
    expect(isSpeech(document, { id: 'music' })).toBe(false);
  });

  it('falls back to the whole item for a voice without words, and music is never speech', () => {
    let document = createDocument();
    document = withTrackItems(document, 'audio-1', [
      sound('vo', { audioRole: 'voice', startTime: 1000, duration: 3000 }),
    ]);
    document = withTrackItems(document, 'audio-2', [sound('song', { audioRole: 'music' })]);
    document = withTrackItems(document, CAPTION_TRACK_ID, [
      caption('lyrics', 0, [[0, 900]], 'song'),
    ]);
    expect(speechSpans(document)).toEqual([{ start: 1000, end: 4000 }]);
    expect(isSpeech(document, { id: 'song' })).toBe(false);
  });

  it('hears only the words where the voice-over plays (a trim takes its words away)', () => {
    const document = voiceOverWithMusic();
    const trimmed = withTrackItems(document, 'audio-2', [
      sound('voice', { trackId: 'audio-2', startTime: 2700, duration: 3000 }),
    ]);
    expect(speechSpans(trimmed)).toEqual([{ start: 2700, end: 3000 }]);
  });
});

describe('itemGainAt', () => {
  it('ducks the music 12 dB mid-speech and not at all in a long gap', () => {
    const document = voiceOverWithMusic();
    expect(dbAt(document, 'music', 2500)).toBeCloseTo(-12, 5);
    expect(dbAt(document, 'music', 8500)).toBeCloseTo(-12, 5);
    // The gap 3.0–8.0 s is longer than release + attack: full level between them.
    expect(3000 + DUCK_RELEASE_MS).toBeLessThan(8000 - DUCK_ATTACK_MS);
    expect(dbAt(document, 'music', 5000)).toBeCloseTo(0, 5);
    expect(dbAt(document, 'music', 500)).toBeCloseTo(0, 5);
    // The voice itself is never ducked.
    expect(dbAt(document, 'voice', 2500)).toBeCloseTo(0, 5);
  });

  it('is already down when the first word starts and back up 500 ms after the last', () => {
    const document = voiceOverWithMusic();
    expect(dbAt(document, 'music', 2000 - DUCK_ATTACK_MS)).toBeCloseTo(0, 5);
    expect(dbAt(document, 'music', 1900)).toBeCloseTo(-6, 5); // halfway down the S-curve
    expect(dbAt(document, 'music', 2000)).toBeCloseTo(-12, 5);
    expect(dbAt(document, 'music', 3250)).toBeCloseTo(-6, 5);
    expect(dbAt(document, 'music', 3000 + DUCK_RELEASE_MS)).toBeCloseTo(0, 5);
  });

  it('follows the document’s depth, 0 turning ducking off, and the item’s volume', () => {
    const document = voiceOverWithMusic();
    expect(dbAt({ ...document, duckingDb: 20 }, 'music', 2500)).toBeCloseTo(-20, 5);
    expect(dbAt({ ...document, duckingDb: 0 }, 'music', 2500)).toBeCloseTo(0, 5);
    const quiet = voiceOverWithMusic({ volume: 0.5 });
    expect(dbAt(quiet, 'music', 2500)).toBeCloseTo(-12 + gainToDb(0.5), 5);
  });

  it('ducks any sound under speech, a video’s included, unless it is marked as the voice', () => {
    const document = withTrackItems(voiceOverWithMusic(), 'main-video', [
      sound('take', { type: 'videos', trackId: 'main-video', trackType: 'main' }),
    ]);
    expect(dbAt(document, 'take', 2500)).toBeCloseTo(-12, 5);
    const voiced = withTrackItems(document, 'main-video', [
      sound('take', {
        type: 'videos',
        trackId: 'main-video',
        trackType: 'main',
        audioRole: 'voice',
      }),
    ]);
    expect(dbAt(voiced, 'take', 2500)).toBeCloseTo(0, 5);
    // …and then it speaks for its whole length: the music is down all along.
    expect(dbAt(voiced, 'music', 5000)).toBeCloseTo(-12, 5);
  });

  it('fades in from silence and out to silence over the item’s fades', () => {
    const document = voiceOverWithMusic({ fadeIn: 1000, fadeOut: 2000 });
    const music = document.tracks[4]!.items[0]!;
    expect(itemGainAt(document, music, 0)).toBe(0);
    expect(itemGainAt(document, music, 500)).toBeCloseTo(0.5, 5);
    expect(itemGainAt(document, music, 1000)).toBe(1);
    expect(itemGainAt(document, music, 18_000)).toBe(1);
    expect(itemGainAt(document, music, 19_000)).toBeCloseTo(0.5, 5);
    expect(itemGainAt(document, music, 20_000)).toBe(0);
    expect(itemGainAt(document, music, 20_001)).toBe(0);
  });

  it('shortens fades in proportion when the item is shorter than both', () => {
    const item = sound('short', { duration: 1000, fadeIn: 3000, fadeOut: 1000 });
    expect(itemFadeAt(item, 750)).toBe(1); // fade in ends at 750 ms, fade out starts there
    expect(itemFadeAt(item, 375)).toBeCloseTo(0.5, 5);
  });
});

describe('itemGainEnvelope', () => {
  it('samples evenly from start to end and every ramp moves one way', () => {
    const document = voiceOverWithMusic({ fadeIn: 500 });
    const music = document.tracks[4]!.items[0]!;
    const envelope = itemGainEnvelope(document, music, 0, 20_000, 10);
    expect(envelope.length).toBe(2001);
    expect(envelope[0]).toBe(0);
    expect(envelope[250]).toBeCloseTo(itemGainAt(document, music, 2500), 6);
    const between = (from: number, to: number) =>
      Array.from(envelope.slice(from / 10, to / 10 + 1));
    const rising = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);
    const falling = (values: number[]) => values.every((v, i) => i === 0 || v <= values[i - 1]!);
    expect(rising(between(0, 500))).toBe(true); // fade in
    expect(falling(between(1800, 2000))).toBe(true); // attack
    expect(rising(between(3000, 3500))).toBe(true); // release
    expect(Math.min(...between(2000, 3000))).toBeCloseTo(10 ** (-12 / 20), 5);
  });

  it('gives at least two values', () => {
    const document = voiceOverWithMusic();
    expect(itemGainEnvelope(document, document.tracks[4]!.items[0]!, 100, 100, 10).length).toBe(2);
  });
});
