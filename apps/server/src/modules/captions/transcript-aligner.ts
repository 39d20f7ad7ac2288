import { AppError } from '../../http/app-error';
import type { TextAligner } from '../transcription/service';
import {
  alignSpeechToText,
  decodeAudioFileOffThread,
  UndecodableAudio,
  UnsupportedAudioCodec,
  type AudioFileKind,
} from './align';
import { alignmentLanguageOf } from './align/alignment-language';

const KINDS: Partial<Record<string, AudioFileKind>> = {
  wav: 'wav',
  mp3: 'mp3',
  mp4: 'mp4',
  ogg: 'ogg',
  webm: 'webm',
};

/**
 * Word times for a transcript whose model gives none (gpt-4o-transcribe): the uploaded audio is
 * decoded on the worker-thread pool and the transcript aligned to it offline. The transcription
 * module plugs this in as its `aligner`. Audio the aligner cannot decode (FLAC, a damaged file)
 * is the request's fault: 415 or 400 naming the file, never a 500.
 */
export const alignTranscript: TextAligner = async (audio, text, language, signal) => {
  const label =
    'label' in audio && typeof audio.label === 'string' ? audio.label : 'the audio file';
  const kind = KINDS[audio.container];
  const unsupported = (what: string) =>
    new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `body.audio: ${label} holds ${what}, which cannot be given word times on this server. Send WAV, MP3, M4A (AAC), Ogg or WebM (Opus or Vorbis).`,
    );
  if (kind === undefined) throw unsupported(`${audio.container.toUpperCase()} audio`);
  let pcm;
  try {
    pcm = await decodeAudioFileOffThread(audio.bytes, kind, signal);
  } catch (error) {
    if (error instanceof UnsupportedAudioCodec) throw unsupported(error.message);
    if (error instanceof UndecodableAudio)
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        `body.audio: ${label} cannot be read for word times: ${error.message}.`,
      );
    throw error;
  }
  return alignSpeechToText(pcm, text, alignmentLanguageOf(language, text), signal);
};
