import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { multipartClientError } from '../../http/multipart-client-error';
import { hasNul, nulRejected } from '../../http/nul-character';
import { audioContainerOf, type AudioContainer } from './audio-file';

/** The form's audio: its bytes, what it is by its bytes, and how messages name it. */
export type AudioPart = {
  bytes: Uint8Array;
  container: AudioContainer;
  /** `"take.webm"`, or `the audio file` when it came without a name */
  label: string;
};

export type AudioFormOptions = {
  /** the route's size limit (the multipart plugin's `fileSize` for it) */
  maxBytes: number;
  /** what a too-large file is told to do: 'Transcribe a shorter part.' */
  tooLargeAdvice: string;
  /** the formats named when the bytes are not audio: 'WAV, MP3, M4A, Ogg or WebM' */
  formats: string;
  /** what the form holds, for a request that is not multipart */
  expected: string;
};

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/**
 * Reads a multipart form of one `audio` file part (checked by its bytes) and text fields; every
 * client mistake is a 4xx naming the field or the file. The audio is undefined when none came.
 */
export async function readAudioForm(
  request: FastifyRequest,
  options: AudioFormOptions,
): Promise<{ audio: AudioPart | undefined; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send multipart/form-data with ${options.expected}.`,
    );
  }
  let audio: AudioPart | undefined;
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
            `body.audio: ${label} is larger than ${options.maxBytes / (1024 * 1024)} MB. ${options.tooLargeAdvice}`,
          );
        throw error;
      }
      if (bytes.length === 0) throw invalid(`body.audio: ${label} is empty.`);
      const container = audioContainerOf(bytes);
      if (container === null)
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `body.audio: ${label} is not an audio file this can read (${options.formats}).`,
        );
      audio = { bytes, container, label };
    }
  } catch (error) {
    throw multipartClientError(error);
  }
  return { audio, fields };
}
