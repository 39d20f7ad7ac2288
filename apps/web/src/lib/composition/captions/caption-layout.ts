import type { CaptionStyle, CaptionWord } from '@reelwright/timeline';
import { textScale, type Rect } from '../frame-layout';
import { captionFont } from './caption-fonts';
import { captionPageAt, spokenWordAt } from './caption-paging';
import { captionSafeArea } from './caption-safe-area';

// What a caption shows at time t and where, with no DOM: the preview, the export and the
// export's test all place captions with this, handing in their own text measure.

/** A text's advance width in px when drawn with a canvas `font`. */
export type MeasureText = (text: string, font: string) => number;

export interface CaptionWordBox {
  /** the word's index in the caption */
  index: number;
  /** as drawn (upper-cased when the style says so) */
  text: string;
  /** px of the frame: the word's left edge and advance width */
  x: number;
  width: number;
  /** the word being spoken, and the style marks it */
  highlighted: boolean;
}

export interface CaptionLine {
  /** the text's extent on the line (px of the frame) */
  x: number;
  width: number;
  /** the line's vertical centre: text is drawn with a 'middle' baseline there */
  centerY: number;
  words: CaptionWordBox[];
}

export interface CaptionLayout {
  font: string;
  fontSize: number;
  lines: CaptionLine[];
  /** the word being spoken (index in the caption), whatever the highlight mode */
  spoken: number | null;
  /** a background or highlight box: this far around the text, with these corners */
  padX: number;
  padY: number;
  radius: number;
  /** px of the frame; 0 when the style has none */
  outlineWidth: number;
}

export interface CaptionLayoutInput {
  words: readonly CaptionWord[];
  style: CaptionStyle;
  /** ms from the caption item's start (the frame's exact time minus the item's start) */
  time: number;
  /** the caption item's duration (ms) */
  duration: number;
  frame: { width: number; height: number };
  measure: MeasureText;
}

/** Box padding, corners and the gap between lines' boxes as parts of the font size. */
export const CAPTION_LINE_GAP = 0.06;
export const CAPTION_BOX_PAD_X = 0.3;
export const CAPTION_BOX_PAD_Y = 0.12;
export const CAPTION_BOX_RADIUS = 0.2;

/**
 * The caption as it is drawn at `time`: the page of words due then (see `captionPageAt`), broken
 * into lines that fit the frame's caption safe area (the font shrinks if one word alone is too
 * wide), placed at the style's position inside that area, with the spoken word marked. Null when
 * no words are due.
 */
export function layoutCaption(input: CaptionLayoutInput): CaptionLayout | null {
  const { words, style, time, duration, frame, measure } = input;
  if (!(frame.width > 0 && frame.height > 0)) return null;
  const page = captionPageAt(words, time, style.wordsPerLine, duration);
  if (!page) return null;
  const spoken = spokenWordAt(words, time);
  const marks = style.highlight !== 'none';
  const texts = words
    .slice(page.first, page.end)
    .map((word) => (style.uppercase ? word.text.toUpperCase() : word.text));
  const safe = captionSafeArea(frame.width, frame.height);
  const scale = textScale(frame.width, frame.height);
  const outlineWidth = Math.max(0, style.outlineWidth) * scale;
  let fontSize = Math.max(1, style.fontSize * scale);

  // The box around a line reaches this far past its text: a share of the font and the outline.
  const padFor = (size: number) => size * CAPTION_BOX_PAD_X + outlineWidth;
  let font = captionFont(style, fontSize);
  let widths = texts.map((text) => measure(text, font));
  const widest = Math.max(...widths);
  if (widest + 2 * padFor(fontSize) > safe.width) {
    // Text widths grow with the font; the outline does not.
    const perPx = (widest + 2 * fontSize * CAPTION_BOX_PAD_X) / fontSize;
    fontSize = Math.max(1, Math.floor(((safe.width - 2 * outlineWidth) / perPx) * 100) / 100);
    font = captionFont(style, fontSize);
    widths = texts.map((text) => measure(text, font));
  }
  const space = measure(' ', font);
  const padX = padFor(fontSize);
  const padY = fontSize * CAPTION_BOX_PAD_Y + outlineWidth;
  const maxWidth = safe.width - 2 * padX;

  const rows = breakLines(widths, space, maxWidth);
  const boxHeight = fontSize + 2 * padY;
  const advance = boxHeight + fontSize * CAPTION_LINE_GAP;
  const blockHeight = (rows.length - 1) * advance + boxHeight;
  const blockTop =
    style.position === 'top'
      ? safe.y
      : style.position === 'middle'
        ? safe.y + (safe.height - blockHeight) / 2
        : safe.y + safe.height - blockHeight;
  const centerX = safe.x + safe.width / 2;

  const lines = rows.map((row, rowIndex): CaptionLine => {
    const width = row.reduce((sum, i) => sum + widths[i]!, 0) + space * (row.length - 1);
    let x = centerX - width / 2;
    const lineX = x;
    const boxes = row.map((i): CaptionWordBox => {
      const box = {
        index: page.first + i,
        text: texts[i]!,
        x,
        width: widths[i]!,
        highlighted: marks && spoken === page.first + i,
      };
      x += widths[i]! + space;
      return box;
    });
    return {
      x: lineX,
      width,
      centerY: blockTop + boxHeight / 2 + advance * rowIndex,
      words: boxes,
    };
  });

  return {
    font,
    fontSize,
    lines,
    spoken,
    padX,
    padY,
    radius: fontSize * CAPTION_BOX_RADIUS,
    outlineWidth,
  };
}

/** Greedy line breaking: indices of the words on each line; a line always takes one word. */
export function breakLines(widths: readonly number[], space: number, maxWidth: number): number[][] {
  const rows: number[][] = [];
  let row: number[] = [];
  let rowWidth = 0;
  widths.forEach((width, index) => {
    const next = row.length === 0 ? width : rowWidth + space + width;
    if (row.length > 0 && next > maxWidth) {
      rows.push(row);
      row = [index];
      rowWidth = width;
      return;
    }
    row.push(index);
    rowWidth = next;
  });
  if (row.length > 0) rows.push(row);
  return rows;
}

/** A line's background box (px of the frame). */
export const lineBox = (layout: CaptionLayout, line: CaptionLine): Rect => ({
  x: line.x - layout.padX,
  y: line.centerY - layout.fontSize / 2 - layout.padY,
  width: line.width + 2 * layout.padX,
  height: layout.fontSize + 2 * layout.padY,
});

/** The box behind a highlighted word (px of the frame). */
export const wordBox = (layout: CaptionLayout, line: CaptionLine, word: CaptionWordBox): Rect => {
  const padX = layout.fontSize * 0.15 + layout.outlineWidth;
  return {
    x: word.x - padX,
    y: line.centerY - layout.fontSize / 2 - layout.padY,
    width: word.width + 2 * padX,
    height: layout.fontSize + 2 * layout.padY,
  };
};
