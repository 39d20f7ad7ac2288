import {
  DEFAULT_VIDEO_FORMAT,
  itemFadeAt,
  referenceFrame,
  type ActiveTransition,
  type CaptionStyle,
  type FrameSize,
  type TimelineItem,
  type VideoFormat,
} from '@reelwright/timeline';
import { drawCaption, type CaptionContext } from './captions/draw-caption';
import { animatedLayer } from './animated-layer';
import { canGradeInPlace } from './apply-grade';
import { colourGrade } from './colour-grade';
import { heldGrade, sharedCrossfadeGrades } from './crossfade-grade';
import { drawPicture, turnTitle } from './draw-picture';
import { drawText } from './draw-text';
import { formatFrameOn, itemPictureRect, overlayRect } from './frame-layout';
import { framedSourceSize } from './picture-frame';
import { inTransitions } from './transition-effect';

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
  /** set while the item is in a transition (`whatPlaysAt` says which) */
  transition?: ActiveTransition;
}

export interface CanvasSize {
  width: number;
  height: number;
}

/** The 2D context calls the compositor makes, so tests and exports can hand in their own. */
export type CompositorContext = CaptionContext &
  Pick<
    CanvasRenderingContext2D,
    | 'fillRect'
    | 'drawImage'
    | 'imageSmoothingQuality'
    | 'translate'
    | 'rect'
    | 'clip'
    // pictures: turns, flips and colour (draw-picture.ts)
    | 'rotate'
    | 'scale'
    | 'filter'
    | 'globalCompositeOperation'
  >;

export interface CompositionOptions {
  /**
   * The project's frame shape (16:9 when absent): overlay transforms are read in its reference
   * frame, and a canvas of another shape shows the frame centred between black bars.
   */
  format?: VideoFormat;
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
  /**
   * 'clear': the canvas is cleared to transparent instead of black, for layers painted over a
   * picture shown under the canvas (the playing preview: `coveringVideo`, `mainTrackSplit`).
   */
  backdrop?: 'black' | 'clear';
}

const unit = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 1 : Math.min(1, Math.max(0, value));

/** The alpha a layer is painted with: the item's opacity × its overlay transform's. */
export const layerAlpha = (item: Pick<TimelineItem, 'opacity' | 'transform'>): number =>
  unit(item.opacity) * unit(item.transform?.opacity);

/**
 * Clears the canvas to black and paints `layers` bottom-up (`drawOrder`) in the format's frame:
 * main-track pictures over the whole frame by their own fit and pan (`itemPictureRect`), overlay
 * pictures in their box, titles as bold text with a dark shadow, captions as their track's style
 * draws the words due at `options.time`. Each layer is painted at `layerAlpha`.
 */
export function drawComposition(
  ctx: CompositorContext,
  canvas: CanvasSize,
  layers: readonly CompositionLayer[],
  options: CompositionOptions = {},
): void {
  const format = options.format ?? DEFAULT_VIDEO_FORMAT;
  ctx.save();
  ctx.globalAlpha = 1;
  if (options.backdrop === 'clear' && 'clearRect' in ctx)
    (ctx as Pick<CanvasRenderingContext2D, 'clearRect'>).clearRect(
      0,
      0,
      canvas.width,
      canvas.height,
    );
  else {
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.restore();

  const frame = formatFrameOn(format, canvas.width, canvas.height);
  const boxed = frame.width !== canvas.width || frame.height !== canvas.height;
  if (boxed) {
    // A canvas of another shape: the frame between black bars, nothing drawn outside it.
    ctx.save();
    ctx.translate(frame.x, frame.y);
    ctx.beginPath();
    ctx.rect(0, 0, frame.width, frame.height);
    ctx.clip();
  }
  paintLayers(ctx, { width: frame.width, height: frame.height }, layers, {
    ...options,
    reference: referenceFrame(format),
  });
  if (boxed) ctx.restore();
}

function paintLayers(
  ctx: CompositorContext,
  size: CanvasSize,
  layers: readonly CompositionLayer[],
  options: CompositionOptions & { reference: FrameSize },
): void {
  const sharedGrades = sharedCrossfadeGrades(layers);
  const held = heldGrade();
  // A transition clips, moves or fills under its layer while it paints (`transition-effect.ts`).
  for (const [given, transitionAlpha] of inTransitions(ctx, size, layers)) {
    // A grade held for a crossfade's incoming clip is laid before anything else is painted.
    if (!held.waitsFor(given)) held.apply(ctx);
    const incoming = sharedGrades.get(given);
    // Keyframes first: every read below sees the item as it looks at this frame's time.
    const layer = animatedLayer(given, options.time);
    // A fade in / out (the envelope the sound follows too) takes the picture from / to black.
    const { fadeIn, fadeOut } = layer.item;
    const fade =
      options.time !== undefined && (fadeIn || fadeOut) ? itemFadeAt(layer.item, options.time) : 1;
    const alpha = layerAlpha(layer.item) * fade * transitionAlpha;
    if (alpha <= 0) continue;
    if (layer.item.type === 'text') {
      const turned = turnTitle(ctx, size, layer.item, options.reference);
      drawText(ctx, size, layer.item, alpha, options.reference, options.time);
      if (turned) ctx.restore();
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
    // Fitted by the picture as cropped (and turned on its side on a quarter turn).
    const framed = framedSourceSize(layer.item, layer.sourceWidth, layer.sourceHeight);
    const rect =
      layer.item.trackType === 'overlay'
        ? overlayRect(
            layer.item.transform,
            framed.width,
            framed.height,
            size.width,
            size.height,
            options.reference,
          )
        : itemPictureRect(
            layer.item,
            framed.width,
            framed.height,
            size.width,
            size.height,
            options.reference,
          );
    if (!(rect.width > 0 && rect.height > 0)) continue;
    const smoothing = options.smoothing ?? 'high';
    if (held.takes(given, rect)) {
      drawPicture(ctx, layer.source, layer, rect, alpha, smoothing, { graded: false });
      held.apply(ctx);
      continue;
    }
    held.apply(ctx);
    const grade =
      incoming && alpha >= 1 && canGradeInPlace(ctx) ? colourGrade(layer.item.colour) : null;
    if (grade && incoming) {
      drawPicture(ctx, layer.source, layer, rect, alpha, smoothing, { graded: false });
      held.hold(grade, rect, incoming);
      continue;
    }
    drawPicture(ctx, layer.source, layer, rect, alpha, smoothing);
  }
  held.apply(ctx);
}
