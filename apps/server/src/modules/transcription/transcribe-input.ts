import { TRANSCRIBE_AUDIO_MAX_BYTES, transcribeLanguageSchema } from '@reelwright/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readAudioForm, type AudioPart } from './audio-form';

/** An upload to transcribe: its bytes, what it is by its bytes, and how messages name it. */
export type AudioUpload = AudioPart & {
  /** ISO 639-1, when the caller said */
  language: string | undefined;
};

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
  const { audio, fields } = await readAudioForm(request, {
    maxBytes: TRANSCRIBE_AUDIO_MAX_BYTES,
    tooLargeAdvice: 'Transcribe a shorter part.',
    formats: 'WAV, MP3, M4A/MP4, Ogg, WebM or FLAC',
    expected: 'the audio as an `audio` file part',
  });
  if (audio === undefined) throw invalid('body.audio: an audio file is required.');
  return { ...audio, language: languageCodeOf(fields.language) };
}
