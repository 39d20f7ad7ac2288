import type { CaptionStyle, TimelineItem } from '@reelwright/timeline';
import { drawCaption, type CaptionContext } from './captions/draw-caption';
import { mainRect, overlayRect, textLayout, type ImageScaling } from './frame-layout';

// Paints one frame of the composition. No React and no <video> specifics: the preview hands it
// video elements and images, the export will hand it decoded frames.

export interface CompositionLayer {
  item: TimelineItem;
  /** null while the media is not ready: the layer is skipped (titles need none) */
  source: CanvasImageSource | null;
  /** the source's own px size (0 when unknown: the picture fills its box) */
  sourceWidth: number;
  sourceHeight: number;
  /** caption items: their track's style (a caption without one is not drawn) */
  captionStyle?: CaptionStyle;
}

export interface CanvasSize {
  width: number;
  height: number;
}

/** The 2D context calls the compositor makes, so tests and exports can hand in their own. */
export type CompositorContext = CaptionContext &
  Pick<CanvasRenderingContext2D, 'fillRect' | 'drawImage' | 'imageSmoothingQuality'>;

export interface CompositionOptions {
  /** how main-track pictures fill the frame; the preview keeps 'fit' (the default) */
  scaling?: ImageScaling;
  /**
   * Resampling when pictures are scaled. The preview draws a paused frame with 'high'; the
   * export uses 'medium', which at its usual 1.5× downscale (1080p → 720p) looks the same and
   * draws about a quarter faster — drawing is most of an export's main-thread time.
   */
  smoothing?: ImageSmoothingQuality;
  /**
   * The frame's time on the timeline (ms): captions show the words due then. The export passes
   * each frame's exact time, the preview its playhead. Without it no caption is drawn.
   */
  time?: number;
}

export const TEXT_FONT_FAMILY = 'Inter, sans-serif';
export const TEXT_LINE_HEIGHT = 1.2;
export const TEXT_SHADOW = 'rgba(0, 0, 0, 0.75)';

const unit = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 1 : Math.min(1, Math.max(0, value));

/** The alpha a layer is painted with: the item's opacity × its overlay transform's. */
export const layerAlpha = (item: Pick<TimelineItem, 'opacity' | 'transform'>): number =>
  unit(item.opacity) * unit(item.transform?.opacity);

/**
 * Clears the frame to black and paints `layers` bottom-up (`drawOrder`): main-track pictures
 * placed over the whole frame by `options.scaling` (fit = contain by default), overlay pictures in
 * their box, titles as bold text with a dark shadow, captions as their track's style draws the
 * words due at `options.time`. Each layer is painted at `layerAlpha`.
 */
export function drawComposition(
  ctx: CompositorContext,
  size: CanvasSize,
  layers: readonly CompositionLayer[],
  options: CompositionOptions = {},
): void {
  const scaling = options.scaling ?? 'fit';
  ctx.save();
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.restore();

  for (const layer of layers) {
    const alpha = layerAlpha(layer.item);
    if (alpha <= 0) continue;
    if (layer.item.type === 'text') {
      drawText(ctx, size, layer.item, alpha);
      continue;
    }
    if (layer.item.type === 'caption') {
      const { caption } = layer.item;
      if (caption && layer.captionStyle && options.time !== undefined)
        drawCaption(ctx, size, {
          caption,
          style: layer.captionStyle,
          time: options.time - layer.item.startTime,
          duration: layer.item.duration,
          alpha,
        });
      continue;
    }
    if (layer.source === null || layer.item.type === 'audios') continue;
    const rect =
      layer.item.trackType === 'overlay'
        ? overlayRect(
            layer.item.transform,
            layer.sourceWidth,
            layer.sourceHeight,
            size.width,
            size.height,
          )
        : mainRect(scaling, layer.sourceWidth, layer.sourceHeight, size.width, size.height);
    if (!(rect.width > 0 && rect.height > 0)) continue;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.imageSmoothingQuality = options.smoothing ?? 'high';
    ctx.drawImage(layer.source, rect.x, rect.y, rect.width, rect.height);
    ctx.restore();
  }
}

function drawText(
  ctx: CompositorContext,
  size: CanvasSize,
  item: TimelineItem,
  alpha: number,
): void {
  const content = item.text?.content ?? '';
  const layout = textLayout(item, size.width, size.height);
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
