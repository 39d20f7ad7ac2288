import { describe, expect, it } from 'vitest';
import { MP3_PLAYBACK_DELAY_SECONDS } from '../../../src/modules/audio/codec';
import { wordsFromEngineEvents } from '../../../src/modules/audio/providers/builtin/engine-words';
import { joinChunkWords, wordsInMp3 } from '../../../src/modules/audio/voice-over-words';

const RATE = 1000; // one sample a millisecond keeps the numbers readable

describe('eSpeak word events as the text’s words', () => {
  it('finds each word by its character position, in code points, after CR LF became LF', () => {
    // eSpeak read "😀 ok\ngo on" (1-based code points: 😀=1, ok=3, go=6, on=9).
    const events = Int32Array.from([
      1, 1, 0, 300, 3, 2, 400, 700, 6, 2, 900, 1200, 9, 2, 1300, 1500,
    ]);
    expect(wordsFromEngineEvents('😀 ok\r\ngo on', events, RATE)).toEqual([
      { text: '😀', start: 0, end: 0.3 },
      { text: 'ok', start: 0.4, end: 0.7 },
      { text: 'go', start: 0.9, end: 1.2 },
      { text: 'on', start: 1.3, end: 1.5 },
    ]);
  });

  it('spans every event of a word spoken as several, and places a word with none', () => {
    // "ABC — yes": ABC spelled out (three events), the dash silent.
    const events = Int32Array.from([
      1, 3, 100, 200, 1, 3, 250, 350, 1, 3, 400, 500, 7, 3, 800, 1000,
    ]);
    expect(wordsFromEngineEvents('ABC — yes', events, RATE)).toEqual([
      { text: 'ABC', start: 0.1, end: 0.5 },
      { text: '—', start: 0.5, end: 0.5 },
      { text: 'yes', start: 0.8, end: 1 },
    ]);
  });
});

describe('voice-over words', () => {
  it('join a word cut between two chunks back into one', () => {
    const long = 'x'.repeat(30);
    const words = joinChunkWords(`go ${long} now`, [
      {
        text: `go ${long.slice(0, 10)}`,
        words: [w('go', 0, 0.2), w('xxxxxxxxxx', 0.3, 0.6)],
        offset: 0,
      },
      {
        text: `${long.slice(10)} now`,
        words: [w(long.slice(10), 0, 0.5), w('now', 0.6, 0.8)],
        offset: 1,
      },
    ]);
    expect(words).toEqual([w('go', 0, 0.2), w(long, 0.3, 1.5), w('now', 1.6, 1.8)]);
  });

  it('move into the MP3 by its playback delay and stay within its audio', () => {
    const delay = MP3_PLAYBACK_DELAY_SECONDS;
    expect(wordsInMp3([w('a', 0.1, 0.2), w('b', 0.99, 1.2)], 0.5, 1)).toEqual([
      w('a', round(0.6 + delay), round(0.7 + delay)),
      w('b', floor(1 + delay), floor(1 + delay)),
    ]);
  });
});

function w(text: string, start: number, end: number) {
  return { text, start, end };
}
function floor(seconds: number) {
  return Math.floor(seconds * 10_000) / 10_000;
}
function round(seconds: number) {
  return Math.round(seconds * 10_000) / 10_000;
}
