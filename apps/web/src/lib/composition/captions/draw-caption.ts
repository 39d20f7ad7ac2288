import type { CaptionContent, CaptionStyle } from '@reelwright/timeline';
import {
  layoutCaption,
  lineBox,
  wordBox,
  type CaptionLayout,
  type MeasureText,
} from './caption-layout';

/** The 2D context calls drawing a caption makes (a canvas or an OffscreenCanvas). */
export type CaptionContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'globalAlpha'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'miterLimit'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'shadowColor'
  | 'shadowBlur'
  | 'shadowOffsetX'
  | 'shadowOffsetY'
  | 'fillText'
  | 'strokeText'
  | 'measureText'
  | 'beginPath'
  | 'roundRect'
  | 'fill'
>;

export const CAPTION_SHADOW = 'rgba(0, 0, 0, 0.8)';

/** Text widths through the context itself, so the layout matches what is drawn. */
export function contextMeasure(ctx: Pick<CaptionContext, 'font' | 'measureText'>): MeasureText {
  return (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}

export interface CaptionDraw {
  caption: CaptionContent;
  style: CaptionStyle;
  /** ms from the caption item's start: the frame's exact time minus the item's start */
  time: number;
  /** the caption item's duration (ms) */
  duration: number;
  /** the item's opacity (0–1) */
  alpha: number;
}

/**
 * Draws the caption due at `time` (nothing when no words are due): each line's background box,
 * the spoken word's box or colour, the outline (round joins, so heavy outlines have no spikes)
 * and the fill, with a soft shadow when the style has one. Returns the layout it drew.
 */
export function drawCaption(
  ctx: CaptionContext,
  frame: { width: number; height: number },
  draw: CaptionDraw,
): CaptionLayout | null {
  const { style } = draw;
  const layout = layoutCaption({
    words: draw.caption.words,
    style,
    time: draw.time,
    duration: draw.duration,
    frame,
    measure: contextMeasure(ctx),
  });
  if (!layout || draw.alpha <= 0) return layout;
  ctx.save();
  if (style.backgroundOpacity > 0) {
    ctx.globalAlpha = draw.alpha * Math.min(1, style.backgroundOpacity);
    ctx.fillStyle = style.backgroundColor;
    for (const line of layout.lines) fillRounded(ctx, lineBox(layout, line), layout.radius);
  }
  ctx.globalAlpha = draw.alpha;
  if (style.highlight === 'box') {
    ctx.fillStyle = style.highlightColor;
    for (const line of layout.lines)
      for (const word of line.words)
        if (word.highlighted) fillRounded(ctx, wordBox(layout, line, word), layout.radius);
  }

  ctx.font = layout.font;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const shadow = (on: boolean) => {
    ctx.shadowColor = on ? CAPTION_SHADOW : 'rgba(0, 0, 0, 0)';
    ctx.shadowBlur = on ? layout.fontSize * 0.12 : 0;
    ctx.shadowOffsetX = 0;
    ctx.shadowOffsetY = on ? layout.fontSize * 0.05 : 0;
  };
  // Every outline first, then every fill, so no word's outline covers its neighbour's letters.
  if (layout.outlineWidth > 0) {
    shadow(style.shadow);
    ctx.lineJoin = 'round';
    ctx.miterLimit = 2;
    ctx.lineWidth = layout.outlineWidth * 2;
    ctx.strokeStyle = style.outlineColor;
    for (const line of layout.lines)
      for (const word of line.words) ctx.strokeText(word.text, word.x, line.centerY);
  }
  shadow(style.shadow && layout.outlineWidth === 0);
  for (const line of layout.lines)
    for (const word of line.words) {
      ctx.fillStyle =
        word.highlighted && style.highlight === 'colour' ? style.highlightColor : style.color;
      ctx.fillText(word.text, word.x, line.centerY);
    }
  ctx.restore();
  return layout;
}

function fillRounded(
  ctx: CaptionContext,
  rect: { x: number; y: number; width: number; height: number },
  radius: number,
): void {
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.width, rect.height, radius);
  ctx.fill();
}
