import type { TtsProviderName, Voice, WordTiming, WordTimingMethod } from '@reelwright/contracts';

/** A provider's voice, before the caller's plan is considered. */
export type ProviderVoice = Omit<Voice, 'available' | 'voice_id' | 'provider'> & {
  /** The provider's own id (ElevenLabs voice id, OpenAI voice name, eSpeak voice spec). */
  id: string;
};

/** Mono audio as floats in [-1, 1]. */
export type Pcm = { samples: Float32Array; sampleRate: number };

/** Mono audio as 16-bit samples (the built-in engine's own output). */
export type Pcm16 = { samples: Int16Array; sampleRate: number };

/**
 * A chunk of speech as a provider answers it: floats, or the engine's 16-bit samples, which
 * stay as they are until the encoder (on a worker thread) reads them, so that the server's own
 * thread never holds a float copy of a long voice-over.
 */
export type Speech = (Pcm | Pcm16) & {
  /**
   * When each word of the request's text (script-kit's `spokenWords`) is spoken, in seconds
   * of this audio, from the provider's `wordsMethod`; absent when it has none.
   */
  words?: WordTiming[];
};

/**
 * Mono 16-bit little-endian samples left in a scratch file by the engine that spoke them (the
 * built-in voices' `synthesizeToFile`): the encoders read the file on a worker thread, so a long
 * voice-over's tens of megabytes of samples are never allocated on the server's thread (where
 * they brought on full garbage collections of 20–30 ms). Whoever holds one removes its file.
 */
export type Pcm16File = { file: string; length: number; sampleRate: number };

/** Speech left in a scratch file (see Pcm16File), with its words as in Speech. */
export type SpeechFile = Pcm16File & { words?: WordTiming[] };

export type SynthesisRequest = {
  text: string;
  /** The provider's own voice id. */
  voiceId: string;
  /** 0.5–2, 1 = the voice's normal pace. */
  speed: number;
  /** The text around this chunk, for providers that smooth intonation across requests. */
  previousText?: string;
  nextText?: string;
  signal: AbortSignal;
};

/** Why a synthesis failed, as the API reports it (408, 429, 400 UNKNOWN_VOICE, 502). */
export class TtsError extends Error {
  constructor(
    readonly reason: 'timeout' | 'rate_limited' | 'unknown_voice' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TtsError';
  }
}

/** Text to speech: the built-in eSpeak-NG voices, ElevenLabs or OpenAI. */
export interface TtsProvider {
  readonly name: TtsProviderName;
  /** Where the words of its speech come from; absent: it gives none (they are aligned). */
  readonly wordsMethod?: Extract<WordTimingMethod, 'engine' | 'vendor'>;
  /** The longest text one synthesis request may carry; longer texts are chunked before. */
  readonly maxChunkCharacters: number;
  voices(signal: AbortSignal): Promise<ProviderVoice[]>;
  /** Speech for one chunk as PCM (providers answering MP3 decode it), so chunks join cleanly. */
  synthesize(request: SynthesisRequest): Promise<Speech>;
  /**
   * The same speech left in a scratch file that the caller then owns, for engines whose output
   * is a file anyway (the built-in voices): a voice-over takes this when it is offered.
   */
  synthesizeToFile?(request: SynthesisRequest): Promise<SpeechFile>;
}
