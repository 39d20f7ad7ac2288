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

// Issue 24, formats: a landscape picture in a project switched to 9:16 fills the portrait frame,
// its pan is dragged to show its left edge (undoable), and a 720×1280 export shows the picture
// exactly as the preview does.

const session = useBrowser();

const IMAGE = 'stripes.png';
/** 320×180 in three upright stripes: red, green, blue. */
const RED = [255, 0, 0] as const;
const GREEN = [0, 255, 0] as const;
const BLACK = [0, 0, 0] as const;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-formats-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A 16:9 PNG of three stripes, drawn and encoded by the browser. */
async function stripesPng(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 180);
    const ctx = canvas.getContext('2d')!;
    ['#ff0000', '#00ff00', '#0000ff'].forEach((colour, index) => {
      ctx.fillStyle = colour;
      ctx.fillRect((index * 320) / 3, 0, 320 / 3 + 1, 180);
    });
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

const frame = (page: Page) => page.getByTestId('preview-frame');
const panOf = async (page: Page) =>
  Number(await page.getByTestId('picture-pan').getAttribute('data-pan-x'));

describe('formats', () => {
  it('switches a project to 9:16, reframes a wide picture by dragging, undoes, and exports it so', async () => {
    const page = await signedInPage(() => session.newPage(), 'Agnès Varda', 'formats');
    await page.goto('/app/video-maker');
    const image = path.join(folder, IMAGE);
    await writeFile(image, await stripesPng(page));
    await page.getByLabel('Upload files').setInputFiles([image]);
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 1 });

    // The picture on the main track, cut to 1 s (Shift: 1 s a press on the trim-end handle).
    await dropOnTrack(page, await libraryRow(page, 'Images', IMAGE), 'main-video', 0);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);
    const item = itemsOn(page, 'main-video').first();
    const trimEnd = item.locator('..').getByRole('slider', { name: 'Trim end' });
    await trimEnd.focus();
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => endOf(item)).toBe(1000);

    // Landscape first; then 9:16 makes the preview portrait and the picture fill it.
    const landscape = (await frame(page).boundingBox())!;
    expect(landscape.width).toBeGreaterThan(landscape.height);
    await page.getByRole('button', { name: /^9:16 vertical/ }).click();
    await expect.poll(() => frame(page).getAttribute('data-format')).toBe('9:16');
    await expect
      .poll(async () => {
        const box = (await frame(page).boundingBox())!;
        return Math.round((box.width / box.height) * 1000) / 1000;
      })
      .toBeCloseTo(9 / 16, 2);
    await select(page, item);
    const fill = page.getByRole('button', { name: 'Fill', exact: true });
    await expect.poll(() => fill.getAttribute('aria-pressed')).toBe('true');
    // Fit shows it whole (no pan); Fill again offers the pan.
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await expect.poll(() => page.getByTestId('picture-pan').count()).toBe(0);
    await fill.click();

    // Dragged right by more than the frame’s width: the picture's left edge (red) comes into view.
    const surface = page.getByTestId('picture-pan');
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + box.width * 1.3, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => panOf(page)).toBe(-1);

    // Undo puts it back in the middle, in one step; Redo brings the drag back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => panOf(page)).toBe(0);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => panOf(page)).toBe(-1);

    // The preview's own pixels: red on both sides of the portrait frame.
    const previewColours = await page
      .getByRole('img', { name: 'Video preview' })
      .evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d')!;
        const at = (fx: number, fy: number) =>
          [...ctx.getImageData(canvas.width * fx, canvas.height * fy, 1, 1).data].slice(0, 3);
        return { left: at(0.1, 0.5), right: at(0.9, 0.5), size: [canvas.width, canvas.height] };
      });
    expect(previewColours.size[1]).toBeGreaterThan(previewColours.size[0]!);
    expect(near(previewColours.left, RED)).toBe(true);
    expect(near(previewColours.right, RED)).toBe(true);

    // Exported at 720×1280: the same picture.
    const file = await exportVideo(page, { resolution: '720×1280', fps: 30, format: 'WebM' });

    const area = (x: number, y: number) => ({ x, y, width: 40, height: 40 });
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [
        {
          time: 0.5,
          areas: {
            topLeft: area(20, 20),
            topRight: area(660, 20),
            middle: area(340, 620),
            bottomRight: area(660, 1220),
          },
        },
      ],
      audioWindows: {},
    });
    const colours = decoded.video.colours[0]!.areas;
    console.log(JSON.stringify({ size: [decoded.video.width, decoded.video.height], colours }));
    expect([decoded.video.width, decoded.video.height]).toEqual([720, 1280]);
    // Filling (no black bars above or below) and panned to its left edge (red, not the middle's
    // green) from corner to corner.
    for (const [name, colour] of Object.entries(colours)) {
      expect(near(colour, RED, 40), `${name}: ${colour.join(',')}`).toBe(true);
      expect(near(colour, GREEN, 40)).toBe(false);
      expect(near(colour, BLACK, 40)).toBe(false);
    }
  }, 180_000);
});
