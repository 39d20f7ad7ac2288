import { availableParallelism } from 'node:os';
import {
  TtsError,
  type ProviderVoice,
  type Speech,
  type SpeechFile,
  type SynthesisRequest,
  type TtsProvider,
} from '../tts-provider';
import { wordsFromEngineEvents } from './engine-words';
import { BUILTIN_VOICES, builtinVoice, speechText, wordsPerMinute } from './voices';
import { readSamples, WorkerPool, type EspeakAnswer } from './worker-pool';

/** The longest chunk sent at once: ~100 s of English, synthesized in about half a second. */
export const BUILTIN_MAX_CHUNK_CHARACTERS = 1_800;
export const BUILTIN_TIMEOUT_MS = 60_000;
/** Workers at most: one per core, and two at most (the service asks for two chunks at once). */
export const BUILTIN_WORKERS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * The eSpeak worker script. Its URL is relative to this module's, and both layouts keep the
 * two side by side: from the sources this module is builtin-provider.ts beside
 * espeak-worker.mjs; in the bundle this code is inside dist/server.js and build.mjs copies the
 * worker to dist/espeak-worker.mjs.
 */
export const ESPEAK_WORKER_URL = new URL('./espeak-worker.mjs', import.meta.url);

export type BuiltinTtsProviderOptions = {
  /** Worker processes; default one per core, at most 2. */
  workers?: number;
  /** Per request, queueing included; default 60 s. */
  timeoutMs?: number;
  /** Default ESPEAK_WORKER_URL. */
  workerPath?: string | URL;
  /** Where the answers' samples pass through; default /dev/shm (else the temp folder). */
  scratchRoot?: string;
};

export type BuiltinTtsProvider = TtsProvider & {
  synthesizeToFile(request: SynthesisRequest): Promise<SpeechFile>;
  /** Stops the worker processes (the server calls it when it closes). */
  close(): Promise<void>;
  /** The worker processes' ids (tests check that eSpeak runs outside the server's process). */
  workerPids(): number[];
};

/**
 * The built-in, offline voices: eSpeak-NG (WASM) in child processes (espeak-worker.mjs), so the
 * GPL engine never runs in the server's process. Speech is mono 16-bit PCM at 22 050 Hz.
 */
export function createBuiltinTtsProvider(
  options: BuiltinTtsProviderOptions = {},
): BuiltinTtsProvider {
  const pool = new WorkerPool({
    workerPath: options.workerPath ?? ESPEAK_WORKER_URL,
    size: Math.max(1, options.workers ?? BUILTIN_WORKERS),
    timeoutMs: options.timeoutMs ?? BUILTIN_TIMEOUT_MS,
    ...(options.scratchRoot ? { scratchRoot: options.scratchRoot } : {}),
  });

  /** The engine's answer, its samples still in their scratch file, and its words. */
  async function speak({
    text,
    voiceId,
    speed,
    signal,
  }: SynthesisRequest): Promise<{ answer: EspeakAnswer; words?: SpeechFile['words'] }> {
    signal.throwIfAborted();
    if (builtinVoice(voiceId) === undefined) {
      throw new TtsError('unknown_voice', `There is no built-in voice "${voiceId}".`);
    }
    const answer = await pool.run(
      { text: speechText(text), voice: voiceId, wordsPerMinute: wordsPerMinute(speed) },
      signal,
    );
    // The engine's own word events, to the sample (a few thousand at most: cheap here).
    return answer.words
      ? { answer, words: wordsFromEngineEvents(text, answer.words, answer.sampleRate) }
      : { answer };
  }

  return {
    name: 'builtin',
    wordsMethod: 'engine',
    maxChunkCharacters: BUILTIN_MAX_CHUNK_CHARACTERS,

    async voices(): Promise<ProviderVoice[]> {
      return BUILTIN_VOICES.slice();
    },

    async synthesize(request): Promise<Speech> {
      const { answer, words } = await speak(request);
      // 16-bit, as the engine made them, in shared memory: the encoders read them as floats on
      // the CPU pool, so no float copy (twice the size) lands on the event loop.
      return {
        samples: await readSamples(answer),
        sampleRate: answer.sampleRate,
        ...(words ? { words } : {}),
      };
    },

    async synthesizeToFile(request): Promise<SpeechFile> {
      const { answer, words } = await speak(request);
      return {
        file: answer.file,
        length: answer.length,
        sampleRate: answer.sampleRate,
        ...(words ? { words } : {}),
      };
    },

    close: () => pool.close(),
    workerPids: () => pool.pids(),
  };
}
