import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@reelwright/contracts';
import { variationIndex } from './style-presets';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type LayoutName = 'text-left' | 'centre-word' | 'split';

/** Where each part of a thumbnail goes, for one variation. */
export interface Layout {
  name: LayoutName;
  /** the headline's box: it wraps and shrinks to stay inside */
  text: Rect;
  align: 'left' | 'center';
  /** the largest headline size in pixels, before shrinking to fit */
  maxFontSize: number;
  /** where the object images stand */
  subject: Rect;
  /** where a generated background is darkened for the text to read */
  shade: 'left' | 'centre';
}

/**
 * YouTube stamps the duration over the bottom-right corner: no text may be drawn there.
 * Every layout's text box, grown by the outline and shadow, stays out of it.
 */
export const DURATION_STAMP: Rect = {
  x: THUMBNAIL_WIDTH - 160,
  y: THUMBNAIL_HEIGHT - 90,
  width: 160,
  height: 90,
};

/** How far the headline's outline and shadow reach beyond its box, at most. */
export const TEXT_BLEED = 80;

const LAYOUTS: [Layout, Layout, Layout] = [
  {
    // 1: text left, subject right
    name: 'text-left',
    text: { x: 60, y: 70, width: 650, height: 520 },
    align: 'left',
    maxFontSize: 150,
    subject: { x: 740, y: 70, width: 480, height: 540 },
    shade: 'left',
  },
  {
    // 2: one big centred word (or a few), the subject low behind it
    name: 'centre-word',
    text: { x: 80, y: 60, width: 1120, height: 400 },
    align: 'center',
    maxFontSize: 230,
    subject: { x: 140, y: 380, width: 900, height: 330 },
    shade: 'centre',
  },
  {
    // 3: split: a solid panel with the text, the subject on the picture's side
    name: 'split',
    text: { x: 50, y: 80, width: 520, height: 540 },
    align: 'left',
    maxFontSize: 140,
    subject: { x: 680, y: 80, width: 540, height: 520 },
    shade: 'left',
  },
];

export function layoutFor(variation: number): Layout {
  return LAYOUTS[variationIndex(variation)];
}

export const ALL_LAYOUTS: readonly Layout[] = LAYOUTS;

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function grow(rect: Rect, by: number): Rect {
  return {
    x: rect.x - by,
    y: rect.y - by,
    width: rect.width + 2 * by,
    height: rect.height + 2 * by,
  };
}
