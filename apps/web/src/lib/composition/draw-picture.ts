import type { FrameSize, TimelineItem } from '@reelwright/timeline';
import type { CompositionLayer, CompositorContext } from './compositor';
import { applyGrade, canGradeInPlace, type GradeContext } from './apply-grade';
import { colourGrade, type ColourGrade } from './colour-grade';
import { textLayout, type Rect } from './frame-layout';
import { cropRect, isQuarterTurn, type SourceRect } from './picture-frame';
import {
  scratchCanvas,
  type Scratch,
  type ScratchCanvas,
  type ScratchContext,
} from './scratch-canvas';

// A picture layer (a video frame or a still) on the frame, in the rect its fit or overlay box
// gives: the one function the preview and the export draw it with.
//
// The rect is where the picture shows, already fitted by its cropped (and, on a quarter turn,
// turned) size — `framedSourceSize`. Here the crop picks the source's part (9-argument
// drawImage), the turn spins it about the rect's centre, flips mirror the turned picture
// left-right / upside down as it shows (negative scale), and its colour grade (colour-grade.ts)
// is applied where it lies for an opaque video frame, or on a scratch canvas first when what is
// under the picture shows through it. A picture with none of these is drawn with one plain
// drawImage and no state besides alpha and smoothing.

export function drawPicture(
  ctx: CompositorContext,
  source: CanvasImageSource,
  layer: CompositionLayer,
  rect: Rect,
  alpha: number,
  smoothing: ImageSmoothingQuality,
  /** `graded: false`: drawn without its colour (the compositor grades it with another, later) */
  options: { graded?: boolean } = {},
): void {
  const { item } = layer;
  const rotation = item.rotation ?? 0;
  const turned = rotation !== 0 || item.flipH === true || item.flipV === true;
  const grade = options.graded === false ? null : colourGrade(item.colour);
  const size = intrinsicSize(source, layer);
  const crop = item.crop && size.width > 0 && size.height > 0 ? item.crop : undefined;

  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.imageSmoothingQuality = smoothing;
  if (!turned && !grade && !crop) {
    ctx.drawImage(source, rect.x, rect.y, rect.width, rect.height);
    ctx.restore();
    return;
  }

  // The picture's own (unturned) size on the frame: a quarter turn stands it on its side.
  const quarter = isQuarterTurn(rotation);
  const width = quarter ? rect.height : rect.width;
  const height = quarter ? rect.width : rect.height;
  let x = rect.x;
  let y = rect.y;
  if (turned) {
    // Flips mirror the picture as it shows (turned): Flip H is always left-right on screen.
    ctx.translate(rect.x + rect.width / 2, rect.y + rect.height / 2);
    if (item.flipH || item.flipV) ctx.scale(item.flipH ? -1 : 1, item.flipV ? -1 : 1);
    if (rotation !== 0) ctx.rotate((rotation * Math.PI) / 180);
    x = -width / 2;
    y = -height / 2;
  }

  const part: SourceRect | null = crop ? cropRect(crop, size.width, size.height) : null;
  if (grade && gradesInPlace(item, alpha, ctx)) {
    // An opaque, fully shown video frame: drawn plainly, then graded where it lies.
    drawPart(ctx, source, part, x, y, width, height);
    applyGrade(ctx, grade, { x, y, width, height });
    ctx.restore();
    return;
  }
  const graded = grade
    ? item.type === 'images'
      ? gradedStill(source, part, size, width, height, grade, smoothing)
      : gradedPicture(source, part, width, height, grade, smoothing, false)
    : null;
  if (graded) ctx.drawImage(graded, x, y, width, height);
  else drawPart(ctx, source, part, x, y, width, height);
  ctx.restore();
}

function drawPart(
  ctx: Pick<CompositorContext, 'drawImage'>,
  source: CanvasImageSource,
  part: SourceRect | null,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  if (part) ctx.drawImage(source, part.x, part.y, part.width, part.height, x, y, width, height);
  else ctx.drawImage(source, x, y, width, height);
}

/**
 * Whether the grade can go straight onto the frame over the picture's area: the picture covers
 * its area (a video frame, not a still that may be see-through), nothing under it shows through
 * (full alpha), and the context is a real canvas's.
 */
const gradesInPlace = (
  item: TimelineItem,
  alpha: number,
  ctx: CompositorContext,
): ctx is CompositorContext & GradeContext =>
  item.type === 'videos' && alpha >= 1 && canGradeInPlace(ctx);

/** The source's own px size: what drawImage's source rect is measured in. */
function intrinsicSize(
  source: CanvasImageSource,
  layer: Pick<CompositionLayer, 'sourceWidth' | 'sourceHeight'>,
): { width: number; height: number } {
  const known = source as Partial<{
    videoWidth: number;
    videoHeight: number;
    naturalWidth: number;
    naturalHeight: number;
    displayWidth: number;
    displayHeight: number;
    width: number | SVGAnimatedLength;
    height: number | SVGAnimatedLength;
  }>;
  const pairs: Array<[unknown, unknown]> = [
    [known.videoWidth, known.videoHeight],
    [known.naturalWidth, known.naturalHeight],
    [known.displayWidth, known.displayHeight],
    [known.width, known.height],
  ];
  for (const [width, height] of pairs)
    if (typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0)
      return { width, height };
  return { width: layer.sourceWidth, height: layer.sourceHeight };
}

/** Larger pictures are graded at this size on their long side and scaled up (memory stays bounded). */
const SCRATCH_MAX = 4096;

/** The size a picture is graded at: its drawn size, at most SCRATCH_MAX on its long side. */
function gradedSize(width: number, height: number): { w: number; h: number } {
  const k = Math.min(1, SCRATCH_MAX / Math.max(width, height));
  return { w: Math.max(1, Math.round(width * k)), h: Math.max(1, Math.round(height * k)) };
}

/**
 * The picture at its drawn size on the scratch canvas, graded (then, for stills that may be
 * see-through, cut back to the picture's own alpha). Null where there is no scratch canvas.
 */
function gradedPicture(
  source: CanvasImageSource,
  part: SourceRect | null,
  width: number,
  height: number,
  grade: ColourGrade,
  smoothing: ImageSmoothingQuality,
  mayBeSeeThrough: boolean,
): ScratchCanvas | null {
  const { w, h } = gradedSize(width, height);
  const target = scratchCanvas('picture', w, h);
  if (!target) return null;
  gradeOnto(target, source, part, grade, smoothing, mayBeSeeThrough);
  return target.canvas;
}

/**
 * The size a still is graded at: its own (cropped) size, halved while that still covers the
 * drawn size, so one grading serves a still that grows or shrinks on keyframes (drawn at a new
 * size every frame) and the drawn picture is never graded below its drawn size.
 */
export function stillGradeSize(
  own: { width: number; height: number },
  width: number,
  height: number,
): { w: number; h: number } {
  let w = own.width;
  let h = own.height;
  if (!(w > 0 && h > 0)) return gradedSize(width, height);
  while (w / 2 >= width && h / 2 >= height && w >= 2 && h >= 2) {
    w /= 2;
    h /= 2;
  }
  return gradedSize(w, h);
}

/** Graded stills kept per picture, by how they were drawn (a still is the same every frame). */
const gradedStills = new WeakMap<object, Map<string, ScratchCanvas>>();
/** Grading sizes kept per still: more starts anew. */
const STILL_SIZES_KEPT = 4;

/**
 * A still graded at its drawn size, made once and kept while the picture lives: a graded logo
 * costs two scratch-canvas passes (and a boost's copy) on every frame otherwise.
 */
function gradedStill(
  source: CanvasImageSource,
  part: SourceRect | null,
  own: { width: number; height: number },
  width: number,
  height: number,
  grade: ColourGrade,
  smoothing: ImageSmoothingQuality,
): ScratchCanvas | null {
  const { w, h } = stillGradeSize(part ?? own, width, height);
  const key = JSON.stringify([w, h, part, grade, smoothing]);
  let kept = gradedStills.get(source);
  const cached = kept?.get(key);
  if (cached) return cached;
  const canvas: ScratchCanvas | null =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(w, h)
      : typeof document !== 'undefined'
        ? Object.assign(document.createElement('canvas'), { width: w, height: h })
        : null;
  const ctx = (canvas?.getContext('2d') ?? null) as ScratchContext | null;
  if (!canvas || !ctx) return gradedPicture(source, part, width, height, grade, smoothing, true);
  gradeOnto({ canvas, ctx }, source, part, grade, smoothing, true);
  if (!kept) {
    kept = new Map();
    gradedStills.set(source, kept);
  }
  if (kept.size >= STILL_SIZES_KEPT) kept.clear();
  kept.set(key, canvas);
  return canvas;
}

/** Draws the picture over the whole target and grades it there. */
function gradeOnto(
  target: Scratch,
  source: CanvasImageSource,
  part: SourceRect | null,
  grade: ColourGrade,
  smoothing: ImageSmoothingQuality,
  mayBeSeeThrough: boolean,
): void {
  const { ctx } = target;
  const w = target.canvas.width;
  const h = target.canvas.height;
  ctx.save();
  ctx.imageSmoothingQuality = smoothing;
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'copy';
  drawPart(ctx, source, part, 0, 0, w, h);
  ctx.restore();
  applyGrade(ctx, grade, { x: 0, y: 0, width: w, height: h });
  if (mayBeSeeThrough) {
    ctx.save();
    ctx.globalCompositeOperation = 'destination-in';
    drawPart(ctx, source, part, 0, 0, w, h);
    ctx.restore();
  }
}

/**
 * Turns and mirrors the context about a title's centre (its box's centre, or the frame's) for
 * a title with a rotation or flip, saving the state first: the caller restores it after drawing
 * the title. False (nothing done) for a title at rest.
 */
export function turnTitle(
  ctx: CompositorContext,
  size: { width: number; height: number },
  item: TimelineItem,
  reference: FrameSize,
): boolean {
  const rotation = item.rotation ?? 0;
  if (rotation === 0 && !item.flipH && !item.flipV) return false;
  const centre = textLayout(item, size.width, size.height, reference);
  ctx.save();
  ctx.translate(centre.x, centre.y);
  if (item.flipH || item.flipV) ctx.scale(item.flipH ? -1 : 1, item.flipV ? -1 : 1);
  if (rotation !== 0) ctx.rotate((rotation * Math.PI) / 180);
  ctx.translate(-centre.x, -centre.y);
  return true;
}
