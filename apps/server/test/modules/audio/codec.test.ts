import { describe, expect, it } from 'vitest';
import {
  decodeMp3,
  durationOfPcm,
  encodeMp3,
  joinPcm,
  pcmFromInt16,
  resample,
} from '../../../src/modules/audio/codec';
import type { Pcm } from '../../../src/modules/audio/providers/tts-provider';

function sine(frequency: number, seconds: number, sampleRate: number, amplitude = 0.5): Pcm {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  }
  return { samples, sampleRate };
}

/** The frequency of a pure tone from its zero crossings, away from the ends. */
function frequencyOf({ samples, sampleRate }: Pcm): number {
  const from = Math.round(0.1 * sampleRate);
  const to = samples.length - from;
  let crossings = 0;
  for (let i = from + 1; i < to; i += 1) {
    if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings += 1;
  }
  return crossings / 2 / ((to - from - 1) / sampleRate);
}

describe('resample', () => {
  it.each([
    [22_050, 44_100],
    [24_000, 44_100],
    [48_000, 44_100],
    [44_100, 16_000],
    [44_100, 22_051],
  ])('%i Hz → %i Hz keeps a 440 Hz tone and the length', (from, to) => {
    const input = sine(440, 2, from);
    const output = resample(input, to);
    expect(output.sampleRate).toBe(to);
    expect(
      Math.abs(output.samples.length - (input.samples.length * to) / from),
    ).toBeLessThanOrEqual(1);
    expect(frequencyOf(output)).toBeCloseTo(440, 0);
    // Away from the ends every sample is where the tone is (the filter's error is tiny at 440 Hz).
    const expected = sine(440, 2, to).samples;
    let worst = 0;
    for (let i = Math.round(0.05 * to); i < output.samples.length - 0.05 * to; i += 1) {
      worst = Math.max(worst, Math.abs(output.samples[i]! - expected[i]!));
    }
    expect(worst).toBeLessThan(2e-3);
  });

  it('suppresses what the lower rate cannot carry', () => {
    // 15 kHz at 44.1 kHz, taken down to 22.05 kHz, would alias to 7.05 kHz: it must vanish.
    const output = resample(sine(15_000, 1, 44_100), 22_050);
    const middle = output.samples.subarray(2_000, output.samples.length - 2_000);
    const peak = middle.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeLessThan(0.01);
  });

  it('returns the audio as it is at its own rate, and handles silence and nothing', () => {
    const input = sine(440, 0.1, 44_100);
    expect(resample(input, 44_100)).toBe(input);
    expect(resample({ samples: new Float32Array(0), sampleRate: 22_050 }, 44_100)).toEqual({
      samples: new Float32Array(0),
      sampleRate: 44_100,
    });
    const dc = resample({ samples: new Float32Array(1000).fill(0.25), sampleRate: 22_050 }, 44_100);
    expect(dc.samples[1000]).toBeCloseTo(0.25, 5);
    expect(() => resample(input, 0)).toThrow(RangeError);
  });
});

describe('joinPcm and durationOfPcm', () => {
  it('joins consecutive parts end to end: the duration is the sum', () => {
    const parts = [sine(200, 1.25, 22_050), sine(300, 0.5, 22_050), sine(400, 2, 22_050)];
    const joined = joinPcm(parts);
    expect(joined.sampleRate).toBe(22_050);
    expect(joined.samples.length).toBe(
      parts.reduce((total, part) => total + part.samples.length, 0),
    );
    expect(durationOfPcm(joined)).toBeCloseTo(
      parts.reduce((total, part) => total + durationOfPcm(part), 0),
      9,
    );
    expect(durationOfPcm(joined)).toBeCloseTo(1.25 + 0.5 + 2, 4);
    expect(joined.samples.subarray(0, 100)).toEqual(parts[0]!.samples.subarray(0, 100));
  });

  it('fades a seam whose edge is not silent, so there is no step', () => {
    const loud = { samples: new Float32Array(2_000).fill(0.8), sampleRate: 44_100 };
    const joined = joinPcm([loud, { samples: new Float32Array(2_000), sampleRate: 44_100 }]);
    expect(joined.samples.length).toBe(4_000);
    expect(Math.abs(joined.samples[1_999]!)).toBeLessThan(0.01);
    expect(joined.samples[0]).toBeCloseTo(0.8, 6);
    expect(joined.samples[1_000]).toBeCloseTo(0.8, 6);
  });

  it('brings parts at another rate to the first one', () => {
    const joined = joinPcm([sine(440, 1, 22_050), sine(440, 1, 44_100)]);
    expect(joined.sampleRate).toBe(22_050);
    expect(durationOfPcm(joined)).toBeCloseTo(2, 3);
    expect(durationOfPcm(joinPcm([]))).toBe(0);
  });

  it('reads 16-bit samples', () => {
    const pcm = pcmFromInt16(Int16Array.from([0, 16_384, -32_768, 32_767]), 22_050);
    expect(Array.from(pcm.samples)).toEqual([0, 0.5, -1, 32_767 / 32_768]);
    expect(durationOfPcm(pcm)).toBeCloseTo(4 / 22_050, 9);
  });
});

describe('MP3', () => {
  it('encodes 3.0 s that decode back to 3.0 s (±2%) of the same tone at 44.1 kHz', async () => {
    const mp3 = await encodeMp3(sine(440, 3, 44_100));
    // 128 kbps: 16 000 bytes a second.
    expect(mp3.length).toBeGreaterThan(3 * 16_000 * 0.95);
    expect(mp3.length).toBeLessThan(3 * 16_000 * 1.1);
    const decoded = await decodeMp3(mp3);
    expect(decoded.sampleRate).toBe(44_100);
    expect(durationOfPcm(decoded)).toBeGreaterThan(3 * 0.98);
    expect(durationOfPcm(decoded)).toBeLessThan(3 * 1.02);
    expect(frequencyOf(decoded)).toBeCloseTo(440, 0);
  });

  it('resamples eSpeak’s 22 050 Hz to 44.1 kHz before encoding', async () => {
    const decoded = await decodeMp3(await encodeMp3(sine(440, 3, 22_050)));
    expect(decoded.sampleRate).toBe(44_100);
    expect(durationOfPcm(decoded)).toBeGreaterThan(3 * 0.98);
    expect(durationOfPcm(decoded)).toBeLessThan(3 * 1.02);
  });

  it('gives the same bytes whether encodes run one by one or at once (encoders reused)', async () => {
    const a = sine(330, 12, 44_100);
    const b = sine(550, 12, 22_050);
    const one = [await encodeMp3(a), await encodeMp3(b)];
    const together = await Promise.all([encodeMp3(a), encodeMp3(b)]);
    expect(Buffer.from(together[0]!).equals(Buffer.from(one[0]!))).toBe(true);
    expect(Buffer.from(together[1]!).equals(Buffer.from(one[1]!))).toBe(true);
  });

  it('refuses bytes that are not MP3', async () => {
    await expect(
      decodeMp3(new TextEncoder().encode('not an mp3 at all'.repeat(50))),
    ).rejects.toThrow();
  });
});
