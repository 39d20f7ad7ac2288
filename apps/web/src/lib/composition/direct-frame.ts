import {
  DEFAULT_VIDEO_FORMAT,
  itemFadeAt,
  referenceFrame,
  type VideoFormat,
} from '@reelwright/timeline';
import { animatedLayer } from './animated-layer';
import { colourGrade, type ColourGrade } from './colour-grade';
import { layerAlpha, type CanvasSize, type CompositionLayer } from './compositor';
import { sharedCrossfadeGrades } from './crossfade-grade';
import { formatFrameOn, itemPictureRect, overlayRect, type Rect } from './frame-layout';
import { cropRect, type SourceRect } from './picture-frame';
import { transitionEffect } from './transition-effect';

// When a frame is nothing but one video picture filling it: the compositor's whole work is then
// to scale a part of that picture onto the canvas (and grade it), which the export can hand to the
// encoder to do (it scales in YUV, several times cheaper than a draw). A crossfade between two
// such pictures of one size and grade is the same with the incoming mixed in. This is the
// compositor's own rule for those cases, next to it so the two cannot drift apart:
// `direct-frame.test.ts` checks that where it answers, `drawComposition` paints exactly that part
// over the whole canvas (the incoming over it at its alpha), then the grade over all of it, and
// over that only the stills it names, each plainly in its box.

/** A still over the picture: drawn plainly in `rect` (canvas px) at `alpha`. */
export interface DirectStill {
  layer: CompositionLayer;
  rect: Rect;
  alpha: number;
}

/** A crossfade's incoming picture: the same size and part as the outgoing, mixed in at `alpha`. */
export interface DirectIncoming {
  layer: CompositionLayer;
  alpha: number;
}

/**
 * A frame the encoder can make from one picture: `source` (px of the picture) fills the canvas,
 * mixed with `incoming` where a crossfade runs, then graded by `grade`, with `stills`
 * (bottom-up) laid over it.
 */
export interface DirectFrame {
  layer: CompositionLayer;
  source: SourceRect;
  incoming: DirectIncoming | null;
  grade: ColourGrade | null;
  stills: DirectStill[];
}

/** How far (px) the picture may miss the canvas's edge and still count as covering it. */
const EDGE = 1e-6;

/**
 * The layers that draw something, bottom first, on a canvas of the format's shape; null on a canvas
 * of another shape or with nothing on it.
 */
function picturesOn(
  layers: readonly CompositionLayer[],
  canvas: CanvasSize,
  givenFormat: VideoFormat | undefined,
): { format: VideoFormat; bottom: CompositionLayer; rest: CompositionLayer[] } | null {
  const format = givenFormat ?? DEFAULT_VIDEO_FORMAT;
  const frame = formatFrameOn(format, canvas.width, canvas.height);
  if (frame.width !== canvas.width || frame.height !== canvas.height) return null;
  const [bottom, ...rest] = layers.filter((layer) => layer.item.type !== 'audios');
  return bottom ? { format, bottom, rest } : null;
}

/**
 * The part of one main-track video picture that `drawComposition` would paint over the whole
 * canvas as it is (no turn, flip, see-through alpha or transition but a crossfade with a picture
 * like it, the canvas of the format's shape), graded or not, under nothing but overlay stills
 * drawn plainly (`plainStill`); null for any other frame.
 */
export function directFrame(
  layers: readonly CompositionLayer[],
  canvas: CanvasSize,
  options: { format?: VideoFormat; time?: number } = {},
): DirectFrame | null {
  const pictures = picturesOn(layers, canvas, options.format);
  if (!pictures) return null;
  const { format, bottom: given, rest } = pictures;
  let over = rest;
  let grade: ColourGrade | null;
  let incoming: DirectIncoming | null = null;
  const picture = coveringPart(given, canvas, format, options.time);
  if (!picture) return null;
  if (given.transition) {
    // A crossfade's cut: the incoming (next in draw order) at its alpha over the whole outgoing,
    // the one grade they share laid over the mix (`crossfade-grade.ts`), or neither graded.
    const next = rest[0];
    if (given.transition.kind !== 'crossfade' || given.transition.role !== 'outgoing' || !next)
      return null;
    if (next.transition?.kind !== 'crossfade' || next.transition.role !== 'incoming') return null;
    const nextPart = coveringPart(next, canvas, format, options.time);
    if (!nextPart || !samePart(picture, nextPart)) return null;
    if (next.sourceWidth !== given.sourceWidth || next.sourceHeight !== given.sourceHeight)
      return null;
    const outgoingGrade = colourGrade(given.item.colour);
    const incomingGrade = colourGrade(next.item.colour);
    if (outgoingGrade || incomingGrade) {
      if (sharedCrossfadeGrades([given, next]).get(given) !== next) return null;
    }
    grade = outgoingGrade;
    const alpha = transitionEffect(next.transition, canvas, 'main').alpha;
    incoming = { layer: next, alpha };
    over = rest.slice(1);
  } else grade = colourGrade(given.item.colour);
  const stills: DirectStill[] = [];
  for (const layer of over) {
    const still = plainStill(layer, canvas, format, options.time);
    if (still === null) return null;
    if (still !== 'unseen') stills.push(still);
  }
  return { layer: given, source: picture, incoming, grade, stills };
}

/** A main-track video picture over the whole canvas, and what is painted over it. */
export interface CoveringVideo {
  layer: CompositionLayer;
  /** the part of the picture (its px) that fills the canvas */
  source: SourceRect;
  /** the layers over it, bottom-up (titles, captions, overlays of any kind) */
  over: CompositionLayer[];
}

/**
 * When the bottom picture is a main-track video that `drawComposition` paints over the whole
 * canvas as it is (upright, opaque, ungraded, in no transition): that picture, its part, and the
 * layers over it. Painting those over the part scaled to the canvas is the whole frame, so the
 * playing preview shows such a picture with its <video> element under the canvas and paints only
 * the rest; null for any other frame.
 */
export function coveringVideo(
  layers: readonly CompositionLayer[],
  canvas: CanvasSize,
  options: { format?: VideoFormat; time?: number } = {},
): CoveringVideo | null {
  const pictures = picturesOn(layers, canvas, options.format);
  if (!pictures) return null;
  const { format, bottom: given, rest: over } = pictures;
  if (given.transition || colourGrade(given.item.colour)) return null;
  // A preview canvas is its box's size in device px, which may miss the format's shape by a
  // pixel: the picture then misses its edges by less than that, which drawComposition paints as
  // a sliver of black a pixel wide; the video shown under the canvas covers it.
  const source = coveringPart(given, canvas, format, options.time, 1);
  return source ? { layer: given, source, over } : null;
}

/**
 * The frame's layers in two: the main track's pictures (with their transitions and grades, which
 * touch only each other) and the rest. Painting the first, then the rest over a clear canvas
 * above it, shows the frame `drawComposition` paints on one canvas: the playing preview repaints
 * the main track's picture only when it changes, and what lies over it as often as that moves.
 */
export function mainTrackSplit(layers: readonly CompositionLayer[]): {
  main: CompositionLayer[];
  over: CompositionLayer[];
} {
  const visual = layers.filter((layer) => layer.item.type !== 'audios');
  const first = visual.findIndex((layer) => layer.item.trackType !== 'main');
  const at = first === -1 ? visual.length : first;
  return { main: visual.slice(0, at), over: visual.slice(at) };
}

const samePart = (a: SourceRect, b: SourceRect) =>
  Math.abs(a.x - b.x) <= EDGE &&
  Math.abs(a.y - b.y) <= EDGE &&
  Math.abs(a.width - b.width) <= EDGE &&
  Math.abs(a.height - b.height) <= EDGE;

/**
 * The part of a main-track video picture (px of the picture) the compositor paints over the whole
 * canvas, opaque, upright and unflipped (its transition aside); null for any other layer.
 */
function coveringPart(
  given: CompositionLayer,
  canvas: CanvasSize,
  format: VideoFormat,
  time: number | undefined,
  /** how far (px) the picture may miss the canvas's edges */
  edge = EDGE,
): SourceRect | null {
  if (given.source === null) return null;
  const { item } = animatedLayer(given, time);
  if (item.type !== 'videos' || item.trackType === 'overlay') return null;
  if ((item.rotation ?? 0) !== 0 || item.flipH === true || item.flipV === true) return null;
  const fade = time !== undefined && (item.fadeIn || item.fadeOut) ? itemFadeAt(item, time) : 1;
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
    rect.x <= edge &&
    rect.y <= edge &&
    rect.x + rect.width >= canvas.width - edge &&
    rect.y + rect.height >= canvas.height - edge;
  if (!covers) return null;
  const perX = kept.width / rect.width;
  const perY = kept.height / rect.height;
  return {
    x: kept.x - rect.x * perX,
    y: kept.y - rect.y * perY,
    width: canvas.width * perX,
    height: canvas.height * perY,
  };
}

/**
 * An overlay still the compositor draws with one plain drawImage in its box (no turn, flip,
 * crop, colour or transition; keyframes as they stand at `time`); 'unseen' where it paints
 * nothing (no alpha, no box); null for any other layer.
 */
function plainStill(
  given: CompositionLayer,
  canvas: CanvasSize,
  format: VideoFormat,
  time: number | undefined,
): DirectStill | 'unseen' | null {
  const layer = animatedLayer(given, time);
  const { item } = layer;
  if (item.type !== 'images' || item.trackType !== 'overlay' || layer.transition) return null;
  if (layer.source === null || !(layer.sourceWidth > 0 && layer.sourceHeight > 0)) return null;
  if ((item.rotation ?? 0) !== 0 || item.flipH === true || item.flipV === true) return null;
  if (item.crop || colourGrade(item.colour)) return null;
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
