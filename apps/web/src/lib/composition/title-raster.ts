import type { CanvasSize, CompositorContext } from './compositor';

// A title is the same picture frame after frame, and drawing it is the dearest part of a frame's
// overlays in software (a blurred shadow and an outline per glyph run): it is drawn once into a
// frame-sized canvas of its own and copied on the frames after — at rest as it is, on its way in
// or out faded, shifted, scaled about its centre or blurred as a whole (`RasterMotion`). Only on
// a context without a transform (not turned); the few kept are the titles on screen now. Once a
// raster is used a second time it is cut down to the box its pixels cover (read back once, while
// the page is idle), so the frames after copy that box, not the whole frame.
//
// The copy sets no canvas state it does not need (no save / restore): in Chromium, setting
// `filter`, even to 'none', costs ~0.2 ms on the page, more than the copy itself.

const KEPT = 4;

interface Raster {
  /** the title's pixels: the whole frame, then (cut) only their box; null when nothing shows */
  canvas: OffscreenCanvas | null;
  x: number;
  y: number;
  /** the point a scale is about (frame px): what `paint` answered, else the frame's centre */
  pivot: RasterPoint;
  /** cut, or its cut is waiting for an idle moment */
  cut: boolean;
}

export interface RasterPoint {
  x: number;
  y: number;
}

/** How the kept picture is laid on the frame (device px). */
export interface RasterMotion {
  /** 0–1 over the whole picture */
  alpha: number;
  dx: number;
  dy: number;
  /** about the pivot `paint` answered */
  scale: number;
  /** px of blur */
  blur: number;
}

const AS_IT_IS: RasterMotion = { alpha: 1, dx: 0, dy: 0, scale: 1, blur: 0 };

const kept = new Map<string, Raster>();

/**
 * Draws what `paint` draws through a kept raster keyed by `key` (everything the picture depends
 * on), laid on the frame as `motion` says, and answers true; false (nothing done) where there is
 * no raster to use: the caller then draws as it would have. `paint` may answer the point the
 * picture scales about.
 */
export function drawThroughRaster(
  ctx: CompositorContext,
  size: CanvasSize,
  key: string,
  paint: (target: OffscreenCanvasRenderingContext2D) => RasterPoint | void,
  motion: RasterMotion = AS_IT_IS,
): boolean {
  if (typeof OffscreenCanvas === 'undefined' || !untransformedCanvas(ctx)) return false;
  const fullKey = `${size.width}x${size.height} ${key}`;
  let raster = kept.get(fullKey);
  if (raster) {
    kept.delete(fullKey);
    if (!raster.cut) cutSoon(raster);
  } else {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const target = canvas.getContext('2d');
    if (!target) return false;
    const pivot = paint(target) ?? { x: size.width / 2, y: size.height / 2 };
    raster = { canvas, x: 0, y: 0, pivot, cut: false };
  }
  kept.set(fullKey, raster);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  if (raster.canvas === null || motion.alpha <= 0) return true;
  // A real canvas's context (`untransformedCanvas`): it can set its transform back.
  layDown(
    ctx as CompositorContext & Pick<CanvasRenderingContext2D, 'setTransform'>,
    raster as Raster & { canvas: OffscreenCanvas },
    motion,
  );
  return true;
}

/** Copies the raster onto the (untransformed) frame, faded, moved, scaled and blurred. */
function layDown(
  ctx: CompositorContext & Pick<CanvasRenderingContext2D, 'setTransform'>,
  raster: Raster & { canvas: OffscreenCanvas },
  { alpha, dx, dy, scale, blur }: RasterMotion,
): void {
  const picture = (blur > 0 && blurred(raster.canvas, blur)) || {
    canvas: raster.canvas,
    outset: 0,
  };
  const alphaBefore = ctx.globalAlpha;
  const filterBefore = ctx.filter;
  ctx.globalAlpha = alpha;
  if (filterBefore !== 'none') ctx.filter = 'none';
  const moved = scale !== 1 || dx !== 0 || dy !== 0;
  if (moved) {
    const { x, y } = raster.pivot;
    ctx.setTransform(scale, 0, 0, scale, x * (1 - scale) + dx, y * (1 - scale) + dy);
  }
  ctx.drawImage(picture.canvas, raster.x - picture.outset, raster.y - picture.outset);
  if (moved) ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (filterBefore !== 'none') ctx.filter = filterBefore;
  ctx.globalAlpha = alphaBefore;
}

let blurScratch: OffscreenCanvas | null = null;

/**
 * The picture blurred by `blur` px on a scratch canvas its blur's reach larger on each side (null
 * where there is none). A canvas blurs a filtered drawImage over the whole canvas: on the frame,
 * ~19 ms for a title's box at 1600×900 here; on a canvas the box's size, ~1.5 ms.
 */
function blurred(
  picture: OffscreenCanvas,
  blur: number,
): { canvas: OffscreenCanvas; outset: number } | null {
  const outset = Math.ceil(blur * 3);
  const width = picture.width + 2 * outset;
  const height = picture.height + 2 * outset;
  blurScratch ??= new OffscreenCanvas(width, height);
  const ctx = blurScratch.getContext('2d');
  if (!ctx) return null;
  if (blurScratch.width !== width || blurScratch.height !== height) {
    blurScratch.width = width;
    blurScratch.height = height;
  } else ctx.clearRect(0, 0, width, height);
  ctx.filter = `blur(${Math.round(blur * 100) / 100}px)`;
  ctx.drawImage(picture, outset, outset);
  return { canvas: blurScratch, outset };
}

/**
 * Cuts the raster while the page is idle where it can tell (reading a frame back and scanning it
 * takes a few ms: not in the middle of a playing frame), else at once (a worker: the export).
 */
function cutSoon(raster: Raster): void {
  raster.cut = true;
  if (typeof requestIdleCallback !== 'function') return cutToInk(raster);
  requestIdleCallback(
    () => {
      if ([...kept.values()].includes(raster)) cutToInk(raster);
    },
    { timeout: 1000 },
  );
}

/** Cuts a frame-sized raster down to the box of its visible pixels (where it can read them). */
function cutToInk(raster: Raster): void {
  const canvas = raster.canvas;
  const source = canvas?.getContext('2d');
  if (!canvas || !source || typeof source.getImageData !== 'function') return;
  const { width, height } = canvas;
  const box = inkBox(source.getImageData(0, 0, width, height).data, width, height);
  if (box === null) {
    raster.canvas = null;
    return;
  }
  const cut = new OffscreenCanvas(box.width, box.height);
  const target = cut.getContext('2d');
  if (!target) return;
  target.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  Object.assign(raster, { canvas: cut, x: box.x, y: box.y });
}

/**
 * The smallest box holding every pixel of `rgba` (width × height, 4 bytes a pixel) whose alpha
 * is not 0, or null when none is.
 */
export function inkBox(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } | null {
  const inkedRow = (row: number) => {
    for (let at = row * width * 4 + 3, end = at + width * 4; at < end; at += 4)
      if (rgba[at] !== 0) return true;
    return false;
  };
  let top = 0;
  while (top < height && !inkedRow(top)) top++;
  if (top === height) return null;
  let bottom = height - 1;
  while (!inkedRow(bottom)) bottom--;
  let left = width;
  let right = -1;
  for (let row = top; row <= bottom; row++) {
    const base = row * width * 4 + 3;
    for (let column = 0; column < left; column++)
      if (rgba[base + column * 4] !== 0) {
        left = column;
        break;
      }
    for (let column = width - 1; column > right; column--)
      if (rgba[base + column * 4] !== 0) {
        right = column;
        break;
      }
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Whether the font the title is drawn in is loaded (or needs no loading). Part of a raster's key:
 * a title drawn while its font was still on its way shows in a stand-in font, and must be drawn
 * again, not copied, once the font is in.
 */
export function fontReady(font: string): boolean {
  const fonts =
    typeof document !== 'undefined'
      ? document.fonts
      : (globalThis as { fonts?: FontFaceSet }).fonts;
  if (!fonts) return true;
  // A font once in stays in: asking the set each frame was ~0.1 ms a title.
  let known = fontsIn.get(fonts);
  if (known?.has(font)) return true;
  let ready: boolean;
  try {
    ready = fonts.check(font);
  } catch {
    return true;
  }
  if (ready) {
    if (!known) fontsIn.set(fonts, (known = new Set()));
    known.add(font);
  }
  return ready;
}

const fontsIn = new WeakMap<FontFaceSet, Set<string>>();

/** A real canvas's context with no transform set (tests hand in recorders without a canvas). */
function untransformedCanvas(ctx: CompositorContext): boolean {
  const real = ctx as Partial<Pick<CanvasRenderingContext2D, 'canvas' | 'getTransform'>>;
  return real.canvas !== undefined && typeof real.getTransform === 'function'
    ? real.getTransform().isIdentity
    : false;
}
