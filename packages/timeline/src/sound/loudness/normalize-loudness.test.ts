import { describe, expect, it } from 'vitest';
import { integratedLoudness } from './loudness-meter';
import { normalizeLoudness } from './normalize-loudness';
import { bursts, concat, RATE, sine } from './test-signals';
import { toDb, truePeak } from './true-peak';

const TARGET = { targetLufs: -14, ceilingDbtp: -1 };

describe('normalizeLoudness', () => {
  it('brings a quiet tone up to the target with a plain gain', async () => {
    const channels = [sine(1000, -30, 5), sine(1000, -30, 5)];
    const report = await normalizeLoudness(channels, RATE, TARGET);
    expect(report.limited).toBe(false);
    expect(report.inputLufs).toBeCloseTo(-30, 1);
    expect(integratedLoudness(channels, RATE)).toBeCloseTo(-14, 2);
    expect(report.outputLufs).toBeCloseTo(-14, 2);
    expect(toDb(truePeak(channels, RATE))).toBeLessThanOrEqual(-1);
  });

  it('brings a loud mix down', async () => {
    const channels = [sine(440, -1, 5), sine(660, -1, 5)];
    const report = await normalizeLoudness(channels, RATE, TARGET);
    expect(report.gainDb).toBeLessThan(0);
    expect(integratedLoudness(channels, RATE)).toBeCloseTo(-14, 2);
  });

  it('limits speech-like peaks that the gain would push over the ceiling, and still lands on the target', async () => {
    // Speech peaks ~ 15 dB over its loudness: −14 LUFS needs more than the ceiling allows.
    const voice = bursts(12, 0.25);
    const channels = [voice, voice.slice()];
    const report = await normalizeLoudness(channels, RATE, TARGET);
    expect(report.limited).toBe(true);
    const lufs = integratedLoudness(channels, RATE);
    expect(Math.abs(lufs - -14)).toBeLessThanOrEqual(0.5);
    expect(toDb(truePeak(channels, RATE))).toBeLessThanOrEqual(-1 + 1e-6);
    expect(report.outputLufs).toBeCloseTo(lufs, 6);
    expect(report.outputTruePeakDbtp).toBeLessThanOrEqual(-1 + 1e-6);
  });

  it('reaches other targets: podcasts at −16, broadcast at −23 with a −2 dBTP ceiling', async () => {
    for (const target of [
      { targetLufs: -16, ceilingDbtp: -1 },
      { targetLufs: -23, ceilingDbtp: -2 },
    ]) {
      const channels = [concat(bursts(6, 0.6), sine(220, -12, 4))];
      await normalizeLoudness(channels, RATE, target);
      expect(Math.abs(integratedLoudness(channels, RATE) - target.targetLufs)).toBeLessThanOrEqual(
        0.5,
      );
      expect(toDb(truePeak(channels, RATE))).toBeLessThanOrEqual(target.ceilingDbtp + 1e-6);
    }
  });

  it('leaves silence and very short audio as they are, with no NaN', async () => {
    const silence = [new Float32Array(RATE * 2), new Float32Array(RATE * 2)];
    const quiet = await normalizeLoudness(silence, RATE, TARGET);
    expect(quiet.gainDb).toBe(0);
    expect(silence.every((channel) => channel.every((value) => value === 0))).toBe(true);

    const blip = sine(1000, -30, 0.2);
    const before = blip.slice();
    const short = await normalizeLoudness([blip], RATE, TARGET);
    expect(short.gainDb).toBe(0);
    expect(blip).toEqual(before);
    expect(Number.isNaN(short.gainDb)).toBe(false);

    const empty = await normalizeLoudness([new Float32Array(0)], RATE, TARGET);
    expect(empty.gainDb).toBe(0);
  });

  it('reports its progress from 0 to 1, never going back', async () => {
    const shares: number[] = [];
    await normalizeLoudness([bursts(3, 0.3)], RATE, TARGET, (share) => shares.push(share));
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(shares.at(-1)).toBe(1);
  });
});
