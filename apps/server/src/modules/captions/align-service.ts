import type { AlignResult } from '@reelwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import { audioDurationOf } from '../transcription/audio-file';
import {
  alignSpeechToText,
  decodeAudioFileOffThread,
  UndecodableAudio,
  UnsupportedAudioCodec,
  type AudioFileKind,
} from './align';
import { ALIGN_SECONDS_MAX, type AlignUpload } from './align-input';

/** Alignments a user may ask for per minute (each takes a few seconds of CPU). */
export const ALIGNMENTS_PER_MINUTE = 10;

const READABLE: Partial<Record<AlignUpload['container'], AudioFileKind>> = {
  wav: 'wav',
  mp3: 'mp3',
  mp4: 'mp4',
  ogg: 'ogg',
  webm: 'webm',
};

const SENT_AS = 'Send it as WAV, MP3, M4A (AAC), Ogg or WebM (Opus or Vorbis).';

export function createAlignService(deps: { limiter: RateLimiter; log: FastifyBaseLogger }) {
  return {
    /** Refuses before the upload is read when the user asked for too many lately. */
    async admit(userId: string): Promise<void> {
      const decision = await deps.limiter.hit(`align:${userId}`);
      if (!decision.allowed) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many alignments. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }
    },

    /** The text's words timed in the upload; the audio is only held for the call. */
    async align(upload: AlignUpload, signal: AbortSignal): Promise<AlignResult> {
      const kind = READABLE[upload.container];
      if (kind === undefined) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `body.audio: ${upload.label} is ${upload.container.toUpperCase()} audio, which the aligner cannot decode. ${SENT_AS}`,
        );
      }
      const declared = audioDurationOf(upload.bytes, upload.container);
      if (declared !== null && declared > ALIGN_SECONDS_MAX) throw tooLong(upload.label);
      let audio;
      try {
        audio = await decodeAudioFileOffThread(upload.bytes, kind, signal);
      } catch (error) {
        if (error instanceof UndecodableAudio) {
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            `body.audio: ${upload.label} cannot be read: ${(error as Error).message}.`,
          );
        }
        if (error instanceof UnsupportedAudioCodec) {
          throw new AppError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            `body.audio: ${upload.label} holds ${(error as Error).message}, which the aligner cannot decode. ${SENT_AS}`,
          );
        }
        throw error;
      }
      if (audio.samples.length / audio.sampleRate > ALIGN_SECONDS_MAX) throw tooLong(upload.label);
      const words = await alignSpeechToText(audio, upload.text, upload.language, signal);
      return { words, method: 'aligned' };
    },
  };
}

const tooLong = (label: string) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `body.audio: ${label} is longer than ${ALIGN_SECONDS_MAX / 60} minutes. Align a shorter part.`,
  );

export type AlignService = ReturnType<typeof createAlignService>;
