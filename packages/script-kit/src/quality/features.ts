import { formOf, type ScriptDuration, type ScriptForm, type ScriptLanguage } from '../options';
import { lengthUnitOf, spokenMinutesOfLength, type LengthUnit } from '../word-budget';
import { profileOf, WORD_CLASS } from './language-profiles';
import { measureRepetition } from './repetition';
import { spokenText } from '../script-cues';
import { lengthStats } from './sentence-stats';
import { countTopicPhrase } from './topic-phrase';
import { tokenizeScript } from './tokenize-script';
import { measureKeyPointCoverage, measureTopicCoverage } from './topic-coverage';

export interface ScriptContext {
  readonly language: ScriptLanguage;
  readonly topic?: string;
  readonly keyPoints?: readonly string[];
  /** The chosen duration: a short-form one (15–90 s) is scored as a Short. */
  readonly duration?: ScriptDuration;
}

/** What the analyzer measured, every score and recommendation is computed from these. */
export interface ScriptFeatures {
  readonly language: ScriptLanguage;
  /** Long videos are scored on their sections, Shorts on their hook and payoff. */
  readonly form: ScriptForm;
  /** Words, or characters for Chinese; all lengths below are in this unit. */
  readonly lengthUnit: LengthUnit;
  readonly length: number;
  /** Length units per spoken word: 1, or 5/3 characters for Chinese (thresholds scale by it). */
  readonly unitsPerWord: number;
  readonly spokenMinutes: number;
  /** Paragraphs (sections): blocks between blank lines, or lines when there are none. */
  readonly paragraphCount: number;
  readonly meanParagraphLength: number;
  readonly sentenceCount: number;
  readonly meanSentenceLength: number;
  readonly sentenceLengthStdDev: number;
  /** The 25th and 75th percentile of sentence length: where most sentences fall. */
  readonly typicalSentenceLength: readonly [number, number];
  readonly shortestSentence: number;
  readonly longestSentence: number;
  /** Sentences over 25 words (42 characters for Chinese). */
  readonly longSentenceShare: number;
  /** Sentences of 6 words or fewer (10 characters for Chinese). */
  readonly shortSentenceShare: number;
  /** Words over the language's long-word length; `null` for Chinese (sentence length instead). */
  readonly longWordShare: number | null;
  readonly longWordLetters: number | null;
  readonly questionCount: number;
  readonly exclamationCount: number;
  readonly secondPersonCount: number;
  readonly emotionalWordCount: number;
  /** The first two sentences hold a question, an exclamation, a number or a "you". */
  readonly hook: boolean;
  /** The first sentence's length: a Short's hook is said in 3 seconds or less. */
  readonly hookLength: number;
  readonly hookSeconds: number;
  /** A greeting ("hello and welcome") in the first two sentences. */
  readonly greeting: boolean;
  /**
   * Where the payoff starts, in spoken seconds and as a share of the script: the first sentence
   * after the hook that delivers ("here's why", "the trick is"), else the last one before the call
   * to action; `null` for a script of one sentence.
   */
  readonly payoffSeconds: number | null;
  readonly payoffShare: number | null;
  /** The payoff was found by its words, not only by its place. */
  readonly payoffMarked: boolean;
  /** A call-to-action phrase in the closing sentences (the last fifth, at least three). */
  readonly callToAction: boolean;
  readonly callToActionPhrase: string | null;
  /** Share of word trigrams (Chinese: 5-character runs) repeating an earlier one. */
  readonly repetitionRatio: number;
  readonly mostRepeatedPhrase: string | null;
  readonly topicTerms: readonly string[];
  /** No topic was given: the terms are the script's own most frequent words. */
  readonly topicInferred: boolean;
  readonly topicMentions: number;
  readonly topicSectionsCovered: number;
  /** Share of paragraphs mentioning the topic. */
  readonly topicCoverage: number;
  readonly topicInOpening: boolean;
  /** The topic as a phrase (three words or more; Chinese four characters), or `null`. */
  readonly topicPhrase: string | null;
  /** Times the whole topic phrase is said, word for word. */
  readonly topicPhraseMentions: number;
  readonly keyPointCount: number;
  readonly keyPointsCovered: number;
  /** Share of key points the script mentions; `null` without key points. */
  readonly keyPointCoverage: number | null;
  readonly missingKeyPoints: readonly string[];
}

const OPENING_SENTENCES = 2;
const CLOSING_SHARE = 0.2;
const CLOSING_MIN_SENTENCES = 3;
const LONG_SENTENCE_WORDS = 25;
const SHORT_SENTENCE_WORDS = 6;
const DIGIT = /\p{Nd}/u;

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * Measures a script: one tokenizing scan, then walks over the token and sentence arrays. Only
 * what is said counts: `[cues]` for the creator are taken out first.
 */
export function measureScriptFeatures(text: string, context: ScriptContext): ScriptFeatures {
  const profile = profileOf(context.language);
  const script = tokenizeScript(spokenText(text), profile);
  const { tokens, ids, sentences, paragraphs, lower, original, tokenStarts } = script;

  const sentenceLengths = sentences.map((sentence) => sentence.tokenCount);
  const stats = lengthStats(sentenceLengths);
  const longSentence = LONG_SENTENCE_WORDS * profile.unitsPerWord;
  const shortSentence = SHORT_SENTENCE_WORDS * profile.unitsPerWord;
  let longSentences = 0;
  let shortSentences = 0;
  let questions = 0;
  let exclamations = 0;
  for (const sentence of sentences) {
    if (sentence.tokenCount > longSentence) longSentences += 1;
    if (sentence.tokenCount <= shortSentence) shortSentences += 1;
    if (sentence.question) questions += 1;
    if (sentence.exclamation) exclamations += 1;
  }

  const openingSentences = sentences.slice(0, OPENING_SENTENCES);
  const openingEnd = openingSentences.at(-1)?.end ?? 0;
  const openingTokens = openingSentences.reduce((sum, sentence) => sum + sentence.tokenCount, 0);
  const opening = lower.slice(0, openingEnd);

  let longWords = 0;
  let secondPerson = 0;
  let emotional = 0;
  let openingAddress = false;
  if (profile.chinese) {
    secondPerson = lower.match(profile.secondPersonPattern!)?.length ?? 0;
    emotional = lower.match(profile.emotionalPattern!)?.length ?? 0;
    openingAddress = opening.search(profile.secondPersonPattern!) !== -1;
  } else {
    // Words were classified when they entered the word table; here the flags are only read.
    const classes = script.table.flags;
    for (let i = 0; i < ids.length; i += 1) {
      const flags = classes[ids[i]!]!;
      if (flags === 0) continue;
      if (flags & WORD_CLASS.long) longWords += 1;
      if (flags & WORD_CLASS.emotional) emotional += 1;
      const start = tokenStarts[i]!;
      if (
        flags & WORD_CLASS.secondPerson ||
        (flags & WORD_CLASS.secondPersonIfCapitalized &&
          original.charCodeAt(start) !== lower.charCodeAt(start))
      ) {
        secondPerson += 1;
        if (i < openingTokens) openingAddress = true;
      }
    }
  }
  const hook =
    openingSentences.some((sentence) => sentence.question || sentence.exclamation) ||
    openingAddress ||
    DIGIT.test(opening);

  const closingCount = Math.max(CLOSING_MIN_SENTENCES, Math.ceil(sentences.length * CLOSING_SHARE));
  const closingStart = sentences[Math.max(0, sentences.length - closingCount)]?.start ?? 0;
  const callToActionPhrase = profile.callToAction.exec(lower.slice(closingStart))?.[0] ?? null;

  const greeting = profile.greeting.test(opening);
  const sentenceText = (index: number) =>
    lower.slice(sentences[index]!.start, sentences[index]!.end);
  const isCallToAction = (index: number) => profile.callToAction.test(sentenceText(index));
  let payoff = -1;
  for (let i = 1; i < sentences.length && payoff === -1; i += 1) {
    if (!isCallToAction(i) && profile.payoff.test(sentenceText(i))) payoff = i;
  }
  const payoffMarked = payoff !== -1;
  for (let i = sentences.length - 1; i >= 1 && payoff === -1; i -= 1) {
    if (!isCallToAction(i)) payoff = i;
  }
  const secondsOf = (length: number) => spokenMinutesOfLength(length, context.language) * 60;
  const payoffStart = payoff === -1 ? null : sentences[payoff]!.firstToken;

  const repetition = measureRepetition(script, profile.chinese);
  const topic = measureTopicCoverage(script, context.topic ?? '', profile);
  const keyPoints = measureKeyPointCoverage(script, context.keyPoints ?? [], profile);
  const topicPhrase = countTopicPhrase(script, context.topic ?? '', profile);

  return {
    language: context.language,
    form: formOf(context.duration),
    lengthUnit: lengthUnitOf(context.language),
    length: tokens.length,
    unitsPerWord: profile.unitsPerWord,
    spokenMinutes: spokenMinutesOfLength(tokens.length, context.language),
    paragraphCount: paragraphs.length,
    meanParagraphLength: share(tokens.length, paragraphs.length),
    sentenceCount: sentences.length,
    meanSentenceLength: stats.mean,
    sentenceLengthStdDev: stats.stdDev,
    typicalSentenceLength: stats.quartiles,
    shortestSentence: stats.min,
    longestSentence: stats.max,
    longSentenceShare: share(longSentences, sentences.length),
    shortSentenceShare: share(shortSentences, sentences.length),
    longWordShare: profile.chinese ? null : share(longWords, tokens.length),
    longWordLetters: profile.longWordLetters,
    questionCount: questions,
    exclamationCount: exclamations,
    secondPersonCount: secondPerson,
    emotionalWordCount: emotional,
    hook,
    hookLength: sentences[0]?.tokenCount ?? 0,
    hookSeconds: secondsOf(sentences[0]?.tokenCount ?? 0),
    greeting,
    payoffSeconds: payoffStart === null ? null : secondsOf(payoffStart),
    payoffShare: payoffStart === null ? null : share(payoffStart, tokens.length),
    payoffMarked,
    callToAction: callToActionPhrase !== null,
    callToActionPhrase,
    repetitionRatio: repetition.ratio,
    mostRepeatedPhrase: repetition.phrase,
    topicTerms: topic.terms,
    topicInferred: topic.inferred,
    topicMentions: topic.mentions,
    topicSectionsCovered: topic.sectionsCovered,
    topicCoverage: share(topic.sectionsCovered, paragraphs.length),
    topicInOpening: topic.inOpening,
    topicPhrase: topicPhrase.phrase,
    topicPhraseMentions: topicPhrase.mentions,
    keyPointCount: keyPoints.total,
    keyPointsCovered: keyPoints.covered,
    keyPointCoverage: keyPoints.total === 0 ? null : keyPoints.covered / keyPoints.total,
    missingKeyPoints: keyPoints.missing,
  };
}
