import { TRANSCRIBE_AUDIO_MAX_BYTES, transcribeLanguageSchema } from '@reelwright/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { hasNul, nulRejected } from '../../http/nul-character';
import { audioContainerOf, type AudioContainer } from './audio-file';
import { multipartClientError } from '../../http/multipart-client-error';

/** An upload to transcribe: its bytes, what it is by its bytes, and how messages name it. */
export type AudioUpload = {
  bytes: Uint8Array;
  container: AudioContainer;
  /** `"take.webm"` (or `the audio file` when it came without a name) */
  label: string;
  /** ISO 639-1, when the caller said */
  language: string | undefined;
};

const MB = TRANSCRIBE_AUDIO_MAX_BYTES / (1024 * 1024);
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** The script languages' ISO 639-1 codes (the studio names languages by the script's). */
const SCRIPT_LANGUAGE_CODES: Record<string, string> = {
  english: 'en',
  russian: 'ru',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  chinese: 'zh',
};

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/** `en-US` → `en`, `english` → `en`; anything else is refused naming the field. */
export function languageCodeOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = transcribeLanguageSchema.safeParse(raw);
  if (parsed.success) {
    const value = parsed.data.toLowerCase();
    if (value.length <= 3 || value.includes('-')) return value.split('-')[0];
    const code = SCRIPT_LANGUAGE_CODES[value];
    if (code) return code;
  }
  throw invalid(
    `body.language: must be a language code such as en or ru, or one of ${Object.keys(SCRIPT_LANGUAGE_CODES).join(', ')}.`,
  );
}

/**
 * Reads `POST /api/captions/transcribe`: one `audio` file part (checked by its bytes: WAV, MP3,
 * FLAC, Ogg, WebM or MP4/M4A, at most 25 MB) and an optional `language` field.
 */
export async function readAudioUpload(request: FastifyRequest): Promise<AudioUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send multipart/form-data with the audio as an `audio` file part.',
    );
  }
  let upload: Omit<AudioUpload, 'language'> | undefined;
  let language: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (hasNul(part.fieldname) || (part.type === 'file' && hasNul(part.filename)))
        throw nulRejected();
      if (part.type === 'field') {
        if (part.fieldname === 'language' && typeof part.value === 'string') language = part.value;
        continue;
      }
      if (part.fieldname !== 'audio') {
        part.file.resume();
        throw invalid(`body.${part.fieldname}: only audio may be a file.`);
      }
      if (upload) {
        part.file.resume();
        throw invalid('body.audio: send one audio file.');
      }
      const label = part.filename ? `"${part.filename}"` : 'the audio file';
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === FILE_TOO_LARGE)
          throw new AppError(
            413,
            'PAYLOAD_TOO_LARGE',
            `body.audio: ${label} is larger than ${MB} MB. Transcribe a shorter part.`,
          );
        throw error;
      }
      if (bytes.length === 0) throw invalid(`body.audio: ${label} is empty.`);
      const container = audioContainerOf(bytes);
      if (container === null)
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `body.audio: ${label} is not an audio file this can read (WAV, MP3, M4A/MP4, Ogg, WebM or FLAC).`,
        );
      upload = { bytes, container, label };
    }
  } catch (error) {
    throw multipartClientError(error);
  }
  if (upload === undefined) throw invalid('body.audio: an audio file is required.');
  return { ...upload, language: languageCodeOf(language) };
}
