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
  // One 2×2 block at a time: its four luma samples, and its chroma from the block's colour
  // weighted by alpha (a see-through pixel lends it no colour). Written out for speed: a still
  // that grows on keyframes is converted again at every new size.
  let at = 0;
  for (let row = 0; row < height; row += 2)
    for (let column = 0; column < width; column += 2) {
      let weight = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let corner = 0; corner < 4; corner += 1) {
        const pixel = (row + (corner >> 1)) * width + column + (corner & 1);
        const p = pixel * 4;
        const pr = rgba[p]!;
        const pg = rgba[p + 1]!;
        const pb = rgba[p + 2]!;
        const pa = rgba[p + 3]!;
        y[pixel] = byte(KR * pr + KG * pg + KB * pb);
        alpha[pixel] = pa;
        weight += pa;
        r += pr * pa;
        g += pg * pa;
        b += pb * pa;
      }
      chromaAlpha[at] = byte(weight / 4);
      if (weight === 0) {
        u[at] = 128;
        v[at] = 128;
      } else {
        r /= weight;
        g /= weight;
        b /= weight;
        const luma = KR * r + KG * g + KB * b;
        u[at] = byte((b - luma) / (2 * (1 - KB)) + 128);
        v[at] = byte((r - luma) / (2 * (1 - KR)) + 128);
      }
      at += 1;
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
