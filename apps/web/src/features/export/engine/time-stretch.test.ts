import { describe, expect, it } from 'vitest';
import { stretchedLength, timeStretch } from './time-stretch';

const RATE = 48_000;

function tone(frequency: number, seconds: number, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE);
  return samples;
}

/** Frequency by upward zero crossings over the middle of the sound (ends left out). */
function zeroCrossingHz(samples: Float32Array): number {
  const from = Math.floor(samples.length * 0.1);
  const to = Math.floor(samples.length * 0.9);
  let first = -1;
  let last = -1;
  let count = 0;
  for (let i = from + 1; i < to; i += 1) {
    if (samples[i - 1]! < 0 && samples[i]! >= 0) {
      // the crossing's exact place, linearly between the two samples
      const at = i - 1 + -samples[i - 1]! / (samples[i]! - samples[i - 1]!);
      if (first < 0) first = at;
      else count += 1;
      last = at;
    }
  }
  return (count * RATE) / (last - first);
}

/** Power of one frequency (Goertzel), normalised by the samples' total power. */
function shareAt(samples: Float32Array, frequency: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / RATE);
  let s1 = 0;
  let s2 = 0;
  let total = 0;
  for (const sample of samples) {
    const s0 = sample + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
    total += sample * sample;
  }
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  return (2 * power) / (samples.length * total);
}

/** RMS of each 10 ms block of the middle 80 %: a stretch that cancels itself shows dips. */
function blockLevels(samples: Float32Array): number[] {
  const block = RATE / 100;
  const levels: number[] = [];
  for (let at = Math.floor(samples.length * 0.1); at + block < samples.length * 0.9; at += block) {
    let sum = 0;
    for (let i = at; i < at + block; i += 1) sum += samples[i]! ** 2;
    levels.push(Math.sqrt(sum / block));
  }
  return levels;
}

describe('timeStretch (WSOLA)', () => {
  it('a 440 Hz tone at 2× is half as long and still 440 Hz, at an even level', () => {
    const [out] = timeStretch([tone(440, 2)], 2, RATE);
    expect(out!.length).toBe(48_000);
    expect(zeroCrossingHz(out!)).toBeCloseTo(440, 0);
    expect(shareAt(out!, 440)).toBeGreaterThan(0.95);
    // not 880 Hz, which plain resampling at 2× would give
    expect(shareAt(out!, 880)).toBeLessThan(0.01);
    for (const level of blockLevels(out!)) expect(level).toBeCloseTo(0.5 / Math.SQRT2, 1);
  });

  it('a 440 Hz tone at 0.5× is twice as long and still 440 Hz', () => {
    const [out] = timeStretch([tone(440, 1)], 0.5, RATE);
    expect(out!.length).toBe(96_000);
    expect(zeroCrossingHz(out!)).toBeCloseTo(440, 0);
    expect(shareAt(out!, 440)).toBeGreaterThan(0.95);
    for (const level of blockLevels(out!)) expect(level).toBeCloseTo(0.5 / Math.SQRT2, 1);
  });

  it('keeps a low and a high pitch at the extremes 0.25× and 4×', () => {
    const [slow] = timeStretch([tone(110, 0.5)], 0.25, RATE);
    expect(slow!.length).toBe(96_000);
    expect(zeroCrossingHz(slow!)).toBeCloseTo(110, 0);
    const [fast] = timeStretch([tone(1000, 2)], 4, RATE);
    expect(fast!.length).toBe(24_000);
    expect(zeroCrossingHz(fast!)).toBeCloseTo(1000, 0);
  });

  it('keeps where things happen: a click at 1 s is at 0.5 s after 2×', () => {
    const input = new Float32Array(2 * RATE);
    for (let i = RATE; i < RATE + 480; i += 1) input[i] = 0.8;
    const [out] = timeStretch([input], 2, RATE);
    let loudest = 0;
    for (let i = 1; i < out!.length; i += 1) if (out![i]! > out![loudest]!) loudest = i;
    expect(Math.abs(loudest / RATE - 0.5)).toBeLessThan(0.02);
  });

  it('stretches every channel alike, leaves silence silent and 1× untouched', () => {
    const left = tone(440, 1);
    const right = tone(440, 1, 0.25);
    const [a, b] = timeStretch([left, right], 1.5, RATE);
    expect(a!.length).toBe(stretchedLength(RATE, 1.5));
    for (let i = 0; i < a!.length; i += 97) expect(b![i]).toBeCloseTo(a![i]! / 2, 5);
    const [quiet] = timeStretch([new Float32Array(RATE)], 3, RATE);
    expect(quiet!.every((sample) => sample === 0)).toBe(true);
    const [same] = timeStretch([left], 1, RATE);
    expect(same).toEqual(left);
  });
});
