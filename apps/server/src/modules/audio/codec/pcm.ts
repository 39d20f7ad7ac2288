import type { Pcm } from '../providers/tts-provider';
import { resample } from './resample';

/** The MP3s we make are 44.1 kHz, so an empty join gets that rate. */
export const MP3_SAMPLE_RATE = 44_100;

/** Fade applied at a seam whose edge is not silent, in seconds. */
const SEAM_FADE_S = 0.005;
/** An edge sample below this (−60 dBFS) counts as silence. */
const SILENCE = 1e-3;

/** Seconds of audio. */
export function durationOfPcm(pcm: { samples: ArrayLike<number>; sampleRate: number }): number {
  return pcm.sampleRate > 0 ? pcm.samples.length / pcm.sampleRate : 0;
}

/** 16-bit signed samples (WAV, eSpeak, vendors' raw PCM) as floats in [-1, 1). */
export function pcmFromInt16(samples: Int16Array, sampleRate: number): Pcm {
  const floats = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) floats[i] = samples[i]! / 32_768;
  return { samples: floats, sampleRate };
}

/**
 * Little-endian 16-bit samples held in `bytes` (a scratch file's contents) as an Int16Array: a
 * view when the bytes are aligned, as a file read into a buffer of its own is, else a copy.
 */
export function int16FromBytes(bytes: Uint8Array): Int16Array {
  const aligned = bytes.byteOffset % 2 === 0 ? bytes : bytes.slice();
  return new Int16Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >> 1);
}

/**
 * Consecutive chunks of one voice-over as one recording: the samples back to back, so the
 * joined duration is exactly the sum of the parts. There is no crossfade: the chunks are split
 * at sentence boundaries and every provider's speech starts and ends in (near) silence, eSpeak's
 * with a short pause, so plain concatenation leaves no step in the waveform, hence no click.
 * Should an edge at a seam not be silent (a provider that trims its output tightly), that side
 * is faded over 5 ms, which removes the step without changing the length. Parts at another rate
 * than the first are resampled to it.
 */
export function joinPcm(parts: readonly Pcm[]): Pcm {
  const first = parts[0];
  if (first === undefined) return { samples: new Float32Array(0), sampleRate: MP3_SAMPLE_RATE };
  const sampleRate = first.sampleRate;
  const same = parts.map((part) =>
    part.sampleRate === sampleRate ? part.samples : resample(part, sampleRate).samples,
  );
  const samples = new Float32Array(same.reduce((total, part) => total + part.length, 0));
  const fade = Math.max(1, Math.round(SEAM_FADE_S * sampleRate));
  let offset = 0;
  same.forEach((part, index) => {
    samples.set(part, offset);
    if (index > 0 && part.length > 0 && Math.abs(part[0]!) > SILENCE) {
      const length = Math.min(fade, part.length);
      for (let i = 0; i < length; i += 1) samples[offset + i] = part[i]! * (i / length);
    }
    offset += part.length;
    if (index < same.length - 1 && part.length > 0 && Math.abs(part[part.length - 1]!) > SILENCE) {
      const length = Math.min(fade, part.length);
      for (let i = 0; i < length; i += 1) {
        samples[offset - 1 - i] = samples[offset - 1 - i]! * (i / length);
      }
    }
  });
  return { samples, sampleRate };
}
