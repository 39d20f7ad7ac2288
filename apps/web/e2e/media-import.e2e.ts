import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import {
  dropOnTrack,
  itemsOn,
  labelsOn,
  libraryCounts,
  libraryRow,
  near,
  seek,
  startOf,
} from './support/editor-page';
import { mediaFixture } from './support/media-files';

// Issue 22, item 11: the files creators really upload. What this browser cannot play is refused
// on arrival with the file's name and why; a rotated, variable-frame-rate phone clip shows
// upright with its length; 5.1 sound is mixed down to stereo in the export; an export names a
// source it cannot read before it starts. What the browser can decode is asked of the browser,
// not assumed.

const session = useBrowser();

const HEVC = 'clip-hevc-1080p30.mp4';
const PHONE = 'phone-vfr-rotated.mp4';
const SURROUND = 'clip-surround-51.mp4';
const PRORES = 'clip-prores.mov';
const AVI = 'clip-mpeg4.avi';

// testsrc2 upright: colour bands from cyan at the top to red at the bottom. The areas sampled keep
// clear of its moving diagonal line and its frame counter.
const CYAN = [0, 255, 255] as const;
const RED = [255, 0, 0] as const;
const BLACK = [0, 0, 0] as const;

/** Whether this browser's WebCodecs decodes a picture codec (the files' own codec strings). */
function browserDecodes(page: Page, codec: string, width: number, height: number) {
  return page.evaluate(
    async ({ codec, width, height }) => {
      try {
        const answer = await VideoDecoder.isConfigSupported({
          codec,
          codedWidth: width,
          codedHeight: height,
        });
        return answer.supported === true;
      } catch {
        return false;
      }
    },
    { codec, width, height },
  );
}

/** Fractions of a picture's width and height: x, y, width, height. */
type Area = readonly [number, number, number, number];

/** The mean colour of each area of a canvas or image on the page. */
function coloursOf(target: Locator, areas: Record<string, Area>) {
  return target.evaluate((element, areas) => {
    let source: HTMLCanvasElement;
    if (element instanceof HTMLCanvasElement) source = element;
    else {
      const image = element as HTMLImageElement;
      source = document.createElement('canvas');
      source.width = image.naturalWidth;
      source.height = image.naturalHeight;
      source.getContext('2d')!.drawImage(image, 0, 0);
    }
    const context = source.getContext('2d', { willReadFrequently: true })!;
    const result: Record<string, number[]> = {};
    for (const [name, [x, y, w, h]] of Object.entries(areas)) {
      const box = [x * source.width, y * source.height, w * source.width, h * source.height].map(
        (value) => Math.max(1, Math.round(value)),
      );
      const { data } = context.getImageData(box[0]!, box[1]!, box[2]!, box[3]!);
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        sum[0]! += data[i]!;
        sum[1]! += data[i + 1]!;
        sum[2]! += data[i + 2]!;
      }
      result[name] = sum.map((value) => Math.round(value / (data.length / 4)));
    }
    return result;
  }, areas);
}

/** Upright testsrc2: cyan at the top of the picture, red at the bottom. */
function expectUpright(colours: Record<string, number[]>, where: string) {
  expect(colours.top, `${where}: top`).toSatisfy((c: number[]) => near(c, CYAN, 60));
  expect(colours.bottom, `${where}: bottom`).toSatisfy((c: number[]) => near(c, RED, 60));
}

const libraryBanner = (page: Page) =>
  page.getByRole('region', { name: 'Media library' }).getByRole('alert');

describe('importing media', () => {
  it('refuses what this browser cannot play, naming the file and why, and shows a phone clip upright', async () => {
    const page = await signedInPage(() => session.newPage(), 'Agnès Varda', 'media-import');
    await page.goto('/app/video-maker');
    const hevcPlays = await browserDecodes(page, 'hev1.1.6.L120.90', 1920, 1080);
    const proresPlays = await browserDecodes(page, 'apco', 1280, 720);
    console.log(JSON.stringify({ hevcPlays, proresPlays }));

    // The hint lists what this browser opens: no AVI, H.265 only where it decodes.
    const hint = page.getByText(/^Formats: /);
    await expect.poll(() => hint.textContent()).toMatch(/H\.264/);
    const formats = (await hint.textContent())!;
    expect(formats).not.toMatch(/AVI/);
    expect(formats.includes('H.265')).toBe(hevcPlays);

    await page
      .getByLabel('Upload files')
      .setInputFiles([HEVC, PHONE, SURROUND, PRORES, AVI].map(mediaFixture));
    const accepted = 2 + (hevcPlays ? 1 : 0) + (proresPlays ? 1 : 0);
    await expect
      .poll(() => libraryCounts(page), { timeout: 30_000 })
      .toEqual({ videos: accepted, audios: 0, images: 0 });
    await expect
      .poll(() => page.getByRole('button', { name: 'Upload', exact: true }).isEnabled())
      .toBe(true);

    const refusals = [
      `${AVI}: AVI files can't be opened in this browser — convert it to MP4 (H.264)`,
      ...(proresPlays
        ? []
        : [`${PRORES}: ProRes video can't be played in this browser — convert it to MP4 (H.264)`]),
      ...(hevcPlays
        ? []
        : [
            `${HEVC}: H.265/HEVC video can't be played in this browser — convert it to MP4 (H.264)`,
          ]),
    ];
    const banner = (await libraryBanner(page).innerText()).split('\n');
    expect([...banner].sort()).toEqual([...refusals].sort());

    // The phone clip: its real length, and a poster the right way up (720×1280 shown upright).
    const phoneRow = await libraryRow(page, 'Videos', PHONE);
    await expect.poll(() => phoneRow.innerText()).toMatch(/· 0:04$/);
    const poster = phoneRow.locator('img');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const posterSize = await poster.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(posterSize[1]!).toBeGreaterThan(posterSize[0]!);
    expectUpright(
      await coloursOf(poster, { top: [0.4, 0.02, 0.2, 0.08], bottom: [0.2, 0.88, 0.1, 0.08] }),
      'poster',
    );

    // On the timeline for its 4 s, and upright in the preview: a portrait picture in the
    // middle of the 16:9 frame, black either side.
    await dropOnTrack(page, phoneRow, 'main-video', 0);
    await expect.poll(() => labelsOn(page, 'main-video')).toEqual([`${PHONE}, 0:00.0 to 0:04.0`]);
    await seek(page, 1000);
    const preview = page.getByRole('img', { name: 'Video preview' });
    await expect
      .poll(
        async () =>
          coloursOf(preview, {
            top: [0.48, 0.03, 0.04, 0.08],
            bottom: [0.4, 0.89, 0.03, 0.07],
            side: [0.05, 0.45, 0.1, 0.1],
          }),
        { timeout: 15_000 },
      )
      .toSatisfy(
        (colours: Record<string, number[]>) =>
          near(colours.top!, CYAN, 60) &&
          near(colours.bottom!, RED, 60) &&
          near(colours.side!, BLACK, 20),
      );
  }, 120_000);

  it('exports 5.1 sound mixed down to stereo and a rotated phone clip upright', async () => {
    const page = await signedInPage(() => session.newPage(), 'Dorothy Arzner', 'media-export');
    await page.goto('/app/video-maker');
    await page.getByLabel('Upload files').setInputFiles([SURROUND, PHONE].map(mediaFixture));
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 2, audios: 0, images: 0 });

    await dropOnTrack(page, await libraryRow(page, 'Videos', SURROUND), 'main-video', 0);
    await expect
      .poll(() => labelsOn(page, 'main-video'))
      .toEqual([`${SURROUND}, 0:00.0 to 0:03.0`]);
    await dropOnTrack(page, await libraryRow(page, 'Videos', PHONE), 'main-video', 3200);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(2);
    const phoneStart = (await startOf(itemsOn(page, 'main-video').nth(1))) / 1000;
    expect(phoneStart).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    await dialog.getByRole('radio', { name: /^MP4 / }).check();
    // The levels of the down-mix are what is read below; loudness normalisation would bring any
    // mix to −14 LUFS.
    await dialog.getByRole('checkbox', { name: 'Normalize loudness' }).uncheck();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = dialog.getByRole('link', { name: 'Download video' });
    await download.waitFor({ timeout: 120_000 });
    const [event] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const file = await readFile((await event.path())!);

    // A 1280×720 frame: the portrait clip fitted in the middle (405 px wide), black beside it.
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [
        {
          time: phoneStart + 1,
          areas: {
            top: { x: 620, y: 20, width: 40, height: 40 },
            bottom: { x: 520, y: 650, width: 40, height: 40 },
            side: { x: 100, y: 340, width: 60, height: 40 },
          },
        },
      ],
      audioWindows: { surround: [0.5, 2.5] },
    });
    console.log(JSON.stringify({ audio: decoded.audio, colours: decoded.video.colours }));
    const phoneFrame = decoded.video.colours[0]!.areas;
    expectUpright(phoneFrame, 'exported phone clip');
    expect(phoneFrame.side).toSatisfy((c: number[]) => near(c, BLACK, 20));

    // Stereo, carrying all five full-range channels: each holds the tone at RMS ≈ 0.09, and the
    // down-mix adds the centre and the surrounds into left and right (≈ 0.21); two channels
    // taken alone would stay at 0.09.
    expect(decoded.audio).not.toBeNull();
    expect(decoded.audio!.channels).toBe(2);
    expect(decoded.audio!.rms.surround).toBeGreaterThan(0.15);
    expect(decoded.audio!.rms.surround).toBeLessThan(0.4);
  }, 180_000);

  it('names a library file it cannot read when the export opens, instead of failing at the end', async () => {
    const page = await signedInPage(() => session.newPage(), 'Alice Guy', 'media-unreadable');
    await page.goto('/app/video-maker');
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 0 });

    // An AVI saved before uploads were checked (or by another browser) is still in the library.
    const avi = (await readFile(mediaFixture(AVI))).toString('base64');
    await page.evaluate(
      async ({ name, base64 }) => {
        const user = JSON.parse(localStorage.getItem('userData')!) as { id: string };
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const blob = new File([bytes], name, { type: 'video/x-msvideo' });
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(`reelwright-media-${user.id}`);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve, reject) => {
          const transaction = database.transaction('files', 'readwrite');
          transaction.objectStore('files').put({
            id: `${Date.now()}-1234`,
            name,
            type: 'videos',
            mediaType: 'videos',
            mimeType: 'video/x-msvideo',
            size: blob.size,
            blob,
            duration: 0,
            width: 0,
            height: 0,
            createdAt: new Date().toISOString(),
            source: 'upload',
          });
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        });
        database.close();
      },
      { name: AVI, base64: avi },
    );
    await page.reload();
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 1, audios: 0, images: 0 });
    await dropOnTrack(page, await libraryRow(page, 'Videos', AVI), 'main-video', 0);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      `${AVI}: AVI files can't be opened in this browser — convert it to MP4 (H.264)`,
    );
    expect(await dialog.getByRole('button', { name: 'Export', exact: true }).isDisabled()).toBe(
      true,
    );
  }, 90_000);
});
