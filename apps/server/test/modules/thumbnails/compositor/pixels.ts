// Reading rendered thumbnails back for assertions: decoded with sharp, as any viewer would.
import sharp from 'sharp';
import type { Rect } from '../../../../src/modules/thumbnails/compositor/layouts';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function pixelsOf(png: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function colourAt(image: Pixels, x: number, y: number): [number, number, number] {
  const offset = (y * image.width + x) * image.channels;
  return [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!];
}

const WHOLE = (image: Pixels): Rect => ({ x: 0, y: 0, width: image.width, height: image.height });

/** The largest channel difference of each pixel of `region`, pixel by pixel. */
function differences(a: Pixels, b: Pixels, region: Rect): number[] {
  const result: number[] = [];
  for (let y = region.y; y < region.y + region.height; y += 1) {
    for (let x = region.x; x < region.x + region.width; x += 1) {
      const offset = (y * a.width + x) * a.channels;
      let largest = 0;
      for (let channel = 0; channel < 3; channel += 1) {
        const difference = Math.abs(a.data[offset + channel]! - b.data[offset + channel]!);
        if (difference > largest) largest = difference;
      }
      result.push(largest);
    }
  }
  return result;
}

/** The share of pixels in `region` whose colour differs by more than `tolerance` in a channel. */
export function changedShare(
  a: Pixels,
  b: Pixels,
  region: Rect = WHOLE(a),
  tolerance = 24,
): number {
  const all = differences(a, b, region);
  return all.filter((difference) => difference > tolerance).length / all.length;
}

/** The largest difference of any channel of any pixel in `region`. */
export function largestDifference(a: Pixels, b: Pixels, region: Rect): number {
  return differences(a, b, region).reduce(
    (largest, difference) => Math.max(largest, difference),
    0,
  );
}

/** A solid-colour image in the given format, made here so the test knows its colour exactly. */
export async function solidImage(
  width: number,
  height: number,
  colour: { r: number; g: number; b: number },
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}
