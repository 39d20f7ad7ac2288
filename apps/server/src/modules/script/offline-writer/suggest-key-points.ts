import type { ContentType, ScriptLanguage } from '@reelwright/script-kit';
import { phraseBankFor } from './phrases';

/**
 * Key points as the questions a viewer would ask about a topic of this content type (what, why,
 * what you need, how, mistakes, the result), in that order. The offline writer knows nothing
 * about the topic itself, so it suggests what to answer rather than pretending to know the
 * answers; the creator's answers become the script's substance.
 */
export function suggestKeyPoints(input: {
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
}): string[] {
  return phraseBankFor(input.language).draft.questions[input.contentType].map(
    (question) => question.ask,
  );
}
