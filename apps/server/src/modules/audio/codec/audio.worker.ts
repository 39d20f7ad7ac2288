import { move } from 'piscina';
import type { Pcm } from '../providers/tts-provider';
import * as mp3 from './mp3';
import * as pcm from './pcm';
import { inSharedMemory as shared } from './shared-pcm';

/*
 * The voice-over's CPU work on the server's worker-thread pool (src/workers/cpu-pool.ts), called
 * through off-thread.ts, never on the thread that answers requests: the pure codec functions,
 * with PCM kept in shared memory (SharedArrayBuffer), so that a voice-over's audio, once made,
 * reaches the full version's encode and every chunk's without a copy, and each MP3 handed back
 * by transfer rather than copied.
 */

/** 16-bit samples (eSpeak's) as float PCM in shared memory. */
export function pcmFromInt16(input: { samples: Int16Array; sampleRate: number }): Pcm {
  return shared(pcm.pcmFromInt16(input.samples, input.sampleRate));
}

/** An MP3 (a vendor's answer) as mono PCM in shared memory. */
export async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  return shared(await mp3.decodeMp3(bytes));
}

/** The audio as MP3 (resampled to 44.1 kHz first if needed), transferred back. */
export async function encodeMp3(audio: Pcm) {
  return move(await mp3.encodeMp3(audio));
}

/** Consecutive chunks joined (joinPcm) and encoded as one MP3, transferred back. */
export async function encodeJoinedMp3(parts: Pcm[]) {
  return move(await mp3.encodeMp3(pcm.joinPcm(parts)));
}
