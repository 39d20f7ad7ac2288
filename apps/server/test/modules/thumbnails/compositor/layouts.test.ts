import { describe, expect, it } from 'vitest';
import {
  ALL_LAYOUTS,
  DURATION_STAMP,
  TEXT_BLEED,
  grow,
  intersects,
  layoutFor,
} from '../../../../src/modules/thumbnails/compositor/layouts';

describe('layouts', () => {
  it('puts the duration stamp in the bottom-right 160×90 corner', () => {
    expect(DURATION_STAMP).toEqual({ x: 1120, y: 630, width: 160, height: 90 });
  });

  it.each(ALL_LAYOUTS.map((layout) => [layout.name, layout] as const))(
    '%s keeps its text, outline and shadow included, out of the corner and on the canvas',
    (_, layout) => {
      expect(intersects(grow(layout.text, TEXT_BLEED), DURATION_STAMP)).toBe(false);
      expect(intersects(layout.subject, DURATION_STAMP)).toBe(false);
      expect(layout.text.x).toBeGreaterThanOrEqual(0);
      expect(layout.text.x + layout.text.width).toBeLessThanOrEqual(1280);
    },
  );

  it('gives the three variations three layouts, then wraps around', () => {
    expect([1, 2, 3, 4, 5, 6].map((variation) => layoutFor(variation).name)).toEqual([
      'text-left',
      'centre-word',
      'split',
      'text-left',
      'centre-word',
      'split',
    ]);
  });
});
