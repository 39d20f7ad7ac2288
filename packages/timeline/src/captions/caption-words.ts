import type { CaptionWord } from './caption-types';

/** A word with its times in seconds, as word timings arrive (the contracts' `WordTiming`). */
export interface SpokenWord {
  text: string;
  start: number;
  end: number;
}

/** Bounds a saved caption is checked against. */
export const CAPTION_LIMITS = {
  /** words in one caption item */
  words: 200,
  /** characters in one word */
  wordLength: 200,
} as const;

/** How words are grouped into captions when they come from a voice-over or a cue. */
export interface GroupingOptions {
  /** a silence longer than this (ms) starts a new caption */
  pause: number;
  maxWords: number;
  maxCharacters: number;
  /** ms from a caption's first word's start to its last word's end */
  maxDuration: number;
}

export const DEFAULT_GROUPING: GroupingOptions = {
  pause: 600,
  maxWords: 7,
  maxCharacters: 42,
  maxDuration: 5000,
};

/** A word at absolute timeline ms (before it is made relative to its caption item). */
export type TimedWord = CaptionWord;

const SENTENCE_END = /[.!?…。！？]["'”’»)\]]*$/u;

/** Whether a word closes a sentence ("coffee." / "right?" / "so…"). */
export const endsSentence = (text: string): boolean => SENTENCE_END.test(text);

/** The words of a text as a caption shows them: split on white space, empty pieces dropped. */
export const tokenize = (text: string): string[] =>
  text
    .split(/\s+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, CAPTION_LIMITS.wordLength));

/**
 * Word timings (seconds) as integer ms in order, never overlapping: a word starting before the
 * previous one's end has that end pulled back to its start. Blank words are dropped.
 */
export function normalizeWords(words: readonly SpokenWord[], offset = 0): TimedWord[] {
  const timed = words
    .map((word) => ({
      text: word.text.trim().slice(0, CAPTION_LIMITS.wordLength),
      start: Math.max(0, Math.round(word.start * 1000) + offset),
      end: Math.max(0, Math.round(word.end * 1000) + offset),
    }))
    .filter((word) => word.text.length > 0)
    .map((word) => ({ ...word, end: Math.max(word.start, word.end) }));
  // Stable: words spoken at the same instant keep their script order.
  timed.sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < timed.length; i += 1) {
    const word = timed[i]!;
    const next = timed[i + 1]!;
    if (word.end > next.start) timed[i] = { ...word, end: next.start };
  }
  return timed;
}

/**
 * Groups ordered, non-overlapping words into captions: a new caption after a sentence's end, a
 * pause, or when the caption would pass its word, character or duration limit.
 */
export function groupWords(
  words: readonly TimedWord[],
  options: GroupingOptions = DEFAULT_GROUPING,
): TimedWord[][] {
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  let characters = 0;
  for (const word of words) {
    const previous = current[current.length - 1];
    const breakHere =
      previous !== undefined &&
      (endsSentence(previous.text) ||
        word.start - previous.end > options.pause ||
        current.length >= options.maxWords ||
        characters + 1 + word.text.length > options.maxCharacters ||
        word.end - current[0]!.start > options.maxDuration);
    if (breakHere) {
      groups.push(current);
      current = [];
      characters = 0;
    }
    current.push(word);
    characters += (current.length > 1 ? 1 : 0) + word.text.length;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Spreads words over [start, end) in proportion to their lengths (a long word takes longer to
 * say), each word ending where the next begins.
 */
export function spreadWords(texts: readonly string[], start: number, end: number): TimedWord[] {
  const weights = texts.map((text) => text.length + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const span = Math.max(0, end - start);
  let before = 0;
  return texts.map((text, index) => {
    const from = start + Math.round((span * before) / total);
    before += weights[index]!;
    const to = start + Math.round((span * before) / total);
    return { text, start: from, end: to };
  });
}

/** Indexes of the longest common subsequence of two word lists: pairs [old index, new index]. */
function matchWords(before: readonly string[], after: readonly string[]): Array<[number, number]> {
  const rows = before.length + 1;
  const columns = after.length + 1;
  const lengths = new Uint16Array(rows * columns);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lengths[i * columns + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * columns + j + 1]! + 1
          : Math.max(lengths[(i + 1) * columns + j]!, lengths[i * columns + j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * columns + j]! >= lengths[i * columns + j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/** Shortest time a re-spread word gets before the neighbouring kept words are re-spread too. */
const MIN_SPREAD_WORD = 40;

/**
 * The words of an edited caption text with times (ms from the caption's start, inside
 * [0, duration]): words that did not change keep their times; each run of new or changed words
 * is spread over the time the words it replaced took (or the gap it was inserted into), taking
 * in its unchanged neighbours when that is too short to say them.
 */
export function respreadWords(
  words: readonly CaptionWord[],
  text: string,
  duration: number,
): CaptionWord[] {
  const after = tokenize(text).slice(0, CAPTION_LIMITS.words);
  if (after.length === 0) return [];
  const pairs = matchWords(
    words.map((word) => word.text),
    after,
  );
  // Unchanged words, with a sentinel before the first word and after the last.
  const anchors: Array<[number, number]> = [[-1, -1], ...pairs, [words.length, after.length]];
  const result: CaptionWord[] = new Array<CaptionWord>(after.length);
  for (const [i, j] of pairs) result[j] = { ...words[i]! };

  const spanOf = (lo: number, hi: number): [number, number] => {
    const [oldFrom] = anchors[lo]!;
    const [oldTo] = anchors[hi]!;
    const replaced = words.slice(oldFrom + 1, oldTo);
    if (replaced.length > 0) return [replaced[0]!.start, replaced[replaced.length - 1]!.end];
    return [
      oldFrom >= 0 ? words[oldFrom]!.end : 0,
      oldTo < words.length ? words[oldTo]!.start : duration,
    ];
  };
  const last = anchors.length - 1;
  // The last run re-spread (anchors inside it were taken in): a run reaching back joins it whole.
  let previous = { lo: -1, hi: -1 };
  let k = 0;
  while (k < last) {
    let lo = k;
    let hi = k + 1;
    const newCount = () => anchors[hi]![1] - anchors[lo]![1] - 1;
    if (newCount() > 0) {
      let [start, end] = spanOf(lo, hi);
      while (end - start < MIN_SPREAD_WORD * newCount() && (lo > 0 || hi < last)) {
        // Reaching into the run re-spread last takes that run whole; either way lo moves back.
        if (lo > 0) lo = Math.min(lo - 1, lo - 1 < previous.hi ? previous.lo : lo - 1);
        else hi += 1;
        [start, end] = spanOf(lo, hi);
      }
      previous = { lo, hi };
      const from = anchors[lo]![1] + 1;
      spreadWords(after.slice(from, anchors[hi]![1]), start, end).forEach(
        (word, offset) => (result[from + offset] = word),
      );
    }
    k = hi;
  }
  return result;
}
