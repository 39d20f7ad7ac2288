import { WORDS_MAX, type WordTiming } from '@reelwright/contracts';

/** A word as a speech-to-text vendor times it (OpenAI's verbose_json `words[]`). */
export type VendorWord = { word: string; start: number; end: number };

const WORD_TEXT_MAX = 200;

/** Letters and digits only, lower case: how a vendor's bare word is matched to the transcript. */
const bare = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** How far ahead in the transcript a word is looked for before it is kept as the vendor wrote it. */
const LOOKAHEAD = 3;

/**
 * The vendor's timed words as captions show them: trimmed, empty ones dropped, times made
 * non-negative and non-decreasing, and each word written as in the transcript when it matches
 * there (OpenAI's whisper-1 times bare words, `coffee`, while its text says `coffee,`).
 */
export function wordsFromTranscript(
  text: string,
  vendorWords: readonly VendorWord[],
): WordTiming[] {
  const tokens = text.split(/\s+/).filter((token) => bare(token) !== '');
  let next = 0;
  let lastStart = 0;
  const words: WordTiming[] = [];
  for (const vendorWord of vendorWords) {
    const spoken = vendorWord.word.trim();
    const key = bare(spoken);
    if (spoken === '' || !Number.isFinite(vendorWord.start) || !Number.isFinite(vendorWord.end))
      continue;
    let written = spoken;
    if (key !== '') {
      for (let at = next; at < Math.min(tokens.length, next + LOOKAHEAD); at += 1) {
        if (bare(tokens[at]!) === key) {
          written = tokens[at]!;
          next = at + 1;
          break;
        }
      }
    }
    const start = Math.max(lastStart, vendorWord.start, 0);
    const end = Math.max(start, vendorWord.end);
    lastStart = start;
    words.push({ text: written.slice(0, WORD_TEXT_MAX), start, end });
    if (words.length === WORDS_MAX) break;
  }
  return words;
}
