import type { ScriptDuration, ScriptLanguage } from './options';

/** Spoken minutes each duration stands for (spec §3: short ≈ 5 … extra_long ≈ 20; Shorts 15–90 s). */
export const DURATION_MINUTES: Record<ScriptDuration, number> = {
  short: 5,
  medium: 10,
  long: 15,
  extra_long: 20,
  '15s': 0.25,
  '30s': 0.5,
  '60s': 1,
  '90s': 1.5,
};

/** How far a written script may miss its duration's length: ±10 %. */
export const LENGTH_TOLERANCE = 0.1;

/** Speaking pace of a video voice-over in words per minute. */
export const WORDS_PER_MINUTE = 150;
/**
 * Chinese has no spaces between words, so its length is counted in characters; a spoken
 * minute is about 250 Han characters (≈ 150 words at ~1.7 characters per word).
 */
export const CHARACTERS_PER_MINUTE_CHINESE = 250;

export type LengthUnit = 'words' | 'characters';

export const lengthUnitOf = (language: ScriptLanguage): LengthUnit =>
  language === 'chinese' ? 'characters' : 'words';

const perMinute = (unit: LengthUnit) =>
  unit === 'characters' ? CHARACTERS_PER_MINUTE_CHINESE : WORDS_PER_MINUTE;

const HAN = /\p{Script=Han}/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * The length of a text in its language's unit: Han characters for Chinese (plus any Latin words
 * in it, one each), words elsewhere.
 */
export function measureLength(text: string, language: ScriptLanguage): number {
  if (lengthUnitOf(language) === 'words') return text.match(WORD)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  const otherWords = text.replace(HAN, ' ').match(WORD)?.length ?? 0;
  return han + otherWords;
}

/** How long a duration's script should be, in its language's unit. */
export function lengthBudget(
  duration: ScriptDuration,
  language: ScriptLanguage,
): { unit: LengthUnit; target: number } {
  const unit = lengthUnitOf(language);
  // 15 s is 37.5 words: budgets are whole words (characters).
  return { unit, target: Math.round(DURATION_MINUTES[duration] * perMinute(unit)) };
}

/** The lengths within `LENGTH_TOLERANCE` of a duration's budget, both ends included. */
export function lengthRange(
  duration: ScriptDuration,
  language: ScriptLanguage,
): { unit: LengthUnit; target: number; min: number; max: number } {
  const { unit, target } = lengthBudget(duration, language);
  const exact = DURATION_MINUTES[duration] * perMinute(unit);
  // Rounded first so that float noise (150 × 0.9 = 135.00000000000003) moves no bound.
  const settle = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    unit,
    target,
    min: Math.ceil(settle(exact * (1 - LENGTH_TOLERANCE))),
    max: Math.floor(settle(exact * (1 + LENGTH_TOLERANCE))),
  };
}

/** Minutes it takes to read a text aloud at the voice-over pace. */
export function spokenMinutes(text: string, language: ScriptLanguage): number {
  return spokenMinutesOfLength(measureLength(text, language), language);
}

/** Minutes it takes to read a text of a measured length (see `measureLength`) aloud. */
export function spokenMinutesOfLength(length: number, language: ScriptLanguage): number {
  return length / perMinute(lengthUnitOf(language));
}
