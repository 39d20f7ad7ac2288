import type { ColourGrade } from '../../../../lib/composition/colour-grade';
import { pixelGrade } from '../../../../lib/composition/grade-pixels';
import { CHROMA, LUMA } from './full-range';

// A picture's colour grade applied to a direct frame's planes (`direct-frames.ts`) instead of on
// the canvas: tables made once per grade from the canvas's own arithmetic (`grade-pixels.ts`)
// map the decoded samples — limited or full range — straight to the full-range BT.709 samples the
// encoder would have made of the graded canvas. A luma sample's new value depends on it and on
// its block's chroma (to ±4 levels); a chroma pair's on the pair (to 2 levels) and the block's mean
// luma (to 2 levels in the shadows, 8 above): the tables are 0.26 + 1.6 MB, made from a million
// graded pixels (about 0.3 s, once per grade).

const KR = 0.2126;
const KB = 0.0722;
const KG = 1 - KR - KB;

/** The tables for one grade and one input range. */
export interface YuvGradeTables {
  /** [(u + 4) >> 3][(v + 4) >> 3][y] → y' */
  luma: Uint8Array;
  /** [LUMA_BUCKET[mean y]][u >> 1][v >> 1] → u', v' (interleaved) */
  chroma: Uint8Array;
}

/**
 * The block's mean luma in buckets of 2 levels below 48, of 8 above: in the shadows a little
 * luma carries much colour (a grade's tint shows there first), so they are told apart finely.
 */
const FINE_BELOW = 48;
const bucketOf = (y: number) =>
  y < FINE_BELOW ? y >> 1 : FINE_BELOW / 2 + ((y - FINE_BELOW) >> 3);
export const LUMA_BUCKET = Uint8Array.from({ length: 256 }, (_, y) => bucketOf(y));
const BUCKETS = bucketOf(255) + 1;
/** The middle of a bucket, in luma levels. */
const bucketMiddle = (bucket: number) =>
  bucket < FINE_BELOW / 2 ? bucket * 2 + 0.5 : FINE_BELOW + (bucket - FINE_BELOW / 2) * 8 + 3.5;

const byte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));

/** Makes the tables for `grade` on samples of `fullRange` (else video levels: 16–235/240). */
export function yuvGradeTables(grade: ColourGrade, fullRange: boolean): YuvGradeTables {
  const graded = pixelGrade(grade);
  const scratch = new Float64Array(3);
  // The decoded levels as full-range ones (the stretch `full-range.ts` makes, unrounded).
  const lumaLevel = (y: number) => (fullRange ? y : ((y - LUMA.sub) * LUMA.mul) / 256);
  const chromaLevel = (c: number) =>
    fullRange ? c : CHROMA.add + ((c - CHROMA.sub) * CHROMA.mul) / 256;
  const luma = new Uint8Array(33 * 33 * 256);
  const chroma = new Uint8Array(2 * BUCKETS * 128 * 128);
  const rgb = new Float64Array(3);
  /** The graded colour of a full-range sample, left in `rgb` (0–1). */
  const toGraded = (y: number, u: number, v: number) => {
    const cb = u - 128;
    const cr = v - 128;
    rgb[0] = Math.min(255, Math.max(0, y + 2 * (1 - KR) * cr)) / 255;
    rgb[2] = Math.min(255, Math.max(0, y + 2 * (1 - KB) * cb)) / 255;
    rgb[1] = Math.min(255, Math.max(0, (y - KR * rgb[0]! * 255 - KB * rgb[2]! * 255) / KG)) / 255;
    graded(rgb, scratch);
  };
  // Chroma buckets centred on their multiple of 8, and pairs taken at their even level, so a
  // neutral sample (128) is graded as neutral exactly: a grade's boosts multiply small tints.
  for (let ub = 0; ub < 33; ub += 1)
    for (let vb = 0; vb < 33; vb += 1) {
      const u = chromaLevel(ub * 8);
      const v = chromaLevel(vb * 8);
      const row = (ub * 33 + vb) << 8;
      for (let y = 0; y < 256; y += 1) {
        toGraded(lumaLevel(y), u, v);
        luma[row | y] = byte((KR * rgb[0]! + KG * rgb[1]! + KB * rgb[2]!) * 255);
      }
    }
  for (let yb = 0; yb < BUCKETS; yb += 1) {
    const y = lumaLevel(bucketMiddle(yb));
    for (let ub = 0; ub < 128; ub += 1)
      for (let vb = 0; vb < 128; vb += 1) {
        toGraded(y, chromaLevel(ub * 2), chromaLevel(vb * 2));
        const r = rgb[0]! * 255;
        const b = rgb[2]! * 255;
        const l = KR * r + KG * rgb[1]! * 255 + KB * b;
        const at = 2 * ((yb << 14) | (ub << 7) | vb);
        chroma[at] = byte((b - l) / (2 * (1 - KB)) + 128);
        chroma[at + 1] = byte((r - l) / (2 * (1 - KR)) + 128);
      }
  }
  return { luma, chroma };
}

/** Where a tightly packed 4:2:0 picture's planes are. */
export interface GradedLayout {
  width: number;
  height: number;
  format: 'I420' | 'NV12';
}

/** Grades a tightly packed 4:2:0 picture (even width and height) in place with `tables`. */
export function gradePicture(
  picture: Uint8Array,
  { width, height, format }: GradedLayout,
  { luma, chroma }: YuvGradeTables,
): void {
  const chromaWidth = width >> 1;
  const chromaHeight = height >> 1;
  const uPlane = width * height;
  const vPlane = uPlane + chromaWidth * chromaHeight;
  const interleaved = format === 'NV12';
  for (let row = 0; row < chromaHeight; row += 1) {
    const top = row * 2 * width;
    const line = row * chromaWidth;
    for (let column = 0; column < chromaWidth; column += 1) {
      const uAt = interleaved ? uPlane + 2 * (line + column) : uPlane + line + column;
      const vAt = interleaved ? uAt + 1 : vPlane + line + column;
      const u = picture[uAt]!;
      const v = picture[vAt]!;
      const base = (((u + 4) >> 3) * 33 + ((v + 4) >> 3)) << 8;
      const x = top + 2 * column;
      const a = picture[x]!;
      const b = picture[x + 1]!;
      const c = picture[x + width]!;
      const d = picture[x + width + 1]!;
      picture[x] = luma[base | a]!;
      picture[x + 1] = luma[base | b]!;
      picture[x + width] = luma[base | c]!;
      picture[x + width + 1] = luma[base | d]!;
      const at = 2 * ((LUMA_BUCKET[(a + b + c + d) >> 2]! << 14) | ((u >> 1) << 7) | (v >> 1));
      picture[uAt] = chroma[at]!;
      picture[vAt] = chroma[at + 1]!;
    }
  }
}
