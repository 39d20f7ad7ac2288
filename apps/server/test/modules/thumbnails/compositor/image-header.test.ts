import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  dimensionsProblem,
  readImageHeader,
} from '../../../../src/modules/thumbnails/compositor/image-header';
import { corruptHugePng, decompressionBomb, fakePng, oversizedJpegHeader } from '../bad-pictures';

const make = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: { r: 10, g: 20, b: 30, alpha: 0.5 },
    },
  });

describe('readImageHeader', () => {
  it.each([
    ['PNG', () => make(321, 123).png().toBuffer(), 'image/png'],
    ['JPEG', () => make(321, 123).jpeg().toBuffer(), 'image/jpeg'],
    [
      'progressive JPEG with EXIF',
      () => make(321, 123).withMetadata().jpeg({ progressive: true }).toBuffer(),
      'image/jpeg',
    ],
    ['lossy WebP', () => make(321, 123).webp().toBuffer(), 'image/webp'],
    ['lossless WebP', () => make(321, 123).webp({ lossless: true }).toBuffer(), 'image/webp'],
    ['WebP with alpha (VP8X)', () => make(321, 123, true).webp().toBuffer(), 'image/webp'],
  ])('reads a %s’s type and size without decoding it', async (_, picture, type) => {
    expect(readImageHeader(await picture())).toEqual({ type, width: 321, height: 123 });
  });

  it('reads what hand-made headers claim, whatever follows them', () => {
    expect(readImageHeader(corruptHugePng())).toMatchObject({ width: 7000, height: 7000 });
    expect(readImageHeader(decompressionBomb())).toMatchObject({ width: 30_000, height: 30_000 });
    expect(readImageHeader(oversizedJpegHeader())).toMatchObject({
      type: 'image/jpeg',
      width: 60_000,
      height: 60_000,
    });
  });

  it('is null for other formats and for headers cut short', async () => {
    const png = await make(10, 10).png().toBuffer();
    const gif = await make(10, 10).gif().toBuffer();
    expect(readImageHeader(fakePng())).toBeNull();
    expect(readImageHeader(gif)).toBeNull();
    expect(readImageHeader(png.subarray(0, 20))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });
});

describe('dimensionsProblem', () => {
  it('allows up to 40 megapixels and 16 384 pixels a side', () => {
    expect(dimensionsProblem({ width: 8000, height: 5000 })).toBeNull();
    expect(dimensionsProblem({ width: 16_384, height: 2000 })).toBeNull();
    expect(dimensionsProblem({ width: 7000, height: 7000 })).toMatch(/7000×7000 pixels/);
    expect(dimensionsProblem({ width: 16_385, height: 100 })).toMatch(/16384 pixels a side/);
    expect(dimensionsProblem({ width: 0, height: 100 })).toMatch(/no size/);
  });
});
