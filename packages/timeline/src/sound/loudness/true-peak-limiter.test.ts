import { describe, expect, it } from 'vitest';
import { bursts, concat, RATE, sine } from './test-signals';
import { fromDb, toDb, truePeak } from './true-peak';
import { truePeakEnvelope } from './streaming-peaks';
import { limiterGains, type LimiterOptions } from './true-peak-limiter';

/** The signal times the fixed gain and the limiter's gains, and those gains. */
function limit(channels: Float32Array[], options: LimiterOptions) {
  const envelope = truePeakEnvelope(channels, RATE);
  const gains = new Float32Array(channels[0]!.length);
  for (const piece of limiterGains(envelope, RATE, options)) gains.set(piece.gains, piece.start);
  const out = channels.map((channel) =>
    channel.map((value, i) => value * options.gain * gains[i]!),
  );
  return { out, gains };
}

describe('true-peak limiter', () => {
  it('keeps the true peak under the ceiling after the gain, on speech-like bursts', () => {
    const signal = bursts(4, 0.5);
    const { out } = limit([signal], { gain: fromDb(8), ceiling: fromDb(-1) });
    expect(toDb(truePeak(out, RATE))).toBeLessThanOrEqual(-1 + 0.05);
  });

  it('catches peaks between samples that the samples alone hide', () => {
    const signal = sine(RATE / 4, -3, 1, { phase: Math.PI / 4 });
    const { out } = limit([signal], { gain: 1, ceiling: fromDb(-6) });
    expect(toDb(truePeak(out, RATE))).toBeLessThanOrEqual(-6 + 0.05);
  });

  it('turns down ahead of a sudden peak and recovers after it, leaving the rest alone', () => {
    const quiet = sine(440, -20, 1);
    const loud = sine(440, 0, 0.1);
    const signal = concat(quiet, loud, sine(440, -20, 2));
    const { gains } = limit([signal], { gain: 1, ceiling: fromDb(-6) });
    const onset = quiet.length;
    // Untouched well before, already down by the onset (the 5 ms look-ahead), on the ceiling
    // through the burst, and back within 0.1 dB a second after it.
    expect(gains[onset - RATE * 0.1]).toBe(1);
    expect(gains[onset]).toBeLessThanOrEqual(fromDb(-6) + 0.01);
    expect(gains[onset - RATE * 0.0025]).toBeLessThan(1);
    expect(gains[onset - RATE * 0.0025]).toBeGreaterThan(gains[onset]!);
    expect(gains[onset + RATE * 1.1 + loud.length]).toBeGreaterThan(fromDb(-0.1));
    // The gain moves smoothly: no jump bigger than a ramp step.
    let largestStep = 0;
    for (let i = 1; i < gains.length; i += 1)
      largestStep = Math.max(largestStep, Math.abs(gains[i]! - gains[i - 1]!));
    expect(largestStep).toBeLessThan(0.01);
  });

  it('moves both channels by the same gain, so the stereo image stays', () => {
    const left = bursts(2, 0.9);
    const right = left.map((value) => value * 0.25);
    const { out } = limit([left, right], { gain: 1, ceiling: fromDb(-6) });
    for (let i = 0; i < left.length; i += 997)
      if (Math.abs(out[0]![i]!) > 1e-4) expect(out[1]![i]! / out[0]![i]!).toBeCloseTo(0.25, 4);
  });

  it('hands out a gain for every frame, in order, ending with the signal', () => {
    const signal = bursts(1.234, 0.9);
    const envelope = truePeakEnvelope([signal], RATE);
    let next = 0;
    for (const piece of limiterGains(envelope, RATE, { gain: 2, ceiling: 0.5 })) {
      expect(piece.start).toBe(next);
      next += piece.gains.length;
    }
    expect(next).toBe(signal.length);
  });
});
