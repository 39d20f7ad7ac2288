import type { ScriptForm } from '../options';
import type { LengthUnit } from '../word-budget';
import type { UiLanguage } from './advice-text';
import { measureScriptFeatures, type ScriptContext } from './features';
import { recommendScriptChanges } from './recommendations';
import { scoreFeatures } from './scores';

/** The quality assessment of spec §3; scores are 0–10 with one decimal. */
export interface QualityAssessment {
  total_score: number;
  /** Spoken minutes at the voice-over pace. */
  video_duration: number;
  structure: number;
  engagement: number;
  readability: number;
  emotional_tone: number;
  clarity: number;
  seo_optimization: number;
  rhythm: number;
  recommendations: string[];
  /** `short` when the chosen duration is a Short's (15–90 s): structure is scored differently. */
  form: ScriptForm;
  /** What a Short is scored on instead of sections; only for the short form. */
  short_form?: ShortFormMeasures;
}

/** A Short's hook and payoff, measured; seconds at the voice-over pace, one decimal. */
export interface ShortFormMeasures {
  /** The first sentence's length, in `length_unit`. */
  hook_length: number;
  length_unit: LengthUnit;
  hook_seconds: number;
  /** Seconds from the start to the payoff; `null` when the script has none. */
  payoff_seconds: number | null;
  /** The script opens with a greeting ("hello and welcome"). */
  greeting: boolean;
  /** The whole script spoken, in seconds (`video_duration` is minutes with one decimal). */
  spoken_seconds: number;
}

export type Grade = 'A' | 'B' | 'C';

/** Grade bands of spec §3: A at 8 or more, B at 6 or more, else C. */
export function gradeOf(score: number): Grade {
  if (score >= 8) return 'A';
  if (score >= 6) return 'B';
  return 'C';
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Scores a script locally, deterministically and fast enough to run on every keystroke; the
 * same features explain every number (see `measureScriptFeatures` and `scoreFeatures`).
 */
export function analyzeScript(
  text: string,
  context: ScriptContext,
  uiLanguage: UiLanguage = 'en',
): QualityAssessment {
  const features = measureScriptFeatures(text, context);
  const breakdown = scoreFeatures(features);
  const { scores } = breakdown;
  return {
    total_score: round1(breakdown.total),
    video_duration: round1(features.spokenMinutes),
    structure: round1(scores.structure),
    engagement: round1(scores.engagement),
    readability: round1(scores.readability),
    emotional_tone: round1(scores.emotional_tone),
    clarity: round1(scores.clarity),
    seo_optimization: round1(scores.seo_optimization),
    rhythm: round1(scores.rhythm),
    recommendations: recommendScriptChanges(features, breakdown, uiLanguage),
    form: features.form,
    ...(features.form === 'short'
      ? {
          short_form: {
            hook_length: features.hookLength,
            length_unit: features.lengthUnit,
            hook_seconds: round1(features.hookSeconds),
            payoff_seconds: features.payoffSeconds === null ? null : round1(features.payoffSeconds),
            greeting: features.greeting,
            spoken_seconds: round1(features.spokenMinutes * 60),
          },
        }
      : {}),
  };
}
