import { beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiSpeechProvider } from '../../../src/modules/audio/providers/openai';
import type { SynthesisRequest } from '../../../src/modules/audio/providers/tts-provider';
import {
  toneMp3,
  type TtsVendorReply,
  type TtsVendorRequest,
  ttsError,
  useFakeTtsVendors,
} from '../../helpers/fake-tts-vendor';

const API_KEY = 'sk-proj-test-0123456789';

/** OpenAI's error envelope. */
const openAiError = (message: string, type: string, param: string | null, code: string | null) => ({
  error: { message, type, param, code },
});

/**
 * Seconds of the vendor's MP3. Decoded MP3 is a little longer (the encoder's delay and last-frame
 * padding, ~56 ms at 24 kHz), which the ±2% below allows for.
 */
const SECONDS = 4;
let speechMp3: Uint8Array;
beforeAll(async () => {
  // OpenAI answers 24 kHz mono MP3.
  speechMp3 = await toneMp3(SECONDS, { sampleRate: 24000, bitrate: 64 });
});

const startVendor = useFakeTtsVendors();

async function vendor(
  answer: (request: TtsVendorRequest, attempt: number) => TtsVendorReply,
  options: { timeoutMs?: number; model?: string; baseUrlSuffix?: string } = {},
) {
  const fake = await startVendor(answer);
  const provider = createOpenAiSpeechProvider({
    apiKey: API_KEY,
    baseUrl: fake.baseUrl + (options.baseUrlSuffix ?? ''),
    retryDelayMs: 1,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.model === undefined ? {} : { model: options.model }),
  });
  return { provider, requests: fake.requests };
}

const speak = (overrides: Partial<SynthesisRequest> = {}): SynthesisRequest => ({
  text: 'Welcome back to the channel.',
  voiceId: 'coral',
  speed: 1,
  signal: new AbortController().signal,
  ...overrides,
});

describe('OpenAI voices', () => {
  it('lists the built-in voices without calling the API', async () => {
    const { provider, requests } = await vendor(() => ({ status: 500, json: {} }));

    const voices = await provider.voices(new AbortController().signal);

    expect(requests).toHaveLength(0);
    expect(provider.name).toBe('openai');
    expect(provider.maxChunkCharacters).toBe(4096);
    expect(voices.map((voice) => voice.id)).toEqual([
      'alloy',
      'ash',
      'ballad',
      'cedar',
      'coral',
      'echo',
      'fable',
      'marin',
      'nova',
      'onyx',
      'sage',
      'shimmer',
      'verse',
    ]);
    for (const voice of voices) {
      expect(voice).toEqual({
        id: voice.id,
        name: voice.id.charAt(0).toUpperCase() + voice.id.slice(1),
        description: expect.any(String),
        language: null,
        gender: voice.gender,
        tier: 'premium',
      });
      expect(voice.description.length).toBeGreaterThan(5);
      expect(['female', 'male', null]).toContain(voice.gender);
    }
    expect(voices.find((voice) => voice.id === 'nova')?.gender).toBe('female');
    expect(voices.find((voice) => voice.id === 'onyx')?.gender).toBe('male');
    expect(voices.find((voice) => voice.id === 'alloy')?.gender).toBeNull();
  });

  it('offers tts-1 only the voices it speaks', async () => {
    const { provider } = await vendor(() => ({ status: 500, json: {} }), { model: 'tts-1-hd' });
    const voices = await provider.voices(new AbortController().signal);
    expect(voices.map((voice) => voice.id)).toEqual([
      'alloy',
      'ash',
      'coral',
      'echo',
      'fable',
      'nova',
      'onyx',
      'sage',
      'shimmer',
    ]);
  });
});

describe('OpenAI synthesis', () => {
  it('posts model, input, voice, mp3 and speed with the bearer key, and decodes the MP3', async () => {
    const { provider, requests } = await vendor(() => ({
      status: 200,
      audio: speechMp3,
    }));

    const pcm = await provider.synthesize(
      speak({
        text: 'Today we look at three ways to light a scene.',
        speed: 1.5,
        previousText: 'Welcome back to the channel.',
        nextText: 'First, the key light.',
      }),
    );

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/speech', query: {} });
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    // OpenAI has no field for the surrounding text.
    expect(request!.body).toEqual({
      model: 'gpt-4o-mini-tts',
      input: 'Today we look at three ways to light a scene.',
      voice: 'coral',
      response_format: 'mp3',
      speed: 1.5,
    });

    expect(pcm.sampleRate).toBe(24000);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(SECONDS * 0.98);
    expect(pcm.samples.length / pcm.sampleRate).toBeLessThan(SECONDS * 1.02);
  });

  it('uses the configured model and takes a base URL ending in /v1', async () => {
    const { provider, requests } = await vendor(() => ({ status: 200, audio: speechMp3 }), {
      model: 'tts-1',
      baseUrlSuffix: '/v1/',
    });
    await provider.synthesize(speak({ voiceId: 'onyx', speed: 0.5 }));
    expect(requests[0]!.path).toBe('/v1/audio/speech');
    expect(requests[0]!.body).toMatchObject({ model: 'tts-1', voice: 'onyx', speed: 0.5 });
  });

  it('refuses a voice outside the list (or the model’s part of it) before calling', async () => {
    const { provider, requests } = await vendor(() => ({ status: 500, json: {} }), {
      model: 'tts-1',
    });
    const unknown = await ttsError(provider.synthesize(speak({ voiceId: 'robot' })));
    expect(unknown.reason).toBe('unknown_voice');
    expect(unknown.message).toBe('OpenAI has no voice "robot" for tts-1.');
    expect((await ttsError(provider.synthesize(speak({ voiceId: 'ballad' })))).reason).toBe(
      'unknown_voice',
    );
    expect(requests).toHaveLength(0);
  });

  it('maps OpenAI’s invalid voice (400) to unknown_voice', async () => {
    const { provider, requests } = await vendor(() => ({
      status: 400,
      json: openAiError(
        "Invalid value: 'verse'. Supported values are: 'nova', 'shimmer', 'echo', 'onyx', 'fable', 'alloy', 'ash', 'sage' and 'coral'.",
        'invalid_request_error',
        'voice',
        'invalid_value',
      ),
    }));
    expect((await ttsError(provider.synthesize(speak({ voiceId: 'verse' })))).reason).toBe(
      'unknown_voice',
    );
    expect(requests).toHaveLength(1);
  });

  it('maps a refused key (401) and a missing model (404) to failed', async () => {
    const refused = await vendor(() => ({
      status: 401,
      json: openAiError(
        'Incorrect API key provided: sk-proj-****6789. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        null,
        'invalid_api_key',
      ),
    }));
    const keyError = await ttsError(refused.provider.synthesize(speak()));
    expect(keyError.reason).toBe('failed');
    expect(keyError.message).toBe('The OpenAI API key was refused.');
    expect(refused.requests).toHaveLength(1);

    const missing = await vendor(
      () => ({
        status: 404,
        json: openAiError(
          'The model `gpt-5-tts` does not exist or you do not have access to it.',
          'invalid_request_error',
          null,
          'model_not_found',
        ),
      }),
      { model: 'gpt-5-tts' },
    );
    const modelError = await ttsError(missing.provider.synthesize(speak()));
    expect(modelError.reason).toBe('failed');
    expect(modelError.message).toMatch(/^OpenAI does not offer the speech model "gpt-5-tts"/);
  });

  it('maps 429 to rate_limited, but an exhausted quota to failed', async () => {
    const busy = await vendor(() => ({
      status: 429,
      json: openAiError(
        'Rate limit reached for gpt-4o-mini-tts in organization org-123 on requests per min (RPM): Limit 50, Used 50, Requested 1.',
        'requests',
        null,
        'rate_limit_exceeded',
      ),
      headers: { 'retry-after': '20' },
    }));
    expect((await ttsError(busy.provider.synthesize(speak()))).reason).toBe('rate_limited');
    expect(busy.requests).toHaveLength(1);

    const broke = await vendor(() => ({
      status: 429,
      json: openAiError(
        'You exceeded your current quota, please check your plan and billing details.',
        'insufficient_quota',
        null,
        'insufficient_quota',
      ),
    }));
    const quota = await ttsError(broke.provider.synthesize(speak()));
    expect(quota.reason).toBe('failed');
    expect(quota.message).toBe('The OpenAI account has no credit left for speech.');
  });

  it('retries a 500 and succeeds on the next answer', async () => {
    const { provider, requests } = await vendor((_request, attempt) =>
      attempt === 1
        ? {
            status: 500,
            json: openAiError(
              'The server had an error while processing your request.',
              'server_error',
              null,
              null,
            ),
          }
        : { status: 200, audio: speechMp3 },
    );
    const pcm = await provider.synthesize(speak());
    expect(requests).toHaveLength(2);
    expect(Math.abs(pcm.samples.length / pcm.sampleRate / SECONDS - 1)).toBeLessThan(0.02);
  });

  it('gives up as failed after a 500 three times (two retries)', async () => {
    const { provider, requests } = await vendor(() => ({
      status: 502,
      json: openAiError('Bad gateway.', 'server_error', null, null),
      headers: { 'retry-after-ms': '0' },
    }));
    const error = await ttsError(provider.synthesize(speak()));
    expect(error.reason).toBe('failed');
    expect(error.message).toMatch(/OpenAI is not available right now \(HTTP 502\)/);
    expect(requests).toHaveLength(3);
  });

  it('times out on a vendor that never answers', async () => {
    const { provider, requests } = await vendor(() => ({ hang: true }), { timeoutMs: 300 });
    const started = performance.now();
    const error = await ttsError(provider.synthesize(speak()));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('OpenAI did not answer within 0.3 seconds.');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(requests).toHaveLength(1);
  });
});
