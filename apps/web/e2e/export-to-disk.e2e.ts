import { createDocument, type TimelineDocument, type TimelineItem } from '@reelwright/timeline';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser } from './support/decode-in-browser';
import { solidPng, toneWav } from './support/media-files';
import { openProjectWithMedia } from './support/project-with-media';

// Issue 27: an export estimated over 100 MB is written into the browser's private file system
// as it is made, not held in memory, and its sound is mixed onto a tape there too. A 110 s
// picture at 'High' quality (8 Mbps) is estimated at 112 MB: the test watches the private file
// system while the export runs, then reads the downloaded file back, and checks that the mix's
// tape is gone once the export is done.

const session = useBrowser();

const LENGTH_MS = 110_000;
const TONE_MS = 4_000;

const item = (
  id: string,
  mediaId: string,
  type: 'images' | 'audios',
  duration: number,
): TimelineItem => ({
  id,
  mediaId,
  name: type === 'images' ? 'teal.png' : 'tone.wav',
  url: '',
  type,
  trackId: type === 'images' ? 'main-video' : 'audio-1',
  trackType: type === 'images' ? 'main' : 'audio',
  startTime: 0,
  duration,
  trimStart: 0,
  volume: 1,
  opacity: 1,
  ...(type === 'audios' ? { sourceDuration: duration } : {}),
});

function timeline(imageId: string, toneId: string): TimelineDocument {
  const document = createDocument();
  return {
    ...document,
    tracks: document.tracks.map((track) =>
      track.id === 'main-video'
        ? { ...track, items: [item('picture', imageId, 'images', LENGTH_MS)] }
        : track.id === 'audio-1'
          ? { ...track, items: [item('tone', toneId, 'audios', TONE_MS)] }
          : track,
    ),
  };
}

/** The export files in the origin's private file system, with their sizes. */
const privateFiles = (page: Page) =>
  page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const files: { name: string; size: number }[] = [];
    const entries = root as FileSystemDirectoryHandle & {
      values(): AsyncIterable<FileSystemHandle>;
    };
    for await (const handle of entries.values())
      if (handle.kind === 'file' && handle.name.startsWith('reelwright-export-')) {
        // The export removes its mix tape while this looks: a file gone is not listed.
        const file = await (handle as FileSystemFileHandle).getFile().catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'NotFoundError') return null;
          throw error;
        });
        if (file) files.push({ name: handle.name, size: file.size });
      }
    return files;
  });

describe('a long export', () => {
  it('streams a file over 100 MB into the private file system and downloads it whole', async () => {
    const page = await signedInPage(() => session.newPage(), 'Shirley Clarke', 'export-to-disk');
    await openProjectWithMedia(
      page,
      [
        { name: 'teal.png', mimeType: 'image/png', buffer: solidPng(640, 360, [0, 128, 128]) },
        {
          name: 'tone.wav',
          mimeType: 'audio/wav',
          buffer: toneWav({ seconds: TONE_MS / 1000, frequency: 440 }),
        },
      ],
      { images: 1, audios: 1 },
      (idOf) => timeline(idOf('teal.png'), idOf('tone.wav')),
      { topic: 'A long one', script: 'Nearly two minutes.' },
    );

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    await dialog.getByLabel('Resolution').selectOption({ label: '854×480' });
    await dialog.getByLabel('Quality').selectOption('high');
    const mp4 = dialog.getByRole('radio', { name: /^MP4 / });
    await expect.poll(() => mp4.isEnabled(), { timeout: 30_000 }).toBe(true);
    await mp4.check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();

    // While the frames are made, the video's file is there already (written through a stream,
    // whose data lands in the file when it closes).
    const seen: string[] = [];
    const download = dialog.getByRole('link', { name: 'Download video' });
    while (!(await download.isVisible())) {
      for (const entry of await privateFiles(page))
        if (!seen.includes(entry.name)) seen.push(entry.name);
      await page.waitForTimeout(250);
    }
    expect(seen.filter((name) => name.endsWith('.mp4'))).toHaveLength(1);

    const [event] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const { readFile } = await import('node:fs/promises');
    const file = await readFile((await event.path())!);
    const written = (await privateFiles(page)).filter((entry) => entry.name.endsWith('.mp4'));
    // What was downloaded is what was written there (no copy of it was kept in memory).
    expect(written.map((entry) => entry.size)).toEqual([file.length]);
    // The mix went through a tape there too, removed once the export was done.
    expect((await privateFiles(page)).filter((entry) => entry.name.includes('-mix-'))).toEqual([]);

    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [1, 60, 109].map((time) => ({
        time,
        areas: { middle: { x: 327, y: 140, width: 200, height: 200 } },
      })),
      audioWindows: { tone: [0.5, 3.5], after: [5, 100] },
    });
    console.log(JSON.stringify({ toDisk: { seen, bytes: file.length } }));
    expect(decoded.duration).toBeGreaterThan(109.5);
    expect(decoded.duration).toBeLessThan(110.5);
    for (const { areas } of decoded.video.colours) {
      const [r, g, b] = areas.middle!;
      expect(r!).toBeLessThan(30);
      expect(Math.abs(g! - 128)).toBeLessThan(20);
      expect(Math.abs(b! - 128)).toBeLessThan(20);
    }
    expect(decoded.audio!.rms.tone!).toBeGreaterThan(0.05);
    expect(decoded.audio!.rms.after!).toBeLessThan(0.01);
  }, 420_000);
});
