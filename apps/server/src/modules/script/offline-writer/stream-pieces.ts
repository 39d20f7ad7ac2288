/** Words per streamed piece. */
const WORDS_PER_PIECE = 3;
/** Characters counted as one "word" in scripts written without spaces (Chinese). */
const CJK_RUN = 4;
/** A space-less token longer than this (a URL, say) is cut into runs of this size. */
const LONG_RUN = 24;

const TOKEN = /\s+|\S+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Splits a text into stream-sized pieces (a few words each) whose concatenation is exactly the
 * text. Each piece carries the whitespace that follows its words; runs without spaces (Chinese
 * has none) are cut every few characters, never inside a code point.
 */
export function streamPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let words = 0;
  for (const token of text.match(TOKEN) ?? []) {
    if (/^\s/u.test(token)) {
      current += token;
      continue;
    }
    for (const run of runsOf(token)) {
      if (words === WORDS_PER_PIECE) {
        pieces.push(current);
        current = '';
        words = 0;
      }
      current += run;
      words += 1;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

function runsOf(token: string): string[] {
  const chars = Array.from(token);
  const size = CJK.test(token) ? CJK_RUN : LONG_RUN;
  if (chars.length <= size) return [token];
  const runs: string[] = [];
  for (let start = 0; start < chars.length; start += size) {
    runs.push(chars.slice(start, start + size).join(''));
  }
  return runs;
}
