import {
  sectionPlaceIn,
  sectionsAreParagraphs,
  spliceSection,
  type ScriptLanguage,
  type ScriptSection,
} from '@reelwright/script-kit';
import type { TextRange } from './passage-selection';

/** How a script's sections take a new body (see `spliceSection`). */
export type SpliceOptions = { oneParagraph: boolean; language: ScriptLanguage };

export const spliceOptionsFor = (
  script: string,
  language: ScriptLanguage,
  sections: readonly ScriptSection[],
): SpliceOptions => ({ oneParagraph: sectionsAreParagraphs(script, sections), language });

/** Where `section`'s body (after its heading, up to its last non-space character) is. */
export function bodyRangeOf(script: string, section: ScriptSection): TextRange {
  const { bodyStart, end } = sectionPlaceIn(script, section);
  return { start: bodyStart, end };
}

/** Where a change that replaced `replaced` in `before` put its new text in `after`. */
export const rewrittenRange = (before: string, after: string, replaced: TextRange): TextRange => ({
  start: replaced.start,
  end: replaced.end + after.length - before.length,
});

/**
 * The script with `section`'s body replaced by `text` as the server's section rewrite does it:
 * the heading and every other byte stay. Answers the script and where the new body is in it.
 */
export function replaceSectionBody(
  script: string,
  section: ScriptSection,
  text: string,
  options: SpliceOptions,
): { script: string; written: TextRange } {
  const next = spliceSection(script, section, text, options).script;
  return { script: next, written: rewrittenRange(script, next, bodyRangeOf(script, section)) };
}
