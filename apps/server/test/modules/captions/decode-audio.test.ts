import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resample } from '../../../src/modules/audio/codec';
import type { Pcm } from '../../../src/modules/audio/providers/tts-provider';
import {
  decodeAudioFile,
  decodeWav,
  type AudioFileKind,
} from '../../../src/modules/captions/align/decode-audio';
import { decodeAudioFileOffThread } from '../../../src/modules/captions/align/off-thread';

const fixtures = path.join(import.meta.dirname, '../../fixtures/captions');
const bytesOf = async (name: string) => new Uint8Array(await readFile(path.join(fixtures, name)));

/** The shift (ms) that best lines `decoded` up with `reference`, both at 16 kHz. */
function lagMs(decoded: Pcm, reference: Pcm): number {
  const a = resample(decoded, 16_000).samples;
  const b = resample(reference, 16_000).samples;
  let best = { lag: 0, score: -Infinity };
  for (let lag = -800; lag <= 800; lag += 1) {
    let score = 0;
    for (let i = 16_000; i < Math.min(b.length, 160_000); i += 2) {
      const j = i + lag;
      if (j >= 0 && j < a.length) score += a[j]! * b[i]!;
    }
    if (score > best.score) best = { lag, score };
  }
  return best.lag / 16;
}

describe('compressed audio files', () => {
  it.each([
    ['speech-pourover-slt.m4a', 'mp4', 'speech-pourover-slt.wav'],
    ['speech-pourover-slt.ogg', 'ogg', 'speech-pourover-slt.wav'],
    ['speech-bike-rms-connected.webm', 'webm', 'speech-bike-rms-connected.wav'],
    ['speech-sourdough-awb-connected.webm', 'webm', 'speech-sourdough-awb-connected.wav'],
  ] as const)(
    'decode %s to the WAV it was made from, in time (priming and pre-skip dropped)',
    async (name, kind: AudioFileKind, wav) => {
      const decoded = await decodeAudioFile(await bytesOf(name), kind);
      const reference = decodeWav(await bytesOf(wav));
      const seconds = decoded.samples.length / decoded.sampleRate;
      expect(seconds).toBeCloseTo(reference.samples.length / reference.sampleRate, 1);
      expect(Math.abs(lagMs(decoded, reference))).toBeLessThan(1);
    },
  );

  it('decode an Ogg Vorbis tone at its pitch and length', async () => {
    const { samples, sampleRate } = await decodeAudioFile(
      await bytesOf('tone-294hz-4s.ogg'),
      'ogg',
    );
    expect(samples.length / sampleRate).toBeCloseTo(4, 1);
    let crossings = 0;
    for (let i = sampleRate; i < 3 * sampleRate; i++)
      if (samples[i - 1]! < 0 && samples[i]! >= 0) crossings += 1;
    expect(crossings / 2).toBeGreaterThan(290);
    expect(crossings / 2).toBeLessThan(298);
  });

  it('give up on a WebM that sends the demuxer into an endless loop, by the time limit', async () => {
    const webm = await bytesOf('speech-bike-rms-connected.webm');
    let seed = 7;
    for (let i = 2000; i < webm.length; i++)
      webm[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    const started = Date.now();
    await expect(decodeAudioFileOffThread(webm, 'webm', undefined, 3000)).rejects.toThrow(
      /takes too long to decode/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
