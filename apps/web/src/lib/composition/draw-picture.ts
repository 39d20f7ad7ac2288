import type { CompositionLayer, CompositorContext } from './compositor';
import type { Rect } from './frame-layout';

// A picture layer (a video frame or a still) on the frame, in the rect its fit or overlay box
// gives: the one function the preview and the export draw it with.

export function drawPicture(
  ctx: CompositorContext,
  source: CanvasImageSource,
  layer: CompositionLayer,
  rect: Rect,
  alpha: number,
  smoothing: ImageSmoothingQuality,
): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.imageSmoothingQuality = smoothing;
  ctx.drawImage(source, rect.x, rect.y, rect.width, rect.height);
  ctx.restore();
}
