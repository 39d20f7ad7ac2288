import { describe, expect, it } from 'vitest';
import { blendStill, yuvStillOf } from './yuv-stills';

/** Full-range BT.709, the canvas frames' colour: one RGB colour as Y, U, V. */
function yuv([r, g, b]: readonly number[]): [number, number, number] {
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return [y, (b! - y) / 1.8556 + 128, (r! - y) / 1.5748 + 128];
}

/** The same as bytes, as the planes hold it. */
const yuvBytes = (rgb: readonly number[]) =>
  yuv(rgb).map((value) => Math.min(255, Math.max(0, Math.round(value))));

/** A solid w×h RGBA still. */
const solid = (w: number, h: number, rgba: readonly number[]) =>
  Uint8ClampedArray.from({ length: w * h * 4 }, (_, at) => rgba[at % 4]!);

/** A w×h I420 picture of one YUV colour. */
function picture(w: number, h: number, [y, u, v]: readonly number[]) {
  const bytes = new Uint8Array(w * h * 1.5);
  bytes.fill(y!, 0, w * h);
  bytes.fill(u!, w * h, w * h * 1.25);
  bytes.fill(v!, w * h * 1.25);
  return bytes;
}

describe('yuv stills', () => {
  it('converts a still to full-range BT.709 and lays it where it belongs, cut at the edges', () => {
    const red = yuvStillOf(solid(4, 4, [255, 0, 0, 255]), 4, 4);
    const expected = yuvBytes([255, 0, 0]);
    expect([red.y[0], red.u[0], red.v[0]]).toEqual(expected);
    // An 8×8 grey picture; the 4×4 still at (6, 2): its right half falls outside.
    const bytes = picture(8, 8, [128, 128, 128]);
    blendStill(bytes, { width: 8, height: 8, format: 'I420' }, red, 6, 2, 1);
    const lumaAt = (x: number, y: number) => bytes[y * 8 + x];
    expect(lumaAt(6, 2)).toBe(expected[0]);
    expect(lumaAt(7, 5)).toBe(expected[0]);
    expect(lumaAt(5, 2)).toBe(128);
    expect(lumaAt(6, 1)).toBe(128);
    expect(lumaAt(6, 6)).toBe(128);
    // Chroma (4×4 planes): the still's top-left 2×2 chroma lands at (3, 1) and (3, 2).
    const u = (x: number, y: number) => bytes[64 + y * 4 + x];
    const v = (x: number, y: number) => bytes[80 + y * 4 + x];
    expect([u(3, 1), v(3, 1), u(3, 2), v(3, 2)]).toEqual([
      expected[1],
      expected[2],
      expected[1],
      expected[2],
    ]);
    expect([u(2, 1), v(3, 0), u(3, 3)]).toEqual([128, 128, 128]);
  });

  it('blends as the canvas does: in RGB, then converted (to a level)', () => {
    const base = [30, 160, 220];
    for (const [over, alpha, opacity] of [
      [[250, 20, 90], 255, 0.5],
      [[10, 200, 40], 128, 1],
      [[255, 255, 255], 64, 0.8],
    ] as const) {
      const still = yuvStillOf(solid(2, 2, [...over, alpha]), 2, 2);
      const bytes = picture(2, 2, yuvBytes(base));
      blendStill(bytes, { width: 2, height: 2, format: 'I420' }, still, 0, 0, opacity);
      const a = (alpha / 255) * opacity;
      const blended = yuv(base.map((value, c) => value * (1 - a) + over[c]! * a));
      expect(Math.abs(bytes[0]! - blended[0])).toBeLessThanOrEqual(1);
      expect(Math.abs(bytes[4]! - blended[1])).toBeLessThanOrEqual(1);
      expect(Math.abs(bytes[5]! - blended[2])).toBeLessThanOrEqual(1);
    }
  });

  it('leaves the picture where the still is see-through, and takes NV12 pictures', () => {
    const rgba = solid(2, 2, [0, 0, 255, 255]);
    rgba[3] = 0; // the top-left pixel is see-through
    const still = yuvStillOf(rgba, 2, 2);
    const bytes = new Uint8Array(4 * 2 * 1.5).fill(100);
    blendStill(bytes, { width: 4, height: 2, format: 'NV12' }, still, 2, 0, 1);
    const blue = yuvBytes([0, 0, 255]);
    expect([...bytes.slice(0, 8)]).toEqual([100, 100, 100, blue[0], 100, 100, blue[0], blue[0]]);
    // NV12's chroma: U and V side by side; the still's one chroma sample (3/4 opaque) at x 1.
    expect(bytes[8]).toBe(100);
    expect(bytes[9]).toBe(100);
    expect(bytes[10]).toBe(Math.round(100 + (blue[1]! - 100) * (191 / 255)));
    expect(bytes[11]).toBe(Math.round(100 + (blue[2]! - 100) * (191 / 255)));
  });
});
