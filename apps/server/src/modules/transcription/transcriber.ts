import type { VendorWord } from './transcript-words';

export type TranscriptionRequest = {
  audio: Uint8Array;
  /** The upload's file name (vendors read the format from its extension). */
  fileName: string;
  mimeType: string;
  /** ISO 639-1 (`en`); the vendor detects the language without it. */
  language: string | undefined;
  signal: AbortSignal;
};

/** What the vendor heard: its text and, for models that time words, every word's times. */
export type Transcript = {
  text: string;
  /** null: the model gives no word times (OpenAI's gpt-4o-transcribe, a server that ignores them) */
  words: VendorWord[] | null;
  language: string | null;
  duration: number | null;
};

/** Why a transcription failed, as the API reports it. */
export class TranscriptionError extends Error {
  constructor(
    readonly reason: 'timeout' | 'rate_limited' | 'bad_audio' | 'too_large' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TranscriptionError';
  }
}

/** Speech to text: OpenAI or an OpenAI-compatible server (a local whisper.cpp, speaches…). */
export interface Transcriber {
  /** For messages and the capabilities: `whisper-1`. */
  readonly model: string;
  /** Whether the model times words (asked with `verbose_json`); the others give text only. */
  readonly timesWords: boolean;
  transcribe(request: TranscriptionRequest): Promise<Transcript>;
}
