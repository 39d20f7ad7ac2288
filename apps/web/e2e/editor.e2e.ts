import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  countOn,
  dropOnTrack,
  itemsOn,
  labelsOn,
  libraryCounts,
  libraryRow,
  near,
  seek,
  select,
  startOf,
  timelineItems,
} from './support/editor-page';
import { colourWebm, solidPng, toneWav } from './support/media-files';
import { shownPreviewColours } from './support/shown-preview.mjs';

// The studio's video editor with real media: a WebM recorded by Chromium's own encoder (red,
// green, blue for one second each), a PNG and a WAV written here byte by byte.

const session = useBrowser();

const VIDEO = 'colours.webm';
const IMAGE = 'yellow.png';
const AUDIO = 'tone.wav';
const NOT_MEDIA = 'notes.txt';
const GREEN = [0, 255, 0] as const;
const YELLOW = [255, 255, 0] as const;
const BLUE = [0, 0, 255] as const;

let folder: string;
const mediaPath = (name: string) => path.join(folder, name);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-editor-e2e-'));
  await writeFile(mediaPath(IMAGE), solidPng(64, 48, [255, 255, 0]));
  await writeFile(mediaPath(AUDIO), toneWav({ seconds: 1, frequency: 440 }));
  await writeFile(mediaPath(NOT_MEDIA), 'Shot list: open on the jar, pour, smile.\n');
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The start time in an item's aria-label ('name, 0:01.5 to 0:03.0' → '0:01.5'). */
const labelStart = async (item: Locator) =>
  / (\d+:\d\d\.\d) to /.exec((await item.getAttribute('aria-label')) ?? '')?.[1];

const playButton = (page: Page) => page.getByRole('button', { name: 'Play', exact: true });
const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pause', exact: true });
const zoomShown = (page: Page) => page.getByRole('button', { name: /^Zoom \d+%/ }).innerText();
const helpDialog = (page: Page) => page.getByRole('dialog', { name: 'Timeline shortcuts' });

/** Clicks somewhere that takes no focus, so the next keys go to the page itself. */
const focusPage = (page: Page) => page.getByRole('heading', { name: 'Timeline Pro' }).click();

/** The preview's pixel at a fraction of its size, as [r, g, b], as it shows. */
const previewPixel = async (page: Page, fx: number, fy: number) =>
  (await page.getByTestId('preview-frame').evaluate(shownPreviewColours, [[fx, fy]] as const))[0]!;

/** How many video elements show in the preview (playing, under the canvas). */
const shownVideos = (page: Page) =>
  page
    .getByTestId('preview-frame')
    .locator('video')
    .evaluateAll(
      (videos) => videos.filter((video) => getComputedStyle(video).visibility === 'visible').length,
    );

/** Whether the main track's own canvas shows (playing, a picture not shown as it is). */
const mainCanvasShown = (page: Page) =>
  page
    .getByTestId('preview-frame')
    .locator('canvas[aria-hidden="true"]')
    .evaluate((canvas) => getComputedStyle(canvas).visibility === 'visible');

/** The project's saved timeline, through the API: item ids by track. */
async function savedItems(page: Page, projectId: string) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects/${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as {
    data: { project: { timeline: { tracks: { items: { id: string }[] }[] } | null } };
  };
  return (data.project.timeline?.tracks ?? []).flatMap((track) => track.items.map((i) => i.id));
}

/** Waits until the server holds the timeline the page shows (the autosave is debounced). */
async function waitForSave(page: Page) {
  await page.waitForURL((url) => url.searchParams.has('project'));
  const projectId = new URL(page.url()).searchParams.get('project')!;
  const shown = async () => (await timelineItems(page)).map((item) => item.id).sort();
  await expect
    .poll(async () => (await savedItems(page, projectId)).sort(), { timeout: 15_000 })
    .toEqual(await shown());
}

describe('video editor', () => {
  it('uploads media, composes, edits and keeps the timeline; every shortcut works', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Agnès Varda', 'editor');
    // Made in the browser before the studio opens: three seconds of red, green and blue.
    const webm = await colourWebm(page, { colours: ['#ff0000', '#00ff00', '#0000ff'] });
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // an EBML (WebM) header
    await writeFile(mediaPath(VIDEO), webm);

    await page.goto('/app/video-maker');
    const upload = page.getByLabel('Upload files');
    await upload.setInputFiles([mediaPath(VIDEO), mediaPath(AUDIO), mediaPath(IMAGE)]);

    // The library: one file on each tab, with its length or size.
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 1, audios: 1, images: 1 });
    const videoRow = await libraryRow(page, 'Videos', VIDEO);
    await expect.poll(() => videoRow.innerText()).toMatch(/· 0:03$/);
    const audioRow = await libraryRow(page, 'Audio', AUDIO);
    await expect.poll(() => audioRow.innerText()).toMatch(/· 0:01$/);
    const imageRow = await libraryRow(page, 'Images', IMAGE);
    await expect.poll(() => imageRow.innerText()).toMatch(/· 64×48$/);

    // A file that is not media: the red banner names it, and the library is unchanged.
    await upload.setInputFiles([mediaPath(NOT_MEDIA)]);
    const banner = page.getByRole('alert').filter({ hasText: NOT_MEDIA });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(`${NOT_MEDIA}: not a video, audio or image file`);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await libraryCounts(page)).toEqual({ videos: 1, audios: 1, images: 1 });

    // The video onto the main track, the image onto an overlay track, both at the start.
    await dropOnTrack(page, await libraryRow(page, 'Videos', VIDEO), 'main-video', 0);
    await expect.poll(() => countOn(page, 'main-video')).toBe(1);
    await dropOnTrack(page, await libraryRow(page, 'Images', IMAGE), 'overlay-1', 0);
    await expect.poll(() => countOn(page, 'overlay-1')).toBe(1);
    const [videoLabel] = await labelsOn(page, 'main-video');
    expect(videoLabel).toMatch(new RegExp(`^${VIDEO}, 0:00\\.0 to 0:0[23]\\.\\d$`));
    expect((await labelsOn(page, 'overlay-1'))[0]).toMatch(/^yellow\.png, 0:00\.0 to 0:05\.0$/);

    // At 1.5 s the preview shows the video's green second under the yellow overlay (top left).
    await seek(page, 1500);
    await expect
      .poll(() => previewPixel(page, 0.5, 0.6), { timeout: 15_000 })
      .toSatisfy((pixel: number[]) => near(pixel, GREEN));
    await expect
      .poll(() => previewPixel(page, 0.1, 0.12))
      .toSatisfy((pixel: number[]) => near(pixel, YELLOW));

    // Played from 1 s, the preview follows the video into its blue second: while playing it
    // paints each new video frame (and skips the screen's frames that would repeat one).
    // The playhead line glides along while playing and stands still once paused.
    await seek(page, 1000);
    const playheadX = async () => (await page.locator('[data-playhead]').boundingBox())!.x;
    const atStart = await playheadX();
    await playButton(page).click();
    await expect
      .poll(() => previewPixel(page, 0.5, 0.6), { timeout: 10_000, interval: 50 })
      .toSatisfy((pixel: number[]) => near(pixel, BLUE));
    expect(near((await previewPixel(page, 0.1, 0.12)) as number[], YELLOW)).toBe(true);
    // The video under the still is shown by its own element while playing (the canvas paints
    // the still over it); paused, the canvas paints the whole frame again.
    expect(await shownVideos(page)).toBe(1);
    await expect.poll(playheadX).toBeGreaterThan(atStart + 5);
    await pauseButton(page).click();
    await expect.poll(() => shownVideos(page)).toBe(0);
    const paused = await playheadX();
    await page.waitForTimeout(300);
    expect(Math.abs((await playheadX()) - paused)).toBeLessThan(0.5);

    // Graded (the Mono look), the video is no longer shown as it is: playing, the main track's
    // picture is painted off the page's thread onto a canvas of its own, in the grey the paused
    // preview paints.
    // From the still to the video, the inspectors' strip keeps its height (the video's row of
    // captions from speech is as tall as the row it joins): on a large screen, where the timeline
    // takes the height it needs, neither it nor the preview above moves.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await select(page, itemsOn(page, 'overlay-1').first());
    const heading = page.getByRole('heading', { name: 'Timeline Pro' });
    const headingBox = await heading.boundingBox();
    const frameBox = await page.getByTestId('preview-frame').boundingBox();
    await select(page, itemsOn(page, 'main-video').first());
    await page.getByRole('group', { name: 'Captions from speech' }).waitFor();
    expect(await heading.boundingBox()).toEqual(headingBox);
    expect(await page.getByTestId('preview-frame').boundingBox()).toEqual(frameBox);
    await page.setViewportSize(viewport);
    await page.getByRole('tab', { name: 'Picture', exact: true }).click();
    const picture = page.getByRole('group', { name: `Picture of ${VIDEO}` });
    const colourSection = picture.getByRole('button', { name: 'Colour', exact: true });
    if ((await colourSection.getAttribute('aria-expanded')) !== 'true') await colourSection.click();
    await picture.getByLabel('Look').selectOption({ label: 'Mono' });
    await seek(page, 2500);
    const grey = (pixel: number[]) => Math.max(...pixel) - Math.min(...pixel) <= 8;
    await expect.poll(() => previewPixel(page, 0.5, 0.6)).toSatisfy(grey);
    const monoBlue = await previewPixel(page, 0.5, 0.6);
    // The green second's grey is much lighter (once the video has landed on it).
    await seek(page, 1500);
    await expect
      .poll(() => previewPixel(page, 0.5, 0.6))
      .toSatisfy((pixel: number[]) => grey(pixel) && pixel[0]! - monoBlue[0]! > 60);
    await seek(page, 1000);
    await playButton(page).click();
    await expect
      .poll(() => previewPixel(page, 0.5, 0.6), { timeout: 10_000, interval: 50 })
      .toSatisfy((pixel: number[]) => near(pixel, monoBlue, 6));
    expect(await shownVideos(page)).toBe(0);
    expect(await mainCanvasShown(page)).toBe(true);
    const painterScripts = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('main-track.worker')).length,
    );
    expect(painterScripts).toBe(1);
    await pauseButton(page).click();
    await expect.poll(() => mainCanvasShown(page)).toBe(false);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await seek(page, 1500);
    await expect
      .poll(() => previewPixel(page, 0.5, 0.6))
      .toSatisfy((pixel: number[]) => near(pixel, GREEN));

    // Split, copy, paste with the keyboard; undo twice (the paste, then the split).
    const video = itemsOn(page, 'main-video').first();
    await select(page, video);
    await page.keyboard.press('Control+b');
    await expect.poll(() => countOn(page, 'main-video')).toBe(2);
    const halves = await labelsOn(page, 'main-video');
    expect(halves[0]).toBe(`${VIDEO}, 0:00.0 to 0:01.5`);
    expect(halves[1]).toMatch(new RegExp(`^${VIDEO}, 0:01\\.5 to `));
    await page.keyboard.press('Control+c');
    await page
      .getByRole('status')
      .filter({ hasText: `Item copied: ${VIDEO}` })
      .waitFor();
    await page.keyboard.press('Control+v');
    await expect.poll(() => countOn(page, 'main-video')).toBe(3);
    await page.keyboard.press('Control+z');
    await expect.poll(() => labelsOn(page, 'main-video')).toEqual(halves);
    await page.keyboard.press('Control+z');
    await expect.poll(() => countOn(page, 'main-video')).toBe(1);
    // The toolbar's Redo brings the split back.
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => labelsOn(page, 'main-video')).toEqual(halves);

    // Saved with the project: after a reload the library and the timeline are as they were.
    await waitForSave(page);
    const before = { counts: await libraryCounts(page), items: await timelineItems(page) };
    expect(before.items).toHaveLength(3);
    await page.reload();
    await expect.poll(() => timelineItems(page)).toEqual(before.items);
    await expect.poll(() => libraryCounts(page)).toEqual(before.counts);

    await checkShortcuts(page);

    // Dragged with the mouse onto the lane below, the still moves to that track; undo puts it back.
    const still = itemsOn(page, 'overlay-1').first();
    const from = (await still.boundingBox())!;
    const lane = (await page.locator('[data-track-id="overlay-2"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 30, lane.y + lane.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => countOn(page, 'overlay-2')).toBe(1);
    expect(await countOn(page, 'overlay-1')).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => countOn(page, 'overlay-1')).toBe(1);

    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 120_000);
});

/** Every timeline shortcut once, each with what it should have done. */
async function checkShortcuts(page: Page) {
  const main = (index: number) => itemsOn(page, 'main-video').nth(index);
  const overlay = itemsOn(page, 'overlay-1').first();

  // Space plays and pauses (with focus on the page, not on a button).
  await focusPage(page);
  await page.keyboard.press('Space');
  await pauseButton(page).waitFor();
  await page.keyboard.press('Space');
  await playButton(page).waitFor();

  // Arrows move the selected item: 0.1 s, Shift 1 s, Ctrl 5 s (and back).
  await select(page, overlay);
  const start = await startOf(overlay);
  const expectStart = async (ms: number, label: string) => {
    await expect.poll(() => startOf(overlay)).toBe(ms);
    expect(await labelStart(overlay)).toBe(label);
  };
  await page.keyboard.press('ArrowRight');
  await expectStart(start + 100, '0:00.1');
  await page.keyboard.press('Shift+ArrowRight');
  await expectStart(start + 1100, '0:01.1');
  await page.keyboard.press('Control+ArrowRight');
  await expectStart(start + 6100, '0:06.1');
  await page.keyboard.press('Control+ArrowLeft');
  await expectStart(start + 1100, '0:01.1');

  // Delete removes the selected item; Ctrl+Z brings it back, Ctrl+Shift+Z and Ctrl+Y redo.
  const items = await labelsOn(page, 'main-video');
  await select(page, main(1));
  await page.keyboard.press('Delete');
  await expect.poll(() => countOn(page, 'main-video')).toBe(items.length - 1);
  await page.keyboard.press('Control+z');
  await expect.poll(() => labelsOn(page, 'main-video')).toEqual(items);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => countOn(page, 'main-video')).toBe(items.length - 1);
  await page.keyboard.press('Control+z');
  await expect.poll(() => labelsOn(page, 'main-video')).toEqual(items);
  await page.keyboard.press('Control+y');
  await expect.poll(() => countOn(page, 'main-video')).toBe(items.length - 1);
  await page.keyboard.press('Control+z');
  await expect.poll(() => labelsOn(page, 'main-video')).toEqual(items);

  // Backspace deletes too.
  await select(page, main(0));
  await page.keyboard.press('Backspace');
  await expect.poll(() => countOn(page, 'main-video')).toBe(items.length - 1);
  await page.keyboard.press('Control+z');
  await expect.poll(() => labelsOn(page, 'main-video')).toEqual(items);

  // Ctrl+B splits the selected item at the playhead; Ctrl+C / Ctrl+V paste a copy there.
  await seek(page, 500);
  await select(page, main(0));
  await page.keyboard.press('Control+b');
  await expect.poll(() => countOn(page, 'main-video')).toBe(items.length + 1);
  expect((await labelsOn(page, 'main-video'))[0]).toBe(`${VIDEO}, 0:00.0 to 0:00.5`);
  await page.keyboard.press('Control+c');
  await page
    .getByRole('status')
    .filter({ hasText: `Item copied: ${VIDEO}` })
    .waitFor();
  await page.keyboard.press('Control+v');
  await expect.poll(() => countOn(page, 'main-video')).toBe(items.length + 2);
  expect((await labelsOn(page, 'main-video'))[1]).toBe(`${VIDEO}, 0:00.5 to 0:01.0`);

  // + / - / 0: zoom in, out and back to 100 %.
  expect(await zoomShown(page)).toBe('100%');
  await page.keyboard.press('+');
  await expect.poll(() => zoomShown(page)).toBe('150%');
  await page.keyboard.press('-');
  await expect.poll(() => zoomShown(page)).toBe('100%');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(() => zoomShown(page)).toBe('225%');
  await page.keyboard.press('0');
  await expect.poll(() => zoomShown(page)).toBe('100%');

  // '?' opens the help; Esc closes it, a second Esc deselects.
  const selected = main(1);
  expect(await selected.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('?');
  await helpDialog(page).waitFor();
  await page.keyboard.press('Escape');
  await helpDialog(page).waitFor({ state: 'hidden' });
  expect(await selected.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => selected.getAttribute('aria-pressed')).toBe('false');

  // Typing in the studio's Topic field is typing, not shortcuts.
  await select(page, selected);
  const count = await countOn(page, 'main-video');
  const topic = page.getByRole('textbox', { name: 'Topic' });
  await topic.click();
  await page.keyboard.type('Colour tests + 0 ? go');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Delete');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+b');
  expect(await topic.inputValue()).toBe('Colour tests + 0 ? g');
  expect(await zoomShown(page)).toBe('100%');
  expect(await helpDialog(page).isVisible()).toBe(false);
  expect(await playButton(page).isVisible()).toBe(true);
  expect(await countOn(page, 'main-video')).toBe(count);
  expect(await selected.getAttribute('aria-pressed')).toBe('true');
}
