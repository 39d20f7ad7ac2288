import type { CaptionWord } from '@reelwright/timeline';

/** The words on screen together: indices [first, end) of the caption's words. */
export interface CaptionPage {
  first: number;
  end: number;
  /** ms from the caption's start: from its first word's start to the next page's (or the end) */
  from: number;
  until: number;
}

const clampWordsPerLine = (value: number) =>
  Number.isFinite(value) ? Math.min(8, Math.max(1, Math.round(value))) : 1;

/**
 * The page showing at `time` (ms from the caption's start). A caption is paged in groups of
 * `wordsPerLine` words; a group shows from its first word's start until the next group's first
 * word starts, the last until the caption ends (`duration`). Null before the first word and at
 * or after the end.
 */
export function captionPageAt(
  words: readonly CaptionWord[],
  time: number,
  wordsPerLine: number,
  duration: number,
): CaptionPage | null {
  if (words.length === 0 || !(time < duration)) return null;
  const size = clampWordsPerLine(wordsPerLine);
  let page: CaptionPage | null = null;
  for (let first = 0; first < words.length; first += size) {
    const end = Math.min(words.length, first + size);
    const from = words[first]!.start;
    if (from > time) break;
    const until = end < words.length ? words[end]!.start : duration;
    page = { first, end, from, until };
  }
  return page && time < page.until ? page : null;
}

/**
 * The word being spoken at `time`: the last word that has started, so between two words the
 * one just said stays marked. Null before the first word starts.
 */
export function spokenWordAt(words: readonly CaptionWord[], time: number): number | null {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.start <= time) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? null : low - 1;
}
