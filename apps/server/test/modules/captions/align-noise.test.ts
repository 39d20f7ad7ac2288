import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alignSpeechToText, closeReferenceEngine } from '../../../src/modules/captions/align';
import { decodeWav } from '../../../src/modules/captions/align/decode-audio';
import { cepstra, FINE, melSpectrogram } from '../../../src/modules/captions/align/mfcc';
import { matchSpectrograms } from '../../../src/modules/captions/align/spectral-match';
import { withNoise, type NoiseColour } from '../../helpers/room-noise';

/*
 * Real recordings are never digitally silent between sentences: a room, a fan or a codec leaves
 * a noise floor the synthesized reference does not have. The aligner must time them as well.
 */

const fixtures = path.join(import.meta.dirname, '../../fixtures/captions');
type Truth = { text: string; words: Array<{ text: string; start: number }> };

afterAll(() => closeReferenceEngine());

const tone = (seconds: number) =>
  Float32Array.from({ length: Math.round(seconds * 16_000) }, (_, i) => 0.3 * Math.sin(i / 3));
const concat = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const distance = (a: Float32Array, i: number, b: Float32Array, j: number, dims: number) =>
  Math.hypot(...Array.from({ length: dims }, (_, d) => a[i * dims + d]! - b[j * dims + d]!));

describe('features of a digitally silent reference and a noisy recording', () => {
  it('make their pauses alike, and unlike the sound around them', () => {
    const silence = new Float32Array(8000);
    const reference = melSpectrogram(concat(silence, tone(0.5), silence), FINE);
    const source = melSpectrogram(
      withNoise(concat(silence, tone(0.5), silence), 'white', -60, 3),
      FINE,
    );
    matchSpectrograms(reference, source);
    const a = cepstra(reference);
    const b = cepstra(source);
    const dims = a.dimensions;
    // the recording's frames 25 and 125 are in its pauses, 75 in the tone; likewise the reference's
    for (const pause of [25, 125]) {
      const toPause = distance(b.frames, pause, a.frames, pause, dims);
      const toTone = distance(b.frames, pause, a.frames, 75, dims);
      expect(toPause).toBeLessThan(toTone / 4);
    }
    const toneToTone = distance(b.frames, 75, a.frames, 75, dims);
    const toneToPause = distance(b.frames, 75, a.frames, 25, dims);
    expect(toneToTone).toBeLessThan(toneToPause / 2);
  });
});

/** Median and 95th-percentile word-start error, ms. */
function startErrors(words: Array<{ start: number }>, truth: Truth) {
  const errors = words
    .map((word, i) => Math.abs(word.start - truth.words[i]!.start) * 1000)
    .sort((a, b) => a - b);
  return { median: errors[errors.length >> 1]!, p95: errors[Math.floor(errors.length * 0.95)]! };
}

const NOISES: Array<[NoiseColour, number]> = [
  ['white', -70],
  ['white', -60],
  ['white', -50],
  ['pink', -55],
  ['brown', -55],
];

describe.each(['speech-pourover-slt', 'speech-bike-rms-connected'])(
  'aligning %s with room noise',
  (name) => {
    it.each(NOISES)('times every word under %s noise at %d dBFS', async (colour, dbfs) => {
      const truth = JSON.parse(
        await readFile(path.join(fixtures, `${name}.words.json`), 'utf8'),
      ) as Truth;
      const pcm = decodeWav(new Uint8Array(await readFile(path.join(fixtures, `${name}.wav`))));
      const noisy = {
        samples: withNoise(pcm.samples, colour, dbfs, 7),
        sampleRate: pcm.sampleRate,
      };
      const words = await alignSpeechToText(noisy, truth.text, 'english');
      expect(words.map((word) => word.text)).toEqual(truth.words.map((word) => word.text));
      const { median, p95 } = startErrors(words, truth);
      expect(median).toBeLessThan(100);
      expect(p95).toBeLessThan(250);
    });
  },
);
