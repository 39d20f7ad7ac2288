import type { ThumbnailStyle } from '@reelwright/contracts';

/** One colour scheme of a preset; each variation takes its own. */
export interface Palette {
  /** the background gradient, from its start corner to its end corner */
  background: [string, string];
  /** a glow behind the subject */
  glow: string;
  text: string;
  /** the colour of the headline's last line, the creator's usual emphasis */
  highlight: string;
  outline: string;
  accent: string;
  /** the solid side of the split layout */
  panel: string;
}

/** Shapes only, so an accent never speaks a language the headline does not. */
export type AccentKind = 'arrow' | 'burst' | 'frame' | 'badge' | 'stripe' | 'ring';

/** A texture over the preset gradient, so a background without a picture is not flat. */
export type BackgroundPattern = 'rays' | 'grid' | 'dots' | 'bokeh' | 'bars' | 'chart' | 'slashes';

export interface StylePreset {
  pattern: BackgroundPattern;
  /** variation 1, 2 and 3 */
  palettes: [Palette, Palette, Palette];
  accents: [AccentKind, AccentKind, AccentKind];
}

const palette = (
  background: [string, string],
  glow: string,
  text: string,
  highlight: string,
  accent: string,
  panel: string,
  outline = '#000000',
): Palette => ({ background, glow, text, highlight, outline, accent, panel });

export const STYLE_PRESETS: Record<ThumbnailStyle, StylePreset> = {
  'youtube-gaming': {
    pattern: 'rays',
    palettes: [
      palette(['#2a0845', '#0b0b2b'], '#ff2bd6', '#ffffff', '#ffe600', '#ff2bd6', '#7b2ff7'),
      palette(['#001a33', '#00081a'], '#00e5ff', '#ffffff', '#39ff14', '#00e5ff', '#0047ff'),
      palette(['#3a0000', '#120000'], '#ff3d00', '#ffe600', '#ffffff', '#ff3d00', '#d50000'),
    ],
    accents: ['arrow', 'burst', 'frame'],
  },
  tech: {
    pattern: 'grid',
    palettes: [
      palette(['#0a1a2f', '#020812'], '#1e90ff', '#ffffff', '#00d4ff', '#00d4ff', '#0b3d91'),
      palette(['#12002b', '#05000f'], '#8a2be2', '#ffffff', '#b388ff', '#b388ff', '#4a148c'),
      palette(['#00241b', '#000c09'], '#00c896', '#ffffff', '#00ffa3', '#00ffa3', '#00695c'),
    ],
    accents: ['frame', 'badge', 'arrow'],
  },
  tutorial: {
    pattern: 'dots',
    palettes: [
      palette(['#0d47a1', '#002171'], '#64b5f6', '#ffffff', '#ffd600', '#ffd600', '#1565c0'),
      palette(['#1b5e20', '#003300'], '#a5d6a7', '#ffffff', '#ffeb3b', '#ffeb3b', '#2e7d32'),
      palette(['#263238', '#0f1417'], '#ffab40', '#ffffff', '#ffab40', '#ffab40', '#37474f'),
    ],
    accents: ['arrow', 'badge', 'ring'],
  },
  vlog: {
    pattern: 'bokeh',
    palettes: [
      palette(['#ff7e5f', '#7b2e5a'], '#ffd1a1', '#ffffff', '#fff176', '#fff176', '#d84a6b'),
      palette(['#36d1dc', '#2b4c9a'], '#e0f7fa', '#ffffff', '#ffe082', '#ffe082', '#1976d2'),
      palette(['#f7971e', '#a83279'], '#ffe0b2', '#ffffff', '#ffffff', '#ffffff', '#c2185b'),
    ],
    accents: ['ring', 'stripe', 'badge'],
  },
  music: {
    pattern: 'bars',
    palettes: [
      palette(['#1a0033', '#000000'], '#e040fb', '#ffffff', '#e040fb', '#e040fb', '#6a1b9a'),
      palette(['#000428', '#004e92'], '#18ffff', '#ffffff', '#18ffff', '#18ffff', '#01579b'),
      palette(['#200122', '#6f0000'], '#ff5252', '#ffffff', '#ffd740', '#ffd740', '#b71c1c'),
    ],
    accents: ['ring', 'burst', 'stripe'],
  },
  fitness: {
    pattern: 'slashes',
    palettes: [
      palette(['#1c1c1c', '#000000'], '#ff1744', '#ffffff', '#ff1744', '#ff1744', '#b71c1c'),
      palette(['#0f2027', '#203a43'], '#76ff03', '#ffffff', '#76ff03', '#76ff03', '#33691e'),
      palette(['#2b1055', '#090014'], '#ff9100', '#ffffff', '#ff9100', '#ff9100', '#e65100'),
    ],
    accents: ['stripe', 'arrow', 'burst'],
  },
  food: {
    pattern: 'bokeh',
    palettes: [
      palette(['#8e2de2', '#4a00e0'], '#ffcc80', '#ffffff', '#ffeb3b', '#ffeb3b', '#6a1b9a'),
      palette(['#c0392b', '#6d1a12'], '#ffe0b2', '#ffffff', '#ffe082', '#ffe082', '#e64a19'),
      palette(['#3e2723', '#1b0f0c'], '#ffb74d', '#fff8e1', '#ffb74d', '#ffb74d', '#5d4037'),
    ],
    accents: ['badge', 'ring', 'arrow'],
  },
  business: {
    pattern: 'chart',
    palettes: [
      palette(['#0b3d2e', '#021510'], '#ffd54f', '#ffffff', '#ffc400', '#ffc400', '#1b5e20'),
      palette(['#1e272e', '#0b0f12'], '#26de81', '#ffffff', '#26de81', '#26de81', '#2d3436'),
      palette(
        ['#f5f7fa', '#c3cfe2'],
        '#ffffff',
        '#0b1f3a',
        '#d32f2f',
        '#d32f2f',
        '#ffffff',
        '#ffffff',
      ),
    ],
    accents: ['badge', 'arrow', 'frame'],
  },
};

/** Variation 1, 2, 3, then around again: 4 looks like 1. */
export function variationIndex(variation: number): 0 | 1 | 2 {
  return ((((Math.trunc(variation) - 1) % 3) + 3) % 3) as 0 | 1 | 2;
}
