import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Mediabunny from 'mediabunny';
import type { BrowserContext } from 'playwright-core';

// Reads a video file back the way a player would: demuxed and decoded by mediabunny in Chromium
// (Node has no WebCodecs, and ffmpeg is not on every CI machine). The decoding page is served
// by the test itself (routed, so no app CSP applies): an empty document, mediabunny's ES module
// bundle and the file.

/** An area of the frame, in px of the decoded picture. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DecodeRequest {
  /** where to sample the picture: each area's mean colour at each time (s) */
  frames: { time: number; areas: Record<string, Area> }[];
  /** RMS of the sound (all channels) over each window [from, to) in s */
  audioWindows: Record<string, [number, number]>;
}

export interface DecodedFile {
  mimeType: string;
  /** the container's duration (s) */
  duration: number;
  video: {
    codec: string | null;
    width: number;
    height: number;
    duration: number;
    frameCount: number;
    /** every frame's presentation time (s), in order */
    timestamps: number[];
    /** mean [r, g, b] of each area at each requested time, by the request's order and names */
    colours: { time: number; frameTime: number; areas: Record<string, number[]> }[];
  };
  audio: {
    codec: string | null;
    sampleRate: number;
    channels: number;
    duration: number;
    rms: Record<string, number>;
    /** the first and last moment (s) any channel's level passes `AUDIBLE` (null in silence) */
    audibleFrom: number | null;
    audibleTo: number | null;
  } | null;
}

/** A sample level that counts as sound (a codec's noise floor is far below it). */
const AUDIBLE = 0.1;
const ROUTE = '/__e2e-decoder__/';
/** The decoding page: mediabunny on `window` (imported here: the test's own code is transformed). */
const DECODER_PAGE = `<!doctype html><title>decoder</title>
<script type="module">import * as mediabunny from './mediabunny.mjs'; window.mediabunny = mediabunny;</script>`;
const requireFromHere = createRequire(import.meta.url);
/** mediabunny's self-contained ES module bundle (next to the CommonJS entry Node resolves). */
const bundlePath = path.join(
  path.dirname(requireFromHere.resolve('mediabunny')),
  'mediabunny.min.mjs',
);

/** A page of `context` with mediabunny on `window` and `file` served at `${ROUTE}file`. */
export async function openDecoderPage(context: BrowserContext, baseURL: string, file: Buffer) {
  const bundle = await readFile(bundlePath);
  const page = await context.newPage();
  await page.route(`${baseURL}${ROUTE}**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(ROUTE.length);
    if (name === 'mediabunny.mjs')
      return route.fulfill({ body: bundle, contentType: 'text/javascript' });
    if (name === 'file')
      return route.fulfill({ body: file, contentType: 'application/octet-stream' });
    return route.fulfill({ body: DECODER_PAGE, contentType: 'text/html' });
  });
  await page.goto(`${baseURL}${ROUTE}index.html`);
  await page.waitForFunction(() => 'mediabunny' in window);
  return page;
}

export interface ProbedFile {
  mimeType: string;
  /** from the packets (s) */
  duration: number;
  tracks: { type: 'video' | 'audio'; codec: string | null; duration: number }[];
  /** what a <video> element reads from the header (Infinity for a live, unfinished WebM) */
  elementDuration: number;
}

/** The file's container, tracks and length, and the length a player element sees at once. */
export async function probeInBrowser(
  context: BrowserContext,
  baseURL: string,
  file: Buffer,
  mimeType: string,
): Promise<ProbedFile> {
  const page = await openDecoderPage(context, baseURL, file);
  try {
    return await page.evaluate(
      async ({ route, type }) => {
        const mb = (window as unknown as { mediabunny: typeof Mediabunny }).mediabunny;
        const bytes = await (await fetch(`${route}file`)).arrayBuffer();
        const input = new mb.Input({ source: new mb.BufferSource(bytes), formats: mb.ALL_FORMATS });
        const tracks = [];
        for (const track of await input.getTracks()) {
          tracks.push({
            type: track.isVideoTrack() ? ('video' as const) : ('audio' as const),
            codec: track.codec,
            duration: await track.computeDuration(),
          });
        }
        const element = document.createElement('video');
        element.preload = 'metadata';
        const elementDuration = await new Promise<number>((resolve, reject) => {
          element.onloadedmetadata = () => resolve(element.duration);
          element.onerror = () => reject(new Error('the element cannot read the file'));
          element.src = URL.createObjectURL(new Blob([bytes], { type }));
        });
        return {
          mimeType: await input.getMimeType(),
          duration: await input.computeDuration(),
          tracks,
          elementDuration,
        };
      },
      { route: ROUTE, type: mimeType },
    );
  } finally {
    await page.close();
  }
}

/** Decodes `file` in a new page of `context` and measures what `request` asks for. */
export async function decodeInBrowser(
  context: BrowserContext,
  baseURL: string,
  file: Buffer,
  request: DecodeRequest,
): Promise<DecodedFile> {
  const page = await openDecoderPage(context, baseURL, file);
  try {
    return await page.evaluate(
      async ({ route, request, audible }) => {
        const mb = (window as unknown as { mediabunny: typeof Mediabunny }).mediabunny;
        const bytes = await (await fetch(`${route}file`)).arrayBuffer();
        const input = new mb.Input({ source: new mb.BufferSource(bytes), formats: mb.ALL_FORMATS });

        const videoTrack = await input.getPrimaryVideoTrack();
        if (!videoTrack) throw new Error('the file has no video track');
        const timestamps: number[] = [];
        for await (const packet of new mb.EncodedPacketSink(videoTrack).packets())
          timestamps.push(packet.timestamp);
        timestamps.sort((a, b) => a - b);

        const sink = new mb.CanvasSink(videoTrack);
        const scratch = document.createElement('canvas');
        scratch.width = videoTrack.displayWidth;
        scratch.height = videoTrack.displayHeight;
        const context2d = scratch.getContext('2d', { willReadFrequently: true })!;
        const colours = [];
        for (const { time, areas } of request.frames) {
          const frame = await sink.getCanvas(time);
          if (!frame) throw new Error(`no frame at ${time} s`);
          context2d.drawImage(frame.canvas, 0, 0);
          const means: Record<string, number[]> = {};
          for (const [name, area] of Object.entries(areas)) {
            const { data } = context2d.getImageData(area.x, area.y, area.width, area.height);
            const sum = [0, 0, 0];
            for (let i = 0; i < data.length; i += 4) {
              sum[0]! += data[i]!;
              sum[1]! += data[i + 1]!;
              sum[2]! += data[i + 2]!;
            }
            means[name] = sum.map((value) => Math.round(value / (data.length / 4)));
          }
          colours.push({ time, frameTime: frame.timestamp, areas: means });
        }

        const audioTrack = await input.getPrimaryAudioTrack();
        let audio = null;
        if (audioTrack) {
          // Sum of squares and sample count per window, over every channel.
          const windows = Object.entries(request.audioWindows).map(([name, [from, to]]) => ({
            name,
            from,
            to,
            squares: 0,
            count: 0,
          }));
          let audibleFrom: number | null = null;
          let audibleTo: number | null = null;
          for await (const { buffer, timestamp } of new mb.AudioBufferSink(audioTrack).buffers()) {
            for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
              const data = buffer.getChannelData(channel);
              for (let i = 0; i < data.length; i += 1) {
                const t = timestamp + i / buffer.sampleRate;
                if (Math.abs(data[i]!) > audible) {
                  if (audibleFrom === null || t < audibleFrom) audibleFrom = t;
                  if (audibleTo === null || t > audibleTo) audibleTo = t;
                }
                for (const window of windows) {
                  if (t < window.from || t >= window.to) continue;
                  window.squares += data[i]! * data[i]!;
                  window.count += 1;
                }
              }
            }
          }
          audio = {
            codec: audioTrack.codec,
            sampleRate: audioTrack.sampleRate,
            channels: audioTrack.numberOfChannels,
            duration: await audioTrack.computeDuration(),
            rms: Object.fromEntries(
              windows.map((w) => [w.name, w.count > 0 ? Math.sqrt(w.squares / w.count) : NaN]),
            ),
            audibleFrom,
            audibleTo,
          };
        }

        return {
          mimeType: await input.getMimeType(),
          duration: await input.computeDuration(),
          video: {
            codec: videoTrack.codec,
            width: videoTrack.displayWidth,
            height: videoTrack.displayHeight,
            duration: await videoTrack.computeDuration(),
            frameCount: timestamps.length,
            timestamps,
            colours,
          },
          audio,
        };
      },
      { route: ROUTE, request, audible: AUDIBLE },
    );
  } finally {
    await page.close();
  }
}
