import {
  TRANSCRIBE_SECONDS_MAX,
  type CaptionCapabilities,
  type TranscribeResult,
  type WordTiming,
} from '@reelwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import { audioDurationOf, type AudioContainer } from './audio-file';
import type { AudioUpload } from './transcribe-input';
import { TranscriptionError, type Transcriber } from './transcriber';
import { wordsFromTranscript } from './transcript-words';

/** Transcriptions a user may ask for in a minute (each sends minutes of audio to a vendor). */
export const TRANSCRIPTIONS_PER_MINUTE = 6;

/** What the operator sets to turn transcription on (the README's Captions section says more). */
export const TRANSCRIPTION_SETUP =
  'Speech-to-text is not configured on this server. Set OPENAI_API_KEY to use OpenAI whisper-1, ' +
  'or TRANSCRIPTION_BASE_URL (and TRANSCRIPTION_MODEL) for an OpenAI-compatible server such as a ' +
  'local whisper.cpp server, then restart the server.';

const noWordTimes = (model: string) =>
  `The speech-to-text model "${model}" gives no word times, which captions need. Set ` +
  'TRANSCRIPTION_MODEL=whisper-1 (or a Whisper model of your OpenAI-compatible server) and restart the server.';

/** Aligns a known text to speech offline (the captions module's aligner), when the server has one. */
export type TextAligner = (
  audio: { bytes: Uint8Array; container: AudioContainer },
  text: string,
  language: string | undefined,
  signal: AbortSignal,
) => Promise<WordTiming[]>;

const MIME_TYPES: Record<AudioContainer, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  mp4: 'audio/mp4',
};

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function failure(error: unknown, label: string): unknown {
  if (!(error instanceof TranscriptionError)) return error;
  switch (error.reason) {
    case 'timeout':
      return new AppError(
        504,
        'TRANSCRIPTION_TIMEOUT',
        `${error.message} Try again, or transcribe a shorter part.`,
      );
    case 'rate_limited':
      return new AppError(429, 'RATE_LIMITED', error.message, { 'retry-after': '60' });
    case 'bad_audio':
      return new AppError(400, 'VALIDATION_FAILED', `body.audio: ${label}: ${error.message}`);
    case 'too_large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', `body.audio: ${label}: ${error.message}`);
    case 'failed':
      return new AppError(502, 'TRANSCRIPTION_FAILED', `Transcription failed. ${error.message}`);
  }
}

export function createTranscriptionService(deps: {
  /** undefined: no provider configured */
  transcriber: Transcriber | undefined;
  /** Times the text of models that give none (gpt-4o-transcribe); absent: those are refused. */
  aligner: TextAligner | undefined;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}) {
  const { transcriber, aligner } = deps;
  /** Why transcription is off, or null when it is on. */
  const setupProblem =
    transcriber === undefined
      ? TRANSCRIPTION_SETUP
      : !transcriber.timesWords && aligner === undefined
        ? noWordTimes(transcriber.model)
        : null;

  return {
    capabilities(): CaptionCapabilities {
      return {
        transcription: {
          available: setupProblem === null,
          model: setupProblem === null ? (transcriber?.model ?? null) : null,
          setup: setupProblem,
        },
      };
    },

    /** Refuses before the upload is read: not configured, or too many requests lately. */
    async admit(userId: string): Promise<void> {
      if (setupProblem !== null)
        throw new AppError(409, 'TRANSCRIPTION_NOT_CONFIGURED', setupProblem);
      const decision = await deps.limiter.hit(`transcribe:${userId}`);
      if (!decision.allowed) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many transcriptions. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }
    },

    /** The upload's words with their times; the audio is only held for the call, never stored. */
    async transcribe(upload: AudioUpload, signal: AbortSignal): Promise<TranscribeResult> {
      if (transcriber === undefined || setupProblem !== null)
        throw new AppError(
          409,
          'TRANSCRIPTION_NOT_CONFIGURED',
          setupProblem ?? TRANSCRIPTION_SETUP,
        );
      const seconds = audioDurationOf(upload.bytes, upload.container);
      if (seconds !== null && seconds > TRANSCRIBE_SECONDS_MAX) {
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          `body.audio: ${upload.label} is ${minutes(seconds)} long; at most ${TRANSCRIBE_SECONDS_MAX / 60} minutes can be transcribed at once.`,
        );
      }
      let transcript;
      try {
        transcript = await transcriber.transcribe({
          audio: upload.bytes,
          // Vendors read the format from the extension; the user's own file name stays here.
          fileName: `audio.${upload.container}`,
          mimeType: MIME_TYPES[upload.container],
          language: upload.language,
          signal,
        });
      } catch (error) {
        if (error instanceof TranscriptionError)
          deps.log.warn({ reason: error.reason, cause: error.cause }, error.message);
        throw failure(error, upload.label);
      }
      const base = {
        text: transcript.text,
        language: transcript.language,
        duration: transcript.duration ?? seconds,
      };
      if (transcript.words !== null)
        return {
          ...base,
          words: wordsFromTranscript(transcript.text, transcript.words),
          method: 'transcribed',
        };
      if (aligner === undefined || transcript.text === '') {
        if (transcript.text === '') return { ...base, words: [], method: 'transcribed' };
        throw new AppError(502, 'TRANSCRIPTION_FAILED', noWordTimes(transcriber.model));
      }
      const words = await aligner(upload, transcript.text, upload.language, signal);
      return { ...base, words, method: 'aligned' };
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
