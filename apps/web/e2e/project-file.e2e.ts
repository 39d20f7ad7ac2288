import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  labelsOn,
  libraryCounts,
  libraryRow,
  near,
} from './support/editor-page';
import { solidPng } from './support/media-files';
import { exportVideo } from './support/export-dialog';

// Issue 25, project file: one account builds a project (a blue still on Main, a title over it)
// and exports it as a .reelwright.zip with its media; another account, in a browser context of
// its own (another machine: its own storage, its own library), opens the file: a new project
// with the same items, the still in its library, and an exported video whose frame is the
// still's blue with the title's white letters on it. A file without media is relinked by name
// to a file the library has, and names the file it lacks; a corrupt archive is named.

const session = useBrowser();

const IMAGE = 'blue.png';
const BLUE = [0, 0, 255] as const;
const WIDTH = 854;
const HEIGHT = 480;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-project-file-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function uploadStill(page: Page) {
  const image = path.join(folder, IMAGE);
  await writeFile(image, solidPng(320, 180, BLUE));
  await page.getByLabel('Upload files').setInputFiles([image]);
  await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 1 });
}

/** Cuts an item to `ms` with its trim-end handle (Shift+ArrowLeft: 1 s a press). */
async function trimTo(page: Page, track: 'main-video' | 'overlay-1', from: number, to: number) {
  const item = itemsOn(page, track).first();
  await item.locator('..').getByRole('slider', { name: 'Trim end' }).focus();
  for (let press = 0; press < (from - to) / 1000; press += 1) {
    await page.keyboard.press('Shift+ArrowLeft');
  }
  await expect.poll(() => endOf(item)).toBe(to);
}

/** 'Export project file…' → the dialog → the downloaded archive's path. */
async function exportProjectFile(page: Page, includeMedia: boolean, saveAs: string) {
  await page.getByRole('button', { name: 'Export project file…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export project file' });
  const media = dialog.getByRole('checkbox', { name: /^Include media \(\d+(\.\d)? MB\)/ });
  await media.waitFor();
  await media.setChecked(includeMedia);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.reelwright\.zip$/);
  await dialog.getByRole('status').filter({ hasText: 'is in your downloads' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const file = path.join(folder, saveAs);
  await download.saveAs(file);
  return file;
}

/** 'Open project file…' picks `file`; resolves with the open dialog. */
async function openProjectFile(page: Page, file: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Open project file…' }).click(),
  ]);
  await chooser.setFiles(file);
  return page.getByRole('dialog', { name: 'Open project file' });
}

const exportWebm = (page: Page) =>
  exportVideo(page, { resolution: `${WIDTH}×${HEIGHT}`, fps: 30, format: 'WebM' });

const corner: Area = { x: 20, y: 20, width: 60, height: 40 };
/** The middle of the frame, where the default title's letters are. */
const middle: Area = { x: WIDTH / 2 - 60, y: HEIGHT / 2 - 12, width: 120, height: 24 };

async function exportedMiddleFrame(page: Page) {
  const decoded = await decodeInBrowser(page.context(), inject('baseURL'), await exportWebm(page), {
    frames: [{ time: 1, areas: { corner, middle } }],
    audioWindows: {},
  });
  expect([decoded.video.width, decoded.video.height]).toEqual([WIDTH, HEIGHT]);
  return decoded.video.colours[0]!.areas;
}

/** The preview canvas's colour near its top-left corner. */
const previewCorner = (page: Page) =>
  page.getByRole('img', { name: 'Video preview' }).evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d')!;
    return [...ctx.getImageData(canvas.width * 0.05, canvas.height * 0.1, 1, 1).data].slice(0, 3);
  });

let withMedia: string;
let withoutMedia: string;

describe('project file', () => {
  it('carries a project with its media to another account, which plays and exports it', async () => {
    const a = await signedInPage(() => session.newPage(), 'Alice Guy', 'project-file-a');
    await a.goto('/app/video-maker');
    await uploadStill(a);
    await dropOnTrack(a, await libraryRow(a, 'Images', IMAGE), 'main-video', 0);
    await expect.poll(() => itemsOn(a, 'main-video').count()).toBe(1);
    await trimTo(a, 'main-video', 5000, 2000);
    await a.getByRole('button', { name: 'Add title', exact: true }).click();
    await expect.poll(() => itemsOn(a, 'overlay-1').count()).toBe(1);
    await trimTo(a, 'overlay-1', 10_000, 2000);
    // The blank studio made its project on the first change.
    await expect
      .poll(() => new URL(a.url()).searchParams.get('project'), { timeout: 15_000 })
      .toMatch(/^[0-9a-f-]{36}$/);
    const mainLabels = await labelsOn(a, 'main-video');
    const titleLabels = await labelsOn(a, 'overlay-1');

    withMedia = await exportProjectFile(a, true, 'with-media.reelwright.zip');
    withoutMedia = await exportProjectFile(a, false, 'without-media.reelwright.zip');
    expect((await readFile(withMedia)).length).toBeGreaterThan(
      (await readFile(withoutMedia)).length,
    );

    // Another machine: a fresh context (its own storage and library), another account.
    const b = await signedInPage(() => session.newPage(), 'Germaine Dulac', 'project-file-b');
    await b.goto('/app/video-maker');
    await expect.poll(() => libraryCounts(b)).toEqual({ videos: 0, audios: 0, images: 0 });
    const opened = await openProjectFile(b, withMedia);
    await opened.getByText('is open as a new project').waitFor();
    expect(await opened.getByRole('alert').count()).toBe(0);
    await opened.getByRole('button', { name: 'Close' }).last().click();
    await expect
      .poll(() => new URL(b.url()).searchParams.get('project'), { timeout: 15_000 })
      .toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(b.url()).searchParams.get('project')).not.toBe(
      new URL(a.url()).searchParams.get('project'),
    );

    // The same items, the still in B's library (not offline), and on the preview.
    await expect.poll(() => labelsOn(b, 'main-video')).toEqual(mainLabels);
    await expect.poll(() => labelsOn(b, 'overlay-1')).toEqual(titleLabels);
    await expect.poll(() => libraryCounts(b)).toEqual({ videos: 0, audios: 0, images: 1 });
    expect(await b.getByRole('button', { name: /^Relink / }).count()).toBe(0);
    await expect.poll(async () => near(await previewCorner(b), BLUE, 40)).toBe(true);

    // B's export: the still's blue, the title's white letters in the middle.
    const frame = await exportedMiddleFrame(b);
    console.log(JSON.stringify({ frame }));
    expect(near(frame.corner!, BLUE, 40), `corner ${frame.corner}`).toBe(true);
    expect(frame.middle![0]!, `middle ${frame.middle}`).toBeGreaterThan(40);
    expect(frame.middle![2]!).toBeGreaterThan(200);
  }, 240_000);

  it('without media relinks by name, names what the library lacks, and names a corrupt file', async () => {
    const c = await signedInPage(() => session.newPage(), 'Lois Weber', 'project-file-c');
    await c.goto('/app/video-maker');
    await expect.poll(() => libraryCounts(c)).toEqual({ videos: 0, audios: 0, images: 0 });

    // The library lacks blue.png: the project opens, the file is named as missing.
    const lacking = await openProjectFile(c, withoutMedia);
    await expect
      .poll(() => lacking.getByRole('alert').textContent())
      .toBe('1 file is missing: blue.png — add it to the library to relink.');
    await lacking.getByRole('button', { name: 'Close' }).last().click();
    await expect
      .poll(() => c.getByRole('button', { name: 'Relink blue.png to a library file' }).count())
      .toBe(1);

    // With a blue.png of its own in the library, the same file opens relinked by name.
    await uploadStill(c);
    const relinked = await openProjectFile(c, withoutMedia);
    await relinked.getByText(/“Untitled project \(copy\)” is open as a new project/).waitFor();
    expect(await relinked.getByRole('alert').count()).toBe(0);
    await relinked.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => itemsOn(c, 'main-video').count()).toBe(1);
    expect(await c.getByRole('button', { name: /^Relink / }).count()).toBe(0);
    await expect.poll(async () => near(await previewCorner(c), BLUE, 40)).toBe(true);

    // A corrupt archive: refused, naming the file.
    const broken = path.join(folder, 'broken.reelwright.zip');
    const bytes = await readFile(withoutMedia);
    await writeFile(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const refused = await openProjectFile(c, broken);
    await expect
      .poll(() => refused.getByRole('alert').textContent())
      .toMatch(/^broken\.reelwright\.zip could not be opened: it is not a \.zip archive\./);
    await refused.getByRole('button', { name: 'Close' }).last().click();

    // The relinked still exports.
    const frame = await exportedMiddleFrame(c);
    expect(near(frame.corner!, BLUE, 40), `corner ${frame.corner}`).toBe(true);
  }, 240_000);
});
