import type {
  AudioPart,
  GenerateAudioBody,
  GeneratedAudio,
  Voice,
  WordTiming,
  WordTimingMethod,
} from '@reelwright/contracts';
import { chunkForSpeech } from '@reelwright/script-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { fileUrl, type FilesService } from '../files/service';
import type { UsageService } from '../usage/service';
import { durationOfJoined, encodeJoinedMp3OffThread, encodeMp3OffThread } from './codec/off-thread';
import { mapWithConcurrency } from './map-with-concurrency';
import { TtsError, type Speech, type SynthesisRequest } from './providers/tts-provider';
import {
  collectSpeechFiles,
  encoderInputOf,
  speechInMemory,
  type SpokenPart,
} from './speech-files';
import type { VoiceCatalog } from './voice-catalog';
import { joinChunkWords, wordsInMp3 } from './voice-over-words';

/** Chunks synthesized at once: the built-in engine has two workers, vendors rate-limit. */
const CONCURRENCY = 2;
/** The full MP3 is also sent inline (base64) below this size. */
const INLINE_LIMIT_BYTES = 1024 * 1024;

const unknownVoice = () =>
  new AppError(400, 'UNKNOWN_VOICE', 'This voice does not exist. Choose one from the list.');

function failure(error: unknown, characters: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TtsError) {
    switch (error.reason) {
      case 'timeout':
        return new AppError(
          408,
          'TTS_TIMEOUT',
          `The voice-over of ${characters} characters took too long. Split the text or use a shorter one.`,
        );
      case 'rate_limited':
        return new AppError(
          429,
          'RATE_LIMITED',
          'The voice service is busy right now. Please wait a minute and try again.',
          { 'retry-after': '60' },
        );
      case 'unknown_voice':
        return unknownVoice();
      case 'failed':
        break;
    }
  }
  return new AppError(502, 'TTS_FAILED', 'Audio generation failed. Please try again.');
}

/**
 * Word times for speech whose provider gives none (OpenAI): the offline aligner's
 * (`alignSpeechToText`, modules/captions/align), in seconds of `speech`, one per word of `text`
 * (script-kit's `spokenWords`); null when it finds none. It must do its work off the event loop.
 */
export type AlignWords = (
  speech: Speech,
  text: string,
  language: string | null,
  signal: AbortSignal,
) => Promise<WordTiming[] | null>;

/** Until the aligner is plugged in (plugin.ts), voices without their own timings get none. */
const noAlignment: AlignWords = async () => null;

/** A chunk's words, in seconds of its own audio, and where they came from. */
type ChunkWords = { words: WordTiming[]; method: WordTimingMethod } | null;

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/:/g, '-');

export function createAudioService(deps: {
  voices: VoiceCatalog;
  usage: UsageService;
  files: FilesService;
  subscriptionOf: (userId: string) => Promise<string | undefined>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Word times for voices without their own (default: none). */
  alignWords?: AlignWords;
}) {
  const alignWords = deps.alignWords ?? noAlignment;

  /**
   * Each chunk's words: the provider's own, else the aligner's. A failed alignment costs the
   * voice-over its captions, not its audio.
   */
  async function wordsOf(
    parts: readonly SpokenPart[],
    chunks: readonly string[],
    method: WordTimingMethod | undefined,
    language: string | null,
    signal: AbortSignal,
  ): Promise<ChunkWords[]> {
    return mapWithConcurrency(parts, CONCURRENCY, async (part, index): Promise<ChunkWords> => {
      if (part.words !== undefined && method !== undefined) return { words: part.words, method };
      try {
        const speech = await speechInMemory(part);
        const aligned = await alignWords(speech, chunks[index]!, language, signal);
        return aligned === null ? null : { words: aligned, method: 'aligned' };
      } catch (error) {
        if (signal.aborted) throw error;
        deps.log.warn({ err: error }, 'voice-over words could not be aligned');
        return null;
      }
    });
  }

  /**
   * Encodes and keeps the full version and each chunk as MP3 files of the user's. The encoding
   * runs on the worker-thread pool (codec/off-thread.ts): the full version on one thread while
   * the chunks go through the others, with the parts in their scratch files (the pool's threads
   * read them) or in shared memory, so nothing of it holds the event loop and no part is copied
   * here.
   */
  async function store(
    userId: string,
    body: GenerateAudioBody,
    voiceId: string,
    chunks: string[],
    parts: SpokenPart[],
    chunkWords: ChunkWords[],
    signal: AbortSignal,
  ): Promise<Omit<GeneratedAudio, 'usage'>> {
    const name = `voice-over-${stamp(deps.clock.now())}`;
    const isChunked = chunks.length > 1;
    const save = async (
      encoded: Promise<Uint8Array>,
      duration: number,
      text: string,
      filename: string,
      words: Pick<AudioPart, 'words' | 'wordsMethod'>,
    ): Promise<AudioPart> => {
      const bytes = await encoded;
      const file = await deps.files.save(userId, {
        kind: 'voice-over',
        mimeType: 'audio/mpeg',
        filename,
        bytes,
      });
      return {
        audioUrl: fileUrl(file.id),
        ...(bytes.byteLength < INLINE_LIMIT_BYTES
          ? { audioBase64: Buffer.from(bytes).toString('base64') }
          : {}),
        voiceId,
        size: bytes.byteLength,
        textLength: text.length,
        originalTextLength: body.text.length,
        filename,
        duration: Math.round(duration * 1000) / 1000,
        isChunked,
        totalChunks: chunks.length,
        wasTruncated: false,
        ...words,
      };
    };
    // The words stay here: only the audio goes to the encoders.
    const audio = parts.map(encoderInputOf);
    const offsets = audio.map((_, index) => durationOfJoined(audio.slice(0, index)));
    const fullDuration = durationOfJoined(audio);
    const durationOf = (index: number) => durationOfJoined([audio[index]!]);
    const partWords = (index: number): Pick<AudioPart, 'words' | 'wordsMethod'> => {
      const found = chunkWords[index];
      if (!found) return { words: [] };
      const words = wordsInMp3(found.words, 0, durationOf(index));
      return { words, wordsMethod: found.method };
    };
    const fullWords = (): Pick<AudioPart, 'words' | 'wordsMethod'> => {
      if (!isChunked) return partWords(0);
      if (chunkWords.some((found) => found === null)) return { words: [] };
      const methods = new Set(chunkWords.map((found) => found!.method));
      const joined = joinChunkWords(
        body.text,
        chunkWords.map((found, index) => ({
          text: chunks[index]!,
          words: found!.words,
          offset: offsets[index]!,
        })),
      );
      return {
        words: wordsInMp3(joined, 0, fullDuration),
        wordsMethod: methods.size === 1 ? [...methods][0]! : 'aligned',
      };
    };
    const [full, audioChunks] = await Promise.all([
      save(
        audio.length === 1
          ? encodeMp3OffThread(audio[0]!, signal)
          : encodeJoinedMp3OffThread(audio, signal),
        fullDuration,
        body.text,
        `${name}.mp3`,
        fullWords(),
      ),
      isChunked
        ? mapWithConcurrency(audio, CONCURRENCY, (input, index) =>
            save(
              encodeMp3OffThread(input, signal),
              durationOf(index),
              chunks[index]!,
              `${name}-part-${index + 1}-of-${chunks.length}.mp3`,
              partWords(index),
            ),
          )
        : undefined,
    ]);
    return { ...full, audioChunks: audioChunks ?? [full] };
  }

  return {
    async voices(userId: string, signal: AbortSignal): Promise<Voice[]> {
      return deps.voices.list((await deps.subscriptionOf(userId)) ?? 'free', signal);
    },

    /**
     * Speaks the text in chunks (two at a time, in order), joins them as PCM and encodes the
     * full version once, so there is no gap at a join; every chunk is an MP3 of its own too.
     * The characters are counted first and given back if anything fails.
     */
    async generate(
      userId: string,
      body: GenerateAudioBody,
      signal: AbortSignal,
      onProgress?: (done: number, total: number) => void,
    ): Promise<GeneratedAudio> {
      const resolved = await deps.voices.resolve(body.voiceId, signal).catch((error: unknown) => {
        throw failure(error, body.text.length);
      });
      if (resolved === null) throw unknownVoice();
      const subscription = (await deps.subscriptionOf(userId)) ?? 'free';
      if (!deps.voices.mayUse(subscription, resolved.voice)) {
        throw new AppError(
          403,
          'VOICE_NOT_IN_PLAN',
          `${resolved.voice.name} comes with the Boost and Pro plans. Choose a basic voice or upgrade.`,
        );
      }
      const reservation = await deps.usage.consume(userId, 'audioGenerated', body.text.length);
      const { provider } = resolved;
      // The built-in engine's speech stays in its scratch files until the encoders read them.
      const speak = (request: SynthesisRequest): Promise<SpokenPart> =>
        provider.synthesizeToFile
          ? provider.synthesizeToFile(request)
          : provider.synthesize(request);
      const speechFiles = collectSpeechFiles();
      const work = new AbortController();
      const stop = () => work.abort();
      signal.addEventListener('abort', stop);
      try {
        const chunks = chunkForSpeech(body.text, resolved.provider.maxChunkCharacters);
        let done = 0;
        const parts = await mapWithConcurrency(chunks, CONCURRENCY, async (text, index) => {
          try {
            const part = await speak({
              text,
              voiceId: resolved.voice.id,
              speed: body.speed,
              ...(index > 0 ? { previousText: chunks[index - 1] } : {}),
              ...(index < chunks.length - 1 ? { nextText: chunks[index + 1] } : {}),
              signal: work.signal,
            }).then(speechFiles.keep);
            onProgress?.(++done, chunks.length);
            return part;
          } catch (error) {
            work.abort();
            throw error;
          }
        });
        const chunkWords = await wordsOf(
          parts,
          chunks,
          provider.wordsMethod,
          resolved.voice.language,
          work.signal,
        );
        const result = await store(
          userId,
          body,
          resolved.publicId,
          chunks,
          parts,
          chunkWords,
          work.signal,
        );
        return { ...result, usage: await deps.usage.usageOf(userId) };
      } catch (error) {
        work.abort(); // encodes still running for this voice-over stop
        await deps.usage.refund(reservation);
        // A client that left is not a failure worth an error log.
        if (!signal.aborted && !(error instanceof AppError) && !(error instanceof TtsError)) {
          deps.log.error({ err: error }, 'voice-over failed');
        }
        throw failure(error, body.text.length);
      } finally {
        signal.removeEventListener('abort', stop);
        await speechFiles.removeAll();
      }
    },
  };
}

export type AudioService = ReturnType<typeof createAudioService>;
