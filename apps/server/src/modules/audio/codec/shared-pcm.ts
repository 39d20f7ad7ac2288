import type { Pcm } from '../providers/tts-provider';

/**
 * The audio with its samples in shared memory (a SharedArrayBuffer; copied once unless they
 * already are): worker threads read it without a copy each, so one voice-over's PCM can go to
 * several encodes at once.
 */
export function inSharedMemory(audio: Pcm): Pcm {
  if (audio.samples.buffer instanceof SharedArrayBuffer) return audio;
  const samples = new Float32Array(new SharedArrayBuffer(audio.samples.byteLength));
  samples.set(audio.samples);
  return { samples, sampleRate: audio.sampleRate };
}
