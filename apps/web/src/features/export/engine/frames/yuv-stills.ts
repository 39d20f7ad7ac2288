// Stills (a logo, a picture in a corner) laid onto a direct frame's picture in YUV, where the
// canvas would draw them over the video: the still, drawn once at its size on the picture, is
// converted to full-range BT.709 (what the encoder makes of the canvas's RGB) with its alpha, and
// blended onto the picture's planes frame after frame. RGB → YUV is affine, so blending in YUV
// gives what blending in RGB and converting does (to rounding, and to the order of the chroma's
// 2×2 averaging).

/** A still as full-range BT.709 4:2:0 planes with its alpha, at one size (even width, height). */
export interface YuvStill {
  width: number;
  height: number;
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
  /** per luma sample, 0–255 */
  alpha: Uint8Array;
  /** per chroma sample: the mean of its 2×2 luma samples' alpha */
  chromaAlpha: Uint8Array;
}

const KR = 0.2126;
const KB = 0.0722;
const KG = 1 - KR - KB;
const byte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));

/** RGBA pixels with straight alpha (as `getImageData` gives them), width and height even. */
export function yuvStillOf(rgba: ArrayLike<number>, width: number, height: number): YuvStill {
  const size = width * height;
  const y = new Uint8Array(size);
  const alpha = new Uint8Array(size);
  const half = (width / 2) * (height / 2);
  const u = new Uint8Array(half);
  const v = new Uint8Array(half);
  const chromaAlpha = new Uint8Array(half);
  for (let at = 0; at < size; at += 1) {
    const r = rgba[at * 4]!;
    const g = rgba[at * 4 + 1]!;
    const b = rgba[at * 4 + 2]!;
    y[at] = byte(KR * r + KG * g + KB * b);
    alpha[at] = rgba[at * 4 + 3]!;
  }
  for (let row = 0; row < height / 2; row += 1)
    for (let column = 0; column < width / 2; column += 1) {
      // The block's colour weighted by its alpha (a see-through pixel lends it no colour).
      let weight = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const at = (row * 2 + dy) * width + column * 2 + dx;
        const a = rgba[at * 4 + 3]!;
        weight += a;
        r += rgba[at * 4]! * a;
        g += rgba[at * 4 + 1]! * a;
        b += rgba[at * 4 + 2]! * a;
      }
      const at = row * (width / 2) + column;
      chromaAlpha[at] = byte(weight / 4);
      if (weight === 0) {
        u[at] = 128;
        v[at] = 128;
        continue;
      }
      r /= weight;
      g /= weight;
      b /= weight;
      const luma = KR * r + KG * g + KB * b;
      u[at] = byte((b - luma) / (2 * (1 - KB)) + 128);
      v[at] = byte((r - luma) / (2 * (1 - KR)) + 128);
    }
  return { width, height, y, u, v, alpha, chromaAlpha };
}

/** Where a tightly packed 4:2:0 picture's planes are. */
export interface PictureLayout {
  width: number;
  height: number;
  format: 'I420' | 'NV12';
}

/**
 * Blends `still` at `opacity` onto `picture` with its top-left at (x, y) (even px); whatever
 * falls outside the picture is left out.
 */
export function blendStill(
  picture: Uint8Array,
  { width, height, format }: PictureLayout,
  still: YuvStill,
  x: number,
  y: number,
  opacity: number,
): void {
  const share = Math.min(1, Math.max(0, opacity)) / 255;
  const mix = (base: number, over: number, a: number) => base + (over - base) * a * share;
  const fromX = Math.max(0, -x);
  const fromY = Math.max(0, -y);
  const toX = Math.min(still.width, width - x);
  const toY = Math.min(still.height, height - y);
  for (let row = fromY; row < toY; row += 1) {
    const line = (y + row) * width + x;
    for (let column = fromX; column < toX; column += 1) {
      const at = row * still.width + column;
      const a = still.alpha[at]!;
      if (a === 0) continue;
      picture[line + column] = byte(mix(picture[line + column]!, still.y[at]!, a));
    }
  }
  const chromaWidth = width / 2;
  const chromaHeight = height / 2;
  const lumaSize = width * height;
  const stillChromaWidth = still.width / 2;
  const cx = x / 2;
  const cy = y / 2;
  for (let row = Math.ceil(fromY / 2); row < Math.floor(toY / 2); row += 1) {
    if (cy + row < 0 || cy + row >= chromaHeight) continue;
    for (let column = Math.ceil(fromX / 2); column < Math.floor(toX / 2); column += 1) {
      const at = row * stillChromaWidth + column;
      const a = still.chromaAlpha[at]!;
      if (a === 0) continue;
      const target = (cy + row) * chromaWidth + cx + column;
      if (format === 'I420') {
        const uAt = lumaSize + target;
        const vAt = lumaSize + chromaWidth * chromaHeight + target;
        picture[uAt] = byte(mix(picture[uAt]!, still.u[at]!, a));
        picture[vAt] = byte(mix(picture[vAt]!, still.v[at]!, a));
      } else {
        const uAt = lumaSize + 2 * target;
        picture[uAt] = byte(mix(picture[uAt]!, still.u[at]!, a));
        picture[uAt + 1] = byte(mix(picture[uAt + 1]!, still.v[at]!, a));
      }
    }
  }
}
