import type { Crop, TimelineItem } from '@reelwright/timeline';

// A picture's crop and turn as geometry, with no DOM: the compositor draws with these, and the
// preview's handles (overlay box, pan, crop edges) outline the same picture.

export interface Size {
  width: number;
  height: number;
}

/** The part of the source a crop keeps (px of the source). */
export interface SourceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const share = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? Math.min(0.95, Math.max(0, value)) : 0;

/** The source rect a crop keeps; the whole source without one. */
export function cropRect(crop: Crop | undefined, width: number, height: number): SourceRect {
  if (!crop) return { x: 0, y: 0, width, height };
  const left = share(crop.left);
  const top = share(crop.top);
  const keptW = Math.max(0.05, 1 - left - share(crop.right));
  const keptH = Math.max(0.05, 1 - top - share(crop.bottom));
  return { x: left * width, y: top * height, width: keptW * width, height: keptH * height };
}

/**
 * Whether a turn is a quarter turn (±90°): the picture then stands on its side, so its frame or
 * box fits it by its turned aspect. Other angles spin the picture in place.
 */
export const isQuarterTurn = (rotation: number | undefined): boolean =>
  rotation !== undefined && Math.abs(Math.abs(rotation % 180) - 90) < 1e-9;

/**
 * The size a picture meets its frame or overlay box with: the source's size after the crop,
 * with width and height swapped on a quarter turn. 0 × 0 (unknown) stays unknown.
 */
export function framedSourceSize(
  item: Pick<TimelineItem, 'crop' | 'rotation'>,
  sourceW: number,
  sourceH: number,
): Size {
  if (!(sourceW > 0 && sourceH > 0)) return { width: sourceW, height: sourceH };
  const kept = cropRect(item.crop, sourceW, sourceH);
  return isQuarterTurn(item.rotation)
    ? { width: kept.height, height: kept.width }
    : { width: kept.width, height: kept.height };
}
