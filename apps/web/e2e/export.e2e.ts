import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser, type DecodedFile } from './support/decode-in-browser';
import {
  dropOnTrack,
  endOf,
  itemsOn,
  labelsOn,
  libraryCounts,
  libraryRow,
  near,
  seek,
  select,
  startOf,
} from './support/editor-page';
import { colourWebm, solidPng, toneWav } from './support/media-files';

// Issue 9's acceptance: a timeline of a red/green/blue video, a half-transparent yellow picture
// over its green second and a tone from 0.5 s to 2.5 s, exported as WebM and as MP4 at
// 1280×720 / 30 fps, downloaded, and read back (decoded by mediabunny in Chromium): length,
// size, frame rate, the colours at three moments, and where the sound is.

const session = useBrowser();

const VIDEO = 'colours.webm';
const IMAGE = 'yellow.png';
const AUDIO = 'tone.wav';
const RED = [255, 0, 0] as const;
const GREEN = [0, 255, 0] as const;
const BLUE = [0, 0, 255] as const;
/** Yellow at 50 % over green. */
const GREEN_UNDER_YELLOW = [128, 255, 0] as const;
/** Per channel, on the mean of an area (the source WebM and the export are both lossy). */
const COLOUR_TOLERANCE = 40;

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;
const DURATION_S = 3;
const TONE_FROM_S = 0.5;
const TONE_TO_S = 2.5;

// The overlay box is 128×96 at (0, 0) on a 640×360 reference frame: (0, 0)–(256, 192) at
// 1280×720, which the 64×48 (4:3) picture fills exactly. The areas keep clear of its edges.
const INSIDE_OVERLAY = { x: 96, y: 64, width: 64, height: 64 };
const OUTSIDE_OVERLAY = { x: 800, y: 400, width: 64, height: 64 };

let folder: string;
const mediaPath = (name: string) => path.join(folder, name);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-export-e2e-'));
  await writeFile(mediaPath(IMAGE), solidPng(64, 48, [255, 255, 0]));
  await writeFile(mediaPath(AUDIO), toneWav({ seconds: 2, frequency: 440 }));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The signed-in user's exported videos, as the server counts them. */
async function videosCreated(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { user: { videosCreated: number } } };
  return data.user.videosCreated;
}

/**
 * Builds the timeline: the video on the main track 0–3 s, the picture on an overlay track
 * 1–2 s at 50 % opacity, the tone on an audio track 0.5–2.5 s.
 */
async function composeTimeline(page: Page) {
  // The recording is a little over 4 s (its last colour repeats blue); a split at 3 s and a
  // delete leave exactly 0–3 s, whatever the recorder's own length.
  await dropOnTrack(page, await libraryRow(page, 'Videos', VIDEO), 'main-video', 0);
  await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);
  await seek(page, 3000);
  await select(page, itemsOn(page, 'main-video').first());
  await page.keyboard.press('Control+b');
  await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(2);
  await select(page, itemsOn(page, 'main-video').nth(1));
  await page.keyboard.press('Delete');
  await expect.poll(() => labelsOn(page, 'main-video')).toEqual([`${VIDEO}, 0:00.0 to 0:03.0`]);

  // The picture from 1 s: dropped at 0 and moved 1 s with Shift+→ (a drag's coordinates are
  // whole px, so a drop elsewhere lands a few ms off); its 5 s shortened to 1 s with the
  // trim-end handle's keys (Shift: 1 s a press).
  await dropOnTrack(page, await libraryRow(page, 'Images', IMAGE), 'overlay-1', 0);
  const picture = itemsOn(page, 'overlay-1').first();
  await expect.poll(() => itemsOn(page, 'overlay-1').count()).toBe(1);
  await select(page, picture);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => startOf(picture)).toBe(1000);
  const trimEnd = picture.locator('..').getByRole('slider', { name: 'Trim end' });
  await trimEnd.focus();
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => endOf(picture)).toBe(2000);
  // Its opacity, with the item's own control.
  await picture
    .locator('..')
    .getByRole('button', { name: `Opacity of ${IMAGE}: 100%` })
    .click();
  await page.getByRole('slider', { name: `Opacity of ${IMAGE}` }).fill('50');
  await picture
    .locator('..')
    .getByRole('button', { name: `Opacity of ${IMAGE}: 50%` })
    .waitFor();

  // The 2 s tone from 0.5 s: dropped at 0, moved 0.1 s a press.
  await dropOnTrack(page, await libraryRow(page, 'Audio', AUDIO), 'audio-1', 0);
  const tone = itemsOn(page, 'audio-1').first();
  await expect.poll(() => itemsOn(page, 'audio-1').count()).toBe(1);
  await select(page, tone);
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => startOf(tone)).toBe(500);
  expect(await endOf(tone)).toBe(2500);

  expect(await labelsOn(page, 'overlay-1')).toEqual([`${IMAGE}, 0:01.0 to 0:02.0`]);
  expect(await labelsOn(page, 'audio-1')).toEqual([`${AUDIO}, 0:00.5 to 0:02.5`]);
}

const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Export video' });

/**
 * Chooses 1280×720, 30 fps and the format, starts the export, waits for the completed step and
 * downloads the file. Resolves with the file and the percentages the progress bar showed.
 */
async function exportAndDownload(page: Page, format: 'WebM' | 'MP4') {
  const dialog = exportDialog(page);
  await dialog.getByLabel('Resolution').selectOption({ label: '1280×720' });
  await dialog.getByLabel('Frame rate').selectOption({ label: '30 fps' });
  const radio = dialog.getByRole('radio', { name: new RegExp(`^${format} `) });
  await expect.poll(() => radio.isEnabled(), { timeout: 30_000 }).toBe(true);
  await radio.check();

  // The progress bar may come and go between two polls: a MutationObserver notes it.
  await page.evaluate(() => {
    const seen = ((window as unknown as { e2eProgress: number[] }).e2eProgress = [] as number[]);
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();

  const download = dialog.getByRole('link', { name: 'Download video' });
  await download.waitFor({ timeout: 120_000 });
  const progress = await page.evaluate(
    () => (window as unknown as { e2eProgress: number[] }).e2eProgress,
  );
  const [event] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(event.suggestedFilename()).toBe(`exported-video.${format.toLowerCase()}`);
  const file = await readFile((await event.path())!);
  return { file, progress };
}

/** The progress bar was there, only went forward, and got to the end of the frames (95 %). */
function expectProgress(percentages: number[]) {
  expect(percentages.length).toBeGreaterThan(0);
  expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
  expect(Math.max(...percentages)).toBeGreaterThanOrEqual(90);
}

/** Decodes an export and measures its picture at `times` (0.5, 1.5 and 2.5 s) and its sound. */
const decodeExport = (page: Page, file: Buffer, times = [0.5, 1.5, 2.5]) =>
  decodeInBrowser(page.context(), inject('baseURL'), file, {
    frames: times.map((time) => ({
      time,
      areas: { inside: INSIDE_OVERLAY, outside: OUTSIDE_OVERLAY },
    })),
    audioWindows: { before: [0, 0.4], tone: [0.6, 2.4], after: [2.6, 3.0] },
  });

/** What every export of this timeline must be. */
function expectAcceptance(decoded: DecodedFile) {
  const frame = 1 / FPS;
  expect(Math.abs(decoded.duration - DURATION_S)).toBeLessThanOrEqual(frame);
  const { video, audio } = decoded;
  expect([video.width, video.height]).toEqual([WIDTH, HEIGHT]);
  expect(Math.abs(video.duration - DURATION_S)).toBeLessThanOrEqual(frame);
  // 30 fps: one frame per 1/30 s (container timestamps are rounded to the ms).
  expect(video.frameCount).toBe(DURATION_S * FPS);
  const steps = video.timestamps.slice(1).map((time, index) => time - video.timestamps[index]!);
  for (const step of steps) expect(Math.abs(step - frame)).toBeLessThanOrEqual(0.002);

  const colour = (time: number, area: 'inside' | 'outside') =>
    video.colours.find((entry) => entry.time === time)!.areas[area]!;
  const expectColour = (time: number, area: 'inside' | 'outside', expected: readonly number[]) =>
    expect(colour(time, area), `${area} the overlay at ${time} s`).toSatisfy((actual: number[]) =>
      near(actual, expected, COLOUR_TOLERANCE),
    );
  expectColour(0.5, 'outside', RED);
  expectColour(0.5, 'inside', RED);
  expectColour(1.5, 'outside', GREEN);
  expectColour(1.5, 'inside', GREEN_UNDER_YELLOW);
  expectColour(2.5, 'outside', BLUE);
  expectColour(2.5, 'inside', BLUE);

  // The tone plays 0.5–2.5 s, silence around it. It is a 0.5 amplitude sine (RMS ≈ 0.35), which
  // the export's loudness normalisation (on by default) brings to −14 LUFS: RMS ≈ 0.15.
  expect(audio).not.toBeNull();
  expect(audio!.rms.tone).toBeGreaterThan(0.1);
  expect(audio!.rms.before).toBeLessThan(0.01);
  expect(audio!.rms.after).toBeLessThan(0.01);
  // In step with the picture: it starts and stops within 5 ms of 0.5 s and 2.5 s (the WASM AAC
  // encoder's 21 ms priming is compensated).
  expect(Math.abs(audio!.audibleFrom! - TONE_FROM_S)).toBeLessThanOrEqual(0.005);
  expect(Math.abs(audio!.audibleTo! - TONE_TO_S)).toBeLessThanOrEqual(0.005);
  expect(Math.abs(audio!.duration - video.duration)).toBeLessThanOrEqual(0.05);
}

/** The numbers a run measured, for the log (they help when a tolerance is in question). */
function summary(decoded: DecodedFile) {
  return {
    mimeType: decoded.mimeType,
    duration: decoded.duration,
    video: {
      codec: decoded.video.codec,
      size: `${decoded.video.width}×${decoded.video.height}`,
      duration: decoded.video.duration,
      frames: decoded.video.frameCount,
      colours: decoded.video.colours,
    },
    audio: decoded.audio,
  };
}

const buttonIn = (dialog: Locator, name: string) =>
  dialog.getByRole('button', { name, exact: true }).filter({ hasText: name });

/** The studio with the acceptance timeline composed from media made fresh in the browser and written. */
async function openTimeline(page: Page) {
  const webm = await colourWebm(page, {
    colours: ['#ff0000', '#00ff00', '#0000ff', '#0000ff'],
  });
  await writeFile(mediaPath(VIDEO), webm);

  await page.goto('/app/video-maker');
  await page
    .getByLabel('Upload files')
    .setInputFiles([mediaPath(VIDEO), mediaPath(AUDIO), mediaPath(IMAGE)]);
  await expect.poll(() => libraryCounts(page)).toEqual({ videos: 1, audios: 1, images: 1 });
  const videoRow = await libraryRow(page, 'Videos', VIDEO);
  await expect.poll(() => videoRow.innerText()).toMatch(/· 0:0\d$/);
  await composeTimeline(page);
}

describe('export', () => {
  it('exports the timeline as WebM and MP4 that play what the timeline shows', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Alice Guy', 'export');
    await openTimeline(page);
    expect(await videosCreated(page)).toBe(0);
    const workers: { url: string; closed: boolean }[] = [];
    page.on('worker', (worker) => {
      const seen = { url: worker.url(), closed: false };
      workers.push(seen);
      worker.on('close', () => (seen.closed = true));
    });

    // WebM: the three steps, the download, then 'New export' back to the settings.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = exportDialog(page);
    await dialog.waitFor();
    const webmExport = await exportAndDownload(page, 'WebM');
    expectProgress(webmExport.progress);
    await buttonIn(dialog, 'New export').waitFor();
    await buttonIn(dialog, 'Close').waitFor();
    await expect.poll(() => videosCreated(page), { timeout: 15_000 }).toBe(1);
    await buttonIn(dialog, 'New export').click();

    // MP4 from the settings again; 'Close' leads to the post-export question.
    const mp4Export = await exportAndDownload(page, 'MP4');
    expectProgress(mp4Export.progress);
    await expect.poll(() => videosCreated(page), { timeout: 15_000 }).toBe(2);
    await buttonIn(dialog, 'Close').click();
    await dialog.waitFor({ state: 'hidden' });
    const question = page.getByRole('dialog', { name: 'Video export completed' });
    await question.waitFor();
    await question.getByRole('button', { name: 'No, thanks' }).click();
    await question.waitFor({ state: 'hidden' });
    // Each export drew and encoded its frames in a worker of its own, ended with the export.
    const exportWorkers = workers.filter((worker) => /\/export\.worker-/.test(worker.url));
    expect(exportWorkers).toHaveLength(2);
    await expect.poll(() => exportWorkers.every((worker) => worker.closed)).toBe(true);

    // Both files, read back.
    expect(webmExport.file.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
    expect(mp4Export.file.subarray(4, 8).toString('ascii')).toBe('ftyp');
    const decodedWebm = await decodeExport(page, webmExport.file);
    const decodedMp4 = await decodeExport(page, mp4Export.file);
    console.log(
      JSON.stringify({
        webm: { progressSeen: webmExport.progress, ...summary(decodedWebm) },
        mp4: { progressSeen: mp4Export.progress, ...summary(decodedMp4) },
      }),
    );
    expect(decodedWebm.mimeType).toMatch(/^video\/webm/);
    expect(decodedMp4.mimeType).toMatch(/^video\/mp4/);
    expectAcceptance(decodedWebm);
    expectAcceptance(decodedMp4);
  }, 180_000);

  it('records in real time where WebCodecs is missing, holds while a video lags, and the file still knows its length', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Lois Weber', 'export-fallback');
    // This page's browser has no WebCodecs encoder (the decoding page opened later has).
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.VideoEncoder;
      delete scope.VideoFrame;
    });
    // A starved machine's decoder: from 1.2 s into the recording, the video reports for 0.8 s that
    // it has no data to play on, as while it rebuffers. The recording must hold and resume.
    await page.addInitScript(() => {
      const lag = { from: Number.POSITIVE_INFINITY, holds: 0 };
      (window as unknown as { recordingLag: typeof lag }).recordingLag = lag;
      const { start, pause } = MediaRecorder.prototype;
      MediaRecorder.prototype.start = function (timeslice) {
        lag.from = performance.now() + 1_200;
        return start.call(this, timeslice);
      };
      MediaRecorder.prototype.pause = function () {
        lag.holds += 1;
        return pause.call(this);
      };
      const readyState = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState')!;
      Object.defineProperty(HTMLMediaElement.prototype, 'readyState', {
        get(this: HTMLMediaElement) {
          const now = performance.now();
          if (now >= lag.from && now < lag.from + 800) return HTMLMediaElement.HAVE_CURRENT_DATA;
          return readyState.get!.call(this) as number;
        },
      });
    });
    await openTimeline(page);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = exportDialog(page);
    await dialog.getByText(/records it in real time/).waitFor();
    const { file } = await exportAndDownload(page, 'WebM');
    expect(file.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
    // A real-time recording shows what the page drew at each moment; on a starved machine the
    // next clip can appear a few hundred ms late, so green and blue are looked for across their
    // seconds (in that order, after red).
    const decoded = await decodeExport(page, file, [0.5, 1.5, 1.7, 1.9, 2.5, 2.7, 2.9]);
    console.log(JSON.stringify({ fallback: summary(decoded) }));
    // Recorded in real time: its length is the timeline's within a few frames, and the header
    // carries it (the remux), which a raw MediaRecorder file does not.
    expect(Math.abs(decoded.duration - DURATION_S)).toBeLessThanOrEqual(0.3);
    expect([decoded.video.width, decoded.video.height]).toEqual([WIDTH, HEIGHT]);
    const colourAt = (time: number) =>
      decoded.video.colours.find((entry) => entry.time === time)!.areas.outside!;
    expect(colourAt(0.5)).toSatisfy((actual: number[]) => near(actual, RED, COLOUR_TOLERANCE));
    expect([1.5, 1.7, 1.9].map(colourAt)).toSatisfy((actual: number[][]) =>
      actual.some((colour) => near(colour, GREEN, COLOUR_TOLERANCE)),
    );
    expect([2.5, 2.7, 2.9].map(colourAt)).toSatisfy((actual: number[][]) =>
      actual.some((colour) => near(colour, BLUE, COLOUR_TOLERANCE)),
    );
    expect(decoded.audio?.rms.tone ?? 0).toBeGreaterThan(0.1);
    // The recording held (a starved machine's real seeks may add holds of their own), and the hold
    // paused the sound with the picture: the tone still sits at 0.5–2.5 s.
    expect(
      await page.evaluate(
        () => (window as unknown as { recordingLag: { holds: number } }).recordingLag.holds,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(Math.abs(decoded.audio!.audibleFrom! - TONE_FROM_S)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(decoded.audio!.audibleTo! - TONE_TO_S)).toBeLessThanOrEqual(0.1);
  }, 180_000);
});
