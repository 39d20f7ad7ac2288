import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import {
  dropOnTrack,
  endOf,
  itemsOn,
  labelsOn,
  libraryCounts,
  near,
  seek,
  openInspector,
  select,
  startOf,
} from './support/editor-page';
import { colourWebm, toneWav } from './support/media-files';
import { toneInBrowser } from './support/tone-in-browser';
import { exportVideo } from './support/export-dialog';

// Issue 25, item 2: speed and freeze frame, made the way a person does (the speed inspector's
// 2× preset, Shift+F at the playhead) and read back from the exported file. A video whose colour
// changes every half second plays at 2× on Main Video: the frame at t shows the source at 2t; a
// freeze frame made at 0.6 s holds that frame's colour for 2 s, then the video resumes where it
// stopped. A 440 Hz tone on Audio 1 at 2× lasts half as long and is still 440 Hz.

const session = useBrowser();

const VIDEO = 'colours.webm';
const TONE = 'tone-440.wav';
/** The source's colour each half second: 0–0.5 s red, 0.5–1 s green, … */
const COLOURS = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#ff00ff', '#00ffff'];
const RGB: Record<string, readonly number[]> = {
  red: [255, 0, 0],
  green: [0, 255, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
  magenta: [255, 0, 255],
  cyan: [0, 255, 255],
};
const SOURCE_COLOUR = ['red', 'green', 'blue', 'yellow', 'magenta', 'cyan'];
/** The source's colour at `seconds`. */
const colourAt = (seconds: number) => SOURCE_COLOUR[Math.floor(seconds / 0.5)]!;
const FREEZE_AT_MS = 600;
const FREEZE_MS = 2000;
const CENTRE = { x: 400, y: 220, width: 54, height: 40 };

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-speed-e2e-'));
  await writeFile(path.join(folder, TONE), toneWav({ seconds: 2, frequency: 440 }));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Drops the library file (its row: name, then size and length) on a track at 0. */
async function dropFile(
  page: Page,
  tab: 'Videos' | 'Audio',
  name: string,
  track: 'main-video' | 'audio-1',
) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  const row = page.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')} \\d`) });
  // The library reads the file's length before it can be placed at its full length.
  await expect.poll(() => row.innerText()).toMatch(/· 0:0\d$/);
  await dropOnTrack(page, row, track, 0);
  await expect.poll(() => itemsOn(page, track).count()).toBe(1);
}

/** Selects the track's only item and sets 2× with the speed inspector's preset. */
async function playAtTwice(page: Page, track: 'main-video' | 'audio-1', name: string) {
  const item = itemsOn(page, track).first();
  await select(page, item);
  await openInspector(page, 'Speed');
  const before = await endOf(item);
  const twice = page
    .getByRole('group', { name: `Speed of ${name}` })
    .getByRole('button', { name: 'Play at 2×' });
  await twice.click();
  await expect.poll(() => twice.getAttribute('aria-pressed')).toBe('true');
  // The item's length halves (the source span is kept, never past the source's end), and it
  // says so.
  await expect.poll(() => endOf(item)).toBe(Math.floor(before / 2));
  expect(await item.getAttribute('aria-label')).toMatch(/, 2× speed$/);
  return before;
}

const exportFile = (page: Page) => exportVideo(page, { resolution: '854×480', fps: 30 });

describe('speed and freeze frame', () => {
  it('exports a 2× video, a freeze frame and a 2× tone that keeps its pitch', async () => {
    const page = await signedInPage(() => session.newPage(), 'Dziga Vertov', 'speed');
    const webm = await colourWebm(page, { colours: COLOURS, secondsPerColour: 0.5 });
    await writeFile(path.join(folder, VIDEO), webm);
    await page.goto('/app/video-maker');
    await page
      .getByLabel('Upload files')
      .setInputFiles([path.join(folder, VIDEO), path.join(folder, TONE)]);
    await expect.poll(() => libraryCounts(page)).toMatchObject({ videos: 1, audios: 1 });

    await dropFile(page, 'Videos', VIDEO, 'main-video');
    const sourceMs = await playAtTwice(page, 'main-video', VIDEO);
    await dropFile(page, 'Audio', TONE, 'audio-1');
    expect(await playAtTwice(page, 'audio-1', TONE)).toBe(2000);

    // Freeze frame: the playhead at 0.6 s, the video selected, Shift+F.
    await seek(page, FREEZE_AT_MS);
    await select(page, itemsOn(page, 'main-video').first());
    await page.keyboard.press('Shift+F');
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(3);
    const labels = await labelsOn(page, 'main-video');
    expect(labels[1]).toMatch(/, freeze frame$/);
    const still = itemsOn(page, 'main-video').nth(1);
    expect([await startOf(still), await endOf(still)]).toEqual([
      FREEZE_AT_MS,
      FREEZE_AT_MS + FREEZE_MS,
    ]);
    const resumed = itemsOn(page, 'main-video').nth(2);
    expect(await startOf(resumed)).toBe(FREEZE_AT_MS + FREEZE_MS);
    const end = await endOf(resumed);
    expect(end).toBe(FREEZE_MS + Math.floor(sourceMs / 2));

    const file = await exportFile(page);
    // Timeline seconds → the source second whose colour shows: 2× before the freeze, the
    // frozen 1.2 s during it, 2× again from 1.2 s after it.
    const freezeFrom = FREEZE_AT_MS / 1000;
    const freezeTo = freezeFrom + FREEZE_MS / 1000;
    const shows = (t: number) =>
      t < freezeFrom ? 2 * t : t < freezeTo ? 2 * freezeFrom : 2 * freezeFrom + 2 * (t - freezeTo);
    const times = [0.12, 0.37, 0.7, 1.1, 1.6, 2.1, 2.5, 2.87, 3.12, 3.37];
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: times.map((time) => ({ time, areas: { centre: CENTRE } })),
      audioWindows: { tone: [0.1, 0.9], after: [1.1, 1.9] },
    });
    const seen = decoded.video.colours.map(({ time, areas }) => ({
      time,
      expected: colourAt(shows(time)),
      colour: areas.centre!,
    }));
    const sound = await toneInBrowser(
      page.context(),
      inject('baseURL'),
      file,
      { tone: [0.1, 0.9] },
      [440, 880],
    );
    console.log(JSON.stringify({ seen, audio: decoded.audio, sound }));

    for (const { expected, colour } of seen) expect(near(colour, RGB[expected]!)).toBe(true);
    // The still is one unchanging picture all its 2 s.
    const frozen = seen.filter(({ time }) => time >= freezeFrom && time < freezeTo);
    expect(frozen.length).toBeGreaterThanOrEqual(4);
    for (const { colour } of frozen) expect(near(colour, frozen[0]!.colour, 6)).toBe(true);
    expect(decoded.duration).toBeCloseTo(end / 1000, 0);

    // The tone: 2 s of source in 1 s, still 440 Hz (a plain 2× would be 880 Hz).
    const audio = decoded.audio!;
    expect(audio.audibleFrom!).toBeLessThan(0.05);
    expect(Math.abs(audio.audibleTo! - 1)).toBeLessThan(0.06);
    expect(audio.rms.after!).toBeLessThan(audio.rms.tone! / 30);
    expect(Math.abs(sound.tone!.frequency - 440)).toBeLessThan(3);
    expect(sound.tone!.shares['440']!).toBeGreaterThan(0.8);
    expect(sound.tone!.shares['880']!).toBeLessThan(0.02);
  }, 150_000);
});
