import {
  createDocument,
  withTrackItems,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import type * as Mediabunny from 'mediabunny';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser, openDecoderPage } from './support/decode-in-browser';
import { itemsOn, lane, near, startOf } from './support/editor-page';
import { solidPng, toneWav } from './support/media-files';
import { exportVideo } from './support/export-dialog';
import { openProjectWithMedia } from './support/project-with-media';

// Issue 25, item 7 — track controls, made in the editor's track headers the way a creator does
// (clicks, a drag, keys) and checked in the exported file: a hidden track's picture is gone, a
// locked track's item will not move, a renamed track keeps its name, a reordered overlay draws on
// top; a muted track is silent, a solo track is all that is heard, and the master volume scales
// the mix (with loudness normalisation off, which would otherwise undo it).

const session = useBrowser();

const LENGTH_MS = 2000;
const A_HZ = 440;
const B_HZ = 1000;

function still(id: string, mediaId: string, trackId: string, trackType: 'main' | 'overlay') {
  return {
    id,
    mediaId,
    name: `${id}.png`,
    url: '',
    type: 'images',
    trackId,
    trackType,
    startTime: 0,
    duration: LENGTH_MS,
    trimStart: 0,
    volume: 1,
    opacity: 1,
  } satisfies TimelineItem;
}

function tone(id: string, mediaId: string, trackId: string): TimelineItem {
  return {
    ...still(id, mediaId, trackId, 'main'),
    name: `${id}.wav`,
    type: 'audios',
    trackType: 'audio',
    sourceDuration: LENGTH_MS,
  };
}

/** Uploads the files, then opens a new project holding `timeline(idOf)`. */
const openProject = (
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  counts: { images: number; audios: number },
  timeline: (idOf: (name: string) => string) => TimelineDocument,
) =>
  openProjectWithMedia(page, files, counts, timeline, {
    topic: 'Tracks',
    script: 'Track controls.',
  });

/** Exports at 854×480 WebM with loudness normalisation off, and returns the file. */
async function exportWebm(page: Page): Promise<Buffer> {
  const file = await exportVideo(page, { resolution: '854×480', format: 'WebM', normalize: false });
  const dialog = page.getByRole('dialog', { name: 'Export video' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const asked = page.getByRole('dialog', { name: 'Video export completed' });
  // The first export asks for a word; later ones may not.
  await asked
    .getByRole('button', { name: 'No, thanks' })
    .click({ timeout: 3_000 })
    .catch(() => {});
  return file;
}

/**
 * The power of each frequency (Goertzel, Hann window) and the RMS of the whole sound between
 * `from` and `to` s of the file's first channel, decoded by mediabunny in the browser.
 */
async function soundOf(page: Page, file: Buffer, frequencies: number[], from: number, to: number) {
  const decoder = await openDecoderPage(page.context(), inject('baseURL'), file);
  try {
    return await decoder.evaluate(
      async ({ frequencies, from, to }) => {
        const mb = (window as unknown as { mediabunny: typeof Mediabunny }).mediabunny;
        const bytes = await (await fetch('/__e2e-decoder__/file')).arrayBuffer();
        const input = new mb.Input({ source: new mb.BufferSource(bytes), formats: mb.ALL_FORMATS });
        const track = await input.getPrimaryAudioTrack();
        if (!track) throw new Error('no sound');
        const samples: number[] = [];
        let rate = 48_000;
        for await (const { buffer, timestamp } of new mb.AudioBufferSink(track).buffers()) {
          rate = buffer.sampleRate;
          const data = buffer.getChannelData(0);
          for (let i = 0; i < data.length; i += 1) {
            const t = timestamp + i / rate;
            if (t >= from && t < to) samples.push(data[i]!);
          }
        }
        const n = samples.length;
        const rms = Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / n);
        const power = frequencies.map((frequency) => {
          let re = 0;
          let im = 0;
          let weights = 0;
          for (let i = 0; i < n; i += 1) {
            const weight = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
            const phase = (2 * Math.PI * frequency * i) / rate;
            re += weight * samples[i]! * Math.cos(phase);
            im -= weight * samples[i]! * Math.sin(phase);
            weights += weight;
          }
          // A sine of amplitude a reads a / 2 here.
          return (2 * Math.hypot(re, im)) / weights;
        });
        return { rms, amplitude: Object.fromEntries(frequencies.map((f, i) => [f, power[i]!])) };
      },
      { frequencies, from, to },
    );
  } finally {
    await decoder.close();
  }
}

const dB = (ratio: number) => 20 * Math.log10(ratio);
const headerButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('track controls', () => {
  it('hide, lock, rename and reorder, as the export and a reload show them', async () => {
    const page = await signedInPage(
      () => session.newPage(),
      'Thelma Schoonmaker',
      'tracks-picture',
    );
    await openProject(
      page,
      [
        { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(320, 180, [0, 0, 255]) },
        { name: 'red.png', mimeType: 'image/png', buffer: solidPng(128, 96, [255, 0, 0]) },
        { name: 'green.png', mimeType: 'image/png', buffer: solidPng(128, 96, [0, 255, 0]) },
      ],
      { images: 3, audios: 0 },
      (idOf) => {
        let document = createDocument();
        document = withTrackItems(document, 'main-video', [
          still('blue', idOf('blue.png'), 'main-video', 'main'),
        ]);
        // Two small overlays, the green one half over the red one (reference px of 640×360).
        document = withTrackItems(document, 'overlay-1', [
          {
            ...still('red', idOf('red.png'), 'overlay-1', 'overlay'),
            transform: { x: 0, y: 0, scale: 1, opacity: 1 },
          },
        ]);
        return withTrackItems(document, 'overlay-2', [
          {
            ...still('green', idOf('green.png'), 'overlay-2', 'overlay'),
            transform: { x: 64, y: 0, scale: 1, opacity: 1 },
          },
        ]);
      },
    );
    await expect.poll(() => itemsOn(page, 'overlay-1').count()).toBe(1);

    // Hide the main track with its eye.
    const hide = headerButton(page, 'Hide Main Video');
    await hide.click();
    await expect.poll(() => hide.getAttribute('aria-pressed')).toBe('true');

    // Lock Overlay 1: its item refuses a drag, and the status says why.
    await headerButton(page, 'Lock Overlay 1').click();
    expect(await lane(page, 'overlay-1').getAttribute('data-locked')).toBe('true');
    const red = itemsOn(page, 'overlay-1').first();
    await red.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await red.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect
      .poll(() => page.getByText('Overlay 1 is locked', { exact: false }).count())
      .toBe(1);
    expect(await startOf(red)).toBe(0);

    // Overlay 2 above Overlay 1, by keyboard on its handle.
    await headerButton(page, 'Reorder Overlay 2').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() =>
        page
          .locator('[data-track-id]')
          .evaluateAll((lanes) => lanes.map((each) => each.getAttribute('data-track-id'))),
      )
      .toEqual(['captions', 'overlay-2', 'overlay-1', 'main-video', 'audio-1', 'audio-2']);

    // Rename Audio 1 in place.
    await headerButton(page, 'Rename Audio 1').click();
    const field = page.getByRole('textbox', { name: 'Name of Audio 1' });
    await field.fill('Voice-over');
    await field.press('Enter');
    await expect.poll(() => headerButton(page, 'Mute Voice-over').count()).toBe(1);

    const file = await exportWebm(page);
    // 854×480: the overlays' boxes are 171×128 px; red alone 0–85, both 85–171, green alone 171–256.
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: [
        {
          time: 1,
          areas: {
            background: { x: 500, y: 250, width: 200, height: 150 },
            redAlone: { x: 15, y: 20, width: 55, height: 80 },
            both: { x: 100, y: 20, width: 55, height: 80 },
            greenAlone: { x: 190, y: 20, width: 55, height: 80 },
          },
        },
      ],
      audioWindows: {},
    });
    const areas = decoded.video.colours[0]!.areas;
    console.log(JSON.stringify(areas));
    expect(near(areas.background!, [0, 0, 0], 30)).toBe(true);
    expect(near(areas.redAlone!, [255, 0, 0])).toBe(true);
    expect(near(areas.greenAlone!, [0, 255, 0])).toBe(true);
    // Overlay 2 now lies above Overlay 1: green draws over red.
    expect(near(areas.both!, [0, 255, 0])).toBe(true);

    // The name, the switches and the order are the project's: once the header says the project
    // is saved, a reload keeps them.
    await expect
      .poll(() => page.getByText('Saved', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => headerButton(page, 'Mute Voice-over').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await headerButton(page, 'Hide Main Video').getAttribute('aria-pressed')).toBe('true');
    expect(await headerButton(page, 'Lock Overlay 1').getAttribute('aria-pressed')).toBe('true');
  }, 150_000);

  it('mute, solo and the master volume, as the exported sound has them', async () => {
    const page = await signedInPage(() => session.newPage(), 'Walter Murch', 'tracks-sound');
    await openProject(
      page,
      [
        {
          name: 'a.wav',
          mimeType: 'audio/wav',
          buffer: toneWav({ seconds: 2, frequency: A_HZ, amplitude: 0.4 }),
        },
        {
          name: 'b.wav',
          mimeType: 'audio/wav',
          buffer: toneWav({ seconds: 2, frequency: B_HZ, amplitude: 0.4 }),
        },
      ],
      { images: 0, audios: 2 },
      (idOf) => {
        const document = withTrackItems(createDocument(), 'audio-1', [
          tone('a', idOf('a.wav'), 'audio-1'),
        ]);
        return withTrackItems(document, 'audio-2', [tone('b', idOf('b.wav'), 'audio-2')]);
      },
    );
    await expect.poll(() => itemsOn(page, 'audio-2').count()).toBe(1);

    // Audio 2 muted: only Audio 1's tone, at the master's 100 %.
    const mute = headerButton(page, 'Mute Audio 2');
    await mute.click();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
    const muted = await soundOf(page, await exportWebm(page), [A_HZ, B_HZ], 0.5, 1.5);

    // Audio 2 heard again and solo: only its tone; the master at 50 % (by keyboard).
    await mute.click();
    const solo = headerButton(page, 'Solo Audio 2');
    await solo.click();
    await expect.poll(() => solo.getAttribute('aria-pressed')).toBe('true');
    const master = page.getByRole('slider', { name: 'Master volume' });
    expect(await master.inputValue()).toBe('100');
    await master.focus();
    for (let step = 0; step < 50; step += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => master.inputValue()).toBe('50');
    const soloed = await soundOf(page, await exportWebm(page), [A_HZ, B_HZ], 0.5, 1.5);
    console.log(JSON.stringify({ muted, soloed }));

    // Muted: Audio 1's 440 Hz at its level (0.4), no 1 kHz.
    expect(muted.amplitude[A_HZ]!).toBeGreaterThan(0.3);
    expect(dB(muted.amplitude[B_HZ]! / muted.amplitude[A_HZ]!)).toBeLessThan(-40);
    // Solo: Audio 2's 1 kHz, no 440 Hz.
    expect(soloed.amplitude[B_HZ]!).toBeGreaterThan(0.1);
    expect(dB(soloed.amplitude[A_HZ]! / soloed.amplitude[B_HZ]!)).toBeLessThan(-40);
    // The two tones are equally loud in their files: half the master is 6 dB down.
    expect(Math.abs(dB(soloed.rms / muted.rms) + 6)).toBeLessThanOrEqual(1);
  }, 150_000);
});
