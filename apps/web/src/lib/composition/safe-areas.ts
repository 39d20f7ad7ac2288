import type { VideoFormat } from '@reelwright/timeline';
import type { Rect } from './frame-layout';

// Where the short-form apps draw over a vertical video, as fractions of the 9:16 frame (1080×1920
// px in the published figures): their top bar, the column of buttons on the right, the band at
// the bottom with the caption, the channel and the description, and a margin on the left. The
// figures move as the apps change; these are the ones the platforms and creator guides give.

export type SafePlatform = 'shorts' | 'tiktok' | 'reels';
export const SAFE_PLATFORMS: readonly SafePlatform[] = ['shorts', 'tiktok', 'reels'];

/** How much of each edge a platform covers (fractions of the frame's width or height). */
export interface PlatformCover {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const PLATFORM_COVER: Readonly<Record<SafePlatform, PlatformCover>> = {
  // YouTube Shorts: the search / camera bar; like, dislike, comments, share and remix on the
  // right; title, channel and subscribe over the bottom quarter (≈ 480 px).
  shorts: { top: 0.1, right: 0.15, bottom: 0.25, left: 0.05 },
  // TikTok's safe zone for 1080×1920: 130 px top, 140 px right, 484 px bottom, 60 px left.
  tiktok: { top: 130 / 1920, right: 140 / 1080, bottom: 484 / 1920, left: 60 / 1080 },
  // Instagram Reels (Meta's guidance): the top 14% and the bottom 35% free of text, 6% at the
  // sides, with the buttons column on the right.
  reels: { top: 0.14, right: 0.12, bottom: 0.35, left: 0.06 },
};

/** Other frames: the broadcast action-safe margin (wide) or a little more (square, 4:5 feed). */
const WIDE_MARGINS: PlatformCover = { top: 0.05, right: 0.05, bottom: 0.05, left: 0.05 };
const FEED_MARGINS: PlatformCover = { top: 0.06, right: 0.06, bottom: 0.08, left: 0.06 };

export type CoveredPart = 'top' | 'buttons' | 'bottom' | 'left';

/** One part of the frame a platform's interface covers (fractions of the frame). */
export interface CoveredRegion {
  part: CoveredPart;
  rect: Rect;
}

/** The edges every one of `platforms` leaves free: the largest cover on each side. */
export function combinedCover(platforms: readonly SafePlatform[]): PlatformCover {
  const cover = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const platform of platforms) {
    const edges = PLATFORM_COVER[platform];
    cover.top = Math.max(cover.top, edges.top);
    cover.right = Math.max(cover.right, edges.right);
    cover.bottom = Math.max(cover.bottom, edges.bottom);
    cover.left = Math.max(cover.left, edges.left);
  }
  return cover;
}

/** The margins text keeps from the edges of a frame of this format (platforms: 9:16 only). */
export function safeMargins(
  format: VideoFormat,
  platforms: readonly SafePlatform[] = SAFE_PLATFORMS,
): PlatformCover {
  if (format === '9:16') return combinedCover(platforms.length > 0 ? platforms : SAFE_PLATFORMS);
  return format === '16:9' ? WIDE_MARGINS : FEED_MARGINS;
}

/**
 * The part of the frame that none of `platforms` covers (fractions of the frame): their
 * intersection. Only vertical frames carry the apps' buttons; other formats keep an edge margin.
 */
export function safeRect(
  format: VideoFormat,
  platforms: readonly SafePlatform[] = SAFE_PLATFORMS,
): Rect {
  const margins = safeMargins(format, platforms);
  return {
    x: margins.left,
    y: margins.top,
    width: 1 - margins.left - margins.right,
    height: 1 - margins.top - margins.bottom,
  };
}

/**
 * What the platforms cover on a vertical frame, to draw over the preview: the top bar, the
 * buttons column between it and the bottom band, the bottom band, the left margin. Empty for
 * other formats, whose pictures the apps show without buttons on top.
 */
export function coveredRegions(
  format: VideoFormat,
  platforms: readonly SafePlatform[],
): CoveredRegion[] {
  if (format !== '9:16' || platforms.length === 0) return [];
  const cover = combinedCover(platforms);
  const middle = 1 - cover.top - cover.bottom;
  return [
    { part: 'top', rect: { x: 0, y: 0, width: 1, height: cover.top } },
    {
      part: 'buttons',
      rect: { x: 1 - cover.right, y: cover.top, width: cover.right, height: middle },
    },
    { part: 'bottom', rect: { x: 0, y: 1 - cover.bottom, width: 1, height: cover.bottom } },
    { part: 'left', rect: { x: 0, y: cover.top, width: cover.left, height: middle } },
  ];
}

/** A rect in fractions of a frame, in px of a frame of this size. */
export const scaleRect = (rect: Rect, width: number, height: number): Rect => ({
  x: rect.x * width,
  y: rect.y * height,
  width: rect.width * width,
  height: rect.height * height,
});
