import { describe, expect, it } from 'vitest';
import {
  captionSafeArea,
  safeMarginsFor,
  SQUARE_SAFE,
  VERTICAL_SAFE,
  WIDE_SAFE,
} from './caption-safe-area';

describe('captionSafeArea', () => {
  it('keeps a 16:9 frame to the 90% action-safe area', () => {
    expect(captionSafeArea(1920, 1080)).toEqual({ x: 96, y: 54, width: 1728, height: 972 });
  });

  it('keeps a 9:16 frame clear of what Shorts, TikTok and Reels all cover (bottom 35%, right 15%, top 14%)', () => {
    const area = captionSafeArea(1080, 1920);
    expect(area.y + area.height).toBeCloseTo(1920 * 0.65);
    expect(area.x + area.width).toBeCloseTo(1080 * 0.85);
    expect(area.y).toBeCloseTo(1920 * 0.14);
    expect(area.x).toBeGreaterThan(0);
    expect(area.y).toBeGreaterThan(0);
  });

  it('picks the rule by the frame’s aspect, not its size', () => {
    expect(safeMarginsFor(1280, 720)).toBe(WIDE_SAFE);
    expect(safeMarginsFor(3840, 2160)).toBe(WIDE_SAFE);
    expect(safeMarginsFor(720, 1280)).toBe(VERTICAL_SAFE);
    expect(safeMarginsFor(1080, 1080)).toBe(SQUARE_SAFE);
    expect(safeMarginsFor(1080, 1350)).toBe(SQUARE_SAFE); // 4:5 feed
  });
});
