import type { Speech } from '../providers/tts-provider';

/**
 * The audio with its samples in shared memory (a SharedArrayBuffer; copied once unless they
 * already are): worker threads read it without a copy each, so one voice-over's PCM can go to
 * several encodes at once.
 */
export function inSharedMemory<T extends Speech>(audio: T): T {
  if (audio.samples.buffer instanceof SharedArrayBuffer) return audio;
  const buffer = new SharedArrayBuffer(audio.samples.byteLength);
  const samples =
    audio.samples instanceof Int16Array ? new Int16Array(buffer) : new Float32Array(buffer);
  samples.set(audio.samples);
  return { samples, sampleRate: audio.sampleRate } as T;
}
