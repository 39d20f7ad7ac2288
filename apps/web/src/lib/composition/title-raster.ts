import type { CanvasSize, CompositorContext } from './compositor';

// A title at rest is the same picture frame after frame, and drawing it is the dearest part of a
// frame's overlays in software (a blurred shadow and an outline per glyph run): it is drawn once
// into a frame-sized canvas of its own and copied on the frames after. Only for a title at rest
// (its animation in or out over) on a context without a transform (not turned); the few kept
// are the titles on screen now.

const KEPT = 4;
const kept = new Map<string, OffscreenCanvas>();

/**
 * Draws what `paint` draws through a kept raster keyed by `key` (everything the picture depends
 * on), and answers true; false (nothing done) where there is no raster to use: the caller then
 * draws as it would have.
 */
export function drawThroughRaster(
  ctx: CompositorContext,
  size: CanvasSize,
  key: string,
  paint: (target: OffscreenCanvasRenderingContext2D) => void,
): boolean {
  if (typeof OffscreenCanvas === 'undefined' || !untransformedCanvas(ctx)) return false;
  const fullKey = `${size.width}x${size.height} ${key}`;
  let raster = kept.get(fullKey);
  if (raster) kept.delete(fullKey);
  else {
    raster = new OffscreenCanvas(size.width, size.height);
    const target = raster.getContext('2d');
    if (!target) return false;
    paint(target);
  }
  kept.set(fullKey, raster);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  ctx.save();
  ctx.globalAlpha = 1;
  ctx.filter = 'none';
  ctx.drawImage(raster, 0, 0);
  ctx.restore();
  return true;
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
  try {
    return fonts?.check(font) ?? true;
  } catch {
    return true;
  }
}

/** A real canvas's context with no transform set (tests hand in recorders without a canvas). */
function untransformedCanvas(ctx: CompositorContext): boolean {
  const real = ctx as Partial<Pick<CanvasRenderingContext2D, 'canvas' | 'getTransform'>>;
  return real.canvas !== undefined && typeof real.getTransform === 'function'
    ? real.getTransform().isIdentity
    : false;
}
