/**
 * The bits of Markdown that language models sprinkle over plain text, and how to take them off
 * again. Shared by the script cleaner and the key-point parser.
 */

const HEADING = /^[ \t]*#{1,6}(?:[ \t]+|$)/;
const BULLET = /^[ \t]*[-*•][ \t]+/;
/** `1. `, `2) `, `3 - ` — a space after the marker keeps `1.5 kg` and `2024.` intact. */
const NUMBERING = /^[ \t]*\d{1,3}(?:[.)]|[ \t]+-)[ \t]+/;
/** Key points also come as `1.Coffee` or `2)Roast`; anything but a digit may follow the mark. */
const LOOSE_NUMBERING = /^[ \t]*\d{1,3}(?:[.)](?!\d)|[ \t]+-(?=[ \t]))[ \t]*/;
/** A line that is only `---`, `***`, `___` or `* * *` (a horizontal rule). */
const RULE = /^[ \t]*(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/*
 * Emphasis follows CommonMark's flanking rule, narrowed for safety: the opening mark is followed
 * by a non-space and the closing one preceded by one, and a single `*` or `_` may not touch a
 * letter or digit on its outer side. So `2 * 3 * 4`, `2*3*4`, `5* rating` and `snake_case_name`
 * stay as they are, while `*really*` and `_really_` lose their marks. Emphasis never spans lines.
 */
const STRONG_STARS = /\*\*(?=[^\s*])([^\n]*?[^\s*])\*\*/g;
const STRONG_UNDERSCORES = /(?<![\p{L}\p{N}_])__(?=[^\s_])([^\n]*?[^\s_])__(?![\p{L}\p{N}_])/gu;
const EMPHASIS_STAR = /(?<![\p{L}\p{N}*])\*(?=[^\s*])([^\n*]*?[^\s*])\*(?![\p{L}\p{N}*])/gu;
const EMPHASIS_UNDERSCORE = /(?<![\p{L}\p{N}_])_(?=[^\s_])([^\n_]*?[^\s_])_(?![\p{L}\p{N}_])/gu;

/** Removes bold and italic marks (`**x**`, `__x__`, `*x*`, `_x_`), keeping the words. */
export function stripEmphasis(line: string): string {
  if (!line.includes('*') && !line.includes('_')) return line;
  return line
    .replace(STRONG_STARS, '$1')
    .replace(STRONG_UNDERSCORES, '$1')
    .replace(EMPHASIS_STAR, '$1')
    .replace(EMPHASIS_UNDERSCORE, '$1');
}

/** A Markdown heading's text (`## Grind size` → `Grind size`), or undefined for another line. */
export function headingText(line: string): string | undefined {
  if (!HEADING.test(line)) return undefined;
  const text = line.replace(HEADING, '').replace(/[ \t#]*$/, '');
  return text === '' ? undefined : text;
}

/** Removes a heading marker, bullet or list number from the start of a line. */
export function stripLineMarker(line: string): string {
  if (RULE.test(line)) return '';
  return line.replace(HEADING, '').replace(BULLET, '').replace(NUMBERING, '');
}

/** Like `stripLineMarker`, but also takes numbers written without a space (`1.Coffee`). */
export function stripListMarkerLoosely(line: string): string {
  return line.replace(HEADING, '').replace(BULLET, '').replace(LOOSE_NUMBERING, '');
}

/** Whether a line starts with a bullet or a list number. */
export function hasListMarker(line: string): boolean {
  return BULLET.test(line) || LOOSE_NUMBERING.test(line);
}
