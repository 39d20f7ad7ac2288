import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CAPTION_TRACK_ID,
  createDocument,
  parseDocument,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import {
  dropOnTrack,
  itemsOn,
  libraryCounts,
  libraryFiles,
  libraryRow,
  seek,
  select,
} from './support/editor-page';
import { mediaFixture, toneWav } from './support/media-files';

// Issue 24, 'Sound that platforms accept': the music bed is ducked under a voice-over's words
// and fades in, in the exported file; the preview's meter turns red when two loud clips add up
// past full scale.
//
// To hear the music alone, the voice-over plays at volume 0: its words still decide the ducking
// (they come from its captions, not its sound), so the exported sound is the music bed and
// nothing else. Its level is compared while the voice speaks and in the gaps, over windows of
// whole pulses of the bed (it pulses every 0.5 s).

const session = useBrowser();

const MUSIC = 'music-bed-30s.mp3';
const VOICE = 'voice-over.wav';
const LOUD = 'clip-loud-720p.mp4';
const TONE = 'loud-tone.wav';
const LENGTH_MS = 10_000;
/** The voice speaks 2–4 s and 6–8 s: words of 400 ms with 100 ms pauses. */
const SPEECH = [2000, 6000];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-sound-e2e-'));
  await writeFile(path.join(folder, VOICE), toneWav({ seconds: 10, frequency: 200 }));
  await writeFile(path.join(folder, TONE), toneWav({ seconds: 4, frequency: 440, amplitude: 0.9 }));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

function soundItem(id: string, mediaId: string, name: string, trackId: string): TimelineItem {
  return {
    id,
    mediaId,
    name,
    url: '',
    type: 'audios',
    trackId,
    trackType: 'audio',
    startTime: 0,
    duration: LENGTH_MS,
    trimStart: 0,
    volume: 1,
    opacity: 1,
  };
}

/** The music on Audio 1, the (silent) voice-over on Audio 2 and its captions with word times. */
function duckingTimeline(musicId: string, voiceId: string): TimelineDocument {
  const words = Array.from({ length: 4 }, (_, index) => ({
    text: `word${index}`,
    start: index * 500,
    end: index * 500 + 400,
  }));
  const captions = SPEECH.map((start, index): TimelineItem => ({
    ...soundItem(`caption-${index}`, '', 'Caption', CAPTION_TRACK_ID),
    type: 'caption',
    trackType: 'caption',
    startTime: start,
    duration: 2000,
    caption: { words, sourceItemId: 'voice' },
  }));
  let document = createDocument();
  document = withTrackItems(document, 'audio-1', [soundItem('music', musicId, MUSIC, 'audio-1')]);
  document = withTrackItems(document, 'audio-2', [
    { ...soundItem('voice', voiceId, VOICE, 'audio-2'), volume: 0 },
  ]);
  return withTrackItems(document, CAPTION_TRACK_ID, captions);
}

async function createProject(page: Page, timeline: TimelineDocument): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic: 'Pour-over', script: 'Pour-over coffee.', timeline }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { project: { id: string } } };
  return data.project.id;
}

async function exportMp4(page: Page): Promise<Buffer> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export video' });
  await dialog.getByLabel('Resolution').selectOption({ label: '1280×720' });
  await dialog.getByLabel('Frame rate').selectOption({ label: '30 fps' });
  const radio = dialog.getByRole('radio', { name: /^MP4 / });
  await expect.poll(() => radio.isEnabled(), { timeout: 30_000 }).toBe(true);
  await radio.check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = dialog.getByRole('link', { name: 'Download video' });
  await download.waitFor({ timeout: 150_000 });
  const [event] = await Promise.all([page.waitForEvent('download'), download.click()]);
  return readFile((await event.path())!);
}

const db = (ratio: number) => 20 * Math.log10(ratio);

describe('the sound mix', () => {
  it('ducks the music under the voice’s words and fades it in, in the exported file', async () => {
    const page = await signedInPage(() => session.newPage(), 'Delia Derbyshire', 'sound-mix');
    await page.goto('/app/video-maker');
    await page
      .getByLabel('Upload files')
      .setInputFiles([mediaFixture(MUSIC), path.join(folder, VOICE)]);
    await expect.poll(() => libraryCounts(page)).toMatchObject({ audios: 2 });
    const files = await libraryFiles(page);
    const idOf = (name: string) => files.find((file) => file.name === name)!.id;
    const timeline = duckingTimeline(idOf(MUSIC), idOf(VOICE));
    expect(parseDocument(JSON.parse(JSON.stringify(timeline))).ok).toBe(true);
    const projectId = await createProject(page, timeline);
    await page.goto(`/app/video-maker?project=${projectId}`);
    await expect.poll(() => itemsOn(page, 'audio-1').count()).toBe(1);

    // The creator marks the bed as music and gives it a half-second fade in, by keyboard.
    await itemsOn(page, 'audio-1').first().scrollIntoViewIfNeeded();
    await select(page, itemsOn(page, 'audio-1').first());
    const inspector = page.getByRole('group', { name: `Sound of ${MUSIC}` });
    const music = inspector.getByRole('button', { name: 'Music' });
    await music.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => music.getAttribute('aria-pressed')).toBe('true');
    const fadeIn = inspector.getByLabel('Fade in (s)');
    await fadeIn.fill('0.5');
    await fadeIn.press('Tab');
    await expect
      .poll(() =>
        itemsOn(page, 'audio-1')
          .first()
          .locator('..')
          .getByRole('slider', { name: 'Fade in' })
          .getAttribute('aria-valuenow'),
      )
      .toBe('500');
    expect(await inspector.getByLabel('Lower under voice (dB)').inputValue()).toBe('12');

    const file = await exportMp4(page);
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [],
      audioWindows: {
        start: [0, 0.1],
        rising: [0.2, 0.3],
        risen: [0.4, 0.5],
        // Whole pulses (0.5 s) of the bed, clear of the ramps (200 ms before, 500 ms after).
        gap1: [0.6, 1.6],
        speech1: [2.25, 3.75],
        gap2: [4.6, 5.6],
        speech2: [6.25, 7.75],
        gap3: [8.6, 9.6],
      },
    });
    const rms = decoded.audio!.rms;
    console.log(JSON.stringify({ rms }));
    const gaps = [rms.gap1!, rms.gap2!, rms.gap3!];
    for (const speech of [rms.speech1!, rms.speech2!])
      for (const gap of gaps) expect(db(gap / speech)).toBeGreaterThanOrEqual(10);
    // …and not more than the 12 dB asked for (a little for the codec).
    expect(db(rms.gap2! / rms.speech1!)).toBeLessThan(13.5);
    // The fade: from silence, rising through the first half second.
    expect(rms.start!).toBeLessThan(rms.gap1! / 10);
    expect(rms.start!).toBeLessThan(rms.rising!);
    expect(rms.rising!).toBeLessThan(rms.risen!);
  }, 240_000);

  it('turns the preview’s meter red where two loud sounds add up past full scale, not before', async () => {
    const page = await signedInPage(() => session.newPage(), 'Daphne Oram', 'sound-meter');
    await page.goto('/app/video-maker');
    await page
      .getByLabel('Upload files')
      .setInputFiles([mediaFixture(LOUD), path.join(folder, TONE)]);
    await expect.poll(() => libraryCounts(page)).toMatchObject({ videos: 1, audios: 1 });
    await libraryRow(page, 'Videos', LOUD);
    // The library's row (its name, then size and length), not the timeline item named alike.
    const row = page.getByRole('button', { name: /^clip-loud-720p\.mp4 \d/ });
    await dropOnTrack(page, row, 'main-video', 0);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);

    const meter = page.getByRole('meter', { name: 'Mix level' });
    const play = page.getByRole('button', { name: 'Play', exact: true });
    const pause = page.getByRole('button', { name: 'Pause', exact: true });
    expect(await meter.getAttribute('data-clipping')).toBe('false');

    // One loud clip (peaks at −5.8 dBFS): the meter shows it, and stays green.
    await play.click();
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(-12);
    const seen: string[] = [];
    for (let sample = 0; sample < 15; sample += 1) {
      seen.push((await meter.getAttribute('data-clipping'))!);
      await page.waitForTimeout(100);
    }
    expect(seen).not.toContain('true');
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeLessThan(-3);
    await pause.click();

    // A loud tone (peaks at −0.9 dBFS) under it: together they pass full scale. (Two copies of
    // the clip would only pass it while their elements play exactly in step.)
    await libraryRow(page, 'Audio', TONE);
    await dropOnTrack(page, page.getByRole('button', { name: /^loud-tone\.wav \d/ }), 'audio-1', 0);
    await expect.poll(() => itemsOn(page, 'audio-1').count()).toBe(1);
    await seek(page, 0);
    await play.click();
    await expect
      .poll(() => meter.getAttribute('data-clipping'), { timeout: 10_000, interval: 50 })
      .toBe('true');
    expect(await meter.getAttribute('aria-valuetext')).toMatch(/^Clipping/);
    await pause.click();
  }, 120_000);
});
