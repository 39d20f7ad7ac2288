import { THUMBNAIL_STYLES, type ThumbnailStyle } from '@reelwright/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  renderThumbnail,
  type CompositeRequest,
} from '../../../../src/modules/thumbnails/compositor';
import { charactersWithoutFont } from '../../../../src/modules/thumbnails/compositor/fonts';
import { DURATION_STAMP, layoutFor } from '../../../../src/modules/thumbnails/compositor/layouts';
import { changedShare, colourAt, largestDifference, pixelsOf, solidImage } from './pixels';

const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, '../../../fixtures/images', name));
const render = async (request: Partial<CompositeRequest>) =>
  pixelsOf(await renderThumbnail({ style: 'tech', variation: 1, headline: '', ...request }));

describe('renderThumbnail', () => {
  it('renders three variations as PNGs of exactly 1280×720', async () => {
    for (const variation of [1, 2, 3]) {
      const png = await renderThumbnail({
        style: 'youtube-gaming',
        variation,
        headline: 'EPIC WIN',
      });
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const metadata = await sharp(png).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 1280, height: 720 });
      const pixels = await pixelsOf(png);
      expect(pixels.data.length).toBe(1280 * 720 * 3);
    }
  });

  it('makes the three variations differ in layout, palette and accent', async () => {
    const objects = [{ name: 'photo.jpg', bytes: await fixture('still-1200x800.jpg') }];
    const variations = await Promise.all(
      [1, 2, 3].map((variation) =>
        render({ style: 'fitness', variation, headline: '30 DAY ABS CHALLENGE', objects }),
      ),
    );
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const)
      expect(changedShare(variations[a]!, variations[b]!), `${a + 1} vs ${b + 1}`).toBeGreaterThan(
        0.3,
      );
  });

  it('wraps variations around: 4 draws what 1 draws', async () => {
    const request = { style: 'music' as const, headline: 'TOP 10' };
    const one = await renderThumbnail({ ...request, variation: 1 });
    const four = await renderThumbnail({ ...request, variation: 4 });
    expect(Buffer.from(four).equals(Buffer.from(one))).toBe(true);
  });

  it('gives each of the 8 presets its own look', async () => {
    const looks = await Promise.all(
      THUMBNAIL_STYLES.map((style: ThumbnailStyle) => render({ style, headline: 'SAME WORDS' })),
    );
    for (let a = 0; a < looks.length; a += 1) {
      for (let b = a + 1; b < looks.length; b += 1)
        expect(
          changedShare(looks[a]!, looks[b]!),
          `${THUMBNAIL_STYLES[a]} vs ${THUMBNAIL_STYLES[b]}`,
        ).toBeGreaterThan(0.2);
    }
  });

  describe('headline glyphs', () => {
    /**
     * The headline with every character swapped for one no font has, which comes out as a
     * missing-glyph box: what it would look like without fonts of its own. CJK for CJK (Han
     * characters of Extension G, which wrap the same way), private-use for the rest; spaces stay.
     */
    const asBoxes = (headline: string) => {
      let next = 0;
      return headline.replace(/\S/gu, (character) => {
        next += 1;
        const han = /\p{Script=Han}/u.test(character);
        return String.fromCodePoint((han ? 0x30000 : 0xe000) + next);
      });
    };

    it.each([
      ['Russian', 'ПРИВЕТ МИР'],
      ['Chinese', '你好世界'],
      ['Chinese, two lines', '如何学习中文的三个技巧'],
    ])('draws a %s headline with real glyphs, not boxes', async (_, headline) => {
      const boxes = asBoxes(headline);
      expect(charactersWithoutFont(headline)).toEqual([]);
      expect(charactersWithoutFont(boxes)).toHaveLength([...boxes.replace(/ /g, '')].length);
      const box = layoutFor(1).text;
      const empty = await render({ headline: '' });
      const text = await render({ headline });
      const tofu = await render({ headline: boxes });
      // Ink where the words go, and not the ink of a row of boxes.
      expect(changedShare(empty, text, box)).toBeGreaterThan(0.05);
      expect(changedShare(tofu, text, box)).toBeGreaterThan(0.05);
    });
  });

  it('uses the reference image as the backdrop, blurred and darkened', async () => {
    const red = await solidImage(640, 360, { r: 255, g: 0, b: 0 });
    const withReference = await render({ background: { kind: 'reference', bytes: red } });
    const without = await render({});
    for (const [x, y] of [
      [300, 200],
      [640, 360],
      [900, 500],
      [200, 600],
    ] as const) {
      const [r, g, b] = colourAt(withReference, x, y);
      expect(r, `red at ${x},${y}`).toBeGreaterThan(90);
      expect(r).toBeLessThan(230); // darkened
      expect(r).toBeGreaterThan(3 * Math.max(g, b));
      const [r0, g0, b0] = colourAt(without, x, y);
      expect(r0).toBeLessThan(3 * Math.max(g0, b0, 10));
    }
  });

  it('uses a generated image as it is, shading only where the text goes', async () => {
    const green = await solidImage(1536, 1024, { r: 0, g: 200, b: 0 }, 'jpeg');
    const image = await render({
      background: { kind: 'generated', bytes: green },
      headline: 'BIG NEWS',
    });
    const [r, g, b] = colourAt(image, 1000, 360); // the subject's side: untouched
    expect(g).toBeGreaterThan(185);
    expect(Math.max(r, b)).toBeLessThan(25);
    const [, shadedGreen] = colourAt(image, 30, 650); // under the text side's gradient
    expect(shadedGreen).toBeLessThan(150);
  });

  it('places object images, with a drop shadow', async () => {
    const blue = await solidImage(300, 300, { r: 0, g: 0, b: 255 });
    const subject = layoutFor(1).subject;
    const image = await render({ style: 'vlog', objects: [{ name: 'blue.png', bytes: blue }] });
    const without = await render({ style: 'vlog' });
    const [r, g, b] = colourAt(
      image,
      subject.x + subject.width / 2,
      subject.y + subject.height - 100,
    );
    expect(b).toBeGreaterThan(200);
    expect(Math.max(r, g)).toBeLessThan(40);
    // The shadow falls below and to the right of the picture (and its white border).
    const side = (300 * Math.min(subject.width, subject.height)) / 300;
    const shadowX = Math.round(subject.x + subject.width / 2 + side / 2 + 16);
    const shadowY = Math.round(subject.y + subject.height - 60);
    const shaded = colourAt(image, shadowX, shadowY).reduce((sum, value) => sum + value, 0);
    const plain = colourAt(without, shadowX, shadowY).reduce((sum, value) => sum + value, 0);
    expect(shaded).toBeLessThan(plain - 20);
  });

  it('keeps the bottom-right 160×90 corner free of text in every variation', async () => {
    const long = 'THE ABSOLUTELY LONGEST HEADLINE ANYONE HAS EVER WRITTEN FOR A VIDEO THUMBNAIL';
    for (const variation of [1, 2, 3]) {
      // A sentence, three words as wide as the box allows, and a long Chinese title.
      for (const headline of [
        long,
        'WWWWW MMMMM WWWWW',
        '这是一个非常非常长的中文标题用来测试自动换行和缩小',
      ]) {
        const without = await render({ style: 'business', variation, headline: '' });
        const withText = await render({ style: 'business', variation, headline });
        expect(changedShare(without, withText, layoutFor(variation).text)).toBeGreaterThan(0.05);
        expect(largestDifference(without, withText, DURATION_STAMP), `variation ${variation}`).toBe(
          0,
        );
      }
    }
  });

  describe('bad images', () => {
    it('rejects a background that is no image, naming it', async () => {
      await expect(
        renderThumbnail({
          style: 'tech',
          variation: 1,
          headline: 'X',
          background: { kind: 'reference', bytes: new TextEncoder().encode('not an image') },
        }),
      ).rejects.toThrow('The reference image is not a PNG, JPEG or WebP image.');
    });

    it('rejects a damaged object image, naming it', async () => {
      const png = await solidImage(400, 300, { r: 10, g: 20, b: 30 });
      const damaged = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
      await expect(
        renderThumbnail({
          style: 'tech',
          variation: 2,
          headline: 'X',
          objects: [{ name: 'logo.png', bytes: damaged }],
        }),
      ).rejects.toThrow(/^The object image "logo.png" could not be read: /);
    });

    it('rejects a GIF, a generated image of garbage, and more than 4 objects', async () => {
      const gif = await fixture('animated-320x180.gif');
      await expect(
        renderThumbnail({
          style: 'food',
          variation: 1,
          headline: '',
          objects: [{ name: 'a.gif', bytes: gif }],
        }),
      ).rejects.toThrow('The object image "a.gif" is not a PNG, JPEG or WebP image.');
      const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
      await expect(
        renderThumbnail({
          style: 'food',
          variation: 1,
          headline: '',
          background: { kind: 'generated', bytes: garbage },
        }),
      ).rejects.toThrow(/^The generated image could not be read: /);
      const png = await solidImage(10, 10, { r: 1, g: 2, b: 3 });
      const five = Array.from({ length: 5 }, (_, index) => ({ name: `${index}.png`, bytes: png }));
      await expect(
        renderThumbnail({ style: 'food', variation: 1, headline: '', objects: five }),
      ).rejects.toThrow('At most 4 object images, not 5.');
    });
  });
});
