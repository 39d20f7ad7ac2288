import { NEUTRAL_COLOUR, type ColourAdjust } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import {
  boostPasses,
  colourGrade,
  gradeSteps,
  LOOK_PRESETS,
  temperatureWash,
  type ColourGrade,
  type GradeStep,
} from './colour-grade';
import { pixelSteps, rgbOf, softLight } from './grade-pixels';

const colour = (extra: Partial<ColourAdjust>): ColourAdjust => ({ ...NEUTRAL_COLOUR, ...extra });

type RGB = [number, number, number];
const css = rgbOf;
const lum = ([r, g, b]: RGB) => 0.3 * r + 0.59 * g + 0.11 * b;
const sat = (c: RGB) => Math.max(...c) - Math.min(...c);
/** The steps on one pixel, as the canvas's fills (W3C Compositing formulas, 8-bit) do them. */
function run(steps: GradeStep[], pixel: RGB): RGB {
  const out = Float64Array.from(pixel);
  pixelSteps(steps)(out, new Float64Array(3));
  return [...out] as RGB;
}

/**
 * The grade's own arithmetic: wash, brightness and contrast about ½ (clamped once), then less
 * saturation as a mix with the pixel's grey, more as each channel's distance d from it pushed
 * on by 2·d·(1 − x) above the grey, 2·d·x below it.
 */
function intended(grade: ColourGrade, pixel: RGB): RGB {
  let c = pixel;
  if (grade.wash) c = c.map((v, i) => softLight(v, css(grade.wash!)[i]!)) as RGB;
  const line = (v: number) => grade.contrast * (grade.brightness * v - 0.5) + 0.5;
  c = c.map((v) => Math.min(1, Math.max(0, line(v)))) as RGB;
  const l = lum(c);
  if (grade.saturation <= 1) return c.map((v) => l + grade.saturation * (v - l)) as RGB;
  const away = c.map((v) => v - l);
  for (const alpha of boostPasses(grade.saturation - 1))
    c = c.map((v, i) => {
      const d = away[i]!;
      return Math.min(1, Math.max(0, v + alpha * 2 * d * (d > 0 ? 1 - v : v)));
    }) as RGB;
  return c;
}

const grade = (extra: Partial<ColourGrade>): ColourGrade => ({
  wash: null,
  brightness: 1,
  contrast: 1,
  saturation: 1,
  sepia: 0,
  ...extra,
});
const PIXELS: RGB[] = [
  [0.55, 0.4, 0.3],
  [0.95, 0.9, 0.85],
  [0.05, 0.1, 0.08],
  [0.3, 0.5, 0.45],
  [0.45, 0.45, 0.6],
  [0.2, 0.22, 0.25],
  [0.7, 0.65, 0.55],
];
const farthest = (a: RGB, b: RGB) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!))) * 255;

describe('colourGrade', () => {
  it('is nothing for no colour and for neutral colour, so plain pictures draw plainly', () => {
    expect(colourGrade(undefined)).toBeNull();
    expect(colourGrade(NEUTRAL_COLOUR)).toBeNull();
  });

  it('turns the sliders into factors: ±1 reaches 0.4–1.6 for tone, 0–2 for saturation', () => {
    expect(colourGrade(colour({ brightness: 0.5 }))).toEqual(grade({ brightness: 1.3 }));
    expect(colourGrade(colour({ brightness: -1, contrast: 1, saturation: -1 }))).toEqual(
      grade({ brightness: 0.4, contrast: 1.6, saturation: 0 }),
    );
  });

  it('gives temperature a soft-light wash: warm lifts red over blue, cool the reverse', () => {
    const warm = colourGrade(colour({ temperature: 1 }))!;
    expect(warm.wash).toBe(temperatureWash(1));
    const [wr, , wb] = css(temperatureWash(1)!);
    const [cr, , cb] = css(temperatureWash(-1)!);
    expect(wr).toBeGreaterThan(0.5);
    expect(wb).toBeLessThan(0.5);
    expect(cr).toBeLessThan(0.5);
    expect(cb).toBeGreaterThan(0.5);
    expect(temperatureWash(0)).toBeNull();
  });

  it('multiplies a look into the sliders: mono is grey, vivid richer, warm and film warmer', () => {
    const mono = colourGrade(colour({ look: 'mono', brightness: 0.5, temperature: 1 }))!;
    expect(mono).toMatchObject({ brightness: 1.3, contrast: 1.09, saturation: 0 });
    expect(colourGrade(colour({ look: 'vivid' }))).toEqual(
      grade({ contrast: 1.09, saturation: 1.5 }),
    );
    expect(colourGrade(colour({ look: 'warm' }))!.wash).toBe(temperatureWash(0.45));
    expect(colourGrade(colour({ look: 'cool' }))!.wash).toBe(temperatureWash(-0.45));
    const film = colourGrade(colour({ look: 'film', temperature: 0.3 }))!;
    expect(film.wash).toBe(temperatureWash(0.5));
    expect(film.sepia).toBe(0.2);
    for (const look of ['warm', 'cool', 'mono', 'vivid', 'film'] as const)
      expect(colourGrade(colour({ look }))).not.toBeNull();
    expect(LOOK_PRESETS.none).toEqual({
      brightness: 0,
      contrast: 0,
      saturation: 0,
      temperature: 0,
      grayscale: 0,
      sepia: 0,
    });
  });
});

describe('gradeSteps', () => {
  const cases: Array<[string, ColourGrade]> = [
    ['brighter', grade({ brightness: 1.3 })],
    ['darker', grade({ brightness: 0.6 })],
    ['more contrast', grade({ contrast: 1.4 })],
    ['less contrast', grade({ contrast: 0.5 })],
    ['less saturated', grade({ saturation: 0.4 })],
    ['more saturated', grade({ saturation: 1.6 })],
    [
      'warm, all together',
      grade({ wash: temperatureWash(0.75), brightness: 1.03, contrast: 1.12, saturation: 1.21 }),
    ],
    [
      'cool and faded',
      grade({ wash: temperatureWash(-0.5), brightness: 0.9, contrast: 0.8, saturation: 0.7 }),
    ],
  ];
  it.each(cases)('reach the grade through blend-mode fills (%s) within 8-bit rounding', (_, g) => {
    for (const pixel of PIXELS) {
      const drawn = run(gradeSteps(g), pixel);
      expect(farthest(drawn, intended(g, pixel)), `${pixel} → ${drawn}`).toBeLessThanOrEqual(3);
    }
  });

  it('raises a mid-tone’s saturation by the factor, and a near-white’s less, without clipping it', () => {
    const steps = gradeSteps(grade({ saturation: 1.5 }));
    const mid: RGB = [0.58, 0.5, 0.42];
    const gain = sat(run(steps, mid)) / sat(mid);
    expect(gain).toBeGreaterThan(1.35);
    expect(gain).toBeLessThanOrEqual(1.52);
    const light: RGB = [0.97, 0.94, 0.9];
    const raised = run(steps, light);
    expect(sat(raised)).toBeGreaterThan(sat(light));
    expect(raised[0]).toBeLessThan(1);
    expect(raised[0]).toBeGreaterThan(raised[1]);
    expect(raised[1]).toBeGreaterThan(raised[2]);
  });

  it('makes grey of every pixel at saturation 0, whatever the wash', () => {
    const steps = gradeSteps(grade({ wash: temperatureWash(1), saturation: 0 }));
    for (const pixel of PIXELS) expect(sat(run(steps, pixel)) * 255).toBeLessThanOrEqual(1);
  });

  it('tones towards sepia: the red above the blue, the lightness kept', () => {
    const steps = gradeSteps(grade({ sepia: 1 }));
    const toned = run(steps, [0.3, 0.5, 0.45]);
    expect(toned[0]).toBeGreaterThan(toned[2]);
    expect(Math.abs(lum(toned) - lum([0.3, 0.5, 0.45])) * 255).toBeLessThanOrEqual(2);
  });

  it('is no step at all for a grade that changes nothing', () => {
    expect(gradeSteps(grade({}))).toEqual([]);
  });
});
