import type { Rect } from '../frame-layout';

/** Margins as fractions of the frame's width (left, right) and height (top, bottom). */
export interface SafeMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** 16:9 and other wide frames: the broadcast 90% action-safe area. */
export const WIDE_SAFE: SafeMargins = { top: 0.05, right: 0.05, bottom: 0.05, left: 0.05 };
/**
 * Vertical frames (9:16): Shorts, TikTok and Reels put the caption, the channel name and the
 * buttons over the bottom ~20% and the right ~15%, and their tabs over the top ~10%.
 */
export const VERTICAL_SAFE: SafeMargins = { top: 0.1, right: 0.15, bottom: 0.2, left: 0.05 };
/** Square and 4:5 feed posts: little UI over the picture, but keep off the edges. */
export const SQUARE_SAFE: SafeMargins = { top: 0.06, right: 0.06, bottom: 0.08, left: 0.06 };

/** The margins for a frame by its aspect: under 0.8 is vertical, above 1.2 is wide. */
export function safeMarginsFor(width: number, height: number): SafeMargins {
  const aspect = height > 0 ? width / height : 16 / 9;
  if (aspect < 0.8) return VERTICAL_SAFE;
  if (aspect > 1.2) return WIDE_SAFE;
  return SQUARE_SAFE;
}

/** The part of a frame captions may use, in px of that frame. */
export function captionSafeArea(width: number, height: number): Rect {
  const margins = safeMarginsFor(width, height);
  const x = width * margins.left;
  const y = height * margins.top;
  return {
    x,
    y,
    width: width - width * margins.right - x,
    height: height - height * margins.bottom - y,
  };
}
