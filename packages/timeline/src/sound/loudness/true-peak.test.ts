import { describe, expect, it } from 'vitest';
import { RATE, sine } from './test-signals';
import { fromDb, samplePeak, toDb, truePeak } from './true-peak';
import { truePeakEnvelope } from './streaming-peaks';

describe('true peak', () => {
  it('finds the peak between samples: an fs/4 sine at 45° has samples at −3 dBFS, peaks at 0', () => {
    const signal = sine(RATE / 4, 0, 1, { phase: Math.PI / 4 });
    expect(toDb(samplePeak([signal]))).toBeCloseTo(-3.01, 2);
    const peak = toDb(truePeak([signal], RATE));
    expect(peak).toBeGreaterThan(-0.3);
    expect(peak).toBeLessThan(0.3);
  });

  it('equals the sample peak for a slow sine, and is never below it', () => {
    const slow = sine(100, -6, 1);
    expect(toDb(truePeak([slow], RATE))).toBeCloseTo(-6, 1);
    const fast = sine(11_000, -6, 1, { phase: 0.3 });
    expect(truePeak([fast], RATE)).toBeGreaterThanOrEqual(samplePeak([fast]));
  });

  it('takes the largest channel', () => {
    expect(toDb(truePeak([sine(100, -20, 1), sine(100, -9, 1)], RATE))).toBeCloseTo(-9, 1);
  });

  it('is 0 for silence and for nothing', () => {
    expect(truePeak([new Float32Array(RATE)], RATE)).toBe(0);
    expect(truePeak([], RATE)).toBe(0);
  });

  it('catches a lone spike in long silence (the quiet-stretch skipping keeps it)', () => {
    const signal = new Float32Array(RATE * 5);
    signal[RATE * 3 + 17] = 0.5;
    signal[RATE * 3 + 18] = -0.5;
    expect(truePeak([signal], RATE)).toBeGreaterThanOrEqual(0.5);
  });

  it('has an envelope whose largest entry is the true peak, and that bounds the quiet parts', () => {
    const signal = sine(RATE / 4, -1, 1, { phase: Math.PI / 4 });
    signal.fill(0, 0, RATE / 2);
    const exact = truePeakEnvelope([signal], RATE);
    expect(Math.max(...exact.peaks)).toBeCloseTo(truePeak([signal], RATE), 6);
    // Only what could pass −3 dBTP is oversampled; the rest may be a bound, never less.
    const partial = truePeakEnvelope([signal], RATE, fromDb(-3));
    for (let entry = 0; entry < exact.peaks.length; entry += 1)
      expect(partial.peaks[entry]).toBeGreaterThanOrEqual(exact.peaks[entry]! - 1e-6);
  });
});
