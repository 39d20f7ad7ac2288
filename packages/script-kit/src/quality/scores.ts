import { HOOK_MAX_WORDS, PAYOFF_BY_SHARE } from '../short-form';
import type { ScriptFeatures } from './features';

/**
 * Every score is 10 × a weighted mean of signals, each signal a 0–1 value computed from the
 * measured features by one of two scales below. Word thresholds are in spoken words; Chinese
 * lengths are divided by `unitsPerWord` (5/3 characters per word) before they are compared.
 */

export const SCORE_NAMES = [
  'structure',
  'engagement',
  'readability',
  'emotional_tone',
  'clarity',
  'seo_optimization',
  'rhythm',
] as const;
export type ScoreName = (typeof SCORE_NAMES)[number];

/** How much each score counts in `total_score`. */
export const SCORE_WEIGHTS: Record<ScoreName, number> = {
  structure: 0.2,
  engagement: 0.2,
  readability: 0.15,
  clarity: 0.15,
  emotional_tone: 0.1,
  seo_optimization: 0.1,
  rhythm: 0.1,
};

export type SignalName =
  | 'hook'
  | 'callToAction'
  | 'paragraphs'
  | 'paragraphLength'
  | 'address'
  | 'questions'
  | 'exclamations'
  | 'sentenceLength'
  | 'longWords'
  | 'longSentences'
  | 'emotion'
  | 'repetition'
  | 'keyPoints'
  | 'topicCoverage'
  | 'topicOpening'
  | 'topicDensity'
  | 'topicPhrase'
  | 'sentenceVariety'
  | 'shortSentences'
  | 'hookLength'
  | 'payoff'
  | 'noGreeting';

export interface ScoreComponent {
  readonly score: ScoreName;
  readonly signal: SignalName;
  readonly weight: number;
  /** 0–1. */
  readonly value: number;
}

/** How far filler pulled a score down: `score = undamped × factor`. */
export interface FillerDamping {
  readonly score: ScoreName;
  /** 0–10, before the damping. */
  readonly undamped: number;
  /** `FILLER_FLOOR`–1. */
  readonly factor: number;
}

export interface ScoreBreakdown {
  /** 0–10, unrounded. */
  readonly scores: Record<ScoreName, number>;
  readonly total: number;
  readonly signals: Record<SignalName, number>;
  readonly components: readonly ScoreComponent[];
  readonly damping: readonly FillerDamping[];
}

/** Topic words per 100 words above which a script reads as keyword stuffing. */
export const TOPIC_DENSITY_HIGH = 6;
/** Times a minute the whole topic phrase can be said before it reads as filler. */
export const TOPIC_PHRASE_PER_MINUTE = 2;

/**
 * Filler — the same phrases again and again, the title said over and over — is not one weakness
 * among others: nobody stays engaged with it or finds it easy to follow, however well the
 * sentences are built. So these scores are multiplied by a factor that falls from 1 (no filler)
 * to `FILLER_FLOOR` as the weaker of the two filler signals falls to 0.
 */
const FILLER_DAMPED: readonly ScoreName[] = ['engagement', 'readability'];
const FILLER_SIGNALS = ['repetition', 'topicPhrase'] as const;
export const FILLER_FLOOR = 0.4;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** 0 at `zero`, 1 at `full`, linear between (either direction), clamped. */
export const scale = (value: number, zero: number, full: number) =>
  clamp01((value - zero) / (full - zero));
/** 1 inside [low, high], falling linearly to 0 at `below` under it and `above` over it. */
export const within = (value: number, low: number, high: number, below: number, above: number) =>
  value < low ? clamp01(1 - (low - value) / below) : clamp01(1 - Math.max(0, value - high) / above);

/** Occurrences per 100 spoken words. */
export const per100Words = (count: number, features: ScriptFeatures) =>
  features.length === 0 ? 0 : (count / (features.length / features.unitsPerWord)) * 100;

/** Whole-topic-phrase mentions per spoken minute (a script under a minute counts as one). */
export const topicPhrasePerMinute = (features: ScriptFeatures) =>
  features.topicPhraseMentions / Math.max(1, features.spokenMinutes);

function signalsOf(f: ScriptFeatures): Record<SignalName, number> {
  const perWord = (units: number) => units / f.unitsPerWord;
  const sentenceShare = (count: number) => (f.sentenceCount === 0 ? 0 : count / f.sentenceCount);
  const variation = f.meanSentenceLength === 0 ? 0 : f.sentenceLengthStdDev / f.meanSentenceLength;
  return {
    hook: f.hook ? 1 : 0,
    callToAction: f.callToAction ? 1 : 0,
    // From one block of text (0) to four sections or more (1).
    paragraphs: scale(f.paragraphCount, 1, 4),
    // Sections of 20–120 words; 0 at 5 words or 270 (a wall of text).
    paragraphLength: within(perWord(f.meanParagraphLength), 20, 120, 15, 150),
    // "You" 2.5 times per 100 words or more.
    address: scale(per100Words(f.secondPersonCount, f), 0, 2.5),
    // One sentence in ten a question.
    questions: scale(sentenceShare(f.questionCount), 0, 0.1),
    // One sentence in about seventeen an exclamation.
    exclamations: scale(sentenceShare(f.exclamationCount), 0, 0.06),
    // A mean of 8–18 words; 0 at 1 word or 32.
    sentenceLength: within(perWord(f.meanSentenceLength), 8, 18, 7, 14),
    // Long words: fine up to 12%, 0 at 30%.
    longWords: f.longWordShare === null ? 1 : scale(f.longWordShare, 0.3, 0.12),
    // Sentences over 25 words: fine up to 10%, 0 at 40%.
    longSentences: scale(f.longSentenceShare, 0.4, 0.1),
    // 1.2 emotional words per 100 words or more.
    emotion: scale(per100Words(f.emotionalWordCount, f), 0, 1.2),
    // Repeated phrases: fine up to 4%, 0 at 15%.
    repetition: scale(f.repetitionRatio, 0.15, 0.04),
    keyPoints: f.keyPointCoverage ?? 1,
    // The topic in 60% of the sections or more; 0 at 20%.
    topicCoverage: scale(f.topicCoverage, 0.2, 0.6),
    topicOpening: f.topicInOpening ? 1 : 0,
    // Topic words 0.8–6 times per 100 words; 0 at none or 10 (keyword stuffing).
    topicDensity: within(per100Words(f.topicMentions, f), 0.8, TOPIC_DENSITY_HIGH, 0.8, 4),
    // The whole topic phrase at most twice a minute; 0 at four times a minute.
    topicPhrase: scale(
      topicPhrasePerMinute(f),
      2 * TOPIC_PHRASE_PER_MINUTE,
      TOPIC_PHRASE_PER_MINUTE,
    ),
    // Coefficient of variation of sentence length 0.35–0.9; 0 at 0.05 (monotone) or 1.2.
    sentenceVariety: within(variation, 0.35, 0.9, 0.3, 0.3),
    // One sentence in eight of 6 words or fewer.
    shortSentences: scale(f.shortSentenceShare, 0, 0.12),
    // Shorts: the hook said in 3 s (8 words) or less; 0 at twice that.
    hookLength:
      f.hookLength === 0 ? 0 : scale(perWord(f.hookLength), 2 * HOOK_MAX_WORDS, HOOK_MAX_WORDS),
    // Shorts: the payoff starts by 75% of the script; 0 at 95% (or when there is none).
    payoff: f.payoffShare === null ? 0 : scale(f.payoffShare, 0.95, PAYOFF_BY_SHARE),
    // Shorts: no "hello and welcome" before the hook.
    noGreeting: f.greeting ? 0 : 1,
  };
}

/** Which signals make each score, and their weights (summing to 1 per score). */
function recipeOf(f: ScriptFeatures): Record<ScoreName, Partial<Record<SignalName, number>>> {
  return {
    // A Short has no sections to count: its structure is a quick hook, a payoff in time, one line
    // of call to action, and no greeting in the way.
    structure:
      f.form === 'short'
        ? { hookLength: 0.35, payoff: 0.35, callToAction: 0.15, noGreeting: 0.15 }
        : { hook: 0.3, callToAction: 0.25, paragraphs: 0.25, paragraphLength: 0.2 },
    engagement: { address: 0.4, questions: 0.3, hook: 0.2, callToAction: 0.1 },
    readability:
      f.longWordShare === null
        ? { sentenceLength: 0.5, longSentences: 0.5 }
        : { sentenceLength: 0.5, longWords: 0.3, longSentences: 0.2 },
    emotional_tone: { emotion: 0.7, exclamations: 0.3 },
    clarity:
      f.keyPointCoverage === null
        ? { repetition: 0.55, longSentences: 0.45 }
        : { repetition: 0.4, longSentences: 0.3, keyPoints: 0.3 },
    seo_optimization: { topicCoverage: 0.5, topicOpening: 0.25, topicDensity: 0.25 },
    rhythm: { sentenceVariety: 0.6, shortSentences: 0.4 },
  };
}

const fillerFactorOf = (signals: Record<SignalName, number>) =>
  FILLER_FLOOR + (1 - FILLER_FLOOR) * Math.min(...FILLER_SIGNALS.map((signal) => signals[signal]));

/** Scores the features; an empty script scores 0 everywhere. */
export function scoreFeatures(features: ScriptFeatures): ScoreBreakdown {
  const signals = signalsOf(features);
  const recipe = recipeOf(features);
  const empty = features.length === 0;
  const components: ScoreComponent[] = [];
  const damping: FillerDamping[] = [];
  const factor = fillerFactorOf(signals);
  const scores = {} as Record<ScoreName, number>;
  let total = 0;
  for (const score of SCORE_NAMES) {
    let sum = 0;
    for (const [signal, weight] of Object.entries(recipe[score]) as [SignalName, number][]) {
      const value = empty ? 0 : signals[signal];
      components.push({ score, signal, weight, value });
      sum += weight * value;
    }
    scores[score] = 10 * sum;
    if (FILLER_DAMPED.includes(score)) {
      damping.push({ score, undamped: scores[score], factor });
      scores[score] *= factor;
    }
    total += SCORE_WEIGHTS[score] * scores[score];
  }
  return { scores, total, signals, components, damping };
}

/**
 * The points of `total_score` a script would gain if a signal were perfect: the sum, over the
 * scores it feeds, of score weight × signal weight × (1 − value) × 10 (times the filler factor
 * where filler damps the score); and for the filler signals, what lifting the damping would give
 * back, shared between them by how far each falls short.
 */
export function impactOf(breakdown: ScoreBreakdown): Map<SignalName, number> {
  const impact = new Map<SignalName, number>();
  const add = (signal: SignalName, gain: number) =>
    impact.set(signal, (impact.get(signal) ?? 0) + gain);
  const factorOf = new Map(breakdown.damping.map(({ score, factor }) => [score, factor]));
  for (const { score, signal, weight, value } of breakdown.components) {
    add(signal, SCORE_WEIGHTS[score] * weight * (1 - value) * 10 * (factorOf.get(score) ?? 1));
  }
  const shortfalls = FILLER_SIGNALS.map((signal) => 1 - breakdown.signals[signal]);
  const shortfall = shortfalls.reduce((sum, value) => sum + value, 0);
  if (shortfall > 0) {
    for (const { score, undamped, factor } of breakdown.damping) {
      const gain = SCORE_WEIGHTS[score] * undamped * (1 - factor);
      FILLER_SIGNALS.forEach((signal, index) =>
        add(signal, (gain * shortfalls[index]!) / shortfall),
      );
    }
  }
  return impact;
}
