import { createLoudnessApplier, type LoudnessPlan } from '@reelwright/timeline';
import type { SealedTape } from './mix-tape';

// The mix as it goes to the encoder: read back from the tape a piece at a time, brought to the
// planned loudness on the way, in pieces of about `seconds` so the muxer interleaves them with
// the frames they play under.

export interface SoundPiece {
  /** where the piece starts in the output (s) */
  startSeconds: number;
  channels: Float32Array[];
}

export async function* encoderSound(
  tape: SealedTape,
  plan: LoudnessPlan | null,
  seconds: number,
  /** frames left out at the start (see `AAC_WASM_DELAY_SAMPLES`) */
  skipFrames = 0,
): AsyncGenerator<SoundPiece, void, unknown> {
  const apply = plan ? createLoudnessApplier(plan, tape.sampleRate) : () => {};
  const step = Math.max(1, Math.round(tape.sampleRate * seconds));
  const skip = Math.min(skipFrames, tape.length);
  // The plan's limiter runs from the first frame, skipped ones included.
  if (skip > 0) apply(await tape.read(0, skip));
  for (let start = skip; start < tape.length; start += step) {
    const channels = [...(await tape.read(start, Math.min(step, tape.length - start)))];
    apply(channels);
    yield { startSeconds: (start - skip) / tape.sampleRate, channels };
  }
}
