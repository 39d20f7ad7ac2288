import type { HookStyle } from '@reelwright/contracts';
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

/** A question a viewer would ask, and the cue that tells the creator what to answer. */
export interface ViewerQuestion {
  ask: string;
  /** A `[cue]` with a `{time}` slot for how long the answer may run. */
  cue: Template;
}

/** A spoken follow-up in a section, and the cue for the creator's own answer to it. */
export interface SectionPrompt {
  say: Template;
  cue: Template;
}

/**
 * The offline writer's draft: it knows nothing about the topic, so it says only what is true of
 * any video (a greeting, the plan, the creator's own key points, a call to action) and leaves
 * `[cues]` where the creator's knowledge goes. `{topic}` appears in the hooks only.
 */
export interface DraftPhrases {
  /** The first line, naming the topic once; ends on a question or speaks to the viewer. */
  hooks: Template[];
  /** Where the creator's own hook goes. */
  hookCue: Template;
  /** A greeting, without the topic. */
  intros: Template[];
  /** The plan: `{list}` is the key points, quoted. */
  previews: Template[];
  /** The plan when the sections are the writer's own questions. */
  questionPreviews: Template[];
  openers: { first: Template[]; middle: Template[]; last: Template[] };
  /** Follow-ups for a creator's key point; each section gets different ones. */
  prompts: SectionPrompt[];
  /** Recap openers, followed by `{list}`; they start the way the closing detector expects. */
  recaps: Template[];
  /** The recap when there is no list to repeat. */
  recapCue: Template;
  /** Calls to action: like, comment, subscribe. */
  ctas: Template[];
  /** Sign-offs. */
  outros: Template[];
  /** What a viewer asks about a topic of each content type: what, why, how, mistakes, tools, result. */
  questions: ByContentType<ViewerQuestion[]>;
  /** Opens a section that "More" adds: `{point}` is the question it answers. */
  extensionLeads: Template[];
  /** The second cue of an added section. */
  extensionCue: Template;
  /** "about 40 seconds", "about 1.5 minutes": the time a cue leaves for the creator. */
  time: (seconds: number) => string;
}

/**
 * A Short's phrases (15–90 s): a hook of 8 words or fewer (13 Chinese characters), one idea in
 * beats that fit any topic, a payoff that says it is one ("here's the secret"), one line of call
 * to action. Beats are grouped by their place: the problem, the idea, the proof; each pool mixes
 * short and long sentences so that any budget can be met within ±10 %.
 */
export interface ShortFormPhrases {
  /** Hooks without the topic. */
  hooks: Template[];
  /** One-sentence hooks with `{topic}`, used when they still fit the hook's limit. */
  topicHooks: Template[];
  /** Names the topic after a hook without it. */
  topicLines: Template[];
  /** Introduces the idea: `{point}` is the creator's first key point, word for word. */
  pointLines: Template[];
  problem: Template[];
  idea: Template[];
  proof: Template[];
  /** Deliver the hook's promise, with the words the quality analysis knows a payoff by. */
  payoffs: Template[];
  /** One line: follow, subscribe or comment. */
  ctas: Template[];
}

/** An outline section the writer names itself: its title and what it says, in a line. */
export interface OutlineLine {
  title: string;
  note: Template;
}

/**
 * Hooks by style and the outline's own sections. A hook is one or two sentences naming
 * `{topic}`; knowing nothing of the topic, it invents no story and no figure: a story is one the
 * viewer imagines, and a statistic leaves a `[cue]` (no end mark inside) for the creator's number.
 */
export interface ScriptToolPhrases {
  hooks: Record<HookStyle, Template[]>;
  outline: {
    hook: OutlineLine;
    intro: OutlineLine;
    cta: OutlineLine;
    outro: OutlineLine;
    /** A Short's hook: one line, no greeting. */
    shortHook: OutlineLine;
    /** A Short's closing section (kind `cta`): the payoff, then one line of call to action. */
    payoff: OutlineLine;
  };
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

  draft: DraftPhrases;
  short: ShortFormPhrases;
  improve: ImprovementPhrases;
  tools: ScriptToolPhrases;
}
