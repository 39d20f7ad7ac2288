import type { LanguageProfile } from './language-profiles';
import type { ScriptTokens } from './tokenize-script';

/**
 * A word of the topic or of a key point, and how a script's words are matched against it:
 * word languages match a stem at the start of a word (so "roast" finds "roasted" and "обжар"
 * finds "обжарки"); Chinese matches a two-character word (a bigram of Han characters).
 */
export interface Term {
  /** Shown to the user: the topic's word, or the Chinese phrase the bigram came from. */
  readonly label: string;
  readonly stem: string;
  /** Very short words (≤ 3 letters) must match whole. */
  readonly exact: boolean;
  /** A two-character Chinese bigram, matched across two tokens. */
  readonly han: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
/** Function characters: a bigram with one of them is rarely a topic word. */
const CHINESE_FUNCTION = new Set(
  '的了是在和与及或把被让给对从向为我你他她它们这那有就都也很不要会能说上下中来去到着过吗呢吧啊可以一个'.split(
    '',
  ),
);

/** Enough for a topic's words; Chinese needs more, as each word yields one or more bigrams. */
const MAX_TERMS = 6;
const MAX_TERMS_CHINESE = 10;

/**
 * The stem a word is matched by: whole up to 4 letters, 4 letters of a 5-letter word, otherwise
 * the word less its last 3 letters, kept between 5 and 8 letters ("roasting" → "roast",
 * "photography" → "photogra", "camera" → "camer").
 */
export function stemOf(word: string): string {
  if (word.length <= 4) return word;
  if (word.length === 5) return word.slice(0, 4);
  return word.slice(0, Math.min(8, Math.max(5, word.length - 3)));
}

const wordTerm = (word: string): Term => ({
  label: word,
  stem: stemOf(word),
  exact: word.length <= 3,
  han: false,
});

/** The content words of a topic or key point (at most six; ten bigrams for Chinese). */
export function termsOf(text: string, profile: LanguageProfile): Term[] {
  const lower = text.toLowerCase();
  const terms = new Map<string, Term>();
  const limit = profile.chinese ? MAX_TERMS_CHINESE : MAX_TERMS;
  const add = (term: Term) => {
    if (terms.size < limit && !terms.has(term.stem)) terms.set(term.stem, term);
  };
  if (profile.chinese) {
    let rest = lower;
    for (const stopWord of profile.lexicons.stopWords) rest = rest.replaceAll(stopWord, ' ');
    for (const [run] of rest.matchAll(HAN_RUN)) {
      for (let i = 0; i + 1 < run.length; i += 1) {
        add({ label: run, stem: run.slice(i, i + 2), exact: true, han: true });
      }
    }
  }
  // Latin words, also inside a Chinese topic ("iPhone 摄影").
  const latin = profile.chinese ? lower.replace(HAN_RUN, ' ') : lower;
  for (const [word] of latin.matchAll(WORD)) {
    if (word.length >= 3 && !profile.isStopWord(word)) add(wordTerm(word));
  }
  return [...terms.values()];
}

/**
 * A script's own main words when no topic is given: the three most frequent content words of
 * four letters or more (Chinese: bigrams of Han characters) that occur at least twice, the
 * earlier first on a tie.
 */
export function inferTerms(script: ScriptTokens, profile: LanguageProfile): Term[] {
  const { ids } = script;
  const { words } = script.table;
  const counts = new Map<number, number>();
  if (profile.chinese) {
    // Bigrams of Han characters keyed by their two ids (each below 2^21); no function characters.
    const eligible = (id: number) => {
      const token = words[id]!;
      return token.length === 1 && HAN.test(token) && !CHINESE_FUNCTION.has(token);
    };
    for (const sentence of script.sentences) {
      const end = sentence.firstToken + sentence.tokenCount - 1;
      for (let i = sentence.firstToken; i < end; i += 1) {
        const a = ids[i]!;
        const b = ids[i + 1]!;
        if (eligible(a) && eligible(b)) {
          const key = a * ID_BASE + b;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    }
  } else {
    for (const id of ids) {
      const word = words[id]!;
      if (word.length >= 4 && !profile.isStopWord(word)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const labelOf = (key: number) =>
    profile.chinese ? words[Math.floor(key / ID_BASE)]! + words[key % ID_BASE]! : words[key]!;
  return [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key]) => {
      const label = labelOf(key);
      return profile.chinese ? { label, stem: label, exact: true, han: true } : wordTerm(label);
    });
}

const ID_BASE = 2 ** 21;

/** Finds which term, if any, starts at a token: by the token's first three letters, then stem. */
export interface TermIndex {
  readonly terms: readonly Term[];
  /** The term matched at `tokens[i]` (a Chinese bigram also needs `tokens[i + 1]`), or -1. */
  matchAt(tokens: readonly string[], i: number, end: number): number;
  /**
   * Like `matchAt`, but remembers by word id what a token can start: topic and key points stay
   * the same from keystroke to keystroke, and so do most words.
   */
  matchToken(script: ScriptTokens, i: number, end: number): number;
}

/** Memo values by word id: 0 not looked up yet, 1 no term, -1 Chinese candidates, else term + 2. */
const NOT_LOOKED_UP = 0;
const NO_TERM = 1;
const HAN_CANDIDATES = -1;

export function indexTerms(terms: readonly Term[]): TermIndex {
  const byPrefix = new Map<string, number[]>();
  terms.forEach((term, id) => {
    const key = term.han ? term.stem[0]! : term.stem.slice(0, 3);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), id]);
  });
  const matchAt = (tokens: readonly string[], i: number, end: number) => {
    const token = tokens[i]!;
    const candidates = byPrefix.get(token.length === 1 ? token : token.slice(0, 3));
    if (candidates === undefined) return -1;
    for (const id of candidates) {
      const term = terms[id]!;
      if (term.han) {
        if (i + 1 < end && tokens[i + 1] === term.stem[1]) return id;
      } else if (term.exact ? token === term.stem : token.startsWith(term.stem)) {
        return id;
      }
    }
    return -1;
  };
  const lookUp = (word: string) => {
    const candidates = byPrefix.get(word.length === 1 ? word : word.slice(0, 3));
    if (candidates === undefined) return NO_TERM;
    if (candidates.some((id) => terms[id]!.han)) return HAN_CANDIDATES;
    return matchAt([word], 0, 1) + 2;
  };
  let memo = new Int32Array(0);
  let generation = -1;
  return {
    terms,
    matchAt,
    matchToken(script, i, end) {
      const { table } = script;
      const id = script.ids[i]!;
      if (generation !== table.generation || memo.length <= id) {
        const grown = new Int32Array(Math.max(1024, table.words.length * 2));
        if (generation === table.generation) grown.set(memo);
        memo = grown;
        generation = table.generation;
      }
      let known = memo[id]!;
      if (known === NOT_LOOKED_UP) known = memo[id] = lookUp(table.words[id]!);
      if (known === HAN_CANDIDATES) return matchAt(script.tokens, i, end);
      return known - 2;
    },
  };
}
