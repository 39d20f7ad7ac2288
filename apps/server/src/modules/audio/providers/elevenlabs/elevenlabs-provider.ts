import { TtsError, type ProviderVoice, type Speech, type TtsProvider } from '../tts-provider';
import { isCharacterAlignment, wordsFromCharacterAlignment } from './elevenlabs-alignment';
import { toProviderVoice, type ElevenLabsVoice } from './elevenlabs-voices';
import { callVendor, decodeSpeech, type VendorRefusal } from '../vendor-http';

export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';
export const ELEVENLABS_DEFAULT_MODEL = 'eleven_multilingual_v2';
/** 44.1 kHz mono MP3 at 128 kbit/s, which every plan may ask for. */
export const ELEVENLABS_OUTPUT_FORMAT = 'mp3_44100_128';
/**
 * ElevenLabs takes `voice_settings.speed` only from 0.7 to 1.2: our 0.5–2 is clamped into that,
 * so 0.5 sounds as 0.7 and anything from 1.2 up as 1.2.
 */
export const ELEVENLABS_SPEED_MIN = 0.7;
export const ELEVENLABS_SPEED_MAX = 1.2;

export type ElevenLabsProviderOptions = {
  apiKey: string;
  /** Default `https://api.elevenlabs.io`; a local server in tests. */
  baseUrl?: string;
  /** Default `eleven_multilingual_v2`. */
  modelId?: string;
  /** Characters per request; default 5 000 (what we allow eleven_multilingual_v2). */
  maxChunkCharacters?: number;
  /** One limit per call, retries included; default 120 s. */
  timeoutMs?: number;
  /** Further attempts after a 5xx or a dropped connection; default 2. */
  maxRetries?: number;
  /** The first retry's wait (doubling after); default 500 ms. A `retry-after` wins, up to 5 s. */
  retryDelayMs?: number;
};

const DEFAULTS = {
  maxChunkCharacters: 5_000,
  timeoutMs: 120_000,
  maxRetries: 2,
  retryDelayMs: 500,
  maxRetryAfterMs: 5_000,
};

/** ElevenLabs' error body: `{"detail": {"status": "voice_not_found", "message": "…"}}`. */
function detailOf(json: unknown): { status: string | null; message: string | null } {
  const detail = (json as { detail?: unknown } | null | undefined)?.detail;
  if (typeof detail === 'string') return { status: null, message: detail };
  if (Array.isArray(detail)) {
    // Request validation (422): `{"detail": [{"loc": […], "msg": "…", "type": "…"}]}`.
    const messages = detail
      .map((item) => (item as { msg?: unknown } | null)?.msg)
      .filter((msg): msg is string => typeof msg === 'string');
    return { status: null, message: messages.length > 0 ? messages.join('; ') : null };
  }
  if (detail && typeof detail === 'object') {
    const { status, message } = detail as { status?: unknown; message?: unknown };
    return {
      status: typeof status === 'string' ? status : null,
      message: typeof message === 'string' ? message : null,
    };
  }
  return { status: null, message: null };
}

/** A 4xx from ElevenLabs as our TtsError (`voiceId` when the call was a synthesis). */
function refusal({ status, text, json }: VendorRefusal, voiceId?: string): TtsError {
  const detail = detailOf(json);
  const cause = { status, body: text.slice(0, 2000) };
  if (status === 429) {
    return new TtsError(
      'rate_limited',
      'ElevenLabs is receiving too many requests from this account. Please try again in a minute.',
      { cause },
    );
  }
  if (voiceId !== undefined && (status === 404 || detail.status === 'voice_not_found')) {
    return new TtsError('unknown_voice', `ElevenLabs has no voice "${voiceId}".`, { cause });
  }
  if (status === 401 && detail.status === 'quota_exceeded') {
    return new TtsError('failed', 'The ElevenLabs account has no characters left for this text.', {
      cause,
    });
  }
  if (status === 401 && detail.status === 'missing_permissions') {
    return new TtsError(
      'failed',
      `The ElevenLabs API key lacks a permission this needs${detail.message ? `: ${detail.message}` : '.'}`,
      { cause },
    );
  }
  if (status === 401) {
    return new TtsError('failed', 'The ElevenLabs API key was refused.', { cause });
  }
  return new TtsError(
    'failed',
    `ElevenLabs refused the request (HTTP ${status})${detail.message ? `: ${detail.message}` : '.'}`,
    { cause },
  );
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** `POST /v1/text-to-speech/{voice_id}/with-timestamps` answers this JSON. */
type TimestampedSpeech = {
  /** The MP3 (in the requested `output_format`). */
  audio_base64: string;
  /** Per character of the text as sent. */
  alignment?: unknown;
  /** Per character of the text as ElevenLabs normalized it (numbers spelled out…): not used. */
  normalized_alignment?: unknown;
};

/**
 * ElevenLabs text to speech over its REST API: `GET /v1/voices` for the account's voices and
 * `POST /v1/text-to-speech/{voice_id}/with-timestamps` for MP3 (base64 in JSON, decoded to PCM
 * here) with each character's times, which give the words theirs.
 */
export function createElevenLabsProvider(options: ElevenLabsProviderOptions): TtsProvider {
  if (!options.apiKey) throw new Error('ElevenLabs needs an API key.');
  const baseUrl = (options.baseUrl ?? ELEVENLABS_BASE_URL).replace(/\/+$/, '');
  const modelId = options.modelId ?? ELEVENLABS_DEFAULT_MODEL;
  const policy = {
    vendor: 'ElevenLabs',
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
    retryDelayMs: options.retryDelayMs ?? DEFAULTS.retryDelayMs,
    maxRetryAfterMs: DEFAULTS.maxRetryAfterMs,
  };

  return {
    name: 'elevenlabs',
    wordsMethod: 'vendor',
    maxChunkCharacters: options.maxChunkCharacters ?? DEFAULTS.maxChunkCharacters,

    async voices(signal): Promise<ProviderVoice[]> {
      const body = await callVendor({
        ...policy,
        url: `${baseUrl}/v1/voices`,
        method: 'GET',
        headers: { 'xi-api-key': options.apiKey, accept: 'application/json' },
        signal,
        refusal: (answer) => refusal(answer),
        read: (response) => response.json() as Promise<unknown>,
      });
      const voices = (body as { voices?: unknown } | null)?.voices;
      if (!Array.isArray(voices)) {
        throw new TtsError('failed', 'ElevenLabs sent a voice list we could not read.', {
          cause: body,
        });
      }
      return voices
        .filter(
          (voice): voice is ElevenLabsVoice =>
            typeof (voice as ElevenLabsVoice | null)?.voice_id === 'string',
        )
        .map((voice) => toProviderVoice(voice, modelId));
    },

    async synthesize(request): Promise<Speech> {
      const url = new URL(
        `${baseUrl}/v1/text-to-speech/${encodeURIComponent(request.voiceId)}/with-timestamps`,
      );
      url.searchParams.set('output_format', ELEVENLABS_OUTPUT_FORMAT);
      const answer = await callVendor({
        ...policy,
        url: url.toString(),
        method: 'POST',
        headers: {
          'xi-api-key': options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          text: request.text,
          model_id: modelId,
          voice_settings: {
            speed: clamp(request.speed, ELEVENLABS_SPEED_MIN, ELEVENLABS_SPEED_MAX),
          },
          ...(request.previousText ? { previous_text: request.previousText } : {}),
          ...(request.nextText ? { next_text: request.nextText } : {}),
        }),
        signal: request.signal,
        refusal: (answer) => refusal(answer, request.voiceId),
        read: (response) => response.json() as Promise<unknown>,
      });
      const { audio_base64: audio, alignment } = (answer ?? {}) as Partial<TimestampedSpeech>;
      if (typeof audio !== 'string') {
        throw new TtsError('failed', 'ElevenLabs sent an answer without audio.', {
          cause: answer,
        });
      }
      const pcm = await decodeSpeech(new Uint8Array(Buffer.from(audio, 'base64')), 'ElevenLabs');
      const words = isCharacterAlignment(alignment)
        ? wordsFromCharacterAlignment(request.text, alignment)
        : null;
      return words === null ? pcm : { ...pcm, words };
    },
  };
}
