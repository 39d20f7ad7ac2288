import { headingText, stripEmphasis, stripLineMarker } from './markdown-markup';

const LINE_BREAK = /\r\n?/g;
const TRAILING_SPACE = /[ \t\u00a0\u3000]+$/;

/**
 * Turns a model's Markdown-flavoured script into plain text for the editor and the voice-over
 * (spec §5 "Generated script text cleaned"): bold and italic marks, headings, bullets and list
 * numbers go, the words stay; trailing spaces are trimmed, runs of blank lines become one, and
 * line endings become `\n`. With `keepHeadings` (a script written from an outline, whose sections
 * are its headings) a heading stays, as `## Title`.
 */
export function cleanScript(text: string, options: { keepHeadings?: boolean } = {}): string {
  const lines = text.replace(LINE_BREAK, '\n').split('\n');
  const kept: string[] = [];
  let blank = false;
  for (const line of lines) {
    const heading = options.keepHeadings ? headingText(line) : undefined;
    const cleaned =
      heading === undefined
        ? stripEmphasis(stripLineMarker(line)).replace(TRAILING_SPACE, '')
        : `## ${stripEmphasis(heading).trim()}`;
    if (cleaned.trim() === '') {
      blank = kept.length > 0;
      continue;
    }
    if (blank) kept.push('');
    blank = false;
    kept.push(cleaned);
  }
  return kept.join('\n').trim();
}
