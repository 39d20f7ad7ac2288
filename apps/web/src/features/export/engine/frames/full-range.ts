// Limited-range 8-bit 4:2:0 pictures (video levels: luma 16–235, chroma 16–240 about 128)
// brought to full range (0–255), for the direct frames (`direct-frames.ts`): one fixed-point
// formula, `fullRangeValue`, which `picture-buffer.ts` runs as a WASM SIMD pass 16 bytes a step
// (about 0.6 ms for a 1080p picture here) or, where the engine has no WASM SIMD, as a table a
// byte at a time (about 7 ms), so their pictures are identical.

export interface RangeMap {
  /** the level that becomes 0 (luma) or stays neutral (chroma) */
  sub: number;
  /** the stretch in 1/256: 298 ≈ 255 / 219 × 256, 291 ≈ 255 / 224 × 256 */
  mul: number;
  /** added back after the stretch (chroma's neutral 128) */
  add: number;
}

export const LUMA: RangeMap = { sub: 16, mul: 298, add: 0 };
export const CHROMA: RangeMap = { sub: 128, mul: 291, add: 128 };

/** One level through the map: round(((v − sub) × 128 × mul) / 32768) + add, clamped to a byte. */
export const fullRangeValue = (value: number, { sub, mul, add }: RangeMap): number =>
  Math.min(255, Math.max(0, ((((value - sub) << 7) * mul + 0x4000) >> 15) + add));
