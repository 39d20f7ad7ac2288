import type { ScriptLanguage } from './options';
import { profileOf } from './quality/language-profiles';

/**
 * Where a script's closing starts: the call to action and the outro at its end (and a recap
 * just before them), so that new sections go into the body, never after the goodbye.
 */

const BLANK_LINE = /\n[ \t]*\n/;
/** A script's closing is at most this many paragraphs, and never its first one (the hook). */
const MAX_CLOSING_PARAGRAPHS = 3;

interface Span {
  start: number;
  end: number;
}

/** Paragraphs as offsets: blank-line blocks, or lines when there are no blank lines. */
function paragraphSpans(script: string): Span[] {
  const separator = BLANK_LINE.test(script) ? /\n[ \t]*\n\s*/g : /\n+/g;
  const spans: Span[] = [];
  let start = 0;
  for (const match of script.matchAll(separator)) {
    spans.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  spans.push({ start, end: script.length });
  return spans.filter((span) => script.slice(span.start, span.end).trim() !== '');
}

/**
 * The offset where the closing starts, or the script's length when it has none. The closing is
 * the run of final paragraphs (at most three, never the first) that ask for a like, a comment or
 * a subscription or say goodbye, plus a recap paragraph ("To sum up, …") right before them.
 */
export function closingStart(script: string, language: ScriptLanguage): number {
  const profile = profileOf(language);
  const spans = paragraphSpans(script);
  const lower = (span: Span) => script.slice(span.start, span.end).trim().toLowerCase();
  let first = spans.length;
  while (
    first > 1 &&
    spans.length - first < MAX_CLOSING_PARAGRAPHS &&
    isClosing(lower(spans[first - 1]!), profile)
  ) {
    first -= 1;
  }
  if (first === spans.length) return script.length;
  if (first > 1 && profile.recap.test(lower(spans[first - 1]!))) first -= 1;
  return spans[first]!.start;
}

function isClosing(paragraph: string, profile: ReturnType<typeof profileOf>): boolean {
  return profile.callToAction.test(paragraph) || profile.signOff.test(paragraph);
}

/** The script cut where its closing starts: `closing` is empty when it has none. */
export function splitAtClosing(
  script: string,
  language: ScriptLanguage,
): { body: string; closing: string } {
  const at = closingStart(script, language);
  return { body: script.slice(0, at).trimEnd(), closing: script.slice(at).trim() };
}

/**
 * Puts `addition` (new body sections) between the body and the closing, a blank line on each
 * side; answers the new script and where the addition sits in it.
 */
export function insertBeforeClosing(
  script: string,
  addition: string,
  language: ScriptLanguage,
): { script: string; start: number; end: number } {
  const { body, closing } = splitAtClosing(script, language);
  const head = body === '' ? '' : `${body}\n\n`;
  const added = addition.trim();
  const tail = closing === '' ? '' : `\n\n${closing}`;
  return {
    script: head + added + tail,
    start: head.length,
    end: head.length + added.length,
  };
}
