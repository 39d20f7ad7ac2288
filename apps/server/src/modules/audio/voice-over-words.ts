import type { WordTiming } from '@reelwright/contracts';
import { spokenWords } from '@reelwright/script-kit';
import { MP3_PLAYBACK_DELAY_SECONDS } from './codec/mp3';

/** Seconds kept in a word time (0.1 ms). */
const round = (seconds: number) => Math.round(seconds * 10_000) / 10_000;

/**
 * Word times of PCM moved into the MP3 made of it: `offset` seconds later (the part's place in
 * a joined voice-over) plus the MP3's playback delay, and kept within the audio.
 */
export function wordsInMp3(
  words: readonly WordTiming[],
  offset: number,
  duration: number,
): WordTiming[] {
  const last = Math.floor((duration + MP3_PLAYBACK_DELAY_SECONDS) * 10_000) / 10_000;
  return words.map((word) => {
    const start = Math.min(round(word.start + offset + MP3_PLAYBACK_DELAY_SECONDS), last);
    const end = Math.min(round(word.end + offset + MP3_PLAYBACK_DELAY_SECONDS), last);
    return { text: word.text, start, end: Math.max(start, end) };
  });
}

/** One chunk of a voice-over: its text, its words (seconds of its PCM), where it starts. */
export type TimedChunk = { text: string; words: readonly WordTiming[]; offset: number };

/**
 * The whole text's words from its chunks' words (each shifted by its chunk's place). The
 * chunks hold the text's words in order, except that a word longer than a chunk was cut between
 * chunks (chunkForSpeech's last resort): its pieces become one word again, by length.
 */
export function joinChunkWords(text: string, chunks: readonly TimedChunk[]): WordTiming[] {
  const pieces = chunks.flatMap((chunk) => {
    const tokens = spokenWords(chunk.text);
    return chunk.words.map((word, index) => ({
      length: tokens[index] ? tokens[index].end - tokens[index].start : word.text.length,
      start: word.start + chunk.offset,
      end: word.end + chunk.offset,
    }));
  });
  const words: WordTiming[] = [];
  let next = 0;
  for (const token of spokenWords(text)) {
    const first = pieces[next];
    if (first === undefined) break;
    const { start } = first;
    let { end } = first;
    let covered = first.length;
    next += 1;
    while (covered < token.end - token.start && pieces[next] !== undefined) {
      covered += pieces[next]!.length;
      end = pieces[next]!.end;
      next += 1;
    }
    words.push({ text: token.text, start, end });
  }
  return words;
}
