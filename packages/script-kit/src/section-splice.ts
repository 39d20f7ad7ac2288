import type { ScriptLanguage } from './options';
import type { ScriptSection } from './script-sections';

export interface SectionSplice {
  /** The section's new text: its heading as it was, then the new body. */
  section: string;
  /** The whole script with the new section in place; every other byte as it was. */
  script: string;
  /** The section's range in the script as given, which `section` replaces. */
  range: { start: number; end: number };
}

/**
 * Offsets of `scriptSections` count a `\r\n` as one character; this maps them back onto the
 * script as given, each to the first character of what it stood for.
 */
function toGivenOffsets(script: string): (offset: number) => number {
  if (!script.includes('\r')) return (offset) => offset;
  const given: number[] = [];
  for (let i = 0; i < script.length; i += 1) {
    given.push(i);
    if (script[i] === '\r' && script[i + 1] === '\n') i += 1;
  }
  given.push(script.length);
  return (offset) => given[offset] ?? script.length;
}

/** A section's offsets in the script as given (`\r\n` line endings and all). */
export function sectionPlaceIn(
  script: string,
  section: ScriptSection,
): { start: number; bodyStart: number; end: number } {
  const given = toGivenOffsets(script);
  return {
    start: given(section.start),
    bodyStart: given(section.bodyStart),
    end: given(section.end),
  };
}

/** Whether the script's sections are its paragraphs (no section opens with a heading). */
export function sectionsAreParagraphs(script: string, sections: readonly ScriptSection[]): boolean {
  const text = script.replace(/\r\n?/g, '\n');
  return sections.every((section) => text.slice(section.start, section.bodyStart).trim() === '');
}

/**
 * Puts a new body in place of one section's, keeping its heading and every other byte of the
 * script. When the sections are paragraphs, the body is joined into one, so that the script keeps
 * the same sections; line breaks follow the script's own (`\r\n` or `\n`).
 */
export function spliceSection(
  script: string,
  section: ScriptSection,
  body: string,
  options: { oneParagraph: boolean; language: ScriptLanguage },
): SectionSplice {
  const { start, bodyStart, end } = sectionPlaceIn(script, section);
  let text = body.trim();
  if (options.oneParagraph)
    text = text.replace(/\s*\n\s*/g, options.language === 'chinese' ? '' : ' ');
  if (script.includes('\r\n')) text = text.replace(/\r?\n/g, '\r\n');
  const replaced = `${script.slice(start, bodyStart)}${text}`;
  return {
    section: replaced,
    script: `${script.slice(0, start)}${replaced}${script.slice(end)}`,
    range: { start, end },
  };
}
