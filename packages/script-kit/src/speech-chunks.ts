/**
 * Splits a script into pieces a speech engine takes in one request: whole paragraphs while they
 * fit, else whole sentences, else clauses, else words; a run without any space (Chinese, or a
 * pasted URL) is cut between characters only as a last resort. No piece is longer than
 * `maxCharacters`, none is empty, and the pieces keep the text's order and words.
 */
export function chunkForSpeech(text: string, maxCharacters: number): string[] {
  if (!Number.isInteger(maxCharacters) || maxCharacters < 20) {
    throw new RangeError('maxCharacters must be a whole number of at least 20');
  }
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
  return pack(
    paragraphs,
    () => '\n\n',
    maxCharacters,
    (paragraph) =>
      pack(splitSentences(paragraph), spaceBetween, maxCharacters, (sentence) =>
        pack(splitClauses(sentence), spaceBetween, maxCharacters, (clause) =>
          pack(clause.split(' '), spaceBetween, maxCharacters, (word) => cut(word, maxCharacters)),
        ),
      ),
  );
}

/**
 * Greedily joins consecutive units while the result fits; a unit that does not fit on its own
 * is broken down by `smaller` first.
 */
function pack(
  units: string[],
  separatorOf: (before: string, after: string) => string,
  max: number,
  smaller: (unit: string) => string[],
): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const unit of units) {
    const parts = unit.length > max ? smaller(unit) : [unit];
    for (const part of parts) {
      const separator = separatorOf(current, part);
      if (current === '') current = part;
      else if (current.length + separator.length + part.length <= max) {
        current += separator + part;
      } else {
        pieces.push(current);
        current = part;
      }
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Chinese and Japanese run on without spaces; everything else is joined by one. */
const spaceBetween = (before: string, after: string) =>
  WIDE.test(before.at(-1) ?? '') && WIDE.test(after[0] ?? '') ? '' : ' ';

// A sentence ends at . ! ? … (with closing quotes or brackets) before a space, or at the
// full-width 。！？ which need no space after them.
const SENTENCE_END = /(?<=[.!?…]["'”’»)\]]*)\s+|(?<=[。！？][」』”’)）]*)/u;
const CLAUSE_END = /(?<=[,;:—–])\s+|(?<=[，；：、])/u;

function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function splitClauses(sentence: string): string[] {
  return sentence
    .split(CLAUSE_END)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

function cut(run: string, max: number): string[] {
  const characters = Array.from(run);
  const pieces: string[] = [];
  for (let i = 0; i < characters.length; i += max)
    pieces.push(characters.slice(i, i + max).join(''));
  return pieces;
}
