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
  openInspector,
  select,
  startOf,
} from './support/editor-page';
import { solidPng, type Rgb } from './support/media-files';
import { exportVideo } from './support/export-dialog';

// Issue 25, transitions: two stills of different colours back to back on Main Video, the
// Crossfade tile dragged from the library's Transitions tab onto their cut and its length set in
// the inspector, a dip to white put on the first still's start with the keyboard; the export's
// decoded frames show the blend half way through the crossfade and white half way through the dip.

const session = useBrowser();

const RED: Rgb = [220, 30, 30];
const BLUE: Rgb = [30, 30, 220];
const WHITE: Rgb = [255, 255, 255];
const BLEND: Rgb = [125, 30, 125];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-transitions-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * Trims an item's end by whole seconds (Shift+ArrowLeft on its trim-end handle: 1 s a press)
 * until it is no more than half a second past `ms`; its end then.
 */
async function trimEndNear(page: Page, item: Locator, ms: number): Promise<number> {
  const handle = item.locator('..').getByRole('slider', { name: 'Trim end' });
  await handle.focus();
  while ((await endOf(item)) > ms + 500) await page.keyboard.press('Shift+ArrowLeft');
  return endOf(item);
}

describe('transitions', () => {
  it('crossfades two stills dragged onto their cut and dips the first in from white, in the export', async () => {
    const page = await signedInPage(() => session.newPage(), 'Thelma Schoonmaker', 'transitions');
    await page.goto('/app/video-maker');
    const red = path.join(folder, 'red.png');
    const blue = path.join(folder, 'blue.png');
    await writeFile(red, solidPng(320, 180, RED));
    await writeFile(blue, solidPng(320, 180, BLUE));
    await page.getByLabel('Upload files').setInputFiles([red, blue]);
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 2 });

    // Red 0–2 s, blue 2–4 s on Main Video: a cut at 2 s.
    await dropOnTrack(page, await libraryRow(page, 'Images', 'red.png'), 'main-video', 0);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);
    const first = itemsOn(page, 'main-video').first();
    expect(await startOf(first)).toBe(0);
    expect(await trimEndNear(page, first, 2000)).toBe(2000);
    // Dropped a little after red, its start is trimmed back until it meets red's end.
    await dropOnTrack(page, await libraryRow(page, 'Images', 'blue.png'), 'main-video', 2500);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(2);
    const second = itemsOn(page, 'main-video').nth(1);
    await second.locator('..').getByRole('slider', { name: 'Trim start' }).focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => startOf(second)).toBe(2000);
    // (Dropped a few ms off the pointer's time, blue ends near 4 s: 3.5 s is well inside it.)
    const end = await trimEndNear(page, second, 4000);
    expect(end).toBeGreaterThan(3600);

    // The Crossfade tile dragged onto the cut: a 1 s crossfade, shown on the incoming item.
    await page.getByRole('tab', { name: /^Transitions/ }).click();
    const tiles = page.getByRole('list', { name: 'Transitions' }).getByRole('button');
    expect(await tiles.count()).toBe(11);
    const crossfade = page.getByRole('button', { name: 'Crossfade transition' });
    await dropOnTrack(page, crossfade, 'main-video', 2150);
    const wedge = page.getByRole('img', { name: 'Crossfade in, 1 s' });
    await wedge.waitFor();

    // Its length in the inspector (one undo step), 1 s.
    await select(page, second);
    await openInspector(page, 'Transition');
    const inKind = page.getByLabel('Transition in');
    await expect.poll(() => inKind.inputValue()).toBe('crossfade');
    const inLength = page.getByLabel('In length (s)');
    await inLength.fill('0.5');
    await page.getByRole('img', { name: 'Crossfade in, 0.5 s' }).waitFor();
    await inLength.fill('1');
    await inLength.press('Tab');
    await wedge.waitFor();

    // The keyboard path: the red still comes in from white over 1.2 s.
    await select(page, first);
    await openInspector(page, 'Transition');
    await page.getByLabel('Transition in').selectOption('dip-white');
    await page.getByRole('img', { name: 'Dip to white in, 1 s' }).waitFor();
    await page.getByLabel('In length (s)').fill('1.2');
    await page.getByLabel('In length (s)').press('Tab');
    await page.getByRole('img', { name: 'Dip to white in, 1.2 s' }).waitFor();

    const file = await exportVideo(page, { resolution: '854×480', fps: 24, format: 'WebM' });

    const areas = { middle: { x: 387, y: 200, width: 80, height: 80 } };
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [0.6, 1.5, 2.5, 3.5].map((time) => ({ time, areas })),
      audioWindows: {},
    });
    const colours = decoded.video.colours.map((frame) => frame.areas.middle!);
    console.log(JSON.stringify(decoded.video.colours));
    const [dip, beforeCut, crossing, afterCut] = colours;
    // Half way through the dip (0.6 s of 1.2): white, where the plain cut would show red.
    expect(near(dip!, WHITE, 40), `dip ${dip}`).toBe(true);
    // Half a second before the cut: red alone; half way through the crossfade: both, half each;
    // half a second after the crossfade: blue alone.
    expect(near(beforeCut!, RED, 40), `before ${beforeCut}`).toBe(true);
    expect(near(crossing!, BLEND, 30), `crossing ${crossing}`).toBe(true);
    expect(near(crossing!, RED, 60)).toBe(false);
    expect(near(crossing!, BLUE, 60)).toBe(false);
    expect(near(afterCut!, BLUE, 40), `after ${afterCut}`).toBe(true);
  }, 180_000);
});
