import { runOnCpuPool, workerScript } from '../../../workers/cpu-pool';
import type { Pcm } from '../../audio/providers/tts-provider';
import type { ReferenceTake } from './align-words';
import { UndecodableAudio, UnsupportedAudioCodec, type AudioFileKind } from './decode-audio';
import type { Span } from './word-edges';

/* The aligner's heavy calls as the server makes them: on the worker-thread pool (align.worker.ts). */

const ALIGN_WORKER = workerScript(import.meta.url, 'align.worker');

async function run<Output>(name: string, input: unknown, signal: AbortSignal | undefined) {
  signal?.throwIfAborted();
  try {
    return await runOnCpuPool<unknown, Output>(ALIGN_WORKER, name, input, signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}

/** `alignWords` on the pool (the audio is copied there, never detached from the caller). */
export function alignWordsOffThread(
  source: Pcm,
  takes: ReferenceTake[],
  letters: number[],
  signal?: AbortSignal,
): Promise<Span[]> {
  return run('alignWords', { source, takes, letters }, signal);
}

/** How long decoding a file may take: ~1 s a minute of audio is usual; 10 s plus 1 s a MB. */
export const decodeTimeLimitMs = (bytes: number) => 10_000 + Math.ceil(bytes / 1_000_000) * 1000;

/**
 * `decodeAudioFile` on the pool; a file it cannot read throws UndecodableAudio here, a codec it
 * does not decode UnsupportedAudioCodec. A damaged file can send a demuxer into an endless loop
 * (mediabunny on a WebM with garbage where its clusters were), so the decode has a time limit,
 * after which its thread is stopped and the file counts as unreadable.
 */
export async function decodeAudioFileOffThread(
  bytes: Uint8Array,
  kind: AudioFileKind,
  signal?: AbortSignal,
  timeLimitMs = decodeTimeLimitMs(bytes.length),
): Promise<Pcm> {
  const timeout = AbortSignal.timeout(timeLimitMs);
  let decoded: { pcm: Pcm } | { problem: string } | { unsupported: string };
  try {
    decoded = await run(
      'decodeAudioFile',
      { bytes, kind },
      signal ? AbortSignal.any([signal, timeout]) : timeout,
    );
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) {
      throw new UndecodableAudio('it takes too long to decode (it looks damaged)');
    }
    throw error;
  }
  if ('problem' in decoded) throw new UndecodableAudio(decoded.problem);
  if ('unsupported' in decoded) throw new UnsupportedAudioCodec(decoded.unsupported);
  return decoded.pcm;
}
