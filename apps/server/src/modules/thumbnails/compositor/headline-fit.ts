// Fitting a headline into its box: wrap to at most three lines, shrink until it fits. Pure: the
// text is measured by a function passed in, so it is tested without a canvas.

/** Width in pixels of `text` set at `size` pixels. */
export type MeasureText = (text: string, size: number) => number;

export interface FittedHeadline {
  size: number;
  lines: string[];
  lineHeight: number;
}

export interface FitOptions {
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  minSize?: number;
  maxLines?: number;
}

/** Lines sit close, as in poster type; CJK glyphs fill their square and need a little more. */
const LINE_HEIGHT = 1.02;
const CJK_LINE_HEIGHT = 1.15;
const SHRINK = 0.92;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CLOSING_PUNCTUATION = /[，。！？、；：」』）》】…!?,.:;)]/u;

interface Unit {
  text: string;
  spaceBefore: boolean;
}

/**
 * Where a line may break: between words, and between any two CJK characters (which take no
 * spaces). With `anywhere`, between any two characters: the last resort for one endless word.
 */
export function breakUnits(text: string, anywhere = false): Unit[] {
  const units: Unit[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let run = '';
    let spaceBefore = units.length > 0;
    let previousBreaks = false;
    for (const character of word) {
      const breaks = anywhere || CJK.test(character);
      // CJK punctuation stays on the line of the character before it.
      if (run && (breaks || previousBreaks) && !CLOSING_PUNCTUATION.test(character)) {
        units.push({ text: run, spaceBefore });
        run = '';
        spaceBefore = false;
      }
      run += character;
      previousBreaks = breaks;
    }
    if (run) units.push({ text: run, spaceBefore });
  }
  return units;
}

/** Greedy wrapping: each unit goes on the current line while the line still fits. */
export function wrapUnits(
  units: Unit[],
  maxWidth: number,
  size: number,
  measure: MeasureText,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const candidate = line ? `${line}${unit.spaceBefore ? ' ' : ''}${unit.text}` : unit.text;
    if (!line || measure(candidate, size) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = unit.text;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size (from `maxSize`, shrinking by 8 % a step) at which the headline wraps into at
 * most `maxLines` lines that all fit the box. A word too long for the box even at `minSize` is
 * broken between characters, and what still does not fit three lines ends in an ellipsis.
 */
export function fitHeadline(
  text: string,
  measure: MeasureText,
  options: FitOptions,
): FittedHeadline {
  const { maxWidth, maxHeight, maxSize } = options;
  const minSize = options.minSize ?? 28;
  const maxLines = options.maxLines ?? 3;
  const lineHeight = CJK.test(text) ? CJK_LINE_HEIGHT : LINE_HEIGHT;
  const units = breakUnits(text);
  if (units.length === 0) return { size: maxSize, lines: [], lineHeight };

  const fits = (lines: string[], size: number) =>
    lines.length <= maxLines &&
    lines.length * size * lineHeight <= maxHeight &&
    lines.every((line) => measure(line, size) <= maxWidth);

  for (let size = maxSize; size >= minSize; size *= SHRINK) {
    const lines = wrapUnits(units, maxWidth, size, measure);
    if (fits(lines, size)) return { size, lines, lineHeight };
  }

  const size = Math.min(minSize, maxHeight / (maxLines * lineHeight));
  const lines = wrapUnits(breakUnits(text, true), maxWidth, size, measure);
  if (lines.length <= maxLines) return { size, lines, lineHeight };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 1 && measure(`${last}…`, size) > maxWidth)
    last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return { size, lines: kept, lineHeight };
}
