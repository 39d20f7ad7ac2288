import type { ScriptDuration, ScriptLanguage } from './options';
import { spokenText } from './script-cues';
import {
  CHARACTERS_PER_MINUTE_CHINESE,
  lengthRange,
  measureLength,
  WORDS_PER_MINUTE,
} from './word-budget';

/**
 * The rules of a Short (15–90 s): the hook is the first sentence and is said in about three
 * seconds, one idea follows, the payoff arrives before the viewer's thumb moves on, and a single
 * line asks for the follow. The writers, the prompts and the quality analysis share them.
 */

/** Seconds a Short's hook takes to say. */
export const HOOK_MAX_SECONDS = 3;
/** 3 s at 150 words a minute is 7.5 words; a hook of 8 short words still fits. */
export const HOOK_MAX_WORDS = 8;
/** The payoff starts by this share of the script, leaving the end for it and the call to action. */
export const PAYOFF_BY_SHARE = 0.75;

/** The shortest addition worth making to a Short: one beat of four words. */
export const MIN_ADDITION_WORDS = 4;

/** Words in the language's unit: Chinese counts 5/3 characters a word. */
const inUnits = (words: number, language: ScriptLanguage) =>
  language === 'chinese'
    ? Math.round((words * CHARACTERS_PER_MINUTE_CHINESE) / WORDS_PER_MINUTE)
    : words;

/** The hook's longest length in the language's unit: 8 words, or 13 Han characters. */
export const hookMaxLength = (language: ScriptLanguage) => inUnits(HOOK_MAX_WORDS, language);

/** The shortest addition worth making, in the language's unit (7 Chinese characters). */
export const minAddition = (language: ScriptLanguage) => inUnits(MIN_ADDITION_WORDS, language);

/** What a duration's budget (its upper bound, +10 %) has left after what a script says. */
export function lengthLeft(script: string, duration: ScriptDuration, language: ScriptLanguage) {
  return lengthRange(duration, language).max - measureLength(spokenText(script), language);
}

const SENTENCE_END = /(?<=[.!?…]["'”’»)\]]*)\s+|(?<=[。！？][”’」』）]*)/u;

/** The sentences of a paragraph, trimmed, in order. */
const sentencesOf = (paragraph: string) =>
  paragraph
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');

/**
 * The longest start of a text, in whole sentences, whose spoken length is at most `maxLength`;
 * paragraphs stay as they were. Used to keep an addition inside a Short's budget.
 */
export function fitToLength(text: string, maxLength: number, language: ScriptLanguage): string {
  const kept: string[] = [];
  let length = 0;
  for (const paragraph of text.trim().split(/\n[ \t]*\n/)) {
    const sentences: string[] = [];
    for (const sentence of sentencesOf(paragraph)) {
      const next = measureLength(spokenText(sentence), language);
      if (length + next > maxLength) break;
      length += next;
      sentences.push(sentence);
    }
    if (sentences.length > 0) kept.push(sentences.join(language === 'chinese' ? '' : ' '));
    if (sentences.length < sentencesOf(paragraph).length) break;
  }
  return kept.join('\n\n');
}
