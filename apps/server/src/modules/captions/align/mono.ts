import type { Pcm } from '../../audio/providers/tts-provider';

/** One channel: the average of a decoder's channels, pieces joined in order. */
export function monoOf(pieces: Float32Array[][], sampleRate: number): Pcm {
  let length = 0;
  for (const channels of pieces) length += channels[0]?.length ?? 0;
  const samples = new Float32Array(length);
  let at = 0;
  for (const channels of pieces) {
    const size = channels[0]?.length ?? 0;
    if (channels.length === 1) samples.set(channels[0]!, at);
    else {
      for (let i = 0; i < size; i++) {
        let sum = 0;
        for (const channel of channels) sum += channel[i]!;
        samples[at + i] = sum / channels.length;
      }
    }
    at += size;
  }
  return { samples, sampleRate };
}
