import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import { dropOnTrack, itemsOn, libraryCounts, libraryRow } from './support/editor-page';
import { solidPng } from './support/media-files';

// Issue 22, items 13 and 3: the export dialog opens on MP4 where this browser encodes it (never
// disabled while it asks), remembers each account's own last format, and shows Free the
// 1080p / 60 fps choices locked with the way to upgrade; the server refuses them too.

const session = useBrowser();
const IMAGE = 'still.png';
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-export-choices-'));
  await writeFile(path.join(folder, IMAGE), solidPng(64, 36, [40, 120, 200]));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Registers an account and returns its session, without a page. */
async function register(name: string) {
  const response = await fetch(`${inject('baseURL')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `e2e-choices-${Math.random().toString(16).slice(2)}@example.com`,
      password: 'correct horse battery',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string; user: { id: string } } }).data;
}

/** Whether this browser encodes H.264 at 1280×720 (the app adds its own AAC encoder). */
const encodesH264 = (page: Page) =>
  page.evaluate(async () => {
    try {
      const answer = await VideoEncoder.isConfigSupported({
        codec: 'avc1.640028',
        width: 1280,
        height: 720,
        bitrate: 8_000_000,
        framerate: 30,
      });
      return answer.supported === true;
    } catch {
      return false;
    }
  });

const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Export video' });
const formatRadio = (page: Page, format: 'MP4' | 'WebM') =>
  exportDialog(page).getByRole('radio', { name: new RegExp(`^${format} `) });

/**
 * Opens the export dialog, noting from inside the page whether the MP4 choice is ever disabled
 * while it opens, and waits until it can start.
 */
async function openExport(page: Page) {
  await page.evaluate(() => {
    const scope = window as unknown as { mp4EverDisabled: boolean };
    scope.mp4EverDisabled = false;
    const check = () => {
      const mp4 = document.querySelector<HTMLInputElement>(
        'dialog input[type="radio"][value="mp4"]',
      );
      if (mp4?.disabled) scope.mp4EverDisabled = true;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = exportDialog(page);
  await dialog.waitFor();
  const start = dialog.getByRole('button', { name: 'Export', exact: true });
  await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
  return page.evaluate(() => (window as unknown as { mp4EverDisabled: boolean }).mp4EverDisabled);
}

async function closeExport(page: Page) {
  await exportDialog(page).getByRole('button', { name: 'Close' }).first().click();
  await exportDialog(page).waitFor({ state: 'hidden' });
}

/** A new studio with the picture on its timeline (uploaded first unless the library has it). */
async function timelineWithAPicture(page: Page, { upload = true } = {}) {
  await page.goto('/app/video-maker');
  if (upload) await page.getByLabel('Upload files').setInputFiles(path.join(folder, IMAGE));
  await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 1 });
  await dropOnTrack(page, await libraryRow(page, 'Images', IMAGE), 'main-video', 0);
  await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);
}

describe('export choices', () => {
  it("opens on MP4, remembers each account's own last format, and locks 1080p and 60 fps on Free", async () => {
    const page = await signedInPage(() => session.newPage(), 'Ida Lupino', 'export-choices');
    await timelineWithAPicture(page);
    const mp4Here = await encodesH264(page);

    const mp4EverDisabled = await openExport(page);
    const expected = mp4Here ? 'MP4' : 'WebM';
    expect(await formatRadio(page, expected).isChecked()).toBe(true);
    if (mp4Here) expect(mp4EverDisabled).toBe(false);

    // Free: 1080p and 60 fps are shown, locked, with the way to upgrade.
    const dialog = exportDialog(page);
    const options = async (label: string) =>
      dialog
        .getByLabel(label)
        .locator('option')
        .evaluateAll((all: HTMLOptionElement[]) =>
          all.map((option) => ({ text: option.text, disabled: option.disabled })),
        );
    expect(await options('Resolution')).toEqual([
      { text: '🔒 1920×1080 · Boost and Pro', disabled: true },
      { text: '1280×720', disabled: false },
      { text: '854×480', disabled: false },
    ]);
    expect(await options('Frame rate')).toEqual([
      { text: '24 fps', disabled: false },
      { text: '30 fps', disabled: false },
      { text: '🔒 60 fps · Boost and Pro', disabled: true },
    ]);
    await dialog
      .getByText('Your plan exports up to 720p at 30 fps (720 pixels on the shorter side).')
      .waitFor();
    expect(
      await dialog.getByRole('link', { name: 'Upgrade for 1080p and 60 fps' }).getAttribute('href'),
    ).toBe('/pricing');

    // The server counts no export above the plan either.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const refused = await fetch(`${inject('baseURL')}/api/usage/video`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ width: 1920, height: 1080, fps: 30 }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'PLAN_LIMIT' });

    if (!mp4Here) return;
    // The creator picks WebM: after a reload the dialog opens on WebM.
    await formatRadio(page, 'WebM').check();
    await closeExport(page);
    await timelineWithAPicture(page, { upload: false });
    await openExport(page);
    expect(await formatRadio(page, 'WebM').isChecked()).toBe(true);
    await closeExport(page);

    // Another account in the same browser does not see that choice.
    const ada = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userData')!) as { id: string },
    );
    const other = await register('Maya Deren');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('authToken', token);
    }, other);
    await timelineWithAPicture(page);
    await openExport(page);
    expect(await formatRadio(page, 'MP4').isChecked()).toBe(true);

    // What the browser keeps: one key per account, with that account's choice.
    const kept = await page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((key) => key.startsWith('export:'))
          .map((key) => [key, localStorage.getItem(key)]),
      ),
    );
    expect(kept).toEqual({ [`export:format:${ada.id}`]: 'webm' });
  }, 120_000);

  it('Shorts on Free: changes the project to 9:16 only when asked, and exports an upright 720×1280', async () => {
    const page = await signedInPage(() => session.newPage(), 'Agnes Varda', 'export-shorts');
    await timelineWithAPicture(page);
    await openExport(page);
    const dialog = exportDialog(page);
    const options = (label: string) =>
      dialog
        .getByLabel(label)
        .locator('option')
        .evaluateAll((all: HTMLOptionElement[]) =>
          all.map((option) => ({ text: option.text, disabled: option.disabled })),
        );

    await dialog.getByLabel('Preset').selectOption({ label: 'YouTube Shorts (9:16)' });
    // Nothing changes until the creator says so.
    await dialog.getByText(/YouTube Shorts is a 9:16 video and this project is 16:9/).waitFor();
    expect((await options('Resolution'))[0]!.text).toBe('🔒 1920×1080 · Boost and Pro');
    await dialog.getByRole('button', { name: 'Change the project to 9:16' }).click();

    // Free exports the vertical 720p (the shorter side is 720), not 1080×1920.
    expect(await options('Resolution')).toEqual([
      { text: '🔒 1080×1920 · Boost and Pro', disabled: true },
      { text: '720×1280', disabled: false },
    ]);
    expect(await dialog.getByLabel('Loudness target').inputValue()).toBe('-14');
    await formatRadio(page, 'WebM').check();
    const start = dialog.getByRole('button', { name: 'Export', exact: true });
    await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
    await start.click();
    const link = dialog.getByRole('link', { name: 'Download video' });
    await link.waitFor({ timeout: 120_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = await readFile((await download.path())!);
    const decoded = await decodeInBrowser(page.context(), session.baseURL, file, {
      frames: [{ time: 0.5, areas: { centre: { x: 340, y: 620, width: 40, height: 40 } } }],
      audioWindows: {},
    });
    expect([decoded.video.width, decoded.video.height]).toEqual([720, 1280]);
    // The picture is there, in the middle of the upright frame.
    const centre = decoded.video.colours[0]!.areas.centre!;
    [40, 120, 200].forEach((channel, index) =>
      expect(Math.abs(centre[index]! - channel)).toBeLessThanOrEqual(40),
    );
    // The server counted it at that size (Free may export 720×1280).
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const videosCreated = async () => {
      const me = await fetch(`${inject('baseURL')}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await me.json()) as { data: { user: { usage: { videosCreated: number } } } }).data
        .user.usage.videosCreated;
    };
    await expect.poll(videosCreated).toBe(1);
    expect(await dialog.getByText(/does not export at this size/).count()).toBe(0);

    // The project itself is 9:16 now: the dialog offers its sizes when opened again.
    await closeExport(page);
    await page.getByRole('button', { name: 'No, thanks' }).click();
    await openExport(page);
    expect((await options('Resolution')).map((option) => option.text)).toEqual([
      '🔒 1080×1920 · Boost and Pro',
      '720×1280',
    ]);
  }, 180_000);
});
