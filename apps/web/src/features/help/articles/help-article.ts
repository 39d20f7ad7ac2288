/** The help center's topics, in the order the filter shows them. */
export const HELP_CATEGORIES = [
  'getting-started',
  'script-generation',
  'teleprompter',
  'voice-recording',
  'billing-plans',
  'account-settings',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** A paragraph of plain text, or a short bulleted list. */
export type AnswerBlock = string | { list: readonly string[] };

/** One question and its answer; the same `id` and `category` in every language. */
export type HelpArticle = {
  /** Stable: feedback is stored under it. Lowercase words joined by hyphens. */
  id: string;
  category: HelpCategory;
  question: string;
  answer: readonly AnswerBlock[];
  /** Shown among the popular questions. */
  popular?: boolean;
};
