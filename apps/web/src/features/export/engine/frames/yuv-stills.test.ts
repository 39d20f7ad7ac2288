import { describe, expect, it } from 'vitest';
import { blendScaledStill, blendStill, yuvStillMasterOf, yuvStillOf } from './yuv-stills';

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

  describe('a still scaled as it is laid (one that grows on keyframes)', () => {
    /** A w×h RGBA still: a diagonal gradient, its alpha falling off towards the right. */
    const gradient = (w: number, h: number) =>
      Uint8ClampedArray.from({ length: w * h * 4 }, (_, at) => {
        const pixel = at >> 2;
        const x = pixel % w;
        const y = Math.floor(pixel / w);
        return [(x * 255) / w, (y * 255) / h, 255 - ((x + y) * 127) / (w + h), 255 - x * 2][
          at % 4
        ]!;
      });

    /** `rgba` scaled to w×h as a canvas's bilinear drawImage does: premultiplied, pixel centres. */
    function scaled(rgba: Uint8ClampedArray, from: [number, number], w: number, h: number) {
      const [fw, fh] = from;
      const out = new Uint8ClampedArray(w * h * 4);
      const tap = (at: number, count: number, size: number) => {
        const position = Math.min(size - 1, Math.max(0, ((at + 0.5) * size) / count - 0.5));
        const first = Math.floor(position);
        return [first, Math.min(size - 1, first + 1), position - first] as const;
      };
      for (let y = 0; y < h; y += 1)
        for (let x = 0; x < w; x += 1) {
          const [x0, x1, fx] = tap(x, w, fw);
          const [y0, y1, fy] = tap(y, h, fh);
          const weights = [
            [y0 * fw + x0, (1 - fx) * (1 - fy)],
            [y0 * fw + x1, fx * (1 - fy)],
            [y1 * fw + x0, (1 - fx) * fy],
            [y1 * fw + x1, fx * fy],
          ] as const;
          let alpha = 0;
          const colour = [0, 0, 0];
          for (const [pixel, weight] of weights) {
            const a = rgba[pixel * 4 + 3]! * weight;
            alpha += a;
            for (let c = 0; c < 3; c += 1) colour[c]! += rgba[pixel * 4 + c]! * a;
          }
          const at = (y * w + x) * 4;
          for (let c = 0; c < 3; c += 1) out[at + c] = alpha > 0 ? colour[c]! / alpha : 0;
          out[at + 3] = alpha;
        }
      return out;
    }

    const worstDifference = (a: Uint8Array, b: Uint8Array) =>
      a.reduce((worst, value, at) => Math.max(worst, Math.abs(value - b[at]!)), 0);

    it('lays the master at its own size as the still converted at that size', () => {
      const rgba = gradient(16, 12);
      const still = yuvStillOf(rgba, 16, 12);
      const layout = { width: 32, height: 24, format: 'I420' as const };
      const base = [70, 150, 90];
      const drawn = picture(32, 24, base);
      blendStill(drawn, layout, still, 4, 6, 0.8);
      const scaledBytes = picture(32, 24, base);
      blendScaledStill(scaledBytes, layout, yuvStillMasterOf(still), 4, 6, 16, 12, 0.8);
      expect(worstDifference(scaledBytes, drawn)).toBeLessThanOrEqual(1);
    });

    it.each([
      ['shrinks', 24, 18],
      ['grows', 52, 40],
    ])('%s it as the canvas scales a still, then converts it (to 2 levels)', (_, w, h) => {
      const rgba = gradient(40, 30);
      const master = yuvStillMasterOf(yuvStillOf(rgba, 40, 30));
      const layout = { width: 64, height: 48, format: 'NV12' as const };
      const base = [200, 100, 160];
      const expected = picture(64, 48, base);
      // Grey chroma, so the picture's bytes read the same as NV12.
      expected.fill(128, 64 * 48);
      blendStill(expected, layout, yuvStillOf(scaled(rgba, [40, 30], w, h), w, h), 6, 4, 1);
      const actual = picture(64, 48, base);
      actual.fill(128, 64 * 48);
      blendScaledStill(actual, layout, master, 6, 4, w, h, 1);
      expect(worstDifference(actual, expected)).toBeLessThanOrEqual(2);
      expect(worstDifference(actual, picture(64, 48, base).fill(128, 64 * 48))).toBeGreaterThan(50);
    });

    it('leaves out what falls outside the picture', () => {
      const master = yuvStillMasterOf(yuvStillOf(solid(8, 8, [255, 255, 255, 255]), 8, 8));
      const bytes = picture(8, 8, [16, 128, 128]);
      blendScaledStill(bytes, { width: 8, height: 8, format: 'I420' }, master, -4, 4, 12, 12, 1);
      const lumaAt = (x: number, y: number) => bytes[y * 8 + x];
      expect([lumaAt(0, 4), lumaAt(7, 7), lumaAt(7, 3), lumaAt(0, 0)]).toEqual([255, 255, 16, 16]);
      expect(bytes.length).toBe(96);
    });
  });
});
