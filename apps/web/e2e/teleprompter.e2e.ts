import { readFile } from 'node:fs/promises';
import { createDocument, type TimelineDocument } from '@reelwright/timeline';
import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser, probeInBrowser } from './support/decode-in-browser';
import { libraryCounts, libraryRow, timelineItems } from './support/editor-page';

// The teleprompter records from Chromium's fake camera and microphone (a test pattern and a
// beep), with the permission prompt answered yes.
const session = useBrowser({
  args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

const LONG_SCRIPT = Array.from(
  { length: 40 },
  (_, index) =>
    `Line ${index + 1}: cold brew is coffee made with time instead of heat [smile], and every jar lasts a week.`,
).join('\n');
const SHORT_SCRIPT = 'Hello and welcome [look up]. This is short.';

async function createProject(
  page: Page,
  script: string,
  timeline: TimelineDocument | null = null,
): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic: 'Cold brew coffee at home', script, timeline }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { project: { id: string } } };
  return data.project.id;
}

/** A signed-in studio on a project with `script` (and `timeline`), the teleprompter open. */
async function openTeleprompter(
  label: string,
  script = LONG_SCRIPT,
  timeline: TimelineDocument | null = null,
) {
  const page = await signedInPageOf(() => session.newPage(), 'Tele Prompter', label);
  const projectId = await createProject(page, script, timeline);
  await page.goto(`/app/video-maker?project=${projectId}`);
  await page.getByText('Record yourself', { exact: true }).click();
  await page.getByRole('button', { name: 'Open teleprompter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teleprompter' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return { page, dialog, projectId };
}

const windowOf = (page: Page) => page.getByRole('dialog', { name: 'Teleprompter' });

/** The script's offset (px) inside its view, from the transform the scroller applies. */
/**
 * Scroll speed in px/s over `ms`, both readings timed inside the page: a reading's round trip
 * to the test (slow on a busy machine) does not count as scrolling time.
 */
async function scrollSpeed(page: Page, ms: number) {
  const reading = () =>
    page
      .getByTestId('teleprompter-text')
      .first()
      .evaluate((element) => {
        const { m42 } = new DOMMatrix(getComputedStyle(element).transform);
        return { offset: m42 === 0 ? 0 : -m42, at: performance.now() };
      });
  const from = await reading();
  await page.waitForTimeout(ms);
  const to = await reading();
  return (to.offset - from.offset) / ((to.at - from.at) / 1000);
}

const scrollOffset = (page: Page) =>
  page
    .getByTestId('teleprompter-text')
    .first()
    .evaluate((element) => {
      const { m42 } = new DOMMatrix(getComputedStyle(element).transform);
      return m42 === 0 ? 0 : -m42;
    });

const maxScroll = (page: Page) =>
  page
    .getByTestId('teleprompter-text')
    .first()
    .evaluate((element) => {
      const view = element.closest('[role="region"]') as HTMLElement;
      return (element as HTMLElement).offsetHeight - view.clientHeight;
    });

async function setCountdown(page: Page, on: boolean) {
  const dialog = windowOf(page);
  await dialog.getByRole('button', { name: 'Settings' }).click();
  const box = dialog.getByRole('checkbox', { name: '3-2-1 countdown before recording' });
  if ((await box.isChecked()) !== on) await box.click();
  await dialog.getByRole('button', { name: 'Settings' }).click();
}

/**
 * Presses Stop `seconds` after the recording timer appears, as a user watching it would: timed in
 * the page, so the test runner's own latency does not stretch the take.
 */
const stopAfter = (page: Page, seconds: number) =>
  page.evaluate(
    (ms) =>
      new Promise<void>((resolve) => {
        const waitForTimer = () => {
          if (!document.querySelector('[data-testid="recording-timer"]')) {
            requestAnimationFrame(waitForTimer);
            return;
          }
          setTimeout(() => {
            const stop = [...document.querySelectorAll('button')].find(
              (button) => button.textContent?.trim() === 'Stop recording',
            );
            stop?.click();
            resolve();
          }, ms);
        };
        waitForTimer();
      }),
    seconds * 1000,
  );

/** Records `seconds` s (by the on-screen timer) and returns the take's download and type. */
async function recordTake(
  page: Page,
  seconds: number,
): Promise<{ download: Download; mimeType: string }> {
  const dialog = windowOf(page);
  const start = dialog.getByRole('button', { name: 'Start recording' });
  await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
  await start.click();
  await stopAfter(page, seconds);
  return takeDownload(page);
}

async function takeDownload(page: Page): Promise<{ download: Download; mimeType: string }> {
  const take = windowOf(page).getByTestId('take');
  await take.waitFor({ timeout: 20_000 });
  const mimeType = (await take.getAttribute('data-mime-type')) ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    take.getByRole('link', { name: 'Download' }).click(),
  ]);
  return { download, mimeType };
}

async function probeDownload(page: Page, download: Download, mimeType: string) {
  const file = await readFile((await download.path())!);
  return probeInBrowser(page.context(), session.baseURL, file, mimeType);
}

const stepShown = (page: Page) => page.locator('nav[aria-label] [aria-current="step"]').innerText();

describe('teleprompter', () => {
  it('records 3 s of video after the countdown, seekable, and Use puts it on the timeline (step 3)', async () => {
    const { page, dialog } = await openTeleprompter('video');
    // The live camera preview plays the fake camera.
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]');
      return video !== null && video.videoWidth > 0;
    });
    const start = dialog.getByRole('button', { name: 'Start recording' });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    const stopped = stopAfter(page, 3);
    // The 3-2-1 countdown comes first; the script does not move during it.
    await expect.poll(() => dialog.getByText(/Starting in [123]…/).isVisible()).toBe(true);
    expect(await scrollOffset(page)).toBe(0);
    await dialog.getByTestId('recording-timer').waitFor({ timeout: 5000 });
    await page.waitForTimeout(2000);
    // The timer follows the clock in 200 ms steps: a busy page may show 2 a step later than the
    // runner's 2 s (the take is stopped at 3 s, after that step either way).
    await expect
      .poll(async () =>
        Number(await dialog.getByTestId('recording-timer').getAttribute('data-seconds')),
      )
      .toBeGreaterThanOrEqual(2);
    // Auto-scroll started with the recording.
    expect(await scrollOffset(page)).toBeGreaterThan(60);
    await stopped;
    const { download, mimeType } = await takeDownload(page);
    expect(mimeType).toBe('video/webm;codecs=vp9,opus');
    expect(download.suggestedFilename()).toMatch(
      /^teleprompter-video-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.webm$/,
    );
    const probed = await probeDownload(page, download, 'video/webm');
    expect(probed.mimeType).toMatch(/^video\/webm/);
    expect(probed.tracks.map((track) => [track.type, track.codec]).sort()).toEqual([
      ['audio', 'opus'],
      ['video', 'vp9'],
    ]);
    expect(Math.abs(probed.duration - 3)).toBeLessThanOrEqual(0.3);
    // Seekable: a player knows the length from the header at once.
    expect(Math.abs(probed.elementDuration - probed.duration)).toBeLessThan(0.1);

    expect(await stepShown(page)).toMatch(/Step 2/);
    await dialog.getByTestId('take').getByRole('button', { name: 'Use', exact: true }).click();
    await expect.poll(() => windowOf(page).count()).toBe(0);
    expect(await stepShown(page)).toMatch(/Step 3/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Recording in use' }).count())
      .toBe(1);
    // Placed by the same step as a voice-over's 'Add to editor', which says where.
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Added to Main Video' }).waitFor();
    // On the main track, and in the library's Videos tab.
    await expect
      .poll(
        async () =>
          (await timelineItems(page)).filter((item) => item.track === 'main-video').length,
      )
      .toBe(1);
    const [item] = (await timelineItems(page)).filter((entry) => entry.track === 'main-video');
    expect(item!.label).toMatch(/^teleprompter-video-.*\.webm, 0:00\.0 to 0:0[23]\.\d$/);
    // (The timeline item is a button of the same name: count the library's own rows.)
    const row = await libraryRow(page, 'Videos', download.suggestedFilename());
    expect(await row.and(page.locator(':not([data-item-id])')).count()).toBe(1);
    expect((await libraryCounts(page)).videos).toBe(1);
  });

  it('in a vertical (9:16) project opens as a narrow column and records an upright take', async () => {
    const { page, dialog } = await openTeleprompter(
      'portrait',
      SHORT_SCRIPT,
      createDocument('9:16'),
    );
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width);
    await dialog.getByText('Recording upright, 720×1280, for this vertical project.').waitFor();
    // The camera answers the portrait constraints with an upright picture.
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]');
      return video !== null && video.videoHeight > video.videoWidth;
    });
    // ... at exactly the size asked for.
    const camera = await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]')!;
      const { width, height } = (video.srcObject as MediaStream).getVideoTracks()[0]!.getSettings();
      return [width, height, video.videoWidth, video.videoHeight];
    });
    expect(camera).toEqual([720, 1280, 720, 1280]);
    await setCountdown(page, false);
    // 4 s: the fake camera's upright frames are 1216×2160 to the encoder (below), and on a busy
    // machine its first one can take a second or more to come out.
    const { download } = await recordTake(page, 4);
    const file = await readFile((await download.path())!);
    const decoded = await decodeInBrowser(page.context(), session.baseURL, file, {
      frames: [{ time: 1, areas: {} }],
      audioWindows: {},
    });
    // Decoded: upright at 9:16. (Chromium's MediaRecorder encodes the camera's cropped frame
    // before scaling — 1216×2160 from the fake camera's 4K mode — so only the shape is exact.)
    expect(decoded.video.height).toBeGreaterThan(decoded.video.width);
    expect(decoded.video.width / decoded.video.height).toBeCloseTo(9 / 16, 2);
  });

  it('records 3 s of audio, saves it to media (step 4, Saved for 3 s) and it is there after a reload', async () => {
    const { page, dialog } = await openTeleprompter('audio');
    await setCountdown(page, false);
    await dialog.getByRole('radio', { name: 'Audio' }).check();
    await expect.poll(() => dialog.getByText('Microphone ready').isVisible()).toBe(true);
    const { download, mimeType } = await recordTake(page, 3);
    expect(mimeType).toBe('audio/webm;codecs=opus');
    expect(download.suggestedFilename()).toMatch(/^teleprompter-audio-.*\.webm$/);
    const probed = await probeDownload(page, download, 'audio/webm');
    expect(probed.tracks.map((track) => [track.type, track.codec])).toEqual([['audio', 'opus']]);
    expect(Math.abs(probed.duration - 3)).toBeLessThanOrEqual(0.3);

    const save = dialog.getByRole('button', { name: 'Save to media' });
    await save.click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Saved' }).isVisible()).toBe(true);
    expect(await stepShown(page)).toMatch(/Step 4/);
    const savedAt = Date.now();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Save to media' }).isVisible(), {
        timeout: 6000,
      })
      .toBe(true);
    expect(Date.now() - savedAt).toBeGreaterThan(2000);

    // Saved, so closing asks nothing.
    await dialog.getByRole('button', { name: 'Close teleprompter' }).click();
    await expect.poll(() => windowOf(page).count()).toBe(0);
    await page.reload();
    const row = await libraryRow(page, 'Audio', download.suggestedFilename());
    await expect.poll(() => row.count()).toBe(1);
  });

  it('shows the microphone level while recording, and asks before a new take replaces an unsaved one', async () => {
    const { page, dialog } = await openTeleprompter('replace', SHORT_SCRIPT);
    await setCountdown(page, false);
    await dialog.getByRole('radio', { name: 'Audio' }).check();
    await expect.poll(() => dialog.getByText('Microphone ready').isVisible()).toBe(true);
    const meter = dialog.getByRole('meter', { name: 'Microphone level' });
    expect(await meter.getAttribute('aria-valuemin')).toBe('0');
    expect(await meter.getAttribute('aria-valuemax')).toBe('100');
    const start = dialog.getByRole('button', { name: 'Start recording' });
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await start.click();
    await dialog.getByTestId('recording-timer').waitFor({ timeout: 5000 });

    // The fake microphone beeps: read in the page for 2 s, the meter rises above 0 and moves.
    const readings = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const id = window.setInterval(() => {
            const meter = document.querySelector('[role="meter"][aria-label="Microphone level"]');
            seen.push(Number(meter?.getAttribute('aria-valuenow')));
            if (seen.length === 40) {
              window.clearInterval(id);
              resolve(seen);
            }
          }, 50);
        }),
    );
    expect(Math.max(...readings)).toBeGreaterThan(10);
    expect(new Set(readings).size).toBeGreaterThan(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stop recording' }).click();
    const take = dialog.getByTestId('take');
    await take.waitFor({ timeout: 20_000 });

    // A second recording asks first; the safe choice has the focus and keeps the take.
    await start.click();
    const ask = page.getByRole('dialog', { name: 'Replace your take?' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.innerText()).toContain(
      'A new recording replaces the take you have not used or saved.',
    );
    const keep = ask.getByRole('button', { name: 'Keep it' });
    expect(await keep.evaluate((button) => button === document.activeElement)).toBe(true);
    await keep.click();
    await expect.poll(() => ask.isVisible()).toBe(false);
    expect(await dialog.getByTestId('recording-timer').count()).toBe(0);
    expect(await take.isVisible()).toBe(true);

    // Replace take: the new recording starts and the old take is gone.
    await start.click();
    await ask.getByRole('button', { name: 'Replace take' }).click();
    await dialog.getByTestId('recording-timer').waitFor({ timeout: 5000 });
    expect(await take.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Stop recording' }).click();
    await take.waitFor({ timeout: 20_000 });

    // Saved to media, the take is safe: recording again does not ask.
    await dialog.getByRole('button', { name: 'Save to media' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Saved' }).isVisible()).toBe(true);
    await start.click();
    await dialog.getByTestId('recording-timer').waitFor({ timeout: 5000 });
    expect(await ask.isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Abort' }).click();
  });

  it('scrolls at the set speed, stops at the end, follows the keys and keeps the settings', async () => {
    const { page, dialog } = await openTeleprompter('scroll');
    const text = dialog.getByRole('button', { name: 'Start', exact: true });
    await text.click();
    // Speed 50: 50 / 50 × 2 px every 50 ms = 40 px a second.
    const normal = await scrollSpeed(page, 2000);
    expect(normal).toBeGreaterThan(40 * 0.9);
    expect(normal).toBeLessThan(40 * 1.1);

    // Space pauses; ↑ three times makes it 80; Home goes back to the top.
    await dialog.getByRole('region', { name: 'Script' }).click();
    await page.keyboard.press('Space');
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Start', exact: true }).isVisible())
      .toBe(true);
    const paused = await scrollOffset(page);
    await page.waitForTimeout(300);
    expect(await scrollOffset(page)).toBe(paused);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowUp');
    await dialog.getByRole('button', { name: 'Settings' }).click();
    await expect
      .poll(() => dialog.getByRole('slider', { name: 'Scroll speed' }).inputValue())
      .toBe('80');
    await page.keyboard.press('Home');
    await expect.poll(() => scrollOffset(page)).toBe(0);
    await dialog.getByRole('region', { name: 'Script' }).click();
    await page.keyboard.press('Space');
    const fast = await scrollSpeed(page, 2000);
    expect(fast).toBeGreaterThan(64 * 0.9);
    expect(fast).toBeLessThan(64 * 1.1);

    // Font size and mirroring apply at once and are kept for this user.
    await dialog.getByRole('checkbox', { name: 'Mirror horizontally' }).check();
    await expect
      .poll(() => dialog.getByRole('region', { name: 'Script' }).getAttribute('data-mirror-x'))
      .toBe('true');
    await page.reload();
    await page.getByText('Record yourself', { exact: true }).click();
    await page.getByRole('button', { name: 'Open teleprompter' }).click();
    await windowOf(page).getByRole('button', { name: 'Settings' }).click();
    expect(await windowOf(page).getByRole('slider', { name: 'Scroll speed' }).inputValue()).toBe(
      '80',
    );
    expect(
      await windowOf(page).getByRole('checkbox', { name: 'Mirror horizontally' }).isChecked(),
    ).toBe(true);
  });

  it('stops at the end of the text', async () => {
    const { page, dialog } = await openTeleprompter('end', SHORT_SCRIPT);
    await dialog.getByRole('button', { name: 'Settings' }).click();
    await dialog.getByRole('slider', { name: 'Scroll speed' }).fill('200');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').filter({ hasText: 'End of text' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const end = await maxScroll(page);
    expect(end).toBeGreaterThan(0);
    expect(await scrollOffset(page)).toBeCloseTo(end, 0);
    expect(await dialog.getByRole('button', { name: 'Start', exact: true }).isVisible()).toBe(true);
    // Cues are shown dimmed, apart from the words.
    expect(await dialog.locator('[data-cue]').allInnerTexts()).toEqual(['[look up]']);
  });

  it('opens in a new window that mirrors start and stop, and takes its keys', async () => {
    const { page, dialog } = await openTeleprompter('popout');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open in new window' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/teleprompter');
    await expect.poll(() => popup.getByText('Line 1: cold brew').isVisible()).toBe(true);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([
      1200, 800,
    ]);

    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => popup.locator('main').getAttribute('data-playing')).toBe('true');
    await popup.waitForTimeout(1000);
    expect(await scrollOffset(popup)).toBeGreaterThan(10);
    await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => popup.locator('main').getAttribute('data-playing')).toBe('false');

    // Space in the pop-out starts the studio's teleprompter.
    await popup.keyboard.press('Space');
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Stop', exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => popup.locator('main').getAttribute('data-playing')).toBe('true');

    // Closing the teleprompter closes its window.
    await dialog.getByRole('button', { name: 'Close teleprompter' }).click();
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  it('moves, resizes, minimises and maximises its window, and has no serious accessibility problems', async () => {
    const { page, dialog } = await openTeleprompter('window');
    const before = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    // Default: min(1200, 80 % of the width) × min(800, 90 % of the height).
    expect(Math.round(before.width)).toBe(Math.min(1200, Math.round(viewport.width * 0.8)));
    expect(Math.round(before.height)).toBe(Math.min(800, Math.round(viewport.height * 0.9)));

    const bar = dialog.getByRole('heading', { name: 'Teleprompter' });
    const barBox = (await bar.boundingBox())!;
    await page.mouse.move(barBox.x + 5, barBox.y + 5);
    await page.mouse.down();
    await page.mouse.move(barBox.x - 45, barBox.y - 15, { steps: 4 });
    await page.mouse.up();
    const moved = (await dialog.boundingBox())!;
    expect(Math.round(moved.x - before.x)).toBe(-50);
    expect(Math.round(moved.y - before.y)).toBe(-20);

    // The corner, by keyboard: 10 px a press, never below 300 × 200.
    const grip = dialog.getByRole('button', { name: 'Resize window (arrow keys)' });
    await grip.focus();
    await page.keyboard.press('ArrowLeft');
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(Math.round(moved.width) - 10);
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Shift+ArrowUp');
    expect(Math.round((await dialog.boundingBox())!.height)).toBe(200);

    await dialog.getByRole('button', { name: 'Maximize' }).click();
    const full = (await dialog.boundingBox())!;
    expect([Math.round(full.width), Math.round(full.height)]).toEqual([
      viewport.width,
      viewport.height,
    ]);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    expect(Math.round((await dialog.boundingBox())!.height)).toBe(200);
    await dialog.getByRole('button', { name: 'Minimize' }).click();
    expect(await dialog.getByRole('region', { name: 'Script' }).isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    expect(await dialog.getByRole('region', { name: 'Script' }).isVisible()).toBe(true);

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says it cannot reach the camera when access is refused, and tries again', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Tele Prompter', 'denied');
    await page.addInitScript(() => {
      let refusals = 0;
      const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) => {
        if (refusals++ < 1)
          return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
        return real(constraints);
      };
    });
    const projectId = await createProject(page, SHORT_SCRIPT);
    await page.goto(`/app/video-maker?project=${projectId}`);
    await page.getByText('Record yourself', { exact: true }).click();
    await page.getByRole('button', { name: 'Open teleprompter' }).click();
    const dialog = windowOf(page);
    const alert = dialog.getByRole('alert');
    await expect
      .poll(() => alert.innerText())
      .toContain('Failed to access microphone/camera: Permission denied');
    expect(await alert.innerText()).toContain('Allow camera and microphone access');
    expect(await dialog.getByRole('button', { name: 'Start recording' }).isDisabled()).toBe(true);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Start recording' }).isEnabled())
      .toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);
  });
});
