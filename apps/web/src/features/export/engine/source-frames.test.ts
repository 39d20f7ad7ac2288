import type { VideoSample } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { FORWARD_S, SourceFrames, type SampleSource } from './source-frames';

/**
 * A 30 fps source of `seconds` with a key frame every `gop` frames, counting what a decoder
 * would: frames decoded (from the key frame before the start, as a real seek does), readers
 * opened, and frames still open.
 */
function fakeSource(seconds: number, gop = 60) {
  const stats = { decoded: 0, readers: 0, open: 0 };
  const frames = Math.round(seconds * 30);
  const sample = (index: number, clone = false): VideoSample => {
    stats.open += 1;
    if (!clone) stats.decoded += 1;
    let closed = false;
    return {
      timestamp: index / 30,
      duration: 1 / 30,
      clone: () => sample(index, true),
      close: () => {
        if (closed) throw new Error('closed twice');
        closed = true;
        stats.open -= 1;
      },
    } as unknown as VideoSample;
  };
  const source: SampleSource = {
    samples(start = 0) {
      stats.readers += 1;
      const wanted = Math.floor(start * 30 + 1e-9);
      let index = Math.floor(wanted / gop) * gop;
      let stopped = false;
      return {
        async next() {
          // frames before the wanted one are decoded (and dropped) on the way
          while (index < wanted) {
            stats.decoded += 1;
            index += 1;
          }
          if (stopped || index >= frames) return { done: true, value: undefined };
          return { done: false, value: sample(index++) };
        },
        async return() {
          stopped = true;
          return { done: true, value: undefined };
        },
      };
    },
  };
  return { source, stats };
}

const at = (frame: number) => frame / 30;

describe('SourceFrames', () => {
  it('serves the frame shown at each time, decoding the source once for one clip', async () => {
    const { source, stats } = fakeSource(4);
    const frames = new SourceFrames(source);
    const served: number[] = [];
    for (let frame = 0; frame < 90; frame += 1) {
      const sample = await frames.frameAt(at(frame) + 0.01);
      served.push(Math.round(sample!.timestamp * 30));
      sample!.close();
      frames.sweep();
    }
    expect(served).toEqual(Array.from({ length: 90 }, (_, i) => i));
    expect(stats.readers).toBe(1);
    expect(stats.decoded).toBeLessThanOrEqual(92);
    await frames.close();
    expect(stats.open).toBe(0);
  });

  it('gives a crossfade’s two clips of one stretch one decoder, and the next clip goes on from it', async () => {
    const { source, stats } = fakeSource(10);
    const frames = new SourceFrames(source);
    // clip A shows source 0–5 s and runs on 0.5 s under clip B, which starts at source 5 s
    for (let frame = 0; frame < 300; frame += 1) {
      const time = at(frame);
      const wanted = [time];
      if (time >= 5) wanted.push(time); // B reads the same source times as A's overhang
      if (time >= 5.5) wanted.shift(); // A has ended
      const samples = await Promise.all(wanted.map((t) => frames.frameAt(t)));
      for (const sample of samples) {
        expect(sample!.timestamp).toBeCloseTo(time, 6);
        sample!.close();
      }
      frames.sweep();
    }
    expect(stats.readers).toBe(1);
    expect(stats.decoded).toBe(300);
    await frames.close();
    expect(stats.open).toBe(0);
  });

  it('opens a reader of its own for a clip far from the others, and seeks rather than decode far ahead', async () => {
    const { source, stats } = fakeSource(30);
    const frames = new SourceFrames(source);
    const a = await frames.frameAt(1);
    const b = await frames.frameAt(20);
    expect([a!.timestamp, b!.timestamp]).toEqual([1, 20]);
    expect(stats.readers).toBe(2);
    a!.close();
    b!.close();
    // a jump within FORWARD_S decodes on; beyond it starts afresh
    const near = await frames.frameAt(1 + FORWARD_S - 0.5);
    const far = await frames.frameAt(20 + FORWARD_S + 3);
    expect(stats.readers).toBe(3);
    near!.close();
    far!.close();
    await frames.close();
    expect(stats.open).toBe(0);
  });

  it('serves a time behind its reader from a new one, so two clips a little apart both get theirs', async () => {
    const { source } = fakeSource(10);
    const frames = new SourceFrames(source);
    for (let frame = 0; frame < 60; frame += 1) {
      // one clip 0.2 s behind the other, asked for in either order
      const times = frame % 2 ? [at(frame) + 0.2, at(frame)] : [at(frame), at(frame) + 0.2];
      const samples = await Promise.all(times.map((t) => frames.frameAt(t)));
      samples.forEach((sample, i) => {
        expect(sample!.timestamp).toBeCloseTo(times[i]!, 6);
        sample!.close();
      });
      frames.sweep();
    }
    await frames.close();
  });

  it('holds a frozen frame, and closes the readers a round did not use', async () => {
    const { source, stats } = fakeSource(10);
    const frames = new SourceFrames(source);
    for (let round = 0; round < 10; round += 1) {
      const sample = await frames.frameAt(3);
      expect(sample!.timestamp).toBe(3);
      sample!.close();
      frames.sweep();
    }
    expect(stats.readers).toBe(1);
    frames.sweep();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stats.open).toBe(0);
  });
});
