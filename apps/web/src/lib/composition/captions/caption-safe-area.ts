import type { VideoFormat } from '@reelwright/timeline';
import type { Rect } from '../frame-layout';
import { safeMargins, type PlatformCover } from '../safe-areas';

/** Margins as fractions of the frame's width (left, right) and height (top, bottom). */
export type SafeMargins = PlatformCover;

/** 16:9 and other wide frames: the broadcast 90% action-safe area. */
export const WIDE_SAFE: SafeMargins = safeMargins('16:9');
/**
 * Vertical frames (9:16): clear of what Shorts, TikTok and Reels all draw over the picture (their
 * top bars, the buttons on the right, the caption and description at the bottom — `safe-areas`).
 */
export const VERTICAL_SAFE: SafeMargins = safeMargins('9:16');
/** Square and 4:5 feed posts: little UI over the picture, but keep off the edges. */
export const SQUARE_SAFE: SafeMargins = safeMargins('1:1');

/** The frame's format by its aspect: under 0.8 is vertical, above 1.2 is wide. */
export function formatOfFrame(width: number, height: number): VideoFormat {
  const aspect = height > 0 ? width / height : 16 / 9;
  if (aspect < 0.8) return '9:16';
  if (aspect > 1.2) return '16:9';
  return '1:1';
}

/** The margins for a frame by its aspect. */
export function safeMarginsFor(width: number, height: number): SafeMargins {
  const format = formatOfFrame(width, height);
  return format === '9:16' ? VERTICAL_SAFE : format === '16:9' ? WIDE_SAFE : SQUARE_SAFE;
}

/** The part of a frame captions may use, in px of that frame (every platform's safe area). */
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
