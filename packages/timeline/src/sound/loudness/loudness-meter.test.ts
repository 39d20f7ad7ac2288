import { describe, expect, it } from 'vitest';
import { createLoudnessMeter, integratedLoudness } from './loudness-meter';
import { concat, RATE, sine } from './test-signals';

// Known values: BS.1770's calibration (a 0 dBFS 1 kHz sine in one channel reads −3.01 LUFS) and
// the integrated-loudness cases of EBU Tech 3341, version 4 (stereo, ±0.1 LU).

const stereo = (signal: Float32Array) => [signal, signal.slice()];

describe('integrated loudness', () => {
  it('reads a 1 kHz sine at −20 dBFS in one channel as −23.0 LUFS, at any sample rate', () => {
    for (const sampleRate of [48_000, 44_100, 16_000, 96_000]) {
      const lufs = integratedLoudness([sine(1000, -20, 10, { sampleRate })], sampleRate);
      expect(lufs, `${sampleRate} Hz`).toBeCloseTo(-23, 1);
    }
  });

  it('meets Tech 3341 cases 1 and 2: stereo 1 kHz at −23 and −33 dBFS', () => {
    expect(integratedLoudness(stereo(sine(1000, -23, 20)), RATE)).toBeCloseTo(-23, 1);
    expect(integratedLoudness(stereo(sine(1000, -33, 20)), RATE)).toBeCloseTo(-33, 1);
  });

  it('meets Tech 3341 cases 3 and 4: the relative and absolute gates leave quiet parts out', () => {
    const case3 = concat(sine(1000, -36, 10), sine(1000, -23, 60), sine(1000, -36, 10));
    expect(integratedLoudness(stereo(case3), RATE)).toBeCloseTo(-23, 1);
    const case4 = concat(
      sine(1000, -72, 10),
      sine(1000, -36, 10),
      sine(1000, -23, 60),
      sine(1000, -36, 10),
      sine(1000, -72, 10),
    );
    expect(integratedLoudness(stereo(case4), RATE)).toBeCloseTo(-23, 1);
  });

  it('meets Tech 3341 case 5: −26, −20, −26 dBFS for 20, 20.1 and 20 s', () => {
    const case5 = concat(sine(1000, -26, 20), sine(1000, -20, 20.1), sine(1000, -26, 20));
    expect(integratedLoudness(stereo(case5), RATE)).toBeCloseTo(-23, 1);
  });

  it('weighs low frequencies down and presence up, as the K-curve does', () => {
    // The RLB high-pass takes about 13 dB off 25 Hz; the shelf adds about 4 dB at 10 kHz.
    const low = integratedLoudness([sine(25, -20, 5)], RATE);
    const high = integratedLoudness([sine(10_000, -20, 5)], RATE);
    expect(low).toBeLessThan(-23 - 10);
    expect(high).toBeGreaterThan(-23 + 3);
  });

  it('gives −Infinity for silence and for anything shorter than one 400 ms block', () => {
    expect(integratedLoudness(stereo(new Float32Array(RATE * 3)), RATE)).toBe(
      Number.NEGATIVE_INFINITY,
    );
    expect(integratedLoudness(stereo(sine(1000, -10, 0.39)), RATE)).toBe(Number.NEGATIVE_INFINITY);
    expect(integratedLoudness([], RATE)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('measures the same fed in odd-sized pieces as all at once', () => {
    const signal = concat(sine(440, -18, 3.3), sine(3000, -30, 2.1));
    const meter = createLoudnessMeter(1, RATE);
    for (let start = 0; start < signal.length; start += 7_777)
      meter.add([signal.subarray(start, start + 7_777)]);
    expect(meter.integrated()).toBeCloseTo(integratedLoudness([signal], RATE), 9);
  });
});
