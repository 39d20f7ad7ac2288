import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import { labelsOn } from './support/editor-page';

// Issue 23's walk-through: a script, its built-in voice-over, 'Build my video', and the timeline
// has the voice-over on Audio 1 at 0 s, captions from its word timings and a title card at each
// section's first spoken word; the MP4 export shows each caption while its words are spoken,
// and the project's SRT opens in ffmpeg.

const session = useBrowser();
const run = promisify(execFile);

const HOOK = 'Most coffee at home is brewed too hot. Here is the simple fix.';
const BODY = 'First, grind size. Grind the beans like coarse sea salt, so the water flows evenly.';
const CLOSING = 'Subscribe for more coffee tips, and see you next time.';
const SCRIPT = [HOOK, BODY, CLOSING].join('\n\n');
/** Where each section's first word is in the script's words (the voice-over's timings). */
const SECTION_FIRST_WORDS = [0, HOOK.split(' ').length, (HOOK + ' ' + BODY).split(' ').length];

interface SavedItem {
  id: string;
  type: string;
  startTime: number;
  duration: number;
  mediaId: string;
  origin?: string;
  text?: { content: string };
  caption?: { words: { text: string; start: number; end: number }[]; sourceItemId?: string };
}
interface SavedProject {
  voiceOvers: { id: string; words?: { text: string; start: number; end: number }[] }[];
  chapters: { title: string; start: number }[];
  timeline: { tracks: { id: string; type: string; items: SavedItem[] }[] } | null;
}

async function token(page: Page) {
  return page.evaluate(() => localStorage.getItem('authToken'));
}

async function createProject(page: Page): Promise<string> {
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(page)}` },
    body: JSON.stringify({ topic: 'Better coffee at home', script: SCRIPT }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { project: { id: string } } }).data.project.id;
}

async function savedProject(page: Page, id: string): Promise<SavedProject> {
  const response = await fetch(`${inject('baseURL')}/api/projects/${id}`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  return ((await response.json()) as { data: { project: SavedProject } }).data.project;
}

const itemsOfType = (project: SavedProject, type: string) =>
  (project.timeline?.tracks ?? []).flatMap((track) =>
    track.items.filter((item) => item.type === type).map((item) => ({ ...item, track: track.id })),
  );

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-build-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('Build my video', () => {
  it('builds the timeline from the script and voice-over, exports it with captions and gives an SRT', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Ada Byron', 'build');
    const projectId = await createProject(page);
    await page.goto(`/app/video-maker?project=${projectId}`);

    // The built-in voice-over of the script.
    await page.getByRole('combobox', { name: 'Voice' }).waitFor();
    await page.getByRole('button', { name: 'Generate voice-over' }).click();
    await page.getByRole('region', { name: 'Your voice-over' }).waitFor({ timeout: 60_000 });

    // Build my video, from the keyboard; the steps show while it works.
    const build = page.getByRole('button', { name: 'Build my video' });
    await build.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Build my video' });
    await panel
      .getByText(/^Built: the voice-over, captions and title cards are on the timeline/)
      .waitFor({ timeout: 90_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The timeline as the editor shows it: the voice-over on Audio 1 from 0:00.
    const [voiceOverLabel] = await labelsOn(page, 'audio-1');
    expect(voiceOverLabel).toMatch(/^.+, 0:00\.0 to \d+:\d\d\.\d$/);

    // …and as the project keeps it once the editor has saved it.
    let project = await savedProject(page, projectId);
    await expect
      .poll(
        async () => {
          project = await savedProject(page, projectId);
          return itemsOfType(project, 'caption').length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const [voiceOver] = project.voiceOvers;
    const words = voiceOver!.words!;
    expect(words.map((word) => word.text)).toEqual(SCRIPT.split(/\s+/));

    const audio = itemsOfType(project, 'audios');
    expect(audio).toHaveLength(1);
    expect(audio[0]).toMatchObject({ track: 'audio-1', startTime: 0, origin: 'assembly' });

    // Captions: every word of the voice-over once, in order, each at its spoken time.
    const captions = itemsOfType(project, 'caption').sort((a, b) => a.startTime - b.startTime);
    const shown = captions.flatMap((caption) =>
      caption.caption!.words.map((word) => ({
        text: word.text,
        start: caption.startTime + word.start,
      })),
    );
    expect(shown.map((word) => word.text)).toEqual(words.map((word) => word.text));
    shown.forEach((word, index) =>
      expect(Math.abs(word.start - Math.round(words[index]!.start * 1000))).toBeLessThanOrEqual(1),
    );
    expect(captions.every((caption) => caption.caption!.sourceItemId === audio[0]!.id)).toBe(true);

    // A title card at each section's first spoken word.
    const cards = itemsOfType(project, 'text').sort((a, b) => a.startTime - b.startTime);
    expect(cards.map((card) => card.text!.content)).toEqual([
      'Most coffee at home is…',
      'First, grind size',
      'Subscribe for more coffee tips…',
    ]);
    cards.forEach((card, index) =>
      expect(card.startTime).toBe(Math.round(words[SECTION_FIRST_WORDS[index]!]!.start * 1000)),
    );

    // The chapters are kept on the project and flagged on the ruler.
    expect(project.chapters[0]).toEqual({ title: 'Most coffee at home is…', start: 0 });
    await page
      .getByRole('button', { name: 'Chapter 1: Most coffee at home is…, at 0:00' })
      .waitFor();

    // Building again gives the same timeline, not a second copy.
    const onTimeline = async () => ({
      audio1: (await labelsOn(page, 'audio-1')).length,
      audio2: (await labelsOn(page, 'audio-2')).length,
      captions: await page.locator('[data-track-id="captions"] [data-item-id]').count(),
      cards: (await labelsOn(page, 'overlay-1')).length,
    });
    const before = await onTimeline();
    expect(before).toEqual({ audio1: 1, audio2: 0, captions: captions.length, cards: 3 });
    await panel.getByRole('button', { name: 'Build again' }).click();
    await panel.getByText(/^Built:/).waitFor({ timeout: 90_000 });
    expect(await onTimeline()).toEqual(before);

    // The project's captions as SRT, which ffmpeg reads without complaint.
    const srtPath = path.join(folder, 'captions.srt');
    const srtButton = page.getByRole('button', { name: 'Download captions as SRT' });
    const [srt] = await Promise.all([page.waitForEvent('download'), srtButton.click()]);
    await writeFile(srtPath, await readFile((await srt.path())!));
    const text = await readFile(srtPath, 'utf8');
    expect(text).toMatch(/^1\r?\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\r?\nMost coffee/);
    // ffmpeg reads every cue and writes them out again (`-f null` takes no subtitle stream).
    const { stdout, stderr } = await run('ffmpeg', [
      '-v',
      'error',
      '-i',
      srtPath,
      '-f',
      'srt',
      '-',
    ]);
    expect(stderr).toBe('');
    const cues = (srtText: string) => srtText.split('-->').length - 1;
    expect(cues(stdout)).toBe(cues(text));
    expect(cues(text)).toBe(captions.length);

    // Exported as MP4, a caption is drawn at the bottom while its words are spoken and nothing
    // is there between the last word and the end of the voice-over.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    await dialog.getByLabel('Resolution').selectOption({ label: '1280×720' });
    await dialog.getByLabel('Frame rate').selectOption({ label: '30 fps' });
    const mp4 = dialog.getByRole('radio', { name: /^MP4 / });
    await expect.poll(() => mp4.isEnabled(), { timeout: 30_000 }).toBe(true);
    await mp4.check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const link = dialog.getByRole('link', { name: 'Download video' });
    await link.waitFor({ timeout: 240_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = await readFile((await download.path())!);

    const band = { x: 64, y: 500, width: 1152, height: 180 };
    const spokenAt = captions.slice(0, 3).map((caption) => {
      const word = caption.caption!.words[0]!;
      return (caption.startTime + (word.start + word.end) / 2) / 1000;
    });
    const last = captions[captions.length - 1]!;
    const silentAt = (last.startTime + last.duration + audio[0]!.startTime) / 1000 + 0.15;
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [...spokenAt, silentAt].map((time) => ({ time, areas: { band } })),
      audioWindows: {},
    });
    const brightness = (time: number) => {
      const [r, g, b] = decoded.video.colours.find((entry) => entry.time === time)!.areas.band!;
      return (r! + g! + b!) / 3;
    };
    // Over a black picture the band is black but for the caption's letters (a one-word caption
    // lights only a little of it, so any light counts).
    expect(brightness(silentAt)).toBeLessThan(0.5);
    for (const time of spokenAt) {
      expect(brightness(time), `the caption band at ${time} s`).toBeGreaterThan(1);
    }
  }, 400_000);
});
