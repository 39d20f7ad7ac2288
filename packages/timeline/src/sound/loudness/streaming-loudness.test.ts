import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integratedLoudness } from './loudness-meter';
import { createLoudnessApplier, planLoudness, type SignalSource } from './loudness-plan';
import { memorySignal, normalizeLoudness } from './normalize-loudness';
import { createPeakEnvelopeBuilder, createTruePeakMeter } from './streaming-peaks';
import { bursts, concat, RATE, sine } from './test-signals';
import { toDb, truePeak } from './true-peak';
import { truePeakEnvelope } from './streaming-peaks';

// A long export's mix is read back from disk in pieces and never held whole: the measurements
// and the normalisation done piece by piece must be exactly what the whole signal gets.

/** Cuts `length` frames into pieces of the given sizes (the last ones repeating). */
function* pieceRanges(length: number, sizes: readonly number[]): Generator<[number, number]> {
  let at = 0;
  for (let i = 0; at < length; i += 1) {
    const size = sizes[Math.min(i, sizes.length - 1)]!;
    yield [at, Math.min(length, at + size)];
    at += size;
  }
}

const stereo = (seconds: number, seed: number): Float32Array[] => {
  const left = concat(bursts(seconds / 2, 0.7), sine(997, -3, seconds / 2, { phase: seed }));
  const right = concat(sine(440, -6, seconds / 2), bursts(seconds / 2, 0.9));
  return [left, right];
};

/** A source that hands out copies, as a file read back would, and counts its reads. */
function copyingSource(channels: Float32Array[], sizes: readonly number[]) {
  const memory = memorySignal(channels, RATE);
  const source: SignalSource & { reads: number } = {
    ...memory,
    reads: 0,
    read(start, frames) {
      source.reads += 1;
      return channels.map((channel) => channel.slice(start, start + frames));
    },
  };
  return { source, ranges: [...pieceRanges(memory.length, sizes)] };
}

describe('measuring in pieces', () => {
  it('gives the true peak and the peak envelope of the whole signal, however it is cut', () => {
    const channels = stereo(2, 0.3);
    const whole = truePeak(channels, RATE);
    const wholeEnvelope = truePeakEnvelope(channels, RATE, 0.2);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 1, maxLength: 8 }),
        (sizes) => {
          const meter = createTruePeakMeter(2, RATE);
          const builder = createPeakEnvelopeBuilder(2, RATE, channels[0]!.length, 0.2);
          for (const [from, to] of pieceRanges(channels[0]!.length, sizes)) {
            const piece = channels.map((channel) => channel.slice(from, to));
            meter.add(piece);
            builder.add(piece);
          }
          expect(meter.finish()).toBe(whole);
          const envelope = builder.finish();
          expect(envelope.length).toBe(wholeEnvelope.length);
          expect(envelope.reach).toBe(wholeEnvelope.reach);
          expect(Array.from(envelope.peaks)).toEqual(Array.from(wholeEnvelope.peaks));
        },
      ),
      { numRuns: 25 },
    );
  }, 30_000);

  it('finds a true peak between the samples in a later piece', () => {
    // An fs/4 sine at 45° has its samples at −3 dBFS and its true peak at 0 dBTP.
    const channels = [
      concat(new Float32Array(50_000), sine(RATE / 4, 0, 0.5, { phase: Math.PI / 4 })),
    ];
    const meter = createTruePeakMeter(1, RATE);
    for (const [from, to] of pieceRanges(channels[0]!.length, [4_096]))
      meter.add([channels[0]!.slice(from, to)]);
    const peak = meter.finish();
    expect(peak).toBe(truePeak(channels, RATE));
    expect(toDb(peak)).toBeGreaterThan(-0.5);
  });
});

describe('normalising in pieces', () => {
  it('writes what normalising the whole signal writes, limited or not', async () => {
    for (const [signal, target] of [
      [stereo(6, 0.1), { targetLufs: -10, ceilingDbtp: -1.5 }],
      [[concat(bursts(3, 0.6), sine(220, -12, 3))], { targetLufs: -16, ceilingDbtp: -1 }],
      [[sine(440, -30, 3)], { targetLufs: -14, ceilingDbtp: -1 }],
    ] as const) {
      const whole = signal.map((channel) => channel.slice());
      const report = await normalizeLoudness(whole, RATE, target);

      const { source, ranges } = copyingSource(
        signal.map((channel) => channel.slice()),
        [40_000, 7, 123_457],
      );
      const plan = await planLoudness(source, target);
      expect(plan.report).toEqual(report);
      const apply = createLoudnessApplier(plan, RATE);
      const streamed = signal.map(() => new Float32Array(signal[0]!.length));
      for (const [from, to] of ranges) {
        const piece = signal.map((channel) => channel.slice(from, to));
        apply(piece);
        piece.forEach((channel, c) => streamed[c]!.set(channel, from));
      }
      streamed.forEach((channel, c) => expect(channel).toEqual(whole[c]));
      expect(Math.abs(integratedLoudness(streamed, RATE) - target.targetLufs)).toBeLessThanOrEqual(
        0.5,
      );
      expect(toDb(truePeak(streamed, RATE))).toBeLessThanOrEqual(target.ceilingDbtp + 1e-6);
    }
  }, 60_000);

  it('reads the signal again rather than keeping it: a few passes, never a copy of the whole', async () => {
    const signal = [concat(bursts(6, 0.6), sine(220, -12, 6))];
    const { source } = copyingSource(signal, [1]);
    const plan = await planLoudness(source, { targetLufs: -14, ceilingDbtp: -1.5 });
    expect(plan.report.limited).toBe(true);
    const piecesPerPass = Math.ceil(signal[0]!.length / 262_144);
    // measure, envelope, up to four tries, the limited result's peak, and maybe the trim's loudness
    expect(source.reads % piecesPerPass).toBe(0);
    expect(source.reads / piecesPerPass).toBeGreaterThanOrEqual(4);
    expect(source.reads / piecesPerPass).toBeLessThanOrEqual(8);
  }, 60_000);
});
