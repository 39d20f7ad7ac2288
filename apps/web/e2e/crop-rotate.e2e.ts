import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import {
  dropOnTrack,
  endOf,
  itemsOn,
  libraryCounts,
  libraryRow,
  near,
  select,
} from './support/editor-page';
import { exportVideo } from './support/export-dialog';

// Issue 25 item 3, crop and rotate: a 2:1 still of four coloured quadrants on Main Video; its
// left half is cropped away by dragging the preview's left crop handle (then typed exactly), it
// is turned 90° right and flipped horizontally; the preview and the exported file then show the
// same square: green on the left, yellow on the right, black bars beside it.
//
// Cropped:  green (top) over yellow (bottom)      → only the right half is left
// Turned:   yellow (left) | green (right)         → the top goes to the right
// Flipped:  green (left)  | yellow (right)        → mirrored as it shows

const session = useBrowser();

const IMAGE = 'quadrants.png';
const RED = [255, 0, 0] as const;
const GREEN = [0, 200, 0] as const;
const BLUE = [0, 0, 255] as const;
const YELLOW = [255, 220, 0] as const;
const BLACK = [0, 0, 0] as const;
const hex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-crop-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A 400×200 PNG in quadrants: red, green over blue, yellow; drawn and encoded by the browser. */
async function quadrantsPng(page: Page): Promise<Buffer> {
  const colours = [RED, GREEN, BLUE, YELLOW].map(hex);
  const bytes = await page.evaluate(async (fills) => {
    const canvas = new OffscreenCanvas(400, 200);
    const ctx = canvas.getContext('2d')!;
    fills.forEach((fill, index) => {
      ctx.fillStyle = fill;
      ctx.fillRect((index % 2) * 200, Math.floor(index / 2) * 100, 200, 100);
    });
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, colours);
  return Buffer.from(bytes);
}

/** The preview canvas's colour at shares of its width and height. */
const previewAt = (page: Page, points: Record<string, [number, number]>) =>
  page.getByRole('img', { name: 'Video preview' }).evaluate((canvas: HTMLCanvasElement, at) => {
    const ctx = canvas.getContext('2d')!;
    return Object.fromEntries(
      Object.entries(at).map(([name, [fx, fy]]) => [
        name,
        [...ctx.getImageData(canvas.width * fx, canvas.height * fy, 1, 1).data].slice(0, 3),
      ]),
    );
  }, points);

/** Left and right of the square's middle, and the bars beside it (shares of a 16:9 frame). */
const POINTS: Record<string, [number, number]> = {
  left: [0.35, 0.5],
  right: [0.65, 0.5],
  leftTop: [0.3, 0.15],
  rightBottom: [0.7, 0.85],
  barLeft: [0.1, 0.5],
  barRight: [0.9, 0.5],
};
const EXPECTED: Record<string, readonly number[]> = {
  left: GREEN,
  right: YELLOW,
  leftTop: GREEN,
  rightBottom: YELLOW,
  barLeft: BLACK,
  barRight: BLACK,
};

describe('crop and rotate', () => {
  it('crops by dragging an edge, turns 90°, flips, and exports what the preview shows', async () => {
    const page = await signedInPage(() => session.newPage(), 'Maya Deren', 'crop-rotate');
    await page.goto('/app/video-maker');
    const image = path.join(folder, IMAGE);
    await writeFile(image, await quadrantsPng(page));
    await page.getByLabel('Upload files').setInputFiles([image]);
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 1 });

    // On Main Video, cut to 1 s (Shift: 1 s a press on the trim-end handle).
    await dropOnTrack(page, await libraryRow(page, 'Images', IMAGE), 'main-video', 0);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);
    const item = itemsOn(page, 'main-video').first();
    const trimEnd = item.locator('..').getByRole('slider', { name: 'Trim end' });
    await trimEnd.focus();
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => endOf(item)).toBe(1000);
    await select(page, item);

    // Crop mode: drag the left edge's handle half the picture's width to the right.
    await page.getByRole('button', { name: `Crop and rotate ${IMAGE} in the preview` }).click();
    const box = (await page.getByTestId('crop-box').boundingBox())!;
    const handle = (await page.getByRole('button', { name: 'Crop left edge' }).boundingBox())!;
    const startX = handle.x + handle.width * 0.75;
    const y = handle.y + handle.height / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + box.width / 2, y, { steps: 8 });
    await page.mouse.up();
    const inspector = page.getByRole('group', { name: `Picture of ${IMAGE}` });
    await inspector.getByRole('button', { name: 'Crop & rotate', exact: true }).click();
    const left = inspector.getByLabel('Crop Left (%)');
    await expect.poll(async () => Math.abs(Number(await left.inputValue()) - 50)).toBeLessThan(3);
    // Escape mid-drag puts the edge back where the drag began.
    await page.mouse.move(startX + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(startX + box.width / 2 + 40, y, { steps: 3 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    // Typed exactly: half.
    await left.fill('50');
    await left.blur();
    await expect.poll(() => left.inputValue()).toBe('50');

    // A quarter turn right, then mirrored left-right.
    await inspector.getByRole('button', { name: 'Rotate 90° right' }).click();
    await expect.poll(() => inspector.getByLabel('Rotation (°)').inputValue()).toBe('90');
    const flipH = inspector.getByRole('button', { name: 'Flip horizontally' });
    await flipH.click();
    await expect.poll(() => flipH.getAttribute('aria-pressed')).toBe('true');

    // The preview shows it so…
    await expect
      .poll(async () => {
        const colours = await previewAt(page, POINTS);
        return Object.entries(EXPECTED).filter(([name, rgb]) => !near(colours[name]!, rgb, 50));
      })
      .toEqual([]);

    // …and so does the exported file (854×480: the square is 480 px wide, 187–667).
    const file = await exportVideo(page, { resolution: '854×480', fps: 30 });

    const area = ([fx, fy]: [number, number]) => ({
      x: Math.round(854 * fx) - 10,
      y: Math.round(480 * fy) - 10,
      width: 20,
      height: 20,
    });
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [
        {
          time: 0.5,
          areas: Object.fromEntries(Object.entries(POINTS).map(([name, at]) => [name, area(at)])),
        },
      ],
      audioWindows: {},
    });
    const colours = decoded.video.colours[0]!.areas;
    console.log(JSON.stringify({ size: [decoded.video.width, decoded.video.height], colours }));
    expect([decoded.video.width, decoded.video.height]).toEqual([854, 480]);
    for (const [name, rgb] of Object.entries(EXPECTED))
      expect(near(colours[name]!, rgb, 50), `${name}: ${colours[name]!.join(',')}`).toBe(true);
    // No red or blue: the cropped half is gone.
    for (const colour of Object.values(colours)) {
      expect(near(colour, RED, 60)).toBe(false);
      expect(near(colour, BLUE, 60)).toBe(false);
    }
  }, 120_000);
});
