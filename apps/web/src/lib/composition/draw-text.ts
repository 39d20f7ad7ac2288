import {
  resolvedTextStyle,
  TEXT_BOX_PADDING,
  textAnimationAt,
  typedLength,
  type FrameSize,
  type TextAnimationFrame,
  type TimelineItem,
} from '@reelwright/timeline';
import { captionFont } from './captions/caption-fonts';
import type { CanvasSize, CompositorContext } from './compositor';
import { effectiveTransform, overlayBox, textLayout, textScale } from './frame-layout';
import { drawThroughRaster, fontReady, type RasterPoint } from './title-raster';

// A title (a 'text' item) on the frame: the one function the preview and the export draw it with.

/** What a title saved before the text inspector draws with (no family or weight of its own). */
export const TEXT_FONT_FAMILY = 'Inter, sans-serif';
export const TEXT_LINE_HEIGHT = 1.2;
export const TEXT_SHADOW = 'rgba(0, 0, 0, 0.75)';

/** The canvas `font` of a title at `px`: its family and weight, or bold Inter as titles always were. */
export function titleFont(text: TimelineItem['text'], px: number): string {
  if (text?.fontFamily === undefined && text?.fontWeight === undefined)
    return `bold ${round2(px)}px ${TEXT_FONT_FAMILY}`;
  const style = resolvedTextStyle(text);
  return captionFont({ fontFamily: style.fontFamily, fontWeight: style.fontWeight }, px);
}

const ALIGN_SHARE = { left: 0, center: 0.5, right: 1 } as const;

/**
 * Draws a title: its lines in its family and weight, aligned left / centre / right in its box
 * (the overlay box the handles drag; centred in the frame without one), `lineHeight` apart,
 * over its background box (one around all lines, one per line, or a band across the frame),
 * with its outline stroked under the fill and its soft shadow, at `alpha` as a whole. At `time`
 * (the frame's time on the timeline) its way in and out (`textAnimationAt`) moves, scales, fades,
 * blurs or types it; without a time it is drawn at rest.
 *
 * What it draws whole (at rest, or faded, moved, scaled or blurred on its way) is painted once
 * into a raster and laid on each frame from there (`title-raster.ts`); while it types, and where
 * a raster cannot be used (a turned title), it is painted on the frame itself.
 */
export function drawText(
  ctx: CompositorContext,
  size: CanvasSize,
  item: TimelineItem,
  alpha: number,
  reference: FrameSize,
  time?: number,
): void {
  const motion =
    time === undefined || !(item.text?.animationIn || item.text?.animationOut)
      ? null
      : textAnimationAt(item, time);
  if (motion === null || drawnWhole(motion, item)) {
    const look = {
      alpha: alpha * (motion?.alpha ?? 1),
      dx: (motion?.offsetX ?? 0) * size.width,
      dy: (motion?.offsetY ?? 0) * size.height,
      scale: motion?.scale ?? 1,
      blur: (motion?.blur ?? 0) * textScale(size.width, size.height),
    };
    const still = { text: item.text, transform: item.transform, type: item.type };
    const drawn = drawThroughRaster(
      ctx,
      size,
      restKey(item, reference),
      (target) => paintText(target, size, still as TimelineItem, 1, reference, null),
      look,
    );
    if (drawn) return;
  }
  paintText(ctx, size, item, alpha, reference, motion);
}

/**
 * Whether the title shows as its picture at rest, only faded, moved, scaled or blurred: all its
 * characters typed, and not a band across the frame that a scale would narrow.
 */
function drawnWhole(motion: TextAnimationFrame, item: TimelineItem): boolean {
  if (motion.visibleChars < typedLength(item.text?.content ?? '')) return false;
  if (motion.scale === 1) return true;
  const style = resolvedTextStyle(item.text);
  return !(style.backgroundBox === 'bar' && style.backgroundOpacity > 0);
}

const restKeys = new WeakMap<
  NonNullable<TimelineItem['text']>,
  { transform: TimelineItem['transform']; reference: FrameSize; ready: boolean; key: string }
>();

/**
 * What the title's picture at rest depends on (`textLayout` and `overlayBox` read the text and
 * the transform) and whether its font has arrived, as a raster's key; worked out once per text.
 */
function restKey(item: TimelineItem, reference: FrameSize): string {
  const ready = fontReady(titleFont(item.text, 16));
  const text = item.text;
  const known = text && restKeys.get(text);
  if (
    known &&
    known.transform === item.transform &&
    known.ready === ready &&
    known.reference.width === reference.width &&
    known.reference.height === reference.height
  )
    return known.key;
  const key = JSON.stringify([text, item.transform ?? null, reference, ready]);
  if (text) restKeys.set(text, { transform: item.transform, reference, ready, key });
  return key;
}

function paintText(
  ctx: CompositorContext | OffscreenCanvasRenderingContext2D,
  size: CanvasSize,
  item: TimelineItem,
  alpha: number,
  reference: FrameSize,
  motion: TextAnimationFrame | null,
): RasterPoint | undefined {
  const content = item.text?.content ?? '';
  const layout = textLayout(item, size.width, size.height, reference);
  if (content.trim() === '' || !(layout.fontSize > 0)) return;
  const style = resolvedTextStyle(item.text);
  const opacity = alpha * (motion?.alpha ?? 1);
  if (opacity <= 0) return;

  const lines = content.split('\n');
  const share = ALIGN_SHARE[style.align];
  const box = overlayBox(
    effectiveTransform({ ...item, type: 'text' }, reference),
    size.width,
    size.height,
    reference,
  );
  let anchorX = style.align === 'center' ? layout.x : box.x + box.width * share;
  let centreY = layout.y;
  let fontSize = layout.fontSize;

  ctx.save();
  ctx.font = titleFont(item.text, fontSize);
  const typing = motion !== null && motion.visibleChars < typedLength(content);
  // At rest the widths give the text's centre, which its raster scales about.
  const needsWidths =
    motion === null || typing || style.backgroundOpacity > 0 || motion.scale !== 1;
  let widths = needsWidths ? lines.map((line) => ctx.measureText(line).width) : [];
  const widest = Math.max(0, ...widths);
  const centre = { x: anchorX - widest * share + widest / 2, y: centreY };

  if (motion) {
    // Scale about the text's own centre, then shift by the animation's share of the frame.
    const scale = motion.scale;
    if (scale !== 1) {
      const centreX = centre.x;
      anchorX = centreX + (anchorX - centreX) * scale;
      fontSize *= scale;
      widths = widths.map((width) => width * scale);
      ctx.font = titleFont(item.text, fontSize);
    }
    anchorX += motion.offsetX * size.width;
    centreY += motion.offsetY * size.height;
    if (motion.blur > 0)
      ctx.filter = `blur(${round2(motion.blur * textScale(size.width, size.height))}px)`;
  }

  const lineHeight = fontSize * (item.text?.lineHeight ?? TEXT_LINE_HEIGHT);
  const top = centreY - ((lines.length - 1) * lineHeight) / 2;
  const lineLeft = (index: number) => anchorX - (widths[index] ?? 0) * share;

  if (style.backgroundOpacity > 0) {
    ctx.globalAlpha = opacity * style.backgroundOpacity;
    ctx.fillStyle = style.backgroundColor;
    const padX = TEXT_BOX_PADDING.x * fontSize;
    const padY = TEXT_BOX_PADDING.y * fontSize;
    const blockTop = top - lineHeight / 2 - padY;
    const blockHeight = lines.length * lineHeight + 2 * padY;
    if (style.backgroundBox === 'lines') {
      lines.forEach((line, index) => {
        if (line.trim() === '') return;
        const y = top + index * lineHeight;
        ctx.fillRect(
          lineLeft(index) - padX,
          y - fontSize / 2 - padY,
          widths[index]! + 2 * padX,
          fontSize + 2 * padY,
        );
      });
    } else if (style.backgroundBox === 'bar') {
      ctx.fillRect(0, blockTop, size.width, blockHeight);
    } else {
      const left = Math.min(...lines.map((_, index) => lineLeft(index)));
      const right = Math.max(...lines.map((_, index) => lineLeft(index) + widths[index]!));
      ctx.fillRect(left - padX, blockTop, right - left + 2 * padX, blockHeight);
    }
  }

  // What shows: every line, or while typing the first `visibleChars` characters in order.
  const shown = typing ? typedLines(lines, motion!.visibleChars) : lines;
  ctx.globalAlpha = opacity;
  ctx.textAlign = typing ? 'left' : style.align;
  ctx.textBaseline = layout.baseline;
  const place = (index: number): [number, number] => [
    typing ? lineLeft(index) : anchorX,
    top + index * lineHeight,
  ];
  const shadow = () => {
    ctx.shadowColor = TEXT_SHADOW;
    ctx.shadowBlur = fontSize * 0.15;
    ctx.shadowOffsetX = 0;
    ctx.shadowOffsetY = fontSize * 0.04;
  };
  const outline = (style.outlineWidth * fontSize) / style.fontSize;
  if (outline > 0) {
    // Stroked first, twice as wide as the outline, so the fill covers its inner half.
    if (style.shadow) shadow();
    ctx.strokeStyle = style.outlineColor;
    ctx.lineWidth = outline * 2;
    ctx.lineJoin = 'round';
    ctx.miterLimit = 2;
    shown.forEach((line, index) => ctx.strokeText(line, ...place(index)));
    ctx.shadowColor = 'rgba(0, 0, 0, 0)';
  } else if (style.shadow) shadow();
  ctx.fillStyle = style.color;
  shown.forEach((line, index) => ctx.fillText(line, ...place(index)));
  ctx.restore();
  return centre;
}

/** The lines cut to the first `count` characters (line breaks not counted). */
export function typedLines(lines: readonly string[], count: number): string[] {
  let left = Math.max(0, count);
  return lines.map((line) => {
    const chars = Array.from(line);
    const taken = chars.slice(0, left).join('');
    left -= Math.min(left, chars.length);
    return taken;
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
