import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { dropOnTrack, itemsOn, libraryCounts, libraryRow, type Track } from './support/editor-page';
import { mediaFixture } from './support/media-files';
import { ebur128, type Loudness } from './support/sound-measure';

// Issue 24, 'Sound that platforms accept': the exported file, measured by ffmpeg's ebur128
// (the meter platforms' checkers agree with), is at the −14 LUFS target within 1 LU and its true
// peak at most −1 dBTP — for a far too loud clip, a quiet voice, and three sounds on top of each
// other — and with normalisation turned off the mix keeps its own loudness.

const session = useBrowser();

const LOUD = 'clip-loud-720p.mp4';
const SPEECH = 'speech-pourover-slt.m4a';
const MUSIC = 'music-bed-30s.mp3';
const TARGET = -14;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-loudness-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The editor with these fixtures in the library. */
async function editorWith(page: Page, files: string[]) {
  await page.goto('/app/video-maker');
  await page.getByLabel('Upload files').setInputFiles(files.map(mediaFixture));
  const videos = files.filter((file) => file.endsWith('.mp4')).length;
  await expect
    .poll(() => libraryCounts(page))
    .toEqual({ videos, audios: files.length - videos, images: 0 });
}

/** Drops a library file at 0 s on a track. */
async function place(page: Page, file: string, track: Track) {
  const tab = file.endsWith('.mp4') ? 'Videos' : 'Audio';
  await libraryRow(page, tab, file);
  // The library's row (its name, then size and length), not a timeline item named alike.
  const row = page.getByRole('button', { name: new RegExp(`^${file.replace('.', '\\.')} \\d`) });
  await dropOnTrack(page, row, track, 0);
  await expect.poll(() => itemsOn(page, track).count()).toBe(1);
}

/**
 * Exports at 854×480 (the sound is what is measured; a small picture keeps it quick),
 * with normalisation as asked, and measures the file. Resolves with ffmpeg's measures and the
 * export's phases as the dialog showed them.
 */
async function exportAndMeasure(
  page: Page,
  name: string,
  { normalize = true, format = 'MP4' }: { normalize?: boolean; format?: 'MP4' | 'WebM' } = {},
) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export video' });
  await dialog.getByLabel('Resolution').selectOption({ label: '854×480' });
  const radio = dialog.getByRole('radio', { name: new RegExp(`^${format} `) });
  await expect.poll(() => radio.isEnabled(), { timeout: 30_000 }).toBe(true);
  await radio.check();
  const normalizeBox = dialog.getByRole('checkbox', { name: 'Normalize loudness' });
  expect(await normalizeBox.isChecked()).toBe(true);
  expect(await dialog.getByLabel('Loudness target').inputValue()).toBe(String(TARGET));
  if (!normalize) await normalizeBox.uncheck();

  // The phase line may change between two polls: a MutationObserver notes each text.
  await page.evaluate(() => {
    const seen = ((window as unknown as { e2ePhases: string[] }).e2ePhases = [] as string[]);
    new MutationObserver(() => {
      const text =
        document.querySelector('[role="progressbar"]')?.previousElementSibling?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = dialog.getByRole('link', { name: 'Download video' });
  await download.waitFor({ timeout: 150_000 });
  const phases = await page.evaluate(
    () => (window as unknown as { e2ePhases: string[] }).e2ePhases,
  );
  const [event] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const file = path.join(folder, `${name}.${format.toLowerCase()}`);
  await writeFile(file, await readFile((await event.path())!));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Video export completed' })
    .getByRole('button', {
      name: 'No, thanks',
    })
    .click();
  const measured = ebur128(file);
  console.log(JSON.stringify({ [name]: { ...measured, phases } }));
  return { measured, phases };
}

function expectPlatformReady({ lufs, truePeakDbtp }: Loudness) {
  expect(Math.abs(lufs - TARGET)).toBeLessThanOrEqual(1);
  expect(truePeakDbtp).toBeLessThanOrEqual(-1);
}

describe('loudness on export', () => {
  it('brings the far too loud clip down to −14 LUFS, and leaves it alone when asked', async () => {
    const page = await signedInPage(() => session.newPage(), 'Wendy Carlos', 'loudness-loud');
    await editorWith(page, [LOUD]);
    await place(page, LOUD, 'main-video');
    // The clip's mono sound plays in both channels of the mix: there it is about −7 LUFS.
    const source = ebur128(mediaFixture(LOUD), true);
    expect(source.lufs).toBeGreaterThan(TARGET + 5);

    const { measured } = await exportAndMeasure(page, 'loud');
    expectPlatformReady(measured);

    const { measured: untouched, phases } = await exportAndMeasure(page, 'loud-as-is', {
      normalize: false,
    });
    expect(Math.abs(untouched.lufs - source.lufs)).toBeLessThanOrEqual(1);
    expect(phases.some((phase) => phase.includes('Balancing the sound'))).toBe(false);
  }, 240_000);

  it('balances the sound of a real-time recording too, where WebCodecs is missing', async () => {
    const page = await signedInPage(() => session.newPage(), 'Laurie Spiegel', 'loudness-fallback');
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.VideoEncoder;
      delete scope.VideoFrame;
    });
    await editorWith(page, [LOUD]);
    await place(page, LOUD, 'main-video');
    const { measured } = await exportAndMeasure(page, 'loud-recorded', { format: 'WebM' });
    expectPlatformReady(measured);
  }, 240_000);

  it('brings the quiet voice up to −14 LUFS, limiting its peaks under −1 dBTP', async () => {
    const page = await signedInPage(() => session.newPage(), 'Delia Derbyshire', 'loudness-voice');
    await editorWith(page, [SPEECH]);
    await place(page, SPEECH, 'audio-1');
    const { measured } = await exportAndMeasure(page, 'voice');
    expectPlatformReady(measured);
  }, 240_000);

  it('balances three sounds playing at once: the loud clip, the music bed and the voice', async () => {
    const page = await signedInPage(() => session.newPage(), 'Suzanne Ciani', 'loudness-mix');
    await editorWith(page, [LOUD, MUSIC, SPEECH]);
    await place(page, LOUD, 'main-video');
    await place(page, MUSIC, 'audio-1');
    await place(page, SPEECH, 'audio-2');
    const { measured, phases } = await exportAndMeasure(page, 'three-sounds');
    expectPlatformReady(measured);
    expect(phases.some((phase) => phase.includes('Balancing the sound…'))).toBe(true);
  }, 240_000);
});
