import {
  DEFAULT_VIDEO_FORMAT,
  itemFadeAt,
  referenceFrame,
  type VideoFormat,
} from '@reelwright/timeline';
import { animatedLayer } from './animated-layer';
import { colourGrade } from './colour-grade';
import { layerAlpha, type CanvasSize, type CompositionLayer } from './compositor';
import { formatFrameOn, itemPictureRect, overlayRect, type Rect } from './frame-layout';
import { cropRect, type SourceRect } from './picture-frame';

// When a frame is nothing but one video picture filling it: the compositor's whole work is then
// to scale a part of that picture onto the canvas, which the export can hand to the encoder to do
// (it scales in YUV, several times cheaper than a draw). This is the compositor's own rule for
// that case, next to it so the two cannot drift apart: `direct-frame.test.ts` checks that where
// it answers, `drawComposition` paints exactly that part over the whole canvas, and over it only
// the stills it names, each plainly in its box.

/** A still over the picture: drawn plainly in `rect` (canvas px) at `alpha`. */
export interface DirectStill {
  layer: CompositionLayer;
  rect: Rect;
  alpha: number;
}

/**
 * A frame the encoder can make from one picture: `source` (px of the picture) fills the canvas,
 * with `stills` (bottom-up) laid over it.
 */
export interface DirectFrame {
  layer: CompositionLayer;
  source: SourceRect;
  stills: DirectStill[];
}

/** How far (px) the picture may miss the canvas's edge and still count as covering it. */
const EDGE = 1e-6;

/**
 * The part of one main-track video picture that `drawComposition` would paint over the whole
 * canvas as it is (no turn, flip, colour, transition or see-through alpha, the canvas of the
 * format's shape), under nothing but overlay stills drawn plainly (`plainStill`); null for any
 * other frame.
 */
export function directFrame(
  layers: readonly CompositionLayer[],
  canvas: CanvasSize,
  options: { format?: VideoFormat; time?: number } = {},
): DirectFrame | null {
  const format = options.format ?? DEFAULT_VIDEO_FORMAT;
  const frame = formatFrameOn(format, canvas.width, canvas.height);
  if (frame.width !== canvas.width || frame.height !== canvas.height) return null;
  const [given, ...over] = layers.filter((layer) => layer.item.type !== 'audios');
  if (!given) return null;
  if (given.transition || given.source === null) return null;
  const { item } = animatedLayer(given, options.time);
  if (item.type !== 'videos' || item.trackType === 'overlay') return null;
  if ((item.rotation ?? 0) !== 0 || item.flipH === true || item.flipV === true) return null;
  if (colourGrade(item.colour)) return null;
  const fade =
    options.time !== undefined && (item.fadeIn || item.fadeOut)
      ? itemFadeAt(item, options.time)
      : 1;
  if (layerAlpha(item) * fade < 1) return null;
  const { sourceWidth, sourceHeight } = given;
  if (!(sourceWidth > 0 && sourceHeight > 0)) return null;

  const kept = cropRect(item.crop, sourceWidth, sourceHeight);
  const rect = itemPictureRect(
    item,
    kept.width,
    kept.height,
    canvas.width,
    canvas.height,
    referenceFrame(format),
  );
  const covers =
    rect.x <= EDGE &&
    rect.y <= EDGE &&
    rect.x + rect.width >= canvas.width - EDGE &&
    rect.y + rect.height >= canvas.height - EDGE;
  if (!covers) return null;
  const stills: DirectStill[] = [];
  for (const layer of over) {
    const still = plainStill(layer, canvas, format, options.time);
    if (still === null) return null;
    if (still !== 'unseen') stills.push(still);
  }
  const perX = kept.width / rect.width;
  const perY = kept.height / rect.height;
  return {
    layer: given,
    source: {
      x: kept.x - rect.x * perX,
      y: kept.y - rect.y * perY,
      width: canvas.width * perX,
      height: canvas.height * perY,
    },
    stills,
  };
}

/**
 * An overlay still the compositor draws with one plain drawImage in its box (no turn, flip,
 * crop, colour, keyframes or transition); 'unseen' where it paints nothing (no alpha, no box);
 * null for any other layer.
 */
function plainStill(
  layer: CompositionLayer,
  canvas: CanvasSize,
  format: VideoFormat,
  time: number | undefined,
): DirectStill | 'unseen' | null {
  const { item } = layer;
  if (item.type !== 'images' || item.trackType !== 'overlay' || layer.transition) return null;
  if (layer.source === null || !(layer.sourceWidth > 0 && layer.sourceHeight > 0)) return null;
  if ((item.rotation ?? 0) !== 0 || item.flipH === true || item.flipV === true) return null;
  if (item.crop || colourGrade(item.colour)) return null;
  if (item.keyframes && Object.values(item.keyframes).some((keys) => (keys?.length ?? 0) > 0))
    return null;
  const fade = time !== undefined && (item.fadeIn || item.fadeOut) ? itemFadeAt(item, time) : 1;
  const alpha = layerAlpha(item) * fade;
  if (alpha <= 0) return 'unseen';
  const rect = overlayRect(
    item.transform,
    layer.sourceWidth,
    layer.sourceHeight,
    canvas.width,
    canvas.height,
    referenceFrame(format),
  );
  if (!(rect.width > 0 && rect.height > 0)) return 'unseen';
  return { layer, rect, alpha };
}
