import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import type * as Mediabunny from 'mediabunny';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openDecoderPage } from './decode-in-browser';

// Media made by the tests themselves, so no binary fixture has to be committed: a PNG and a WAV
// written byte by byte here, and a WebM made by the browser's own VP8 encoder.
// What a test cannot make (phone clips, ProRes, AVI…) is in e2e/fixtures/media (its README).

/** The path of a file in e2e/fixtures/media. */
export const mediaFixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/media/${name}`, import.meta.url));

export type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A `width`×`height` PNG of one solid colour (8-bit RGB, no interlace). */
export function solidPng(width: number, height: number, [r, g, b]: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // compression, filter and interlace methods: all 0
  const row = Buffer.alloc(1 + width * 3); // each row starts with filter type 0 (none)
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A sine tone as a WAV file: 16-bit PCM, mono. */
export function toneWav({
  seconds,
  frequency,
  sampleRate = 44_100,
  amplitude = 0.5,
}: {
  seconds: number;
  frequency: number;
  sampleRate?: number;
  amplitude?: number;
}): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples; i += 1) {
    const value = Math.sin((2 * Math.PI * frequency * i) / sampleRate) * amplitude;
    wav.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  }
  return wav;
}

/**
 * A WebM (VP8, 30 fps) showing each of `colours` for `secondsPerColour`, encoded by the
 * browser's own VP8 encoder (WebCodecs, muxed by mediabunny) with each frame's timestamp set:
 * the colours change exactly on time however busy the machine is. (A MediaRecorder take of a
 * painted canvas, as this used to be, kept a colour late whenever the page stalled.)
 */
export async function colourWebm(
  page: Page,
  {
    colours,
    secondsPerColour = 1,
    width = 320,
    height = 180,
  }: { colours: readonly string[]; secondsPerColour?: number; width?: number; height?: number },
): Promise<Buffer> {
  const encoder = await openDecoderPage(page.context(), inject('baseURL'), Buffer.alloc(0));
  try {
    const base64 = await encoder.evaluate(
      async ({ colours, secondsPerColour, width, height, fps }) => {
        const mb = (window as unknown as { mediabunny: typeof Mediabunny }).mediabunny;
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        const target = new mb.BufferTarget();
        const output = new mb.Output({ format: new mb.WebMOutputFormat(), target });
        const source = new mb.CanvasSource(canvas, { codec: 'vp8', bitrate: 1_000_000 });
        output.addVideoTrack(source, { frameRate: fps });
        await output.start();
        const frames = Math.round(colours.length * secondsPerColour * fps);
        for (let frame = 0; frame < frames; frame++) {
          const index = Math.min(colours.length - 1, Math.floor(frame / (secondsPerColour * fps)));
          context.fillStyle = colours[index]!;
          context.fillRect(0, 0, width, height);
          await source.add(frame / fps, 1 / fps, { keyFrame: frame % fps === 0 });
        }
        source.close();
        await output.finalize();
        const bytes = new Uint8Array(target.buffer!);
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { colours, secondsPerColour, width, height, fps: 30 },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await encoder.close();
  }
}
