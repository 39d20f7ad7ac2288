import { callVendor, decodeSpeech, type VendorRefusal } from '../vendor-http';
import { TtsError, type Pcm, type ProviderVoice, type TtsProvider } from '../tts-provider';
import { openAiVoicesFor } from './openai-voices';

export const OPENAI_BASE_URL = 'https://api.openai.com';
export const OPENAI_DEFAULT_SPEECH_MODEL = 'gpt-4o-mini-tts';
/** The API refuses longer `input`. */
export const OPENAI_SPEECH_INPUT_MAX = 4_096;
/** OpenAI takes `speed` from 0.25 to 4; our 0.5–2 fits, the clamp only guards. */
export const OPENAI_SPEED_MIN = 0.25;
export const OPENAI_SPEED_MAX = 4;

export type OpenAiSpeechProviderOptions = {
  apiKey: string;
  /** Default `https://api.openai.com` (without `/v1`); a local server in tests. */
  baseUrl?: string;
  /** Default `gpt-4o-mini-tts`; `tts-1` and `tts-1-hd` work too, with their nine voices. */
  model?: string;
  /** One limit per call, retries included; default 120 s. */
  timeoutMs?: number;
  /** Further attempts after a 5xx or a dropped connection; default 2. */
  maxRetries?: number;
  /** The first retry's wait (doubling after); default 500 ms. A `retry-after` wins, up to 5 s. */
  retryDelayMs?: number;
};

const DEFAULTS = { timeoutMs: 120_000, maxRetries: 2, retryDelayMs: 500, maxRetryAfterMs: 5_000 };

/** OpenAI's error body: `{"error": {"message", "type", "param", "code"}}`. */
function errorOf(json: unknown): { message: string | null; param: string | null; code: string } {
  const error = (json as { error?: unknown } | null | undefined)?.error;
  const { message, param, code } = (error && typeof error === 'object' ? error : {}) as Record<
    string,
    unknown
  >;
  return {
    message: typeof message === 'string' ? message : null,
    param: typeof param === 'string' ? param : null,
    code: typeof code === 'string' ? code : '',
  };
}

function refusal({ status, text, json }: VendorRefusal, model: string, voice: string): TtsError {
  const error = errorOf(json);
  const cause = { status, body: text.slice(0, 2000) };
  const detail = error.message ? `: ${error.message}` : '.';
  if (status === 429 && error.code === 'insufficient_quota') {
    // Not a rate: the account is out of credit, and waiting will not help.
    return new TtsError('failed', 'The OpenAI account has no credit left for speech.', { cause });
  }
  if (status === 429) {
    return new TtsError(
      'rate_limited',
      'OpenAI is receiving too many requests from this account. Please try again in a minute.',
      { cause },
    );
  }
  if (status === 401) {
    return new TtsError('failed', 'The OpenAI API key was refused.', { cause });
  }
  if (status === 404) {
    return new TtsError(
      'failed',
      `OpenAI does not offer the speech model "${model}" to this API key${detail}`,
      { cause },
    );
  }
  const aboutVoice =
    error.param === 'voice' || (error.param === null && /\bvoice\b/i.test(error.message ?? ''));
  if (status === 400 && aboutVoice) {
    return new TtsError('unknown_voice', `OpenAI has no voice "${voice}" for ${model}.`, {
      cause,
    });
  }
  return new TtsError('failed', `OpenAI refused the request (HTTP ${status})${detail}`, { cause });
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * OpenAI text to speech over its REST API (`POST /v1/audio/speech`, MP3 decoded to PCM here).
 * The voices are a fixed list: the API has no endpoint for them. OpenAI has no way to pass the
 * surrounding text, so `previousText` / `nextText` are not sent.
 */
export function createOpenAiSpeechProvider(options: OpenAiSpeechProviderOptions): TtsProvider {
  if (!options.apiKey) throw new Error('OpenAI speech needs an API key.');
  const baseUrl = (options.baseUrl ?? OPENAI_BASE_URL).replace(/\/+$/, '').replace(/\/v1$/, '');
  const model = options.model ?? OPENAI_DEFAULT_SPEECH_MODEL;
  const voices = openAiVoicesFor(model);
  const known = new Set(voices.map((item) => item.id));

  return {
    name: 'openai',
    maxChunkCharacters: OPENAI_SPEECH_INPUT_MAX,

    async voices(signal): Promise<ProviderVoice[]> {
      signal.throwIfAborted();
      return voices.map((item) => ({ ...item }));
    },

    async synthesize(request): Promise<Pcm> {
      if (!known.has(request.voiceId)) {
        throw new TtsError(
          'unknown_voice',
          `OpenAI has no voice "${request.voiceId}" for ${model}.`,
        );
      }
      const mp3 = await callVendor({
        vendor: 'OpenAI',
        timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
        maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
        retryDelayMs: options.retryDelayMs ?? DEFAULTS.retryDelayMs,
        maxRetryAfterMs: DEFAULTS.maxRetryAfterMs,
        url: `${baseUrl}/v1/audio/speech`,
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'audio/mpeg',
        },
        body: JSON.stringify({
          model,
          input: request.text,
          voice: request.voiceId,
          response_format: 'mp3',
          speed: clamp(request.speed, OPENAI_SPEED_MIN, OPENAI_SPEED_MAX),
        }),
        signal: request.signal,
        refusal: (answer) => refusal(answer, model, request.voiceId),
        read: async (response) => new Uint8Array(await response.arrayBuffer()),
      });
      return decodeSpeech(mp3, 'OpenAI');
    },
  };
}
