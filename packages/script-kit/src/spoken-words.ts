/** The longest word text a word timing carries (the contracts' `wordTimingSchema`). */
export const SPOKEN_WORD_MAX = 200;

/** One word of a text and where it sits in it (UTF-16 offsets, `end` exclusive). */
export interface SpokenToken {
  text: string;
  start: number;
  end: number;
}

/**
 * The words of a text as word timings and captions count them: every run of characters between
 * white space, punctuation attached (`"coffee,"`), in text order. Voice engines, the aligner and
 * the editor all split this way, so the n-th timing of a voice-over is the n-th word of its text.
 * A word longer than SPOKEN_WORD_MAX characters keeps its first SPOKEN_WORD_MAX as its text.
 */
export function spokenWords(text: string): SpokenToken[] {
  const tokens: SpokenToken[] = [];
  for (const match of text.matchAll(/\S+/gu)) {
    tokens.push({
      text: clip(match[0]),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}

/** The word texts alone. */
export const spokenWordTexts = (text: string): string[] => spokenWords(text).map((w) => w.text);

function clip(word: string): string {
  if (word.length <= SPOKEN_WORD_MAX) return word;
  const cut = word.slice(0, SPOKEN_WORD_MAX);
  // Never end on half of a surrogate pair.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
