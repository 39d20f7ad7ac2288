// A direct frame's picture brought to two thirds of its size in both directions before it is
// graded, where the export's frame is exactly that size (a 1080p clip in a 720p export, 4K in
// 1440p): the grade's table look-ups, the dearest pass, then run over 44 % of the samples, and the
// encoder gets a frame of its own size to encode. Each 3 × 3 block of samples becomes 2 × 2 by
// area: an output sample covers one and a half input samples each way, so it takes (2·a + b) / 3
// of the two it overlaps, across and then down. `picture-kernels.ts` runs the two passes with
// WASM SIMD; these are their JavaScript twins, byte for byte.

/** One third in Q15, and the rounding `i16x8.q15mulr_sat_s` adds: (s·THIRD + 2^14) >> 15. */
export const THIRD = 10923;
const thirdOf = (sum: number) => (sum * THIRD + 16384) >> 15;

/**
 * Whether an I420 picture of width × height can be brought to two thirds: both planes in whole
 * 3 × 3 blocks, and rows in whole 48-sample steps of the SIMD pass (so every 4:2:0 size the
 * kernels take is one the JavaScript takes too).
 */
export const shrinksToTwoThirds = (width: number, height: number): boolean =>
  width % 96 === 0 && height % 6 === 0 && width > 0 && height > 0;

/** Rows: each three rows of `width` samples at `from` become two in `target` at `to`. */
export function rowsToTwoThirds(
  bytes: Uint8Array,
  from: number,
  target: Uint8Array,
  to: number,
  width: number,
  height: number,
): void {
  for (let group = 0; group < height / 3; group += 1) {
    const source = from + group * 3 * width;
    const at = to + group * 2 * width;
    for (let x = 0; x < width; x += 1) {
      const a = bytes[source + x]!;
      const b = bytes[source + width + x]!;
      const c = bytes[source + 2 * width + x]!;
      target[at + x] = thirdOf(2 * a + b);
      target[at + width + x] = thirdOf(b + 2 * c);
    }
  }
}

/** Columns: each three of `count` samples at `from` become two in `target` at `to` (rows run on). */
export function columnsToTwoThirds(
  bytes: Uint8Array,
  from: number,
  target: Uint8Array,
  to: number,
  count: number,
): void {
  for (let group = 0; group < count / 3; group += 1) {
    const a = bytes[from + 3 * group]!;
    const b = bytes[from + 3 * group + 1]!;
    const c = bytes[from + 3 * group + 2]!;
    target[to + 2 * group] = thirdOf(2 * a + b);
    target[to + 2 * group + 1] = thirdOf(b + 2 * c);
  }
}
