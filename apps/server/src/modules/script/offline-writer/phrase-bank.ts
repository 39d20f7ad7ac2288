import type { ContentType } from '@reelwright/script-kit';

/**
 * A template is one sentence (or, for intros, two) with slots in braces:
 * `{topic}`, `{point}` (a key point or section angle), `{angle}` (a second angle),
 * `{list}` (the sections, quoted and joined), and for illustrations `{a}`, `{p}`, `{b}`, `{c}`.
 * Templates put slots where any phrase fits grammatically: in quotes, or after a colon.
 */
export type Template = string;

export type ByContentType<T> = Record<ContentType, T>;

/** Moves that rewrite a selected passage for the "improve" request. */
export interface ImprovementPhrases {
  /** Sentences that elaborate on whatever was just said. */
  details: Template[];
  /** Closing recaps for a passage that had nothing long to split. */
  simplifyRecaps: Template[];
  /** "For example…" sentences that fit any passage. */
  examples: Template[];
  emotionOpeners: Template[];
  emotionClosers: Template[];
  /** Figures clearly framed as hypothetical examples, never as measured statistics. */
  illustrations: Template[];
  /** Sequence markers with their own punctuation, e.g. `First, `. */
  structure: { first: string; then: string; finally: string; lowerCaseAfter: boolean };
  /** Fallback steps when a passage is a single sentence that cannot be split. */
  structureSteps: { then: Template; finally: Template };
  /** Short closing sentences for a light rewrite. */
  closers: Template[];
  /** Filler words a tightened passage can lose without changing its meaning. */
  fillers: string[];
  /** Where a long sentence may be split: the text to find and how the new sentence starts. */
  clauseBreaks: { find: string; start: string }[];
}

export interface PhraseBank {
  /** Sentence end mark and the separator between sentences of a paragraph. */
  period: string;
  sentenceSeparator: string;
  /** How list items and inline phrases are quoted, and how a list is joined. */
  quote: { open: string; close: string };
  list: { separator: string; last: string };
  /** Used when a topic is blank. */
  fallbackTopic: string;
  /** Formats numbers in illustrations (Chinese spells them out). */
  formatNumber?: (value: number) => string;

  hooks: { common: Template[]; byType: ByContentType<Template[]> };
  hookFollows: Template[];
  intros: Template[];
  previews: Template[];
  openers: { first: Template[]; middle: Template[]; last: Template[] };
  openerFollows: Template[];
  explanations: Template[];
  developments: Template[];
  examples: Template[];
  tips: Template[];
  facetLeads: Template[];
  summaries: Template[];
  transitions: Template[];
  ctas: { common: Template[]; byType: ByContentType<Template[]> };
  outros: Template[];
  /** Section angles, written to follow a colon; also the labels of suggested key points. */
  angles: ByContentType<string[]>;
  /** How a suggested key point combines the topic and an angle, e.g. `{topic}: {angle}`. */
  keyPoint: Template;
  extension: { leads: Template[]; wrapUps: Template[] };
  improve: ImprovementPhrases;
}
