import { readFile } from 'node:fs/promises';
import type { Pcm, Pcm16File, Speech } from '../providers/tts-provider';
import * as mp3 from './mp3';
import * as pcm from './pcm';
import { inSharedMemory as shared } from './shared-pcm';
import { lowerThisThreadsPriority } from '../../../workers/background-priority';
import { inSharedBytes } from '../../../workers/shared-bytes';

lowerThisThreadsPriority();

/*
 * The voice-over's CPU work on the server's worker-thread pool (src/workers/cpu-pool.ts), called
 * through off-thread.ts, never on the thread that answers requests: the pure codec functions,
 * with PCM kept in shared memory (SharedArrayBuffer), so that a voice-over's audio, once made,
 * reaches the full version's encode and every chunk's without a copy, and each MP3 handed back
 * by transfer rather than copied. Speech left in a scratch file (Pcm16File) is read here.
 */

/** Speech as the encoders take it: in memory, or 16-bit samples in a scratch file. */
export type EncoderInput = Speech | Pcm16File;

/** An MP3 (a vendor's answer) as mono PCM in shared memory. */
export async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  return shared(await mp3.decodeMp3(bytes));
}

/** A scratch file's 16-bit samples, read into this thread's memory (the file stays). */
async function readPcm16File({ file, length }: Pcm16File): Promise<Int16Array> {
  const bytes = await readFile(file);
  if (bytes.byteLength !== length * 2) {
    throw new Error(`${file} holds ${bytes.byteLength} bytes instead of ${length * 2}`);
  }
  return pcm.int16FromBytes(bytes);
}

/** Speech as float PCM: files are read and 16-bit samples converted here, on the pool's thread. */
async function asFloats(audio: EncoderInput): Promise<Pcm> {
  if ('file' in audio) return pcm.pcmFromInt16(await readPcm16File(audio), audio.sampleRate);
  return audio.samples instanceof Int16Array
    ? pcm.pcmFromInt16(audio.samples, audio.sampleRate)
    : (audio as Pcm);
}

/** The audio as MP3 (resampled to 44.1 kHz first if needed), in shared memory. */
export async function encodeMp3(audio: EncoderInput) {
  return inSharedBytes(await mp3.encodeMp3(await asFloats(audio)));
}

/** Consecutive chunks joined (joinPcm) and encoded as one MP3, in shared memory. */
export async function encodeJoinedMp3(parts: EncoderInput[]) {
  const floats = [];
  for (const part of parts) floats.push(await asFloats(part));
  return inSharedBytes(await mp3.encodeMp3(pcm.joinPcm(floats)));
}
