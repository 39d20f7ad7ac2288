import type { ColourAdjust, ColourLook } from '@reelwright/timeline';

// A picture's colour (its sliders and look) as canvas operations, with no DOM: CSS filter
// functions for ctx.filter, and — since ctx.filter has no white balance — the temperature as a
// soft-light wash of orange or blue over the picture alone. The compositor draws with this, so
// the preview and the export grade alike.
//
// Order: the sliders' filter, then the wash (slider and look temperature together), then the
// look's own filter — so a mono look stays grey whatever the temperature.

/** How far a slider at ±1 moves each filter from 1 (brightness 0.4–1.6, contrast 0.4–1.6, saturation 0–2). */
export const SLIDER_REACH = { brightness: 0.6, contrast: 0.6, saturation: 1 } as const;
/**
 * The wash's colour moves this far from mid-grey (0.5, where soft-light changes nothing) at
 * temperature ±1: warm lifts red and lowers blue, cool the reverse; whites and blacks stay.
 */
export const TEMPERATURE_REACH = 0.3;

/** A look: a preset of the same operations, in slider units, plus grey and sepia amounts. */
export interface LookPreset {
  brightness: number;
  contrast: number;
  saturation: number;
  temperature: number;
  /** 0..1 */
  grayscale: number;
  /** 0..1 */
  sepia: number;
}

const PLAIN: LookPreset = {
  brightness: 0,
  contrast: 0,
  saturation: 0,
  temperature: 0,
  grayscale: 0,
  sepia: 0,
};

/**
 * The looks:
 * - warm: warmer (temperature +0.45) and a touch richer (saturation +0.1);
 * - cool: colder (temperature −0.45), slightly less saturated (−0.05);
 * - mono: all grey (grayscale 1) with a little more contrast (+0.15);
 * - vivid: much richer colour (saturation +0.5) and more contrast (+0.15);
 * - film: faded (contrast −0.15, saturation −0.2), a little sepia (0.2), slightly lifted
 *   (brightness +0.05) and warm (temperature +0.2).
 */
export const LOOK_PRESETS: Record<ColourLook, LookPreset> = {
  none: PLAIN,
  warm: { ...PLAIN, temperature: 0.45, saturation: 0.1 },
  cool: { ...PLAIN, temperature: -0.45, saturation: -0.05 },
  mono: { ...PLAIN, grayscale: 1, contrast: 0.15 },
  vivid: { ...PLAIN, saturation: 0.5, contrast: 0.15 },
  film: {
    ...PLAIN,
    contrast: -0.15,
    saturation: -0.2,
    sepia: 0.2,
    brightness: 0.05,
    temperature: 0.2,
  },
};

export interface ColourRecipe {
  /** ctx.filter for drawing the picture itself (the sliders), 'none' for no filter */
  before: string;
  /** the soft-light wash for the temperature (a CSS colour), null for none */
  wash: string | null;
  /** ctx.filter after the wash (the look's own grade), 'none' for no filter */
  after: string;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const slider = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? Math.min(1, Math.max(-1, value)) : 0;

function filterOf(parts: Array<[name: string, value: number, identity: number]>): string {
  const kept = parts
    .map(([name, value, identity]) => [name, round3(value), identity] as const)
    .filter(([, value, identity]) => value !== identity)
    .map(([name, value]) => `${name}(${value})`);
  return kept.length === 0 ? 'none' : kept.join(' ');
}

const gradeFilter = (grade: Pick<LookPreset, 'brightness' | 'contrast' | 'saturation'>) => [
  ['brightness', 1 + grade.brightness * SLIDER_REACH.brightness, 1] as [string, number, number],
  ['contrast', 1 + grade.contrast * SLIDER_REACH.contrast, 1] as [string, number, number],
  ['saturate', Math.max(0, 1 + grade.saturation * SLIDER_REACH.saturation), 1] as [
    string,
    number,
    number,
  ],
];

const channel = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 255);

/** The soft-light colour for a temperature (−1 cool … 1 warm; a look may add to it), or null. */
export function temperatureWash(temperature: number): string | null {
  const amount = round3(Math.min(1.5, Math.max(-1.5, temperature)) * TEMPERATURE_REACH);
  if (amount === 0) return null;
  const r = channel(0.5 + amount);
  const g = channel(0.5 + amount * 0.15);
  const b = channel(0.5 - amount);
  return `rgb(${r}, ${g}, ${b})`;
}

/** The operations for a picture's colour; null when it has none (the drawing stays plain). */
export function colourRecipe(colour: ColourAdjust | undefined): ColourRecipe | null {
  if (!colour) return null;
  const look = LOOK_PRESETS[colour.look] ?? PLAIN;
  const before = filterOf(
    gradeFilter({
      brightness: slider(colour.brightness),
      contrast: slider(colour.contrast),
      saturation: slider(colour.saturation),
    }),
  );
  const after = filterOf([
    ...gradeFilter(look),
    ['grayscale', look.grayscale, 0],
    ['sepia', look.sepia, 0],
  ]);
  const wash = temperatureWash(slider(colour.temperature) + look.temperature);
  if (before === 'none' && after === 'none' && wash === null) return null;
  return { before, wash, after };
}

/** Both filters as one (CSS filter lists apply in order), for a recipe without a wash. */
export const joinedFilter = (recipe: ColourRecipe): string =>
  [recipe.before, recipe.after].filter((part) => part !== 'none').join(' ') || 'none';
