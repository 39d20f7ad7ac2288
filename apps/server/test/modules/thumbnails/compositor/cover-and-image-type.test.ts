import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverToThumbnail, imageTypeOf } from '../../../../src/modules/thumbnails/compositor';
import { colourAt, pixelsOf, solidImage } from './pixels';

const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, '../../../fixtures/images', name));

describe('imageTypeOf', () => {
  it('tells PNG, JPEG and WebP by their bytes', async () => {
    expect(imageTypeOf(await solidImage(4, 4, { r: 1, g: 2, b: 3 }))).toBe('image/png');
    expect(imageTypeOf(await fixture('still-1200x800.jpg'))).toBe('image/jpeg');
    expect(imageTypeOf(await fixture('still-640x360.webp'))).toBe('image/webp');
  });

  it('refuses GIF, other files and scraps', async () => {
    expect(imageTypeOf(await fixture('animated-320x180.gif'))).toBeNull();
    expect(
      imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    // A RIFF that is not WebP (a WAV file's header).
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('coverToThumbnail', () => {
  it("crops OpenAI's 1536×1024 to 1280×720 around the centre", async () => {
    // Red bands at the top and bottom that a centre crop of 3:2 to 16:9 cuts away.
    const input = await sharp({
      create: { width: 1536, height: 1024, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([
        { input: await solidImage(1536, 60, { r: 255, g: 0, b: 0 }), top: 0, left: 0 },
        { input: await solidImage(1536, 60, { r: 255, g: 0, b: 0 }), top: 964, left: 0 },
      ])
      .png()
      .toBuffer();
    const output = await coverToThumbnail(input);
    expect(await sharp(output).metadata()).toMatchObject({
      format: 'png',
      width: 1280,
      height: 720,
    });
    const pixels = await pixelsOf(output);
    for (const [x, y] of [
      [640, 0],
      [640, 719],
      [0, 360],
    ] as const) {
      const [r, , b] = colourAt(pixels, x, y);
      expect(b).toBeGreaterThan(200);
      expect(r).toBeLessThan(40);
    }
  });

  it.each([
    ['a Gemini-like 1344×768 PNG', () => solidImage(1344, 768, { r: 9, g: 9, b: 9 })],
    ['a 1200×800 JPEG', () => fixture('still-1200x800.jpg')],
    ['a 640×360 WebP', () => fixture('still-640x360.webp')],
  ])('turns %s into a 1280×720 PNG', async (_, input) => {
    const output = await coverToThumbnail(await input());
    expect(await sharp(output).metadata()).toMatchObject({
      format: 'png',
      width: 1280,
      height: 720,
    });
  });

  it('rejects a corrupt image and a GIF', async () => {
    const png = await solidImage(300, 200, { r: 1, g: 2, b: 3 });
    await expect(coverToThumbnail(png.subarray(0, 40))).rejects.toThrow(
      /^The image could not be read: /,
    );
    await expect(coverToThumbnail(await fixture('animated-320x180.gif'))).rejects.toThrow(
      'The image is not a PNG, JPEG or WebP image.',
    );
  });
});
