import { describe, expect, it } from 'vitest';
import { coveredRegions, PLATFORM_COVER, safeRect, scaleRect } from './safe-areas';

describe('safe areas', () => {
  it('leaves a TikTok video its published 1080×1920 safe zone (130 top, 140 right, 484 bottom, 60 left px)', () => {
    const area = scaleRect(safeRect('9:16', ['tiktok']), 1080, 1920);
    expect(area.x).toBeCloseTo(60);
    expect(area.y).toBeCloseTo(130);
    expect(area.x + area.width).toBeCloseTo(1080 - 140);
    expect(area.y + area.height).toBeCloseTo(1920 - 484);
  });

  it('keeps clear of every chosen platform at once: their intersection', () => {
    const all = safeRect('9:16', ['shorts', 'tiktok', 'reels']);
    for (const platform of ['shorts', 'tiktok', 'reels'] as const) {
      const one = safeRect('9:16', [platform]);
      expect(all.x).toBeGreaterThanOrEqual(one.x);
      expect(all.y).toBeGreaterThanOrEqual(one.y);
      expect(all.x + all.width).toBeLessThanOrEqual(one.x + one.width + 1e-9);
      expect(all.y + all.height).toBeLessThanOrEqual(one.y + one.height + 1e-9);
    }
    // Reels asks the most of the bottom (35%), Shorts of the right (15%).
    expect(all.y + all.height).toBeCloseTo(1 - PLATFORM_COVER.reels.bottom);
    expect(all.x + all.width).toBeCloseTo(1 - PLATFORM_COVER.shorts.right);
  });

  it('draws the top bar, the buttons column, the bottom band and the left margin on vertical frames only', () => {
    const regions = coveredRegions('9:16', ['shorts']);
    expect(regions.map((region) => region.part)).toEqual(['top', 'buttons', 'bottom', 'left']);
    const buttons = regions[1]!.rect;
    expect(buttons.x + buttons.width).toBeCloseTo(1);
    expect(buttons.y).toBeCloseTo(0.1);
    expect(buttons.y + buttons.height).toBeCloseTo(0.75);
    expect(coveredRegions('16:9', ['shorts'])).toEqual([]);
    expect(coveredRegions('9:16', [])).toEqual([]);
  });

  it('keeps a plain margin on other formats', () => {
    expect(safeRect('16:9')).toMatchObject({ x: 0.05, y: 0.05 });
    expect(safeRect('4:5').x).toBeCloseTo(0.06);
  });
});
