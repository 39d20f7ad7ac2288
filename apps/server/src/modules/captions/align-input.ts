import { scriptLanguageSchema } from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readAudioForm, type AudioPart } from '../transcription/audio-form';

/** The largest audio file `POST /api/captions/align` takes. */
export const ALIGN_AUDIO_MAX_BYTES = 50 * 1024 * 1024;
/** The longest audio it aligns. */
export const ALIGN_SECONDS_MAX = 15 * 60;
/** The longest text (a 15-minute read is ~13 000 characters). */
export const ALIGN_TEXT_MAX = 20_000;

/** An alignment request: the audio's bytes and what they are, the text and its language. */
export type AlignUpload = AudioPart & {
  text: string;
  language: ScriptLanguage;
};

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/**
 * Reads `POST /api/captions/align`: one `audio` file (checked by its bytes, at most 50 MB), a
 * `text` (1–20 000 characters) and a `language` (a script language: english, russian…).
 */
export async function readAlignUpload(request: FastifyRequest): Promise<AlignUpload> {
  const { audio, fields } = await readAudioForm(request, {
    maxBytes: ALIGN_AUDIO_MAX_BYTES,
    tooLargeAdvice: 'Align a shorter part.',
    formats: 'WAV, MP3, M4A, Ogg or WebM',
    expected: 'the audio as an `audio` file part, and `text` and `language` fields',
  });
  const text = (fields.text ?? '').trim();
  if (text === '') throw invalid('body.text: the text spoken in the audio is required.');
  if (text.length > ALIGN_TEXT_MAX)
    throw invalid(`body.text: at most ${ALIGN_TEXT_MAX} characters, got ${text.length}.`);
  const language = scriptLanguageSchema.safeParse(fields.language ?? 'english');
  if (!language.success)
    throw invalid(`body.language: must be one of ${scriptLanguageSchema.options.join(', ')}.`);
  if (audio === undefined) throw invalid('body.audio: an audio file is required.');
  return { ...audio, text, language: language.data };
}
