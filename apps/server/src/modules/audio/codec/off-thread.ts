import { runOnCpuPool, workerScript } from '../../../workers/cpu-pool';
import type { Pcm } from '../providers/tts-provider';
import type { EncoderInput } from './audio.worker';
export type { EncoderInput } from './audio.worker';
export { inSharedMemory } from './shared-pcm';

/*
 * The codec's heavy calls as the server makes them: on the worker-thread pool (audio.worker.ts),
 * so a long voice-over (resampling, MP3 encoding, reading eSpeak's or a vendor's audio) never
 * holds the event loop. PCM coming back from the pool lives in shared memory; pass it on as it
 * is. Results are the pure functions' own (codec/index.ts), byte for byte.
 */

const AUDIO_WORKER = workerScript(import.meta.url, 'audio.worker');

/** Runs a task; an abort rejects with the caller's reason (as the providers' own aborts do). */
async function run<Output>(
  name: string,
  input: unknown,
  transfer: ArrayBufferLike[],
  signal: AbortSignal | undefined,
): Promise<Output> {
  signal?.throwIfAborted();
  try {
    return await runOnCpuPool<unknown, Output>(AUDIO_WORKER, name, input, {
      transfer,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}

/**
 * A typed array for the pool and what to transfer with it: in shared memory, as it is (nothing
 * to transfer); spanning an ArrayBuffer of its own, that buffer, taken over; else a copy (a view
 * into a bigger buffer, such as Node's Buffer pool, must not be detached).
 */
function handOver(view: Uint8Array): [Uint8Array, ArrayBuffer[]] {
  if (view.buffer instanceof SharedArrayBuffer) return [view, []];
  const own =
    view.buffer instanceof ArrayBuffer &&
    view.byteOffset === 0 &&
    view.byteLength === view.buffer.byteLength;
  const handed = own ? view : view.slice();
  return [handed, [handed.buffer as ArrayBuffer]];
}

/** `decodeMp3` on the pool; the bytes are shared or taken over (see handOver). */
export function decodeMp3OffThread(bytes: Uint8Array, signal?: AbortSignal): Promise<Pcm> {
  const [handed, transfer] = handOver(bytes);
  return run('decodeMp3', handed, transfer, signal);
}

/**
 * `encodeMp3` on the pool (16-bit speech is read as floats there, a scratch file read there).
 * The samples are copied to the pool unless in shared memory or in a file.
 */
export function encodeMp3OffThread(audio: EncoderInput, signal?: AbortSignal): Promise<Uint8Array> {
  return run('encodeMp3', audio, [], signal);
}

/** `encodeMp3(joinPcm(parts))` on the pool: the full version of a chunked voice-over. */
export function encodeJoinedMp3OffThread(
  parts: readonly EncoderInput[],
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return run('encodeJoinedMp3', parts, [], signal);
}

/** How many samples the audio has, in memory or in its file. */
const sampleCount = (audio: EncoderInput) =>
  'file' in audio ? audio.length : audio.samples.length;

/** `durationOfPcm(joinPcm(parts))` without joining: parts at another rate count as resampled. */
export function durationOfJoined(parts: readonly EncoderInput[]): number {
  const first = parts[0];
  if (first === undefined || first.sampleRate <= 0) return 0;
  const rate = first.sampleRate;
  let samples = 0;
  for (const part of parts) {
    samples +=
      part.sampleRate === rate
        ? sampleCount(part)
        : Math.round((sampleCount(part) * rate) / part.sampleRate);
  }
  return samples / rate;
}
