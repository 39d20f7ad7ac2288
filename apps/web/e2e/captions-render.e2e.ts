import { readFile } from 'node:fs/promises';
import {
  CAPTION_PRESETS,
  CAPTION_TRACK_ID,
  createDocument,
  parseDocument,
  setCaptionStyle,
  withTrackItems,
  type CaptionWord,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  layoutCaption,
  type CaptionLayout,
  type MeasureText,
} from '../src/lib/composition/captions/caption-layout';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser, type Area } from './support/decode-in-browser';
import { seek } from './support/editor-page';

// Issue 23: captions are drawn the same in the preview and the export, frame-exact. A caption
// with known word times is put on the project's timeline (through the projects API, which
// stores the timeline document), the preview is read at the playhead and an MP4 export is
// decoded: at each sampled frame the word in the highlight colour must be the word spoken at
// that frame's time, where the shared layout function puts it, and before the caption is due
// nothing is drawn.

const session = useBrowser();

const STYLE = CAPTION_PRESETS['bold-pop']; // upper case, 3 words at a time, spoken word yellow
const CAPTION_START = 1000;
const CAPTION_DURATION = 3000;
/** Words 500 ms apart from the caption's start, each said for 400 ms (a pause after each). */
const WORDS: CaptionWord[] = ['Fresh', 'кофе', 'every', 'morning', 'friends'].map(
  (text, index) => ({ text, start: index * 500, end: index * 500 + 400 }),
);
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;

function captionedTimeline(): TimelineDocument {
  const item: TimelineItem = {
    id: 'caption-1',
    mediaId: '',
    name: 'Captions',
    url: '',
    type: 'caption',
    trackId: CAPTION_TRACK_ID,
    trackType: 'caption',
    startTime: CAPTION_START,
    duration: CAPTION_DURATION,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    caption: { words: WORDS },
  };
  const document = withTrackItems(createDocument(), CAPTION_TRACK_ID, [item]);
  return setCaptionStyle(document, CAPTION_TRACK_ID, STYLE).document;
}

async function createProject(page: Page, timeline: TimelineDocument): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      topic: 'Morning coffee',
      script: 'Fresh coffee every morning.',
      timeline,
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { project: { id: string } } };
  return data.project.id;
}

/**
 * The caption's layout at a timeline time on a frame, with text measured by the page's own
 * canvas (its fonts loaded): the widths the layout asks for are measured in the page, and it is
 * laid out again until it asks for nothing new (a shrunk font asks for new widths).
 */
async function layoutIn(
  page: Page,
  timeMs: number,
  frame: { width: number; height: number },
): Promise<CaptionLayout | null> {
  const widths = new Map<string, number>();
  for (let round = 0; round < 4; round += 1) {
    const missing = new Set<string>();
    const measure: MeasureText = (text, font) => {
      const width = widths.get(`${font}\n${text}`);
      if (width === undefined) missing.add(`${font}\n${text}`);
      return width ?? text.length * 20;
    };
    const layout = layoutCaption({
      words: WORDS,
      style: STYLE,
      time: timeMs - CAPTION_START,
      duration: CAPTION_DURATION,
      frame,
      measure,
    });
    if (missing.size === 0) return layout;
    const measured = await page.evaluate(
      async (keys) => {
        const context = document.createElement('canvas').getContext('2d')!;
        const results: [string, number][] = [];
        for (const key of keys) {
          const [font, text] = key.split('\n') as [string, string];
          await document.fonts.load(font, text);
          context.font = font;
          results.push([key, context.measureText(text).width]);
        }
        return results;
      },
      [...missing],
    );
    for (const [key, width] of measured) widths.set(key, width);
  }
  throw new Error('the layout kept asking for new widths');
}

/** Each shown word's glyph area: the middle of its line, inside its advance. */
function wordAreas(layout: CaptionLayout): Record<string, Area> {
  const areas: Record<string, Area> = {};
  for (const line of layout.lines)
    for (const word of line.words)
      areas[word.text] = {
        x: Math.round(word.x + 2),
        y: Math.round(line.centerY - layout.fontSize * 0.3),
        width: Math.max(1, Math.round(word.width - 4)),
        height: Math.round(layout.fontSize * 0.6),
      };
  return areas;
}

/** How yellow an area's mean colour is: white text and black outline score ~0, yellow high. */
const yellowness = ([r, g, b]: number[]) => (r! + g!) / 2 - b!;

/** The word whose area is clearly the yellow one, or null when none is. */
function yellowWord(means: Record<string, number[]>): string | null {
  const scored = Object.entries(means)
    .map(([word, mean]) => ({ word, score: yellowness(mean) }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score < 25) return null;
  if (next && best.score - next.score < 20) return null;
  return best.word;
}

const spokenAt = (timeMs: number) => {
  const local = timeMs - CAPTION_START;
  const index = WORDS.findLastIndex((word) => word.start <= local);
  return index < 0 ? null : WORDS[index]!.text.toUpperCase();
};

describe('captions in the preview and the export', () => {
  it('draws the spoken word highlighted at the playhead and in every exported frame, and nothing before the caption', async () => {
    const timeline = captionedTimeline();
    expect(parseDocument(JSON.parse(JSON.stringify(timeline))).ok).toBe(true);
    const page = await signedInPage(() => session.newPage(), 'Jean Vigo', 'captions-render');
    const projectId = await createProject(page, timeline);
    await page.goto(`/app/video-maker?project=${projectId}`);
    const preview = page.getByRole('img', { name: 'Video preview' });
    await preview.waitFor();

    // The preview at 1.7 s: 'кофе' (said from 1.5 s) is the yellow word of 'FRESH КОФЕ EVERY'.
    await seek(page, 1700);
    const size = await preview.evaluate((canvas) => ({
      width: (canvas as HTMLCanvasElement).width,
      height: (canvas as HTMLCanvasElement).height,
    }));
    const previewLayout = await layoutIn(page, 1700, size);
    expect(previewLayout?.lines.flatMap((line) => line.words.map((w) => w.text))).toEqual([
      'FRESH',
      'КОФЕ',
      'EVERY',
    ]);
    const previewMeans = () =>
      preview.evaluate((canvas, areas) => {
        const context = (canvas as HTMLCanvasElement).getContext('2d')!;
        return Object.fromEntries(
          Object.entries(areas).map(([name, area]) => {
            const { data } = context.getImageData(area.x, area.y, area.width, area.height);
            const sum = [0, 0, 0];
            for (let i = 0; i < data.length; i += 4)
              for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
            return [name, sum.map((value) => Math.round(value / (data.length / 4)))];
          }),
        );
      }, wordAreas(previewLayout!));
    // The fonts may still be arriving: the preview repaints when they have.
    await expect.poll(async () => yellowWord(await previewMeans())).toBe('КОФЕ');

    // Before the caption (0.5 s) the preview shows none of it.
    await seek(page, 500);
    const before = await previewMeans();
    for (const mean of Object.values(before)) expect(Math.max(...mean)).toBeLessThan(16);

    // The MP4 export at 1280×720, 30 fps.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    await dialog.getByLabel('Resolution').selectOption({ label: '1280×720' });
    await dialog.getByLabel('Frame rate').selectOption({ label: '30 fps' });
    const mp4 = dialog.getByRole('radio', { name: /^MP4 / });
    await expect.poll(() => mp4.isEnabled(), { timeout: 30_000 }).toBe(true);
    await mp4.check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = dialog.getByRole('link', { name: 'Download video' });
    await download.waitFor({ timeout: 120_000 });
    const [event] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const file = await readFile((await event.path())!);

    // Frames inside each word, in the pause after one, on a page change, and before and after
    // the caption. Each is checked against the layout at that frame's own time.
    const times = [0.5, 1.1, 1.45, 1.6, 2.2, 2.55, 3.1, 3.75, 3.98];
    const layouts = new Map<number, CaptionLayout | null>();
    for (const time of times) {
      const frameMs = (Math.floor(time * FPS + 1e-6) * 1000) / FPS;
      layouts.set(time, await layoutIn(page, frameMs, { width: WIDTH, height: HEIGHT }));
    }
    // Where the caption would be, for the frames that should have none.
    const band: Area = { x: 64, y: 160, width: WIDTH - 128, height: HEIGHT - 320 };
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: times.map((time) => ({
        time,
        areas: { ...(layouts.get(time) ? wordAreas(layouts.get(time)!) : {}), band },
      })),
      audioWindows: {},
    });
    expect([decoded.video.width, decoded.video.height]).toEqual([WIDTH, HEIGHT]);
    expect(Math.abs(decoded.duration - (CAPTION_START + CAPTION_DURATION) / 1000)).toBeLessThan(
      0.05,
    );

    const seen = decoded.video.colours.map(({ time, frameTime, areas }) => {
      const { band: bandMean, ...words } = areas;
      const frameMs = frameTime * 1000;
      return {
        time,
        frameMs,
        expected: layouts.get(time) ? spokenAt(frameMs) : null,
        yellow: layouts.get(time) ? yellowWord(words) : null,
        band: bandMean!,
      };
    });
    console.log(JSON.stringify({ captions: seen, colours: decoded.video.colours }));
    for (const frame of seen) {
      // The frame decoded is the one the export drew for that time (frame-exact).
      expect(
        Math.abs(frame.frameMs - Math.floor(frame.time * FPS + 1e-6) * (1000 / FPS)),
      ).toBeLessThan(2);
      if (frame.expected === null) {
        expect(Math.max(...frame.band), `nothing drawn at ${frame.time} s`).toBeLessThan(8);
        continue;
      }
      expect(frame.yellow, `the yellow word at ${frame.time} s`).toBe(frame.expected);
    }
    // The samples cover the caption's edges: none before 1 s, none from 4 s (the end).
    expect(seen.find((frame) => frame.time === 0.5)?.expected).toBeNull();
    expect(seen.filter((frame) => frame.expected !== null).map((f) => f.expected)).toEqual([
      'FRESH',
      'FRESH',
      'КОФЕ',
      'EVERY',
      'MORNING',
      'FRIENDS',
      'FRIENDS',
      'FRIENDS',
    ]);
  }, 180_000);
});
