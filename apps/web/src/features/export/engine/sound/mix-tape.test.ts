import { normalizeLoudness } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { encoderSound, type SoundPiece } from './encoder-sound';
import { deinterleave, interleave, openMixTape } from './mix-tape';

// The export writes its mix onto a tape block by block and reads it back in other pieces: what
// comes back must be what went in, and what the encoder gets must be the normalised mix.

const RATE = 48_000;

function signal(frames: number, seed: number): Float32Array[] {
  return [0, 1].map((c) =>
    Float32Array.from(
      { length: frames },
      (_, i) =>
        // speech-like: a tone under bursts that come and go
        (0.2 + 0.7 * Math.max(0, Math.sin(i / 9_000 + c))) * Math.sin((i * (seed + c)) / 7),
    ),
  );
}

async function tapeOf(channels: Float32Array[], block: number) {
  const tape = await openMixTape(2, RATE, channels[0]!.length);
  for (let start = 0; start < channels[0]!.length; start += block)
    await tape.write(channels.map((channel) => channel.slice(start, start + block)));
  return { tape, sealed: await tape.seal() };
}

describe('the mix tape', () => {
  it('interleaves and splits frames back as they were', () => {
    const channels = signal(1_001, 3);
    expect(deinterleave(interleave(channels), 2)).toEqual(channels);
  });

  it('reads back any stretch of what was written in blocks', async () => {
    const channels = signal(100_000, 5);
    const { sealed } = await tapeOf(channels, 30_000);
    expect(sealed.length).toBe(100_000);
    expect(sealed.sampleRate).toBe(RATE);
    for (const [start, frames] of [
      [0, 100_000],
      [29_990, 20],
      [99_999, 1],
      [45_000, 50_000],
    ] as const) {
      const read = await sealed.read(start, frames);
      read.forEach((channel, c) =>
        expect(channel).toEqual(channels[c]!.slice(start, start + frames)),
      );
    }
  });

  it('hands the encoder the normalised mix in one-second pieces, less the frames skipped at the start', async () => {
    const channels = signal(5 * RATE + 5_000, 7);
    const target = { targetLufs: -14, ceilingDbtp: -1.5 };
    const expected = channels.map((channel) => channel.slice());
    await normalizeLoudness(expected, RATE, target);
    const { sealed } = await tapeOf(channels, 70_000);
    const { planLoudness } = await import('@reelwright/timeline');
    const plan = await planLoudness(sealed, target);
    const skip = 1_024;
    const pieces: SoundPiece[] = [];
    for await (const piece of encoderSound(sealed, plan, 1, skip)) pieces.push(piece);
    expect(pieces.map((piece) => piece.startSeconds)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pieces[0]!.channels[0]!.length).toBe(RATE);
    [0, 1].forEach((c) => {
      const joined = new Float32Array(channels[0]!.length - skip);
      let at = 0;
      for (const piece of pieces) {
        joined.set(piece.channels[c]!, at);
        at += piece.channels[c]!.length;
      }
      expect(joined).toEqual(expected[c]!.subarray(skip));
    });
  }, 30_000);

  it('is gone once discarded', async () => {
    const { tape } = await tapeOf(signal(10, 1), 10);
    await tape.discard();
    await tape.discard();
  });
});
