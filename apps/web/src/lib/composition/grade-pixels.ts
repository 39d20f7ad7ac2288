import {
  BOOST_GREY,
  boostPasses,
  gradeSteps,
  type ColourGrade,
  type GradeStep,
} from './colour-grade';

// A grade's steps (`gradeSteps`) worked out on single pixels, with the W3C Compositing and
// Blending formulas a 2D canvas uses for its fills — on an opaque picture, rounded to 8 bits after
// each step like the canvas's pixels. The export's YUV path (`yuv-grade.ts`) builds its tables
// from this, so a graded frame it makes without the canvas has the canvas's colours; the grade's
// tests check the steps against the grade's own arithmetic with it.

/** A colour as three channels, 0–1. */
export type RGB = [number, number, number];

/** A CSS `rgb(r, g, b)` colour as channels 0–1. */
export const rgbOf = (value: string): RGB =>
  value
    .match(/\d+/g)!
    .slice(0, 3)
    .map((n) => Number(n) / 255) as RGB;

const toByte = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255) / 255;
/** W3C Lum: the luminosity blend modes' weights. */
const lum = (r: number, g: number, b: number) => 0.3 * r + 0.59 * g + 0.11 * b;

/** W3C SetLum (with ClipColor) of (r, g, b) to `l`, into `out`. */
function setLum(r: number, g: number, b: number, l: number, out: Float64Array): void {
  const d = l - lum(r, g, b);
  let cr = r + d;
  let cg = g + d;
  let cb = b + d;
  const ll = lum(cr, cg, cb);
  const n = Math.min(cr, cg, cb);
  const x = Math.max(cr, cg, cb);
  if (n < 0) {
    const k = ll / (ll - n);
    cr = ll + (cr - ll) * k;
    cg = ll + (cg - ll) * k;
    cb = ll + (cb - ll) * k;
  }
  if (x > 1) {
    const k = (1 - ll) / (x - ll);
    cr = ll + (cr - ll) * k;
    cg = ll + (cg - ll) * k;
    cb = ll + (cb - ll) * k;
  }
  out[0] = cr;
  out[1] = cg;
  out[2] = cb;
}

export const softLight = (b: number, s: number): number => {
  if (s <= 0.5) return b - (1 - 2 * s) * b * (1 - b);
  const d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b);
  return b + (2 * s - 1) * (d - b);
};
const hardLight = (b: number, s: number) =>
  s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1);
const SEPARABLE: Partial<Record<GlobalCompositeOperation, (b: number, s: number) => number>> = {
  multiply: (b, s) => b * s,
  'soft-light': softLight,
  'color-dodge': (b, s) => (b === 0 ? 0 : s >= 1 ? 1 : Math.min(1, b / (1 - s))),
  'color-burn': (b, s) => (b === 1 ? 1 : s <= 0 ? 0 : 1 - Math.min(1, (1 - b) / s)),
  'hard-light': hardLight,
};

/** One step on a pixel in place. */
type PixelStep = (pixel: Float64Array, scratch: Float64Array) => void;

/** A fill of `source` with `operation` at `alpha` over an opaque pixel, as a canvas does it. */
export function blendStep(
  operation: GlobalCompositeOperation,
  [sr, sg, sb]: RGB,
  alpha: number,
): PixelStep {
  const mixBack = (pixel: Float64Array, mixed: Float64Array) => {
    for (let i = 0; i < 3; i += 1) pixel[i] = toByte((1 - alpha) * pixel[i]! + alpha * mixed[i]!);
  };
  if (operation === 'lighter') {
    const source = [sr, sg, sb];
    return (pixel) => {
      for (let i = 0; i < 3; i += 1) pixel[i] = toByte(pixel[i]! + alpha * source[i]!);
    };
  }
  if (operation === 'saturation') {
    const s = Math.max(sr, sg, sb) - Math.min(sr, sg, sb);
    return (pixel, scratch) => {
      const r = pixel[0]!;
      const g = pixel[1]!;
      const b = pixel[2]!;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const k = max === min ? 0 : s / (max - min);
      setLum((r - min) * k, (g - min) * k, (b - min) * k, lum(r, g, b), scratch);
      mixBack(pixel, scratch);
    };
  }
  if (operation === 'color')
    return (pixel, scratch) => {
      setLum(sr, sg, sb, lum(pixel[0]!, pixel[1]!, pixel[2]!), scratch);
      mixBack(pixel, scratch);
    };
  if (operation === 'luminosity') {
    const l = lum(sr, sg, sb);
    return (pixel, scratch) => {
      setLum(pixel[0]!, pixel[1]!, pixel[2]!, l, scratch);
      mixBack(pixel, scratch);
    };
  }
  const formula = SEPARABLE[operation];
  if (!formula) throw new Error(`No pixel formula for the blend mode ${operation}`);
  const source = [sr, sg, sb];
  return (pixel, scratch) => {
    for (let i = 0; i < 3; i += 1) scratch[i] = formula(pixel[i]!, source[i]!);
    mixBack(pixel, scratch);
  };
}

/**
 * The grade as a function that changes an opaque pixel (channels 0–1, in place) the way the
 * canvas's fills change it; `scratch` is three numbers of working space.
 */
export const pixelGrade = (grade: ColourGrade): PixelStep => pixelSteps(gradeSteps(grade));

/** Grade steps as one function on a pixel (see `pixelGrade`). */
export function pixelSteps(gradeSteps: readonly GradeStep[]): PixelStep {
  const steps: PixelStep[] = gradeSteps.map((step) => {
    if (step.kind === 'fill') return blendStep(step.operation, rgbOf(step.colour), step.alpha);
    // The boost: a copy at mid-grey's lightness ('luminosity'), drawn back with 'hard-light'.
    const toGrey = blendStep('luminosity', rgbOf(BOOST_GREY), 1);
    const passes = boostPasses(step.amount);
    const copy = new Float64Array(3);
    return (pixel, scratch) => {
      copy.set(pixel);
      toGrey(copy, scratch);
      for (const alpha of passes)
        for (let i = 0; i < 3; i += 1)
          pixel[i] = toByte((1 - alpha) * pixel[i]! + alpha * hardLight(pixel[i]!, copy[i]!));
    };
  });
  return (pixel, scratch) => {
    for (let i = 0; i < 3; i += 1) pixel[i] = toByte(pixel[i]!);
    for (const step of steps) step(pixel, scratch);
  };
}
