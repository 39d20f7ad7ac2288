import {
  hookMaxLength,
  lengthRange,
  measureLength,
  spokenText,
  type ContentType,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import type { ShortFormPhrases, Template } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { createRandom, shuffled, type Random } from './seeded-random';
import {
  cleanPhrase,
  fillTemplate,
  joinSentences,
  sentenceKey,
  splitSentences,
} from './text-tools';
import { briefSeed, type ScriptBrief } from './brief-seed';

type Beat = { role: 'problem' | 'idea' | 'proof'; text: string; length: number };

/**
 * A Short (15–90 s) for any topic, sized to the duration within ±10 %: the hook (8 words or
 * fewer, the topic in it when it fits, else named next), the problem, one idea (the creator's
 * first key point, word for word, when there is room), the payoff, the proof, one line of call
 * to action — no greeting, no sections, no `[cues]` to fill: every word is meant to be said.
 * The payoff comes before the proof so that it lands by three quarters of the runtime, where
 * viewers still are; "More" adds beats after it, before the call to action.
 * The fixed lines are placed first; beats then fill the budget, one of each kind in turn.
 */
export function writeShortScript(brief: ScriptBrief): string {
  const bank = phraseBankFor(brief.language);
  const phrases = bank.short;
  const topic = cleanPhrase(brief.topic) || bank.fallbackTopic;
  const random = createRandom(briefSeed(topic, brief.language, brief.contentType) ^ 0x5407);
  const range = lengthRange(brief.duration, brief.language);
  const lengthOf = (text: string) => measureLength(spokenText(text), brief.language);
  const point = brief.keyPoints.map((p) => p.replace(/\s+/g, ' ').trim()).find((p) => p !== '');

  const hook = hookFor(phrases, topic, brief.language, random, lengthOf);
  const fixed = {
    hook: hook.text,
    topicLine: hook.namesTopic ? '' : fillTemplate(pickOne(phrases.topicLines, random), { topic }),
    pointLine:
      point === undefined ? '' : fillTemplate(pickOne(phrases.pointLines, random), { point }),
    payoff: pickOne(phrases.payoffs, random),
    cta: pickOne(phrases.ctas, random),
  };
  const fixedLength = () =>
    Object.values(fixed).reduce((sum, line) => sum + (line === '' ? 0 : lengthOf(line)), 0);
  // Too long for the budget (a 15 s script, a long topic or key point): the shortest payoff and
  // call to action, then no key point line, then no topic line.
  if (fixedLength() > range.max) {
    fixed.payoff = shortest(phrases.payoffs, lengthOf);
    fixed.cta = shortest(phrases.ctas, lengthOf);
  }
  if (fixedLength() > range.max) fixed.pointLine = '';
  if (fixedLength() > range.max) fixed.topicLine = '';

  const opening = [fixed.hook, fixed.topicLine, fixed.pointLine];
  const beats = chooseBeats(phrases, random, lengthOf, range, {
    length: fixedLength(),
    beforePayoff: opening.reduce((sum, line) => sum + (line === '' ? 0 : lengthOf(line)), 0),
  });
  const said = (role: Beat['role']) => beats.filter((b) => b.role === role).map((b) => b.text);
  return [
    [fixed.hook, fixed.topicLine],
    said('problem'),
    [fixed.pointLine, ...said('idea')],
    [fixed.payoff],
    said('proof'),
    [fixed.cta],
  ]
    .map((paragraph) => paragraph.filter((line) => line !== ''))
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => joinSentences(paragraph, bank))
    .join('\n\n');
}

/** At most this many beats go into one "More" of a Short. */
const MAX_ADDED_BEATS = 3;

/**
 * "More" for a Short: proof and idea beats the script does not say yet, as many as fit in
 * `room` (what its budget has left), at most three; empty when none fits.
 */
export function extendShortScript(
  input: { script: string; topic: string; contentType: ContentType; language: ScriptLanguage },
  room: number,
): string {
  const bank = phraseBankFor(input.language);
  const topic = cleanPhrase(input.topic) || bank.fallbackTopic;
  const random = createRandom(briefSeed(topic, input.language, input.contentType) ^ 0xe7e7d);
  const said = new Set(splitSentences(input.script).map(sentenceKey));
  const lengthOf = (text: string) => measureLength(spokenText(text), input.language);
  const added: string[] = [];
  let length = 0;
  for (const beat of shuffled([...bank.short.proof, ...bank.short.idea], random)) {
    if (added.length === MAX_ADDED_BEATS) break;
    if (said.has(sentenceKey(beat)) || length + lengthOf(beat) > room) continue;
    added.push(beat);
    length += lengthOf(beat);
  }
  return joinSentences(added, bank);
}

function hookFor(
  phrases: ShortFormPhrases,
  topic: string,
  language: ScriptLanguage,
  random: Random,
  lengthOf: (text: string) => number,
): { text: string; namesTopic: boolean } {
  const limit = hookMaxLength(language);
  const withTopic = shuffled(phrases.topicHooks, random)
    .map((template) => fillTemplate(template, { topic }))
    .find((hook) => lengthOf(hook) <= limit);
  if (withTopic !== undefined) return { text: withTopic, namesTopic: true };
  return { text: pickOne(phrases.hooks, random), namesTopic: false };
}

/** What comes before the payoff stays under this share of the target, so it lands in time. */
const BEFORE_PAYOFF_SHARE = 0.7;

/**
 * Beats in turn (idea, problem, proof, idea, …) while the script is under its target, skipping
 * any that would overshoot the upper bound, and problem or idea beats that would hold the payoff
 * back past `BEFORE_PAYOFF_SHARE`; the seeded shuffle makes topics read differently.
 */
function chooseBeats(
  phrases: ShortFormPhrases,
  random: Random,
  lengthOf: (text: string) => number,
  range: { target: number; max: number },
  start: { length: number; beforePayoff: number },
): Beat[] {
  const pools = (['idea', 'problem', 'proof'] as const).map((role) =>
    shuffled(phrases[role], random).map((text) => ({ role, text, length: lengthOf(text) })),
  );
  const turns: Beat[] = [];
  for (let i = 0; i < Math.max(...pools.map((pool) => pool.length)); i += 1) {
    for (const pool of pools) if (pool[i] !== undefined) turns.push(pool[i]!);
  }
  const chosen = new Set<Beat>();
  let { length, beforePayoff } = start;
  const payoffBy = range.target * BEFORE_PAYOFF_SHARE;
  for (const beat of turns) {
    if (length >= range.target) break;
    if (length + beat.length > range.max) continue;
    const early = beat.role !== 'proof';
    if (early && beforePayoff + beat.length > payoffBy) continue;
    chosen.add(beat);
    length += beat.length;
    if (early) beforePayoff += beat.length;
  }
  return turns.filter((beat) => chosen.has(beat));
}

const pickOne = (pool: readonly Template[], random: Random) => shuffled(pool, random)[0]!;

const shortest = (pool: readonly Template[], lengthOf: (text: string) => number) =>
  [...pool].sort((a, b) => lengthOf(a) - lengthOf(b))[0]!;
