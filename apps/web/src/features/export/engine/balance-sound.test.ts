import { integratedLoudness, truePeak } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import {
  balanceOnThisThread,
  balanceSound,
  balancingProgress,
  EXPORT_CEILING_DBTP,
  type Balancer,
} from './balance-sound';
import { PROGRESS } from './export-settings';

const RATE = 48_000;
const toDb = (linear: number) => 20 * Math.log10(linear);

/** An AudioBuffer's surface over plain arrays (jsdom has no Web Audio). */
function fakeMix(channels: Float32Array[]): AudioBuffer {
  return {
    numberOfChannels: channels.length,
    sampleRate: RATE,
    length: channels[0]!.length,
    getChannelData: (c: number) => channels[c]!,
    copyToChannel: (source: Float32Array, c: number) => channels[c]!.set(source),
  } as unknown as AudioBuffer;
}

/** Whether two sets of channels hold the same samples (toEqual is slow on long arrays). */
const sameSamples = (a: Float32Array[], b: Float32Array[]) =>
  a.length === b.length && a.every((channel, c) => channel.every((value, i) => value === b[c]![i]));

/** A loud, clipping mix: two tones over 0 dBFS where three sounds overlap, then one alone. */
function loudMix(): Float32Array[] {
  const length = RATE * 6;
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const t = i / RATE;
    const overlap = t < 3 ? 1.4 : 0.5;
    left[i] = overlap * Math.sin(2 * Math.PI * 220 * t);
    right[i] = overlap * Math.sin(2 * Math.PI * 330 * t + 1);
  }
  return [left, right];
}

describe('balanceSound', () => {
  it('brings the mix to the target with its true peak under the export ceiling', async () => {
    const channels = loudMix();
    expect(toDb(truePeak(channels, RATE))).toBeGreaterThan(0);
    const report = await balanceSound(
      fakeMix(channels),
      { enabled: true, targetLufs: -14 },
      { balance: balanceOnThisThread },
    );
    expect(report?.gainDb).toBeLessThan(0);
    expect(Math.abs(integratedLoudness(channels, RATE) - -14)).toBeLessThanOrEqual(0.5);
    expect(toDb(truePeak(channels, RATE))).toBeLessThanOrEqual(EXPORT_CEILING_DBTP + 1e-6);
  });

  it('honours the chosen target (podcasts −16)', async () => {
    const channels = loudMix();
    await balanceSound(
      fakeMix(channels),
      { enabled: true, targetLufs: -16 },
      { balance: balanceOnThisThread },
    );
    expect(Math.abs(integratedLoudness(channels, RATE) - -16)).toBeLessThanOrEqual(0.5);
  });

  it('leaves the mix exactly as it was when normalisation is off', async () => {
    const channels = loudMix();
    const before = channels.map((channel) => channel.slice());
    const balance: Balancer = () => Promise.reject(new Error('should not run'));
    const report = await balanceSound(
      fakeMix(channels),
      { enabled: false, targetLufs: -14 },
      { balance },
    );
    expect(report).toBeNull();
    expect(sameSamples(channels, before)).toBe(true);
  });

  it('reports its progress between the mix and the frames', async () => {
    const percents: number[] = [];
    await balanceSound(
      fakeMix(loudMix()),
      { enabled: true, targetLufs: -14 },
      {
        balance: balanceOnThisThread,
        onProgress: (share) => percents.push(balancingProgress(share)),
      },
    );
    expect(percents.length).toBeGreaterThan(1);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.min(...percents)).toBeGreaterThanOrEqual(PROGRESS.loaded);
    expect(Math.max(...percents)).toBe(PROGRESS.recording);
  });

  it('stops on cancel, leaving the mix untouched', async () => {
    const channels = loudMix();
    const before = channels.map((channel) => channel.slice());
    const controller = new AbortController();
    const balance: Balancer = async (request, _progress, signal) => {
      controller.abort();
      signal?.throwIfAborted();
      return { channels: request.channels, report: null as never };
    };
    await expect(
      balanceSound(
        fakeMix(channels),
        { enabled: true, targetLufs: -14 },
        { balance, signal: controller.signal },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(sameSamples(channels, before)).toBe(true);
  });
});
