import type { Pcm, Speech } from '../providers/tts-provider';
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
 * by transfer rather than copied.
 */

/** An MP3 (a vendor's answer) as mono PCM in shared memory. */
export async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  return shared(await mp3.decodeMp3(bytes));
}

/** Speech as float PCM: 16-bit samples are converted here, on the pool's thread. */
const asFloats = (audio: Speech): Pcm =>
  audio.samples instanceof Int16Array
    ? pcm.pcmFromInt16(audio.samples, audio.sampleRate)
    : (audio as Pcm);

/** The audio as MP3 (resampled to 44.1 kHz first if needed), in shared memory. */
export async function encodeMp3(audio: Speech) {
  return inSharedBytes(await mp3.encodeMp3(asFloats(audio)));
}

/** Consecutive chunks joined (joinPcm) and encoded as one MP3, in shared memory. */
export async function encodeJoinedMp3(parts: Speech[]) {
  return inSharedBytes(await mp3.encodeMp3(pcm.joinPcm(parts.map(asFloats))));
}
