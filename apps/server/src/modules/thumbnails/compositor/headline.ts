import { CJK_REQUEST_PREFIX, CJK_REQUEST_SUFFIX, isStopWord } from './headline-words';

const MAX_WORDS = 6;
/** Beyond this many characters a headline stops reading at thumbnail size; weaker words go. */
const MAX_CHARACTERS = 36;
/** A CJK headline is a short leading phrase: 12 characters fill three lines at a strong size. */
const MAX_CJK_CHARACTERS = 12;
/** A "word" longer than this (a URL, a key mash) is cut: it could not be read at any size. */
const MAX_WORD_CHARACTERS = 24;

const CJK_CHARACTERS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const LETTERS = /\p{L}/gu;
/** Quoted text in the idea is the title the user meant: `text "EPIC WIN"`, «ПОБЕДА», 「胜利」. */
const QUOTED = /["“”«„「『]([^"“”«»「」『』]{1,80})["“”»」』]/u;
const CJK_CLAUSE_BREAK = /[，。！？、；：,.!?;:\s「」『』“”"'（）()【】《》…—-]+/u;

interface Candidate {
  word: string;
  index: number;
  score: number;
}

/** Strips the punctuation around a word, keeping `$5`, `#1`, `50%` and `C++` whole. */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((raw) => raw.replace(/^[^\p{L}\p{N}$#€£¥]+/u, '').replace(/[^\p{L}\p{N}%+]+$/u, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => [...word].slice(0, MAX_WORD_CHARACTERS).join(''));
}

/** How much a word carries: numbers, names (capitals) and long words first, earlier words ahead. */
function scoreOf(word: string, index: number, afterNumber: boolean): number {
  let score = Math.min([...word].length, 10) * 0.3 - index * 0.05;
  if (/\p{N}/u.test(word)) score += 3;
  if (afterNumber) score += 1.5; // "100 DAYS", "5 TIPS": the number's noun belongs with it
  if ([...word].length > 1 && word === word.toUpperCase() && word !== word.toLowerCase())
    score += 2;
  else if (index > 0 && /^\p{Lu}/u.test(word)) score += 1;
  return score;
}

function strongestWords(words: string[]): string[] {
  const candidates: Candidate[] = [];
  words.forEach((word, index) => {
    if (isStopWord(word)) return;
    if (candidates.some((other) => other.word.toLowerCase() === word.toLowerCase())) return;
    const afterNumber = index > 0 && /\p{N}/u.test(words[index - 1]!);
    candidates.push({ word, index, score: scoreOf(word, index, afterNumber) });
  });
  // Nothing but stop words ("how to"): they are all the idea says.
  if (candidates.length === 0)
    return [...new Map(words.map((word) => [word.toLowerCase(), word])).values()].slice(0, 3);
  const kept = [...candidates].sort((a, b) => b.score - a.score).slice(0, MAX_WORDS);
  const length = () => kept.reduce((total, { word }) => total + [...word].length + 1, -1);
  while (kept.length > 2 && length() > MAX_CHARACTERS) kept.pop();
  return kept.sort((a, b) => a.index - b.index).map(({ word }) => word);
}

/** The leading phrase of a CJK idea, without the request around it. */
function leadingPhrase(text: string): string {
  const clauses = text
    .split(CJK_CLAUSE_BREAK)
    .map((clause) => clause.replace(CJK_REQUEST_PREFIX, '').replace(CJK_REQUEST_SUFFIX, ''))
    .map((clause) => clause.replace(/^(?:关于|有关)/u, '').trim())
    .filter((clause) => /[\p{L}\p{N}]/u.test(clause));
  const phrase = clauses[0] ?? '';
  return [...phrase].slice(0, MAX_CJK_CHARACTERS).join('');
}

function isMostlyCjk(text: string): boolean {
  const cjk = text.match(CJK_CHARACTERS)?.length ?? 0;
  const letters = text.match(LETTERS)?.length ?? 0;
  return cjk > 0 && cjk * 2 >= letters;
}

/**
 * The headline a thumbnail shows when the user gave none: the strongest 2–6 words of the idea
 * (stop words and "make a thumbnail" phrasing dropped, numbers kept), or for Chinese and
 * Japanese, which have no spaces, a short leading phrase. Upper-cased where the script has case;
 * '' when the idea has no words at all.
 */
export function headlineFrom(description: string): string {
  const text = description.normalize('NFC').replace(/\s+/g, ' ').trim();
  const quoted = QUOTED.exec(text)?.[1]?.trim();
  if (quoted && /[\p{L}\p{N}]/u.test(quoted)) {
    // The user's own words: kept as written, only cut to length.
    const title = isMostlyCjk(quoted)
      ? [...quoted].slice(0, MAX_CJK_CHARACTERS).join('')
      : wordsOf(quoted).slice(0, MAX_WORDS).join(' ');
    return title.toUpperCase();
  }
  if (isMostlyCjk(text)) return leadingPhrase(text).toUpperCase();
  return strongestWords(wordsOf(text)).join(' ').toUpperCase();
}
