import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDocument, type TimelineDocument, type TimelineItem } from '@reelwright/timeline';
import { describe, expect, inject, it } from 'vitest';
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
    const timings = await page.evaluate(
      () =>
        (
          performance.getEntriesByName('reelwright:export-frames').at(-1) as
            PerformanceMark | undefined
        )?.detail as { frames: number; direct_frames: number } | undefined,
    );
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
