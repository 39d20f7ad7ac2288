import type { FrameSize, TimelineItem } from '@reelwright/timeline';
import type { CompositionLayer, CompositorContext } from './compositor';
import { colourRecipe, joinedFilter, type ColourRecipe } from './colour-filter';
import { textLayout, type Rect } from './frame-layout';
import { cropRect, isQuarterTurn, type SourceRect } from './picture-frame';

// A picture layer (a video frame or a still) on the frame, in the rect its fit or overlay box
// gives: the one function the preview and the export draw it with.
//
// The rect is where the picture shows, already fitted by its cropped (and, on a quarter turn,
// turned) size — `framedSourceSize`. Here the crop picks the source's part (9-argument
// drawImage), the turn spins it about the rect's centre, flips mirror the turned picture
// left-right / upside down as it shows (negative scale), and
// its colour is a ctx.filter plus, for temperature, a soft-light wash drawn on a scratch canvas
// so that only the picture is tinted, not what lies under it. A picture with none of these is
// drawn with one plain drawImage and no state besides alpha and smoothing.

export function drawPicture(
  ctx: CompositorContext,
  source: CanvasImageSource,
  layer: CompositionLayer,
  rect: Rect,
  alpha: number,
  smoothing: ImageSmoothingQuality,
): void {
  const { item } = layer;
  const rotation = item.rotation ?? 0;
  const turned = rotation !== 0 || item.flipH === true || item.flipV === true;
  const recipe = colourRecipe(item.colour);
  const size = intrinsicSize(source, layer);
  const crop = item.crop && size.width > 0 && size.height > 0 ? item.crop : undefined;

  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.imageSmoothingQuality = smoothing;
  if (!turned && !recipe && !crop) {
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

  let image: CanvasImageSource = source;
  let part: SourceRect | null = crop ? cropRect(crop, size.width, size.height) : null;
  if (recipe?.wash && washesInPlace(item, recipe, alpha)) {
    // An opaque, fully shown video frame: one filtered draw, then the wash over its own rect
    // on the frame (every ctx.filter costed 6–7 ms a 720p draw here, a fill about 1 ms).
    const filter = joinedFilter(recipe);
    if (filter !== 'none') ctx.filter = filter;
    if (part) ctx.drawImage(source, part.x, part.y, part.width, part.height, x, y, width, height);
    else ctx.drawImage(source, x, y, width, height);
    ctx.filter = 'none';
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillStyle = recipe.wash;
    ctx.fillRect(x, y, width, height);
    ctx.restore();
    return;
  }
  if (recipe) {
    const washed = recipe.wash
      ? washedPicture(source, part, width, height, recipe, smoothing, item.type === 'images')
      : null;
    if (washed) {
      image = washed;
      part = null;
      if (recipe.after !== 'none') ctx.filter = recipe.after;
    } else {
      // Without a wash (or a scratch canvas), both filters at once.
      const filter = joinedFilter(recipe);
      if (filter !== 'none') ctx.filter = filter;
    }
  }
  if (part) ctx.drawImage(image, part.x, part.y, part.width, part.height, x, y, width, height);
  else ctx.drawImage(image, x, y, width, height);
  ctx.restore();
}

/**
 * Whether the temperature's wash can go straight onto the frame over the picture's rect: the
 * picture covers its rect (a video frame, not a still that may be see-through), nothing under
 * it shows through (full alpha), and its look has no grey or sepia that must come after the
 * wash. Otherwise the picture is washed on the scratch canvas first.
 */
const washesInPlace = (item: TimelineItem, recipe: ColourRecipe, alpha: number): boolean =>
  item.type === 'videos' && alpha >= 1 && !/grayscale|sepia/.test(recipe.after);

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

type ScratchCanvas = OffscreenCanvas | HTMLCanvasElement;
type ScratchContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Larger washes are drawn at this size on their long side and scaled up (memory stays bounded). */
const SCRATCH_MAX = 4096;
let scratch: { canvas: ScratchCanvas; ctx: ScratchContext } | null | undefined;

function scratchCanvas(width: number, height: number): typeof scratch {
  if (scratch === undefined) {
    const canvas: ScratchCanvas | null =
      typeof OffscreenCanvas !== 'undefined'
        ? new OffscreenCanvas(width, height)
        : typeof document !== 'undefined'
          ? document.createElement('canvas')
          : null;
    const ctx = (canvas?.getContext('2d') ?? null) as ScratchContext | null;
    scratch = canvas && ctx ? { canvas, ctx } : null;
  }
  if (!scratch) return null;
  // A new size clears it; the same size is overwritten whole ('copy') below.
  if (scratch.canvas.width !== width) scratch.canvas.width = width;
  if (scratch.canvas.height !== height) scratch.canvas.height = height;
  return scratch;
}

/**
 * The picture at its drawn size on the scratch canvas with the sliders' filter and the
 * temperature's soft-light wash over it (then, for stills that may be see-through, cut back to
 * the picture's own alpha). Null where there is no scratch canvas.
 */
function washedPicture(
  source: CanvasImageSource,
  part: SourceRect | null,
  width: number,
  height: number,
  recipe: ColourRecipe,
  smoothing: ImageSmoothingQuality,
  mayBeSeeThrough: boolean,
): ScratchCanvas | null {
  const k = Math.min(1, SCRATCH_MAX / Math.max(width, height));
  const w = Math.max(1, Math.round(width * k));
  const h = Math.max(1, Math.round(height * k));
  const target = scratchCanvas(w, h);
  if (!target) return null;
  const { ctx } = target;
  const draw = () =>
    part
      ? ctx.drawImage(source, part.x, part.y, part.width, part.height, 0, 0, w, h)
      : ctx.drawImage(source, 0, 0, w, h);
  ctx.save();
  ctx.imageSmoothingQuality = smoothing;
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'copy';
  ctx.filter = recipe.before;
  draw();
  ctx.filter = 'none';
  ctx.globalCompositeOperation = 'soft-light';
  ctx.fillStyle = recipe.wash!;
  ctx.fillRect(0, 0, w, h);
  if (mayBeSeeThrough) {
    ctx.globalCompositeOperation = 'destination-in';
    draw();
  }
  ctx.restore();
  return target.canvas;
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
