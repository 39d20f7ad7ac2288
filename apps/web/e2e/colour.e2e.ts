import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
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
  startOf,
} from './support/editor-page';
import { solidPng } from './support/media-files';
import { exportVideo } from './support/export-dialog';

// Issue 25 item 6, colour: one brownish still four times on Main Video, a second each with a
// second of black between them — as it is, with the Mono look, with Brightness +50 (dragged on
// its slider) and with Temperature +100.
// The exported file's frames, each against the untouched first second: grey where Mono is,
// brighter where Brightness is, redder against blue where Temperature is. The export draws on an
// OffscreenCanvas, so this also proves Chromium honours ctx.filter there.

const session = useBrowser();

const IMAGE = 'brown.png';
const BROWN = [170, 110, 80] as const;
const SECOND = 1000;
/** Each still starts this far after the one before (a gap: a drop on an item's end is refused). */
const PITCH = 2000;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-colour-e2e-'));
  await writeFile(path.join(folder, IMAGE), solidPng(320, 180, BROWN));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Drops the `index`th still on Main Video and cuts it to 1 s; returns its item. */
async function placeSecond(page: Page, index: number): Promise<{ item: Locator; start: number }> {
  // The library's row ('brown.png 608 B · …'), not the timeline's items ('brown.png, 0:00.0 …').
  await libraryRow(page, 'Images', IMAGE);
  const row = page.getByRole('button', { name: /^brown\.png \d/ });
  await dropOnTrack(page, row, 'main-video', index * PITCH);
  await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(index + 1);
  const item = itemsOn(page, 'main-video').nth(index);
  const trimEnd = item.locator('..').getByRole('slider', { name: 'Trim end' });
  await trimEnd.focus();
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+ArrowLeft');
  // Dropped where the pointer let go (to a few ms): its end a second after its start.
  const start = await startOf(item);
  expect(Math.abs(start - index * PITCH)).toBeLessThan(100);
  await expect.poll(() => endOf(item)).toBe(start + SECOND);
  return { item, start };
}

const inspector = (page: Page) => page.getByRole('group', { name: `Picture of ${IMAGE}` });
/** Selects an item and opens its inspector's Colour section. */
async function colourOf(page: Page, item: Locator) {
  await select(page, item);
  const section = inspector(page).getByRole('button', { name: 'Colour', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  return inspector(page);
}
const sliderValue = (slider: Locator) => slider.inputValue().then(Number);

describe('colour', () => {
  it('grades stills with a look, brightness and temperature, and the file shows each', async () => {
    const page = await signedInPage(() => session.newPage(), 'Jack Cardiff', 'colour');
    await page.goto('/app/video-maker');
    await page.getByLabel('Upload files').setInputFiles([path.join(folder, IMAGE)]);
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 1 });
    const placed: Array<{ item: Locator; start: number }> = [];
    for (let index = 0; index < 4; index += 1) placed.push(await placeSecond(page, index));
    const items = placed.map((entry) => entry.item);

    // Second 2: the Mono look.
    await colourOf(page, items[1]!);
    await inspector(page).getByLabel('Look').selectOption({ label: 'Mono' });
    await expect.poll(() => inspector(page).getByLabel('Look').inputValue()).toBe('mono');

    // Second 3: Brightness dragged to about +50 (one undo step for the drag), then set exactly.
    await colourOf(page, items[2]!);
    const brightness = inspector(page).getByRole('slider', { name: 'Brightness' });
    const track = (await brightness.boundingBox())!;
    await page.mouse.move(track.x + track.width / 2, track.y + track.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.75, track.y + track.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Math.abs((await sliderValue(brightness)) - 50)).toBeLessThan(20);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => sliderValue(brightness)).toBe(0);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => sliderValue(brightness)).not.toBe(0);
    await brightness.focus();
    for (let guard = 0; guard < 30 && (await sliderValue(brightness)) !== 50; guard += 1)
      await page.keyboard.press((await sliderValue(brightness)) < 50 ? 'ArrowRight' : 'ArrowLeft');
    expect(await sliderValue(brightness)).toBe(50);

    // Second 4: Temperature all the way warm.
    await colourOf(page, items[3]!);
    const temperature = inspector(page).getByRole('slider', { name: 'Temperature' });
    await temperature.focus();
    await page.keyboard.press('End');
    await expect.poll(() => sliderValue(temperature)).toBe(100);

    // Exported at 854×480, each second's middle read back.
    const file = await exportVideo(page, { resolution: '854×480', fps: 30 });

    const middle = { x: 387, y: 200, width: 80, height: 80 };
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: placed.map(({ start }) => ({ time: (start + SECOND / 2) / 1000, areas: { middle } })),
      audioWindows: {},
    });
    const [plain, mono, bright, warm] = decoded.video.colours.map((frame) => frame.areas.middle!);
    console.log(JSON.stringify({ plain, mono, bright, warm }));

    // Untouched: the still's own colour.
    expect(near(plain!, BROWN, 20), `plain ${plain}`).toBe(true);
    // Mono: grey (r ≈ g ≈ b), no longer brown.
    const [mr, mg, mb] = mono!;
    expect(Math.max(mr!, mg!, mb!) - Math.min(mr!, mg!, mb!), `mono ${mono}`).toBeLessThanOrEqual(
      8,
    );
    expect(near(mono!, BROWN, 20)).toBe(false);
    // Brightness +50: every channel clearly brighter than untouched.
    bright!.forEach((value, channel) =>
      expect(value, `bright ${bright} vs ${plain}`).toBeGreaterThan(plain![channel]! + 15),
    );
    // Temperature +100: red rises against blue.
    const redOverBlue = (rgb: number[]) => rgb[0]! - rgb[2]!;
    expect(redOverBlue(warm!), `warm ${warm} vs ${plain}`).toBeGreaterThan(
      redOverBlue(plain!) + 30,
    );
    expect(warm![0]!).toBeGreaterThan(plain![0]!);
    expect(warm![2]!).toBeLessThan(plain![2]!);
  }, 120_000);
});
