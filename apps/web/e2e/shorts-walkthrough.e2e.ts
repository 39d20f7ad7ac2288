import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDocument } from '@reelwright/timeline';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApiAs, sessionTokenOf, signedInPage, takePro } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser, type Area } from './support/decode-in-browser';
import {
  dropOnTrack,
  itemsOn,
  labelsOn,
  libraryCounts,
  libraryRow,
  near,
  select,
} from './support/editor-page';
import { mediaFixture } from './support/media-files';
import { decodedSound, ebur128, soundUnderVoice } from './support/sound-measure';
import { PORTRAIT, PORTRAIT_BARS } from './support/portrait-bars';

// Issue 24's "Done when": a creator on a paid plan makes a Short the way the studio offers it —
// a 9:16 project, a 60-second script from the built-in writer, its built-in voice-over, 'Build
// my video' (captions from the voice's word times), the portrait clip on the main track and the
// music bed, marked Music, under the end of the voice — and exports it with the YouTube Shorts
// preset. The file is 1080×1920 with the clip upright and filling the frame, at −14 LUFS ± 1
// with its true peak at most −1 dBTP, and the music is at least 10 dB lower while the voice
// speaks than where it is alone.

const session = useBrowser();

const TOPIC = 'Pour-over coffee at home';
const MUSIC = 'music-bed-30s.mp3';
const TARGET_LUFS = -14;
/** The music goes under the voice's last seconds and plays on alone after it (ms). */
const MUSIC_UNDER_VOICE_MS = 15_000;
const NUDGE_CTRL_MS = 5000;

/**
 * Where the clip is upright and fills the 1080×1920 frame, each bar's colour is at the top and
 * the bottom of its column. Turned 90° the bars would lie across; upside down or mirrored, cyan
 * would be on the left; letterboxed, the top and bottom would be black.
 */
const BARS = PORTRAIT_BARS;
const BLACK = [0, 0, 0];

/**
 * Where each bar is read: at the top and the bottom of the frame, at two places across its
 * column (the pattern's thin diagonal lines sweep over the bars, and may cross one of them).
 */
const BAR_SPOTS: Record<string, Area> = Object.fromEntries(
  BARS.flatMap(([name], bar) =>
    (
      [
        ['top', 48],
        ['bottom', 1860],
      ] as const
    ).flatMap(([edge, y]) =>
      [30, 126].map((across, index) => [
        `${name} ${edge} ${index}`,
        { x: bar * 180 + across, y, width: 24, height: 24 },
      ]),
    ),
  ),
);

/** What is wrong with a decoded frame's bars: nothing when the clip is upright, edge to edge. */
function barProblems({ time, areas }: { time: number; areas: Record<string, number[]> }) {
  return BARS.flatMap(([name, colour]) =>
    ['top', 'bottom'].flatMap((edge) => {
      const seen = [0, 1].map((index) => areas[`${name} ${edge} ${index}`]!);
      const upright = seen.some((each) => near(each, colour));
      const bar = seen.some((each) => near(each, BLACK));
      return upright && !bar
        ? []
        : [`${name} at the ${edge} at ${time} s: ${JSON.stringify(seen)}`];
    }),
  );
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-shorts-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const callApi = async (page: Page, method: string, route: string, body?: object) =>
  callApiAs(await sessionTokenOf(page), method, route, body);

interface SavedItem {
  id: string;
  type: string;
  name?: string;
  startTime: number;
  duration: number;
  audioRole?: string;
  caption?: { words: { text: string; start: number; end: number }[] };
}
interface SavedTimeline {
  format: string;
  tracks: { id: string; items: SavedItem[] }[];
}

async function savedTimeline(page: Page, id: string): Promise<SavedTimeline | null> {
  const { body } = await callApi(page, 'GET', `/api/projects/${id}`);
  return (body.data as { project: { timeline: SavedTimeline | null } }).project.timeline;
}

describe('a Short, start to finish', () => {
  it('writes a 60 s script, voices it, builds it on the portrait clip with a music bed and exports Shorts 1080×1920 ready to upload', async () => {
    const page = await signedInPage(() => session.newPage(), 'Hedy Lamarr', 'shorts');
    await takePro(await sessionTokenOf(page));

    // A vertical project: its studio lists the Short lengths first.
    const created = await callApi(page, 'POST', '/api/projects', {
      topic: TOPIC,
      timeline: createDocument('9:16'),
    });
    expect(created.status).toBe(201);
    const projectId = (created.body.data as { project: { id: string } }).project.id;
    await page.goto(`/app/video-maker?project=${projectId}`);
    const duration = page.getByLabel('Duration', { exact: true });
    await duration.waitFor();
    const lengths = await duration
      .locator('option')
      .evaluateAll((all: HTMLOptionElement[]) => all.map((option) => option.text));
    expect(lengths.slice(0, 4)).toEqual([
      'Short-form · 15 s',
      'Short-form · 30 s',
      'Short-form · 60 s',
      'Short-form · 90 s',
    ]);
    await duration.selectOption({ label: 'Short-form · 60 s' });

    // The built-in writer drafts it: 60 s at 150 words a minute, within 10 %.
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.getByRole('button', { name: 'Generate Script' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('aside textarea[aria-busy]')?.getAttribute('aria-busy') === 'false',
    );
    const script = await page.getByRole('textbox', { name: 'Script', exact: true }).inputValue();
    const words = script.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(135);
    expect(words).toBeLessThanOrEqual(165);

    // Its built-in voice-over, then Build my video: the voice on Audio 1, captions from its words.
    await page.getByRole('combobox', { name: 'Voice' }).waitFor();
    await page.getByRole('button', { name: 'Generate voice-over' }).click();
    await page.getByRole('region', { name: 'Your voice-over' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Build my video' }).click();
    await page
      .getByRole('region', { name: 'Build my video' })
      .getByText(/^Built: the voice-over, captions and title cards are on the timeline/)
      .waitFor({ timeout: 90_000 });
    const [voiceLabel] = await labelsOn(page, 'audio-1');
    const voiceEnd = /to (\d+):(\d\d\.\d)$/.exec(voiceLabel!)!;
    const voiceEndMs = (Number(voiceEnd[1]) * 60 + Number(voiceEnd[2])) * 1000;
    expect(voiceEndMs).toBeGreaterThan(40_000);

    // The portrait clip on the main track at 0 s, the music bed on Audio 2.
    await page
      .getByLabel('Upload files')
      .setInputFiles([mediaFixture(PORTRAIT), mediaFixture(MUSIC)]);
    await expect.poll(() => libraryCounts(page)).toMatchObject({ videos: 1 });
    await dropOnTrack(page, await libraryRow(page, 'Videos', PORTRAIT), 'main-video', 0);
    await expect.poll(() => itemsOn(page, 'main-video').count()).toBe(1);
    await libraryRow(page, 'Audio', MUSIC);
    // The library's row (its name, then size and length), not a timeline item named alike.
    const musicRow = page.getByRole('button', { name: /^music-bed-30s\.mp3 \d/ });
    await dropOnTrack(page, musicRow, 'audio-2', 0);
    await expect.poll(() => itemsOn(page, 'audio-2').count()).toBe(1);

    // Moved by keyboard (Ctrl+→: 5 s a press) under the voice's last seconds, and marked Music.
    const music = itemsOn(page, 'audio-2').first();
    await select(page, music);
    const musicStartMs =
      Math.floor((voiceEndMs - MUSIC_UNDER_VOICE_MS) / NUDGE_CTRL_MS) * NUDGE_CTRL_MS;
    for (let moved = 0; moved < musicStartMs; moved += NUDGE_CTRL_MS)
      await page.keyboard.press('Control+ArrowRight');
    const inspector = page.getByRole('group', { name: `Sound of ${MUSIC}` });
    const musicToggle = inspector.getByRole('button', { name: 'Music' });
    await musicToggle.click();
    await expect.poll(() => musicToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await inspector.getByLabel('Lower under voice (dB)').inputValue()).toBe('12');

    // What the project keeps: 9:16, the clip, the music bed marked so, and the captions' words.
    let timeline: SavedTimeline | null = null;
    await expect
      .poll(
        async () => {
          timeline = await savedTimeline(page, projectId);
          return timeline?.tracks
            .flatMap((track) => track.items)
            .find((item) => item.type === 'audios' && item.name === MUSIC)?.audioRole;
        },
        { timeout: 20_000 },
      )
      .toBe('music');
    const saved = timeline! as SavedTimeline;
    expect(saved.format).toBe('9:16');
    const items = saved.tracks.flatMap((track) => track.items);
    const musicItem = items.find((item) => item.name === MUSIC)!;
    expect(musicItem.startTime).toBe(musicStartMs);
    const spoken = items
      .filter((item) => item.type === 'caption')
      .flatMap((caption) =>
        caption.caption!.words.map((word) => ({
          start: (caption.startTime + word.start) / 1000,
          end: (caption.startTime + word.end) / 1000,
        })),
      )
      .sort((a, b) => a.start - b.start);
    expect(spoken.length).toBeGreaterThan(100);

    // Export with the YouTube Shorts preset: 1080×1920, 30 fps, normalised to −14 LUFS.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    await dialog.getByLabel('Preset').selectOption({ label: 'YouTube Shorts (9:16)' });
    const resolution = dialog.getByLabel('Resolution');
    expect(await resolution.locator('option:checked').textContent()).toBe('1080×1920');
    expect(await dialog.getByLabel('Frame rate').locator('option:checked').textContent()).toBe(
      '30 fps',
    );
    expect(await dialog.getByRole('checkbox', { name: 'Normalize loudness' }).isChecked()).toBe(
      true,
    );
    expect(await dialog.getByLabel('Loudness target').inputValue()).toBe(String(TARGET_LUFS));
    const mp4 = dialog.getByRole('radio', { name: /^MP4 / });
    await expect.poll(() => mp4.isEnabled(), { timeout: 30_000 }).toBe(true);
    await mp4.check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const link = dialog.getByRole('link', { name: 'Download video' });
    await link.waitFor({ timeout: 300_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = path.join(folder, 'short.mp4');
    const bytes = await readFile((await download.path())!);
    await writeFile(file, bytes);

    // The picture (mediabunny, as a player decodes it): 1080×1920, the clip upright, edge to edge.
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), bytes, {
      frames: [1, 2].map((time) => ({ time, areas: BAR_SPOTS })),
      audioWindows: {},
    });
    expect([decoded.video.width, decoded.video.height]).toEqual([1080, 1920]);
    expect(decoded.video.colours.flatMap(barProblems)).toEqual([]);

    // The sound (ffmpeg): at the platforms' loudness, its true peak under −1 dBTP.
    const loudness = ebur128(file);
    expect(Math.abs(loudness.lufs - TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDbtp).toBeLessThanOrEqual(-1);

    // The music, lowered while the voice speaks; and the voice heard over it.
    const mix = soundUnderVoice(await decodedSound(file), spoken, {
      start: musicItem.startTime / 1000,
      end: (musicItem.startTime + musicItem.duration) / 1000,
    });
    console.log(JSON.stringify({ loudness, ...mix }));
    expect(mix.speakingWindows).toBeGreaterThan(20);
    expect(mix.aloneWindows).toBeGreaterThan(20);
    expect(mix.musicLoweredDb).toBeGreaterThanOrEqual(10);
    expect(mix.voiceOverMusicDb).toBeGreaterThan(6);
  }, 420_000);
});
