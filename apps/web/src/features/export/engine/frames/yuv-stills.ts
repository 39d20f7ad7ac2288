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

/**
 * A still that grows or shrinks on keyframes, kept once at a size of its own and scaled as it
 * is laid on (`blendScaledStill`): its planes premultiplied by alpha, so the scaling filters what
 * the canvas's drawImage filters (premultiplied colour), and the blend needs no division.
 */
export interface YuvStillMaster {
  width: number;
  height: number;
  /** per luma sample: y × alpha (alpha 0–1) */
  y: Float32Array;
  alpha: Float32Array;
  /** per chroma sample: (u − 128) × chroma alpha, (v − 128) × chroma alpha */
  u: Float32Array;
  v: Float32Array;
  chromaAlpha: Float32Array;
}

/** A converted still as a master to scale from. */
export function yuvStillMasterOf(still: YuvStill): YuvStillMaster {
  const lumaSize = still.y.length;
  const chromaSize = still.u.length;
  const master = {
    width: still.width,
    height: still.height,
    y: new Float32Array(lumaSize),
    alpha: new Float32Array(lumaSize),
    u: new Float32Array(chromaSize),
    v: new Float32Array(chromaSize),
    chromaAlpha: new Float32Array(chromaSize),
  };
  for (let at = 0; at < lumaSize; at += 1) {
    const a = still.alpha[at]! / 255;
    master.alpha[at] = a;
    master.y[at] = still.y[at]! * a;
  }
  for (let at = 0; at < chromaSize; at += 1) {
    const a = still.chromaAlpha[at]! / 255;
    master.chromaAlpha[at] = a;
    master.u[at] = (still.u[at]! - 128) * a;
    master.v[at] = (still.v[at]! - 128) * a;
  }
  return master;
}

/**
 * Where each of `count` samples takes its two neighbours in a row of `from` samples, and the
 * share of the second: a bilinear filter with pixel centres, as a canvas's 'low' drawImage scales.
 */
function bilinearTaps(count: number, from: number) {
  const first = new Int32Array(count);
  const second = new Int32Array(count);
  const share = new Float32Array(count);
  const step = from / count;
  for (let at = 0; at < count; at += 1) {
    const position = Math.min(from - 1, Math.max(0, (at + 0.5) * step - 0.5));
    const left = Math.floor(position);
    first[at] = left;
    second[at] = Math.min(from - 1, left + 1);
    share[at] = position - left;
  }
  return { first, second, share };
}

/** A plane's value between its rows `top`, `bottom` and columns `left`, `right` (offsets). */
function bilinear(
  plane: Float32Array,
  top: number,
  bottom: number,
  left: number,
  right: number,
  across: number,
  down: number,
): number {
  const upper = plane[top + left]! + (plane[top + right]! - plane[top + left]!) * across;
  const lower = plane[bottom + left]! + (plane[bottom + right]! - plane[bottom + left]!) * across;
  return upper + (lower - upper) * down;
}

/**
 * Lays `master` on `picture` scaled to width × height (even) with its top-left at (x, y) (even
 * px), at `opacity`, as `blendStill` lays a still converted at that size: each sample of the box
 * filtered from the master's four nearest, then blended. Whatever falls outside is left out.
 */
export function blendScaledStill(
  picture: Uint8Array,
  { width: pictureWidth, height: pictureHeight, format }: PictureLayout,
  master: YuvStillMaster,
  x: number,
  y: number,
  width: number,
  height: number,
  opacity: number,
): void {
  const share = Math.min(1, Math.max(0, opacity));
  if (share === 0) return;
  // Luma.
  {
    const columns = bilinearTaps(width, master.width);
    const rows = bilinearTaps(height, master.height);
    const fromX = Math.max(0, -x);
    const toX = Math.min(width, pictureWidth - x);
    const { y: ya, alpha, width: stride } = master;
    for (let row = Math.max(0, -y); row < Math.min(height, pictureHeight - y); row += 1) {
      const top = rows.first[row]! * stride;
      const bottom = rows.second[row]! * stride;
      const down = rows.share[row]!;
      const line = (y + row) * pictureWidth + x;
      for (let column = fromX; column < toX; column += 1) {
        const left = columns.first[column]!;
        const right = columns.second[column]!;
        const across = columns.share[column]!;
        const a = bilinear(alpha, top, bottom, left, right, across, down) * share;
        if (a <= 0) continue;
        const over = bilinear(ya, top, bottom, left, right, across, down) * share;
        const at = line + column;
        picture[at] = (picture[at]! * (1 - a) + over + 0.5) | 0;
      }
    }
  }
  // Chroma, at half the size on both axes.
  const chromaWidth = pictureWidth / 2;
  const chromaHeight = pictureHeight / 2;
  const masterChromaWidth = master.width / 2;
  const columns = bilinearTaps(width / 2, masterChromaWidth);
  const rows = bilinearTaps(height / 2, master.height / 2);
  const cx = x / 2;
  const cy = y / 2;
  const lumaSize = pictureWidth * pictureHeight;
  const { u, v, chromaAlpha } = master;
  const interleaved = format === 'NV12';
  const fromX = Math.max(0, -cx);
  const toX = Math.min(width / 2, chromaWidth - cx);
  for (let row = Math.max(0, -cy); row < Math.min(height / 2, chromaHeight - cy); row += 1) {
    const top = rows.first[row]! * masterChromaWidth;
    const bottom = rows.second[row]! * masterChromaWidth;
    const down = rows.share[row]!;
    const line = (cy + row) * chromaWidth + cx;
    for (let column = fromX; column < toX; column += 1) {
      const left = columns.first[column]!;
      const right = columns.second[column]!;
      const across = columns.share[column]!;
      const a = bilinear(chromaAlpha, top, bottom, left, right, across, down) * share;
      if (a <= 0) continue;
      const target = line + column;
      const uAt = interleaved ? lumaSize + 2 * target : lumaSize + target;
      const vAt = interleaved ? uAt + 1 : lumaSize + chromaWidth * chromaHeight + target;
      // base × (1 − a) + (128 × a + (c − 128) × a), the premultiplied colour at this opacity.
      picture[uAt] =
        (picture[uAt]! * (1 - a) +
          128 * a +
          bilinear(u, top, bottom, left, right, across, down) * share +
          0.5) |
        0;
      picture[vAt] =
        (picture[vAt]! * (1 - a) +
          128 * a +
          bilinear(v, top, bottom, left, right, across, down) * share +
          0.5) |
        0;
    }
  }
}
