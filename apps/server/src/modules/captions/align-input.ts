import { scriptLanguageSchema } from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { hasNul, nulRejected } from '../../http/nul-character';
import { audioContainerOf, type AudioContainer } from '../transcription/audio-file';
import { multipartClientError } from '../../http/multipart-client-error';

/** The largest audio file `POST /api/captions/align` takes. */
export const ALIGN_AUDIO_MAX_BYTES = 50 * 1024 * 1024;
/** The longest audio it aligns. */
export const ALIGN_SECONDS_MAX = 15 * 60;
/** The longest text (a 15-minute read is ~13 000 characters). */
export const ALIGN_TEXT_MAX = 20_000;

/** An alignment request: the audio's bytes and what they are, the text and its language. */
export type AlignUpload = {
  bytes: Uint8Array;
  container: AudioContainer;
  /** `"take.webm"`, or `the audio file` when it came without a name */
  label: string;
  text: string;
  language: ScriptLanguage;
};

const MB = ALIGN_AUDIO_MAX_BYTES / (1024 * 1024);
const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/**
 * Reads `POST /api/captions/align`: one `audio` file (checked by its bytes, at most 50 MB), a
 * `text` (1–20 000 characters) and a `language` (a script language: english, russian…).
 */
export async function readAlignUpload(request: FastifyRequest): Promise<AlignUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send multipart/form-data with the audio as an `audio` file part, and `text` and `language` fields.',
    );
  }
  let audio: Omit<AlignUpload, 'text' | 'language'> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (hasNul(part.fieldname) || (part.type === 'file' && hasNul(part.filename)))
        throw nulRejected();
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'audio' || audio) {
        part.file.resume();
        throw invalid(
          part.fieldname !== 'audio'
            ? `body.${part.fieldname}: only audio may be a file.`
            : 'body.audio: send one audio file.',
        );
      }
      const label = part.filename ? `"${part.filename}"` : 'the audio file';
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(
            413,
            'PAYLOAD_TOO_LARGE',
            `body.audio: ${label} is larger than ${MB} MB. Align a shorter part.`,
          );
        throw error;
      }
      if (bytes.length === 0) throw invalid(`body.audio: ${label} is empty.`);
      const container = audioContainerOf(bytes);
      if (container === null)
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `body.audio: ${label} is not an audio file this can read (WAV, MP3, M4A, Ogg or WebM).`,
        );
      audio = { bytes, container, label };
    }
  } catch (error) {
    throw multipartClientError(error);
  }
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
