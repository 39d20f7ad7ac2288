import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  animatedItem,
  createDocument,
  NEUTRAL_COLOUR,
  referenceFrame,
  type ColourAdjust,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { colourGrade } from '../src/lib/composition/colour-grade';
import { overlayRect } from '../src/lib/composition/frame-layout';
import { pixelGrade } from '../src/lib/composition/grade-pixels';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import { near } from './support/editor-page';
import { exportVideo } from './support/export-dialog';
import { solidPng } from './support/media-files';
import { openProjectWithMedia } from './support/project-with-media';
import { PORTRAIT, PORTRAIT_BARS } from './support/portrait-bars';

// Issue 27: a frame that is one video picture scaled over the whole frame, with stills over it,
// goes to the encoder without the canvas (the encoder scales the decoded picture, the stills laid
// on it in YUV). The portrait clip fills a 16:9 project (its middle band, scaled up) under a white
// still in the corner, and a title for its first second: the first second is drawn on the
// canvas, the rest made directly. The file's frames must not tell the two apart: the same bars
// and the same still, in the same places, in the same colours, from one colour description.

const session = useBrowser();
const run = promisify(execFile);

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-direct-frames-e2e-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const MEDIA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'media');
const STILL = 'white.png';
const LENGTH_MS = 3000;
const TITLE_MS = 1000;

const BARS = PORTRAIT_BARS;
/** 1080 px of bars across 1280: each bar is 213.3 px wide on the exported frame. */
const BAR_WIDTH = 1280 / 6;
/** Below the still's box (the top-left 256×192), clear of the centred title, down each bar. */
const HEIGHTS = [240, 470, 600];

/**
 * The still: 320×240 in the default overlay box (256×192 at 1280×720), so 256×192 at (0, 0).
 * Its middle, and 4–8 px either side of its right edge, where the green bar is.
 */
const STILL_SPOTS = {
  still: { x: 100, y: 70, width: 40, height: 40 },
  stillEdgeInside: { x: 248, y: 100, width: 4, height: 8 },
  stillEdgeOutside: { x: 260, y: 100, width: 4, height: 8 },
};

/** The last export's frame counts (`reelwright:export-frames`): all, and made directly. */
const frameTimings = (page: Page) =>
  page.evaluate(
    () =>
      (
        performance.getEntriesByName('reelwright:export-frames').at(-1) as
          PerformanceMark | undefined
      )?.detail as { frames: number; direct_frames: number } | undefined,
  );

const item = (extra: Partial<TimelineItem> & Pick<TimelineItem, 'id' | 'mediaId' | 'type'>) =>
  ({
    name: extra.id,
    url: '',
    trackId: 'main-video',
    trackType: 'main',
    startTime: 0,
    duration: LENGTH_MS,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    ...extra,
  }) as TimelineItem;

function timeline(clipId: string, stillId: string): TimelineDocument {
  const document = createDocument('16:9');
  const clip = item({
    id: 'clip',
    mediaId: clipId,
    type: 'videos',
    fit: 'fill',
    sourceDuration: LENGTH_MS,
  });
  const still = item({
    id: 'still',
    mediaId: stillId,
    type: 'images',
    trackId: 'overlay-1',
    trackType: 'overlay',
  });
  const title = item({
    id: 'title',
    mediaId: '',
    type: 'text',
    trackId: 'overlay-2',
    trackType: 'overlay',
    duration: TITLE_MS,
    text: { content: 'Bars', fontSize: 24, color: '#ffffff' },
  });
  return {
    ...document,
    tracks: document.tracks.map((track) =>
      track.id === 'main-video'
        ? { ...track, items: [clip] }
        : track.id === 'overlay-1'
          ? { ...track, items: [still] }
          : track.id === 'overlay-2'
            ? { ...track, items: [title] }
            : track,
    ),
  };
}

describe('direct frames', () => {
  it('makes the frames of the clip and a still without the canvas, and they look the same', async () => {
    const page = await signedInPage(() => session.newPage(), 'Sven Nykvist', 'direct-frames');
    await openProjectWithMedia(
      page,
      [
        {
          name: PORTRAIT,
          mimeType: 'video/quicktime',
          buffer: await readFile(path.join(MEDIA, PORTRAIT)),
        },
        { name: STILL, mimeType: 'image/png', buffer: solidPng(320, 240, [255, 255, 255]) },
      ],
      { videos: 1, images: 1 },
      (idOf) => timeline(idOf(PORTRAIT), idOf(STILL)),
      { topic: 'Bars', script: 'Bars in the middle.' },
    );

    const file = await exportVideo(page, { resolution: '1280×720', fps: 30, format: 'MP4' });
    const timings = await frameTimings(page);
    console.log(JSON.stringify({ timings }));
    // The two seconds without the title (60 frames) were made directly; the title's were drawn.
    expect(timings?.frames).toBe(90);
    expect(timings?.direct_frames).toBe(60);

    const spots = Object.fromEntries(
      BARS.flatMap(([name], bar) =>
        HEIGHTS.map((y, at) => [
          `${name}-${at}`,
          { x: Math.round(BAR_WIDTH * (bar + 0.5)) - 6, y, width: 12, height: 12 },
        ]),
      ),
    );
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [
        { time: 0.5, areas: { ...spots, ...STILL_SPOTS } },
        { time: 2.0, areas: { ...spots, ...STILL_SPOTS } },
      ],
      audioWindows: {},
    });
    expect([decoded.video.width, decoded.video.height]).toEqual([1280, 720]);
    const [drawn, direct] = decoded.video.colours.map((frame) => frame.areas);
    console.log(JSON.stringify({ drawn, direct }));
    // The still on both, white where it is.
    expect(near(drawn!.still!, [255, 255, 255], 12), `drawn still ${drawn!.still}`).toBe(true);
    expect(near(direct!.still!, [255, 255, 255], 12), `direct still ${direct!.still}`).toBe(true);
    // Its edge in the same place on both (a pixel or so of smoothing apart): right of it, green.
    const edge = (frame: Record<string, number[]>) => ({
      inside: frame.stillEdgeInside!,
      outside: frame.stillEdgeOutside!,
    });
    for (const frame of [drawn!, direct!]) {
      expect(near(edge(frame).inside, [255, 255, 255], 20), JSON.stringify(edge(frame))).toBe(true);
      expect(near(edge(frame).outside, [0, 255, 0], 60), JSON.stringify(edge(frame))).toBe(true);
    }

    for (const [name, colour] of BARS) {
      // Each bar where it belongs (scaled, not shifted), at most heights: the pattern's thin
      // lines sweep over the bars and may cross one spot.
      const spotsOf = (frame: Record<string, number[]>) =>
        HEIGHTS.map((_, at) => frame[`${name}-${at}`]!);
      const onBar = (frame: Record<string, number[]>) =>
        spotsOf(frame).filter((spot) => near(spot, colour, 60));
      expect(
        onBar(drawn!).length,
        `${name} drawn ${JSON.stringify(spotsOf(drawn!))}`,
      ).toBeGreaterThanOrEqual(2);
      expect(
        onBar(direct!).length,
        `${name} direct ${JSON.stringify(spotsOf(direct!))}`,
      ).toBeGreaterThanOrEqual(2);
      // And the same colour both ways (a change of colour range would move these by 15–30).
      const closest = (frame: Record<string, number[]>) =>
        spotsOf(frame).reduce((best, spot) =>
          distance(spot, colour) < distance(best, colour) ? spot : best,
        );
      const a = closest(drawn!);
      const b = closest(direct!);
      a.forEach((value, channel) =>
        expect(
          Math.abs(value - b[channel]!),
          `${name}: drawn ${a}, direct ${b}`,
        ).toBeLessThanOrEqual(8),
      );
    }
  }, 180_000);
});

const distance = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, value, channel) => sum + Math.abs(value - b[channel]!), 0);

// Issue 25's craft on the same path: a graded clip, and a crossfade into a second clip graded
// alike, are made without the canvas too (the grade from tables of the canvas's own arithmetic,
// the crossfade mixed in YUV, a still that grows on keyframes laid in YUV). Two solid 1080p
// clips (brought to the 720p frame's size before the grade), red then blue, a 1 s crossfade at 2 s, both graded; a white still growing from 1× to 2× over
// them; a title for the first half second, so those frames are drawn on the canvas.
const RED = [200, 40, 40] as const;
const BLUE = [40, 60, 200] as const;
const WARM: ColourAdjust = { ...NEUTRAL_COLOUR, contrast: 0.2, temperature: 0.5, look: 'vivid' };

/** A 3 s H.264 clip of one colour (1080p: a 720p export brings it to two thirds), by ffmpeg. */
async function solidClip(name: string, [r, g, b]: readonly number[]): Promise<Buffer> {
  const file = path.join(folder, name);
  const hex = [r, g, b].map((value) => value!.toString(16).padStart(2, '0')).join('');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
    ...['-i', `color=c=0x${hex}:s=1920x1080:r=30:d=3`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-color_range', 'tv', '-colorspace', 'bt709'],
    ...['-color_primaries', 'bt709', '-color_trc', 'bt709', '-y', file],
  ]);
  return readFile(file);
}

/** What the canvas path makes of a colour under the grade (the canvas's fills' arithmetic). */
function graded(colour: readonly number[]): number[] {
  const pixel = Float64Array.from(colour, (value) => value / 255);
  pixelGrade(colourGrade(WARM)!)(pixel, new Float64Array(3));
  return [...pixel].map((value) => Math.round(value * 255));
}

/** The white still, growing from 1× to 2× between 0.5 s and 3.5 s. */
const growingStill = (mediaId: string) =>
  item({
    id: 'logo',
    mediaId,
    type: 'images',
    trackId: 'overlay-1',
    trackType: 'overlay',
    duration: 4000,
    keyframes: {
      scale: [
        { time: 500, value: 1, easing: 'linear' },
        { time: 3500, value: 2, easing: 'linear' },
      ],
    },
  });

/** Where the still is at `time` on the 1280×720 frame (the compositor's own layout). */
const stillRect = (mediaId: string, time: number) =>
  overlayRect(
    animatedItem(growingStill(mediaId), time).transform,
    320,
    240,
    1280,
    720,
    referenceFrame('16:9'),
  );

function craftTimeline(redId: string, blueId: string, stillId: string): TimelineDocument {
  const document = createDocument('16:9');
  const clip = (id: string, mediaId: string, startTime: number, extra: Partial<TimelineItem>) =>
    item({
      id,
      mediaId,
      type: 'videos',
      startTime,
      duration: 2000,
      sourceDuration: 3000,
      ...extra,
    });
  const clips = [
    clip('red', redId, 0, { colour: WARM }),
    clip('blue', blueId, 2000, {
      colour: WARM,
      transitionIn: { kind: 'crossfade', duration: 1000 },
    }),
  ];
  const title = item({
    id: 'title',
    mediaId: '',
    type: 'text',
    trackId: 'overlay-2',
    trackType: 'overlay',
    duration: 500,
    text: { content: 'Craft', fontSize: 24, color: '#ffffff' },
  });
  return {
    ...document,
    tracks: document.tracks.map((track) =>
      track.id === 'main-video'
        ? { ...track, items: clips }
        : track.id === 'overlay-1'
          ? { ...track, items: [growingStill(stillId)] }
          : track.id === 'overlay-2'
            ? { ...track, items: [title] }
            : track,
    ),
  };
}

describe('direct frames with craft', () => {
  it("grades a clip, crossfades into the next and grows a still without the canvas, in the canvas path's colours", async () => {
    const page = await signedInPage(() => session.newPage(), 'Vittorio Storaro', 'direct-craft');
    const red = await solidClip('red.mp4', RED);
    const blue = await solidClip('blue.mp4', BLUE);
    await openProjectWithMedia(
      page,
      [
        { name: 'red.mp4', mimeType: 'video/mp4', buffer: red },
        { name: 'blue.mp4', mimeType: 'video/mp4', buffer: blue },
        { name: STILL, mimeType: 'image/png', buffer: solidPng(320, 240, [255, 255, 255]) },
      ],
      { videos: 2, images: 1 },
      (idOf) => craftTimeline(idOf('red.mp4'), idOf('blue.mp4'), idOf(STILL)),
      { topic: 'Craft', script: 'Red, then blue.' },
    );

    const file = await exportVideo(page, { resolution: '1280×720', fps: 30, format: 'MP4' });
    const timings = await frameTimings(page);
    console.log(JSON.stringify({ timings }));
    // 4 s: the title's half second drawn, the rest (the crossfade too) made directly.
    expect(timings?.frames).toBe(120);
    expect(timings?.direct_frames).toBe(105);

    const spot = { x: 900, y: 500, width: 40, height: 40 };
    // The clips' own colours as this browser decodes them: what the grade starts from.
    const sourceColour = async (clip: Buffer) =>
      (
        await decodeInBrowser(page.context(), inject('baseURL'), clip, {
          frames: [{ time: 1, areas: { spot } }],
          audioWindows: {},
        })
      ).video.colours[0]!.areas.spot!;
    const redSource = await sourceColour(red);
    const blueSource = await sourceColour(blue);
    // The still: its middle, and a spot inside it once grown but outside it at 1.25 s.
    const early = stillRect('logo', 1250);
    const late = stillRect('logo', 3500);
    expect(late.width).toBeGreaterThan(early.width * 1.5);
    const stillSpots = {
      middle: {
        x: Math.round(early.x + early.width / 2) - 4,
        y: Math.round(early.y + early.height / 2) - 4,
        width: 8,
        height: 8,
      },
      grown: {
        x:
          Math.round(early.x + early.width + (late.x + late.width - early.x - early.width) / 2) - 4,
        y: Math.round(early.y + early.height / 2) - 4,
        width: 8,
        height: 8,
      },
    };
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [0.25, 1.25, 2.5, 3.5].map((time) => ({ time, areas: { spot, ...stillSpots } })),
      audioWindows: {},
    });
    const still = decoded.video.colours.map(({ areas }) => [areas.middle!, areas.grown!]);
    console.log(JSON.stringify({ still }));
    // White in its middle all along; the grown spot red at 1.25 s, white at 3.5 s (and ungraded).
    for (const [middle] of still) expect(near(middle!, [255, 255, 255], 12)).toBe(true);
    expect(near(still[1]![1]!, [255, 255, 255], 40), `${still[1]![1]}`).toBe(false);
    expect(near(still[3]![1]!, [255, 255, 255], 12), `${still[3]![1]}`).toBe(true);
    const [drawnRed, directRed, mid, directBlue] = decoded.video.colours.map(
      (frame) => frame.areas.spot!,
    );
    console.log(JSON.stringify({ drawnRed, directRed, mid, directBlue }));
    // The grade on the canvas and without it: the same colour, and the grade's colour.
    directRed!.forEach((value, channel) =>
      expect(
        Math.abs(value - drawnRed![channel]!),
        `${drawnRed} / ${directRed}`,
      ).toBeLessThanOrEqual(6),
    );
    const expectGraded = (actual: number[], source: number[], what: string) =>
      expect(near(actual, graded(source), 8), `${what} ${actual} ≈ ${graded(source)}`).toBe(true);
    expectGraded(directRed!, redSource, 'red');
    expectGraded(directBlue!, blueSource, 'blue');
    // Half way through the crossfade: the two clips mixed half and half, then graded once.
    const mix = redSource.map((value, channel) => (value + blueSource[channel]!) / 2);
    expectGraded(mid!, mix, 'mix');
    expect(near(mid!, directRed!, 40)).toBe(false);
  }, 180_000);
});
