import type { LanguageProfile } from './language-profiles';
import type { ScriptTokens } from './tokenize-script';
import { indexTerms, inferTerms, termsOf, type Term, type TermIndex } from './topic-terms';

export interface TopicCoverage {
  /** The topic's words as shown to the user (or the script's own main words, if inferred). */
  readonly terms: readonly string[];
  readonly inferred: boolean;
  /** Mentions of any topic word. */
  readonly mentions: number;
  /** Paragraphs (sections) with at least one mention. */
  readonly sectionsCovered: number;
  /** Whether the first two sentences mention the topic. */
  readonly inOpening: boolean;
}

export interface KeyPointCoverage {
  /** Key points with at least one content word (the others cannot be checked). */
  readonly total: number;
  readonly covered: number;
  readonly missing: readonly string[];
}

const OPENING_SENTENCES = 2;

/**
 * Calls `onMatch` for every term occurrence, walking sentence by sentence.
 */
function scanTerms(
  script: ScriptTokens,
  index: TermIndex,
  onMatch: (termId: number, sentence: number, paragraph: number) => void,
): void {
  if (index.terms.length === 0) return;
  script.sentences.forEach((sentence, sentenceIndex) => {
    const end = sentence.firstToken + sentence.tokenCount;
    for (let i = sentence.firstToken; i < end; i += 1) {
      const id = index.matchToken(script, i, end);
      if (id === -1) continue;
      onMatch(id, sentenceIndex, sentence.paragraph);
      if (index.terms[id]!.han) i += 1;
    }
  });
}

const labelsOf = (terms: readonly Term[]) => [...new Set(terms.map((term) => term.label))];

export function measureTopicCoverage(
  tokens: ScriptTokens,
  topic: string,
  profile: LanguageProfile,
): TopicCoverage {
  const given = cached(`${profile.language}\u0000${topic}`, () => {
    const terms = termsOf(topic, profile);
    return { terms, index: indexTerms(terms) };
  });
  const inferred = given.terms.length === 0;
  const terms = inferred ? inferTerms(tokens, profile) : given.terms;
  const index = inferred ? indexTerms(terms) : given.index;
  const covered = new Set<number>();
  let mentions = 0;
  let inOpening = false;
  scanTerms(tokens, index, (_id, sentence, paragraph) => {
    mentions += 1;
    covered.add(paragraph);
    if (sentence < OPENING_SENTENCES) inOpening = true;
  });
  return { terms: labelsOf(terms), inferred, mentions, sectionsCovered: covered.size, inOpening };
}

/**
 * A key point counts as covered when at least half of its content words (Chinese: bigrams)
 * appear somewhere in the script.
 */
export function measureKeyPointCoverage(
  tokens: ScriptTokens,
  keyPoints: readonly string[],
  profile: LanguageProfile,
): KeyPointCoverage {
  const { points, all, index } = cached(
    `${profile.language}\u0001${keyPoints.join('\u0002')}`,
    () => {
      const points = keyPoints
        .map((point) => ({ point: point.trim(), terms: termsOf(point, profile) }))
        .filter(({ terms }) => terms.length > 0);
      const all = points.flatMap(({ terms }) => terms);
      return { points, all, index: indexTerms(all) };
    },
  );
  const found = new Set<string>();
  scanTerms(tokens, index, (id) => found.add(all[id]!.stem));
  const missing = points
    .filter(({ terms }) => {
      const hits = terms.filter((term) => found.has(term.stem)).length;
      return hits < Math.ceil(terms.length / 2);
    })
    .map(({ point }) => point);
  return { total: points.length, covered: points.length - missing.length, missing };
}

/*
 * The topic and key points rarely change between keystrokes, so their terms and indexes are kept
 * for the last few seen. Purely a speed-up: the result is the same with or without it.
 */
const cache = new Map<string, unknown>();
const CACHE_SIZE = 32;

function cached<T>(key: string, compute: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}
