import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser, type Area } from './support/decode-in-browser';
import {
  dropOnTrack,
  endOf,
  itemsOn,
  libraryCounts,
  libraryRow,
  near,
  playhead,
  seek,
  openInspector,
  select,
  timelinePoint,
  type Track,
} from './support/editor-page';
import { solidPng } from './support/media-files';
import { exportVideo } from './support/export-dialog';

// Issue 25, item 4: keyframes, made the way a person does in the Keyframes inspector and read
// back from the exported file. A white still on Overlay 1 (over black) fades in: an opacity key
// of 0 % at 0 s, 100 % typed at 2 s (which keys it there), easing linear — the frame at 0.2 s is
// near black, at 1 s half grey, at 2.2 s white, in the preview and in the file. A red still on
// Overlay 2 moves from left to right between two position keys (the later one dragged along the
// item from 2 s to 2.5 s on the timeline): its colour's centroid moves as they say.

const session = useBrowser();

const WHITE = 'white.png';
const RED = 'red.png';
const LENGTH_MS = 3000;
/** The export's frame (854×480) and the reference frame transforms are in (640×360). */
const FRAME = { width: 854, height: 480 };
const K = FRAME.width / 640;
/** Inside the white overlay's box (128×96 reference px at the top left). */
const WHITE_AREA: Area = { x: 30, y: 30, width: 100, height: 60 };
/** The red still moves along this band (reference y 240–336). */
const RED_Y = 240;
const STRIPS = 16;
const stripArea = (index: number): Area => ({
  x: Math.round((index * FRAME.width) / STRIPS),
  y: Math.round((RED_Y + 20) * K),
  width: Math.floor(FRAME.width / STRIPS),
  height: Math.round(56 * K),
});

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-keyframes-e2e-'));
  await writeFile(path.join(folder, WHITE), solidPng(128, 96, [255, 255, 255]));
  await writeFile(path.join(folder, RED), solidPng(128, 96, [255, 0, 0]));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Drops a still on an overlay track at 0 and cuts it to 3 s (Shift: 1 s a press on its end). */
async function placeStill(page: Page, name: string, track: Track) {
  await dropOnTrack(page, await libraryRow(page, 'Images', name), track, 0);
  await expect.poll(() => itemsOn(page, track).count()).toBe(1);
  const item = itemsOn(page, track).first();
  const trimEnd = item.locator('..').getByRole('slider', { name: 'Trim end' });
  await trimEnd.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => endOf(item)).toBe(LENGTH_MS);
  return item;
}

/** Types a value into a property's field of the inspector (one undo step per field visit). */
async function typeValue(page: Page, name: string, label: string, value: number) {
  const field = page.getByRole('group', { name: `Keyframes of ${name}` }).getByLabel(label);
  await field.fill(String(value));
  await field.blur();
  await expect.poll(() => field.inputValue()).toBe(String(value));
}

const keyButton = (page: Page, name: string, property: string, time: string) =>
  page
    .getByRole('group', { name: `Keyframes of ${name}` })
    .getByRole('button', { name: `Add keyframe for ${property} at ${time}` });

const exportFile = (page: Page) => exportVideo(page, { resolution: '854×480', fps: 30 });

/** Where (px) the red is, across the frame: the strips' centres weighted by their redness. */
function redCentroid(strips: Record<string, number[]>): number {
  let weight = 0;
  let sum = 0;
  for (let index = 0; index < STRIPS; index += 1) {
    const [r, g, b] = strips[`s${index}`]!;
    const redness = Math.max(0, r! - (g! + b!) / 2);
    const area = stripArea(index);
    weight += redness;
    sum += redness * (area.x + area.width / 2);
  }
  return weight > 0 ? sum / weight : Number.NaN;
}

describe('keyframes', () => {
  it('fades a still in and moves another across, the same in the preview and the file', async () => {
    const page = await signedInPage(() => session.newPage(), 'Norman McLaren', 'keyframes');
    await page.goto('/app/video-maker');
    await page
      .getByLabel('Upload files')
      .setInputFiles([path.join(folder, WHITE), path.join(folder, RED)]);
    await expect.poll(() => libraryCounts(page)).toMatchObject({ images: 2 });

    // The white still fades in: a key at 0 s set to 0 %, then 100 % typed at 2 s keys it there.
    const white = await placeStill(page, WHITE, 'overlay-1');
    await seek(page, 0);
    await select(page, white);
    await openInspector(page, 'Keyframes');
    await keyButton(page, WHITE, 'Opacity', '0:00.0').click();
    await typeValue(page, WHITE, 'Opacity (%)', 0);
    await seek(page, 2000);
    await typeValue(page, WHITE, 'Opacity (%)', 100);
    await seek(page, 0);
    const easing = page.getByLabel('Easing after the Opacity keyframe at 0:00.0');
    await easing.selectOption({ label: 'Linear' });
    await expect.poll(() => easing.inputValue()).toBe('linear');
    // A diamond on the item at each key.
    for (const time of ['0:00.0', '0:02.0'])
      await expect
        .poll(() => page.getByRole('button', { name: `Keyframe at ${time}: Opacity` }).count())
        .toBe(1);

    // The red still slides from x 0 to x 500 (reference px) over 2 s, low in the frame.
    const red = await placeStill(page, RED, 'overlay-2');
    await seek(page, 0);
    await select(page, red);
    await openInspector(page, 'Keyframes');
    await typeValue(page, RED, 'Position Y (px)', RED_Y);
    await typeValue(page, RED, 'Position X (px)', 0);
    await keyButton(page, RED, 'Position X', '0:00.0').click();
    await seek(page, 2000);
    await typeValue(page, RED, 'Position X (px)', 500);
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: `Keyframes of ${RED}` })
          .getByRole('button', { name: 'Remove keyframe for Position X at 0:02.0' })
          .count(),
      )
      .toBe(1);

    // The 2 s key dragged along the item to 2.5 s (one undo step): the slide takes longer.
    const diamond = page.getByRole('button', { name: 'Keyframe at 0:02.0: Position X' });
    const box = (await diamond.boundingBox())!;
    const to = await timelinePoint(page, 'overlay-2', 2500);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    const moved = page.getByRole('button', { name: 'Keyframe at 0:02.5: Position X' });
    await expect.poll(() => moved.count()).toBe(1);
    await expect.poll(() => playhead(page)).toBe(2500);
    await page.keyboard.press('Control+z');
    await expect.poll(() => diamond.count()).toBe(1);
    await page.keyboard.press('Control+y');
    await expect.poll(() => moved.count()).toBe(1);

    // The preview at 1 s: the white box half grey.
    await seek(page, 1000);
    await expect
      .poll(
        () =>
          page.getByRole('img', { name: 'Video preview' }).evaluate((canvas: HTMLCanvasElement) => {
            const ctx = canvas.getContext('2d')!;
            const x = Math.round(canvas.width * 0.1);
            const y = Math.round(canvas.height * 0.13);
            return [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3);
          }),
        { timeout: 10_000 },
      )
      .toSatisfy((colour: number[]) => near(colour, [128, 128, 128], 24));

    const file = await exportFile(page);
    const strips = Object.fromEntries(
      Array.from({ length: STRIPS }, (_, index) => [`s${index}`, stripArea(index)]),
    );
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [0.2, 0.4, 1, 1.6, 2.2].map((time) => ({
        time,
        areas: { white: WHITE_AREA, ...strips },
      })),
      audioWindows: {},
    });
    const at = (time: number) => decoded.video.colours.find((frame) => frame.time === time)!;
    const centroids = [0.4, 1.6].map((time) => redCentroid(at(time).areas));
    console.log(
      JSON.stringify({
        white: decoded.video.colours.map(({ time, areas }) => [time, areas.white]),
        centroids,
      }),
    );

    // Opacity: linear from 0 at 0 s to 1 at 2 s, then held.
    expect(near(at(0.2).areas.white!, [26, 26, 26], 16)).toBe(true);
    expect(near(at(1).areas.white!, [128, 128, 128], 16)).toBe(true);
    expect(near(at(2.2).areas.white!, [255, 255, 255], 12)).toBe(true);
    // Position: x = 200 reference px a second (500 px by 2.5 s); the box's centre is 64 px right of x.
    const expected = (time: number) => (200 * time + 64) * K;
    expect(Math.abs(centroids[0]! - expected(0.4))).toBeLessThan(20);
    expect(Math.abs(centroids[1]! - expected(1.6))).toBeLessThan(20);
    expect(centroids[1]! - centroids[0]!).toBeGreaterThan(250);
    expect(decoded.duration).toBeCloseTo(LENGTH_MS / 1000, 0);
  }, 150_000);
});
