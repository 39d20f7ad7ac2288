import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-header';
import { imageTypeOf } from './image-type';

/** A picture decoded to straight (not premultiplied) RGBA, ready for a canvas. */
export interface DecodedImage {
  data: Buffer;
  width: number;
  height: number;
}

function why(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens `bytes` with sharp, after checking by magic bytes that it is PNG, JPEG or WebP. `label`
 * names the image in errors ("The reference image", 'The object image "logo.png"'): a corrupt
 * upload rejects with a message the user can act on, it never takes the process down.
 */
export function openImage(bytes: Uint8Array, label: string): Sharp {
  if (!imageTypeOf(bytes)) throw new Error(`${label} is not a PNG, JPEG or WebP image.`);
  // failOn 'error': a truncated or damaged file is refused instead of drawn half grey.
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
}

/** Runs a sharp pipeline to RGBA pixels, naming the image when it cannot be read. */
export async function decodeImage(image: Sharp, label: string): Promise<DecodedImage> {
  try {
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new Error(`${label} could not be read: ${why(error)}`);
  }
}

/** A canvas holding the picture, to draw with drawImage (scaled, with shadows). */
export function canvasOf(image: DecodedImage): Canvas {
  const canvas = createCanvas(image.width, image.height);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  canvas.getContext('2d').putImageData(new ImageData(pixels, image.width, image.height), 0, 0);
  return canvas;
}
