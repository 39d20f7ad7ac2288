import type { TimelineDocument, TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { audioClips } from './audio-mix';
import { playedSound } from './speed-sound';

const RATE = 48_000;

/** Enough of an AudioBuffer for the mix (happy-dom has no Web Audio). */
class FakeBuffer {
  readonly channels: Float32Array[];
  constructor(
    readonly numberOfChannels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {
    this.channels = Array.from({ length: numberOfChannels }, () => new Float32Array(length));
  }
  get duration() {
    return this.length / this.sampleRate;
  }
  getChannelData(channel: number) {
    return this.channels[channel]!;
  }
  copyToChannel(samples: Float32Array, channel: number) {
    this.channels[channel]!.set(samples.subarray(0, this.length));
  }
}
const context = {
  createBuffer: (channels: number, length: number, rate: number) =>
    new FakeBuffer(channels, length, rate) as unknown as AudioBuffer,
};

/** 4 s: a 440 Hz tone for the first 2 s, then silence. */
function source(): AudioBuffer {
  const buffer = new FakeBuffer(2, 4 * RATE, RATE);
  for (let i = 0; i < 2 * RATE; i += 1) {
    const sample = 0.5 * Math.sin((2 * Math.PI * 440 * i) / RATE);
    buffer.channels[0]![i] = sample;
    buffer.channels[1]![i] = sample;
  }
  return buffer as unknown as AudioBuffer;
}

const rms = (samples: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let i = Math.round(from); i < to; i += 1) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (to - from));
};

describe('playedSound', () => {
  it('plays the source itself from the offset at 1×', () => {
    const buffer = source();
    expect(playedSound(context, buffer, { offsetMs: 500, durationMs: 1000 })).toEqual({
      buffer,
      offset: 0.5,
    });
    expect(playedSound(context, buffer, { offsetMs: 5000, durationMs: 1000 })).toBeNull();
  });

  it('at 2× squeezes duration × 2 of source into the clip: the tone ends at half the time', () => {
    // offset 1 s, 1.5 s long at 2×: source 1–4 s (tone until 2 s) → tone for the first 0.5 s
    const played = playedSound(context, source(), { offsetMs: 1000, durationMs: 1500, speed: 2 })!;
    expect(played.offset).toBe(0);
    expect(played.buffer.length).toBe(1.5 * RATE);
    const left = played.buffer.getChannelData(0);
    expect(rms(left, 0, 0.45 * RATE)).toBeCloseTo(0.5 / Math.SQRT2, 1);
    expect(rms(left, 0.55 * RATE, 1.5 * RATE)).toBeLessThan(0.01);
    expect(played.buffer.getChannelData(1)).toEqual(left);
  });
});

describe('audioClips at speed', () => {
  const item = (extra: Partial<TimelineItem>): TimelineItem => ({
    id: 'v',
    mediaId: 'm',
    name: 'n',
    url: '',
    type: 'videos',
    trackId: 'main-video',
    trackType: 'main',
    startTime: 0,
    duration: 1000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    ...extra,
  });
  const document = (items: TimelineItem[]): TimelineDocument => ({
    schemaVersion: 5,
    format: '16:9',
    duckingDb: 12,
    masterVolume: 1,
    totalDuration: 60_000,
    tracks: [{ id: 'main-video', name: 'Main', type: 'main', items }],
  });

  it('carries the speed and leaves freeze frames out', () => {
    const clips = audioClips(
      document([
        item({ id: 'a', speed: 2 }),
        item({ id: 'f', startTime: 1000, freezeFrame: 400, volume: 1 }),
        item({ id: 'b', startTime: 3000 }),
      ]),
    );
    expect(clips.map((clip) => [clip.startMs, clip.speed])).toEqual([
      [0, 2],
      [3000, undefined],
    ]);
  });
});
