import { imageTypeOf, type ThumbnailImageType } from './image-type';

/** What a picture's header says, read without decoding a pixel. */
export interface ImageHeader {
  type: ThumbnailImageType;
  width: number;
  height: number;
}

/**
 * The largest picture the compositor decodes: 40 megapixels (a 48 MP phone photo is refused,
 * a 7728×5152 camera still is not), and no side over 16 384 pixels (WebP's own limit is 16 383).
 * A decoded 40 MP picture is 160 MB of RGBA; nothing larger is ever allocated for an upload.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 16_384;

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** PNG: the first chunk must be IHDR, width and height big-endian after its name. */
function pngSize(bytes: Uint8Array): [number, number] | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return [u32be(bytes, 16), u32be(bytes, 20)];
}

// Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the markers to the first start of frame, which holds height then width. */
function jpegSize(bytes: Uint8Array): [number, number] | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers that stand alone (TEM, RSTn, a repeated SOI).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Image data or the end before any frame header: nothing to size it by.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return [u16be(bytes, at + 7), u16be(bytes, at + 5)];
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpSize(bytes: Uint8Array): [number, number] | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === 'VP8 ') {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a)
      return null;
    return [u16le(bytes, data + 6) & 0x3fff, u16le(bytes, data + 8) & 0x3fff];
  }
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) return null;
    const bits = (u16le(bytes, data + 1) | (u16le(bytes, data + 3) << 16)) >>> 0;
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [u24le(bytes, data + 4) + 1, u24le(bytes, data + 7) + 1];
  return null;
}

/**
 * The type (by magic bytes) and the dimensions (from the header) of a PNG, JPEG or WebP; null
 * when the bytes are none of them or their header is missing or malformed. Costs microseconds
 * whatever the picture claims to be, so it runs on the event loop, before any decoding.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = imageTypeOf(bytes);
  if (type === null) return null;
  const size =
    type === 'image/png'
      ? pngSize(bytes)
      : type === 'image/jpeg'
        ? jpegSize(bytes)
        : webpSize(bytes);
  if (size === null) return null;
  const [width, height] = size;
  return { type, width, height };
}

/** Why a header's dimensions are refused, or null when the picture may be decoded. */
export function dimensionsProblem({ width, height }: { width: number; height: number }) {
  if (width < 1 || height < 1) return `its header gives no size (${width}×${height})`;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return (
      `it is ${width}×${height} pixels; pictures may have up to ` +
      `${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels a side`
    );
  }
  return null;
}
