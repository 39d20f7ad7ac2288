/**
 * Splits a script into paragraphs, sentences and words (Han characters for Chinese) in one scan
 * of the text, so every feature after it is a cheap walk over arrays.
 */

import { charClassAt, HAN_CHAR, widthOf, WORD_CHAR, wordEndAt } from './char-classes';
import type { LanguageProfile } from './language-profiles';
import { idOfWord, wordTableOf, type WordTable } from './word-table';

export interface Sentence {
  /** Offsets into the lower-cased text. */
  readonly start: number;
  readonly end: number;
  readonly firstToken: number;
  readonly tokenCount: number;
  readonly paragraph: number;
  readonly question: boolean;
  readonly exclamation: boolean;
}

export interface Paragraph {
  readonly start: number;
  readonly end: number;
  readonly firstSentence: number;
  readonly sentenceCount: number;
  readonly tokenCount: number;
}

export interface ScriptTokens {
  /** The text with `\n` line endings, lower-cased; offsets point into it. */
  readonly lower: string;
  /** The text with `\n` line endings in its original case (lower-cased if that moved offsets). */
  readonly original: string;
  /** Words in lower case (for Chinese: single Han characters and any Latin words). */
  readonly tokens: readonly string[];
  /** Each token's id in the language's word table: later passes compare numbers, not strings. */
  readonly ids: readonly number[];
  readonly table: WordTable;
  readonly tokenStarts: readonly number[];
  readonly sentences: readonly Sentence[];
  readonly paragraphs: readonly Paragraph[];
}

const LINE_BREAK = /\r\n?/g;
const BLANK_LINE = /\n[ \t]*\n/;
/*
 * Where a sentence ends. Groups: 1 a blank line (also ends the paragraph), 2 a line break,
 * 3 Latin end punctuation followed by a space or the end (so `3.5`, `e.g.x` and `site.com` do
 * not end a sentence), 4 Chinese end punctuation, which needs no space after it.
 */
const CLOSERS = `["'”’»)\\]」』）]*`;
const BOUNDARY = new RegExp(
  `(\\n[ \\t]*\\n\\s*)|(\\n)|([.!?…]+${CLOSERS}(?=\\s|$))|([。！？]+${CLOSERS}|[!?]+${CLOSERS}(?=\\p{Script=Han}))`,
  'gu',
);

export function tokenizeScript(text: string, profile: LanguageProfile): ScriptTokens {
  const { chinese } = profile;
  const table = wordTableOf(profile);
  const original = text.replace(LINE_BREAK, '\n');
  const lower = original.toLowerCase();
  // Without any blank line, each line is a paragraph (scripts typed with single line breaks).
  const linesAreParagraphs = !BLANK_LINE.test(lower);
  BOUNDARY.lastIndex = 0;

  const tokens: string[] = [];
  const tokenStarts: number[] = [];
  const ids: number[] = [];
  const sentences: Sentence[] = [];
  const paragraphs: Paragraph[] = [];
  let sentenceStart = 0;
  let sentenceFirstToken = 0;
  let paragraphStart = 0;
  let paragraphFirstSentence = 0;
  let paragraphFirstToken = 0;

  const closeParagraph = (end: number) => {
    const sentenceCount = sentences.length - paragraphFirstSentence;
    if (sentenceCount > 0) {
      paragraphs.push({
        start: paragraphStart,
        end,
        firstSentence: paragraphFirstSentence,
        sentenceCount,
        tokenCount: tokens.length - paragraphFirstToken,
      });
    }
    paragraphFirstSentence = sentences.length;
    paragraphFirstToken = tokens.length;
  };

  const closeSentence = (boundary: RegExpExecArray | null) => {
    const end = boundary ? boundary.index + boundary[0].length : lower.length;
    const tokenCount = tokens.length - sentenceFirstToken;
    if (tokenCount > 0) {
      const mark = boundary?.[3] ?? boundary?.[4] ?? '';
      sentences.push({
        start: sentenceStart,
        end,
        firstToken: sentenceFirstToken,
        tokenCount,
        paragraph: paragraphs.length,
        question: mark.includes('?') || mark.includes('？'),
        exclamation: mark.includes('!') || mark.includes('！'),
      });
    }
    if (!boundary || boundary[1] !== undefined || (linesAreParagraphs && boundary[2])) {
      closeParagraph(end);
      paragraphStart = end;
    }
    sentenceStart = end;
    sentenceFirstToken = tokens.length;
  };

  const addToken = (start: number, end: number) => {
    const id = idOfWord(table, lower, start, end, profile);
    tokens.push(table.words[id]!);
    ids.push(id);
    tokenStarts.push(start);
  };

  // Words as `measureLength` counts them; in Chinese every Han character is a word of its own.
  let boundary = BOUNDARY.exec(lower);
  let i = 0;
  while (i < lower.length) {
    const found = charClassAt(lower, i);
    const han = chinese && (found & HAN_CHAR) !== 0;
    if (!han && (found & WORD_CHAR) === 0) {
      i += widthOf(found);
      continue;
    }
    const start = i;
    i = han ? i + widthOf(found) : wordEndAt(lower, i, chinese);
    while (boundary && boundary.index < start) {
      closeSentence(boundary);
      boundary = BOUNDARY.exec(lower);
    }
    addToken(start, i);
  }
  while (boundary) {
    closeSentence(boundary);
    boundary = BOUNDARY.exec(lower);
  }
  closeSentence(null);
  return {
    lower,
    original: original.length === lower.length ? original : lower,
    tokens,
    ids,
    table,
    tokenStarts,
    sentences,
    paragraphs,
  };
}
