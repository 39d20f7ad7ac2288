import type { FrameSize, TimelineItem } from '@reelwright/timeline';
import type { CanvasSize, CompositorContext } from './compositor';
import { textLayout } from './frame-layout';

// A title (a 'text' item) on the frame: the one function the preview and the export draw it with.

export const TEXT_FONT_FAMILY = 'Inter, sans-serif';
export const TEXT_LINE_HEIGHT = 1.2;
export const TEXT_SHADOW = 'rgba(0, 0, 0, 0.75)';

export function drawText(
  ctx: CompositorContext,
  size: CanvasSize,
  item: TimelineItem,
  alpha: number,
  reference: FrameSize,
): void {
  const content = item.text?.content ?? '';
  const layout = textLayout(item, size.width, size.height, reference);
  if (content.trim() === '' || !(layout.fontSize > 0)) return;
  const lines = content.split('\n');
  const lineHeight = layout.fontSize * TEXT_LINE_HEIGHT;
  const top = layout.y - ((lines.length - 1) * lineHeight) / 2;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.font = `bold ${round2(layout.fontSize)}px ${TEXT_FONT_FAMILY}`;
  ctx.fillStyle = item.text?.color ?? '#ffffff';
  ctx.textAlign = layout.align;
  ctx.textBaseline = layout.baseline;
  ctx.shadowColor = TEXT_SHADOW;
  ctx.shadowBlur = layout.fontSize * 0.15;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = layout.fontSize * 0.04;
  lines.forEach((line, index) => ctx.fillText(line, layout.x, top + index * lineHeight));
  ctx.restore();
}

const round2 = (value: number) => Math.round(value * 100) / 100;
