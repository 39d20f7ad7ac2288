import { describe, expect, it } from 'vitest';
import { shareByLetters } from '../../../src/modules/captions/align/align-words';
import { decodeWav } from '../../../src/modules/captions/align/decode-audio';
import { diagonalBand, warp } from '../../../src/modules/captions/align/dtw';
import { computeFeatures, FINE } from '../../../src/modules/captions/align/mfcc';
import { joinWords, splitAtPauses } from '../../../src/modules/captions/align/reference-audio';
import { textWords } from '../../../src/modules/captions/align/text-words';
import { refineEdges } from '../../../src/modules/captions/align/word-edges';

const matrix = (values: number[]) => ({
  frames: Float32Array.from(values),
  count: values.length,
  dimensions: 1,
});

describe('dynamic time warping', () => {
  it('stretches the reference over a slower source', () => {
    const reference = matrix([0, 5, 9, 2]);
    const source = matrix([0, 0, 5, 5, 5, 9, 2, 2]);
    const { first, last } = warp(reference, source, diagonalBand(4, 8, 8));
    expect([...first]).toEqual([0, 2, 5, 6]);
    expect([...last]).toEqual([1, 4, 5, 7]);
  });

  it('finds the same path in a narrow band as in the full matrix when it lies inside', () => {
    const values = Array.from({ length: 200 }, (_, i) => Math.sin(i / 7) * 10);
    const reference = matrix(values);
    const source = matrix(values.flatMap((v, i) => (i % 4 === 0 ? [v, v] : [v])));
    const full = warp(reference, source, diagonalBand(200, source.count, source.count));
    const banded = warp(reference, source, diagonalBand(200, source.count, 40));
    expect([...banded.first]).toEqual([...full.first]);
  });
});

/** A tone burst of `seconds` at 16 kHz. */
const tone = (seconds: number) =>
  Float32Array.from({ length: Math.round(seconds * 16_000) }, (_, i) => 0.5 * Math.sin(i / 3));
const silence = (seconds: number) => new Float32Array(Math.round(seconds * 16_000));
const concat = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('the reference voice’s takes', () => {
  it('are cut into words at their longest pauses, short gaps inside a word kept', () => {
    const take = concat(
      silence(0.1),
      tone(0.3),
      silence(0.03),
      tone(0.2),
      silence(0.2),
      tone(0.4),
      silence(0.1),
    );
    const spans = splitAtPauses(take, 16_000, 2)!;
    expect(spans).toHaveLength(2);
    expect(spans[0]!.start).toBeCloseTo(0.1, 2);
    expect(spans[0]!.end).toBeCloseTo(0.63, 2);
    expect(spans[1]!.start).toBeCloseTo(0.83, 2);
    expect(spans[1]!.end).toBeCloseTo(1.23, 2);
  });

  it('cannot be cut when the voice made fewer pauses than words', () => {
    expect(splitAtPauses(concat(tone(0.3), silence(0.2), tone(0.3)), 16_000, 3)).toBeNull();
  });

  it('are joined with short gaps and exact word spans', () => {
    const samples = concat(tone(0.2), silence(0.3), tone(0.1));
    const joined = joinWords([
      {
        samples,
        sampleRate: 16_000,
        spans: [
          { start: 0, end: 0.2 },
          { start: 0.5, end: 0.6 },
        ],
      },
    ]);
    expect(joined.spans[0]!.start).toBeCloseTo(0.05, 3);
    expect(joined.spans[1]!.start).toBeCloseTo(0.3, 3);
    expect(joined.samples.length / 16_000).toBeCloseTo(0.45, 3);
  });

  it('share their sound by letters when they cannot be cut', () => {
    expect(shareByLetters(3, [1, 2])).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 3 },
    ]);
  });
});

describe('word edges', () => {
  it('move to where the voice sets in, within 50 ms', () => {
    const energy = Float32Array.from([-80, -80, -80, -80, -80, -20, -20, -20, -80, -80]);
    expect(refineEdges([{ start: 0.03, end: 0.1 }], energy, 0.01)).toEqual([
      { start: 0.05, end: 0.08 },
    ]);
  });
});

describe('text words', () => {
  it('keep punctuation as written and say only letters and digits', () => {
    expect(textWords('Pour-over, 20 grams — done!')).toEqual([
      { text: 'Pour-over,', spoken: 'Pour-over' },
      { text: '20', spoken: '20' },
      { text: 'grams', spoken: 'grams' },
      { text: '—', spoken: '' },
      { text: 'done!', spoken: 'done' },
    ]);
  });
});

describe('features', () => {
  it('give one frame per 10 ms, silence and sound apart in energy', () => {
    const features = computeFeatures(concat(silence(0.5), tone(0.5)), FINE);
    expect(features.count).toBe(100);
    expect(features.energy[70]! - features.energy[20]!).toBeGreaterThan(40);
  });
});

describe('WAV files', () => {
  it('are read as mono floats, stereo mixed', () => {
    const bytes = Buffer.alloc(44 + 8);
    bytes.write('RIFF', 0, 'latin1');
    bytes.writeUInt32LE(44, 4);
    bytes.write('WAVEfmt ', 8, 'latin1');
    bytes.writeUInt32LE(16, 16);
    bytes.writeUInt16LE(1, 20);
    bytes.writeUInt16LE(2, 22);
    bytes.writeUInt32LE(8000, 24);
    bytes.writeUInt32LE(32000, 28);
    bytes.writeUInt16LE(4, 32);
    bytes.writeUInt16LE(16, 34);
    bytes.write('data', 36, 'latin1');
    bytes.writeUInt32LE(8, 40);
    [16384, 0, -32768, -32768].forEach((v, i) => bytes.writeInt16LE(v, 44 + 2 * i));
    const pcm = decodeWav(new Uint8Array(bytes));
    expect(pcm.sampleRate).toBe(8000);
    expect([...pcm.samples]).toEqual([0.25, -1]);
  });

  it('refuse what is not a WAV', () => {
    expect(() => decodeWav(new Uint8Array(20))).toThrow('it is not a WAV file');
  });
});
