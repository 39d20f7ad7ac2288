import { lowerThisThreadsPriority } from '../../../workers/background-priority';
import type { Pcm } from '../../audio/providers/tts-provider';
import { alignWords as align, type ReferenceTake } from './align-words';
import {
  decodeAudioFile as decode,
  UndecodableAudio,
  UnsupportedAudioCodec,
  type AudioFileKind,
} from './decode-audio';

lowerThisThreadsPriority();

/*
 * Alignment's CPU work on the server's worker-thread pool (src/workers/cpu-pool.ts), called
 * through off-thread.ts: decoding an upload, and warping the reference onto the audio.
 */

export function alignWords(input: { source: Pcm; takes: ReferenceTake[]; letters: number[] }) {
  return align(input.source, input.takes, input.letters);
}

/** The PCM, or why the file cannot be read (an error's class does not cross threads). */
export async function decodeAudioFile(input: {
  bytes: Uint8Array;
  kind: AudioFileKind;
}): Promise<{ pcm: Pcm } | { problem: string } | { unsupported: string }> {
  try {
    return { pcm: await decode(input.bytes, input.kind) };
  } catch (error) {
    if (error instanceof UndecodableAudio) return { problem: error.message };
    if (error instanceof UnsupportedAudioCodec) return { unsupported: error.message };
    throw error;
  }
}
