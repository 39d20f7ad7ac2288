import { beforeAll, describe, expect, it } from 'vitest';
import { createElevenLabsProvider } from '../../../src/modules/audio/providers/elevenlabs';
import { TtsError, type SynthesisRequest } from '../../../src/modules/audio/providers/tts-provider';
import {
  toneMp3,
  type TtsVendorReply,
  type TtsVendorRequest,
  ttsError,
  useFakeTtsVendors,
} from '../../helpers/fake-tts-vendor';

const API_KEY = 'sk_test_elevenlabs_0123456789';
const GEORGE = 'JBFqnCBsd6RMkjVDRZzb';

/** `GET /v1/voices` as ElevenLabs answers it (trimmed to the fields that vary). */
const voicesAnswer = {
  voices: [
    {
      voice_id: '21m00Tcm4TlvDq8ikWAM',
      name: 'Rachel',
      samples: null,
      category: 'premade',
      fine_tuning: { is_allowed_to_fine_tune: true, state: {}, verification_failures: [] },
      labels: {
        accent: 'american',
        description: 'calm',
        age: 'young',
        gender: 'female',
        use_case: 'narration',
      },
      description: null,
      preview_url:
        'https://storage.googleapis.com/eleven-public-prod/premade/voices/21m00Tcm4TlvDq8ikWAM/b4928a68.mp3',
      available_for_tiers: [],
      settings: null,
      sharing: null,
      high_quality_base_model_ids: ['eleven_turbo_v2', 'eleven_multilingual_v2'],
      verified_languages: [],
      is_owner: false,
      is_legacy: false,
      is_mixed: false,
    },
    {
      voice_id: GEORGE,
      name: 'George',
      category: 'premade',
      labels: {
        accent: 'british',
        descriptive: 'mature',
        age: 'middle_aged',
        gender: 'male',
        language: 'en',
        use_case: 'narrative_story',
      },
      description: 'Warm resonance that instantly captivates listeners.',
      preview_url:
        'https://storage.googleapis.com/eleven-public-prod/premade/voices/JBFqnCBsd6RMkjVDRZzb/e6206d1a.mp3',
      verified_languages: [
        {
          language: 'en',
          model_id: 'eleven_flash_v2_5',
          accent: 'british',
          locale: 'en-GB',
          preview_url: null,
        },
      ],
    },
    {
      voice_id: 'pNInz6obpgDQGcFmaJgB',
      name: 'Lucía',
      category: 'professional',
      labels: { gender: 'Female', age: 'young' },
      description: '',
      verified_languages: [
        { language: 'es', model_id: 'eleven_turbo_v2_5', accent: 'castilian', locale: 'es-ES' },
        { language: 'es', model_id: 'eleven_multilingual_v2', accent: 'mexican', locale: 'es_mx' },
      ],
    },
    {
      voice_id: 'Xb7hH8MSUJpSbSDYk0k2',
      name: 'Мой голос',
      category: 'cloned',
      labels: { language: 'ru', gender: 'non-binary' },
      description: null,
      verified_languages: null,
    },
    { voice_id: 'onwK4e9ZLuTAKqWW03F9', name: 'Daniel', category: 'premade', labels: {} },
  ],
};

const voiceNotFound = (id: string) => ({
  detail: { status: 'voice_not_found', message: `A voice with the voice_id ${id} was not found.` },
});

/**
 * Seconds of the vendor's MP3. Decoded MP3 is a little longer (the encoder's delay and last-frame
 * padding, ~38 ms here), which the ±2% below allows for.
 */
const SECONDS = 3;
let speechMp3: Uint8Array;
beforeAll(async () => {
  speechMp3 = await toneMp3(SECONDS);
});

const startVendor = useFakeTtsVendors();

async function vendor(
  answer: (request: TtsVendorRequest, attempt: number) => TtsVendorReply,
  options: { timeoutMs?: number; modelId?: string; maxChunkCharacters?: number } = {},
) {
  const fake = await startVendor(answer);
  const provider = createElevenLabsProvider({
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
    retryDelayMs: 1,
    ...options,
  });
  return { provider, requests: fake.requests };
}

const speak = (overrides: Partial<SynthesisRequest> = {}): SynthesisRequest => ({
  text: 'Welcome back to the channel.',
  voiceId: GEORGE,
  speed: 1,
  signal: new AbortController().signal,
  ...overrides,
});

describe('ElevenLabs voices', () => {
  it('asks GET /v1/voices with the key and maps each voice', async () => {
    const { provider, requests } = await vendor(() => ({ status: 200, json: voicesAnswer }));

    const voices = await provider.voices(new AbortController().signal);

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/voices' });
    expect(requests[0]!.headers['xi-api-key']).toBe(API_KEY);
    expect(voices).toEqual([
      {
        id: '21m00Tcm4TlvDq8ikWAM',
        name: 'Rachel',
        description: 'Calm, young, American accent, narration',
        language: 'en-US',
        gender: 'female',
        tier: 'premium',
      },
      {
        id: GEORGE,
        name: 'George',
        description: 'Warm resonance that instantly captivates listeners.',
        language: 'en-GB',
        gender: 'male',
        tier: 'premium',
      },
      {
        id: 'pNInz6obpgDQGcFmaJgB',
        name: 'Lucía',
        description: 'Young',
        // The entry verified for our model wins over the first one.
        language: 'es-MX',
        gender: 'female',
        tier: 'premium',
      },
      {
        id: 'Xb7hH8MSUJpSbSDYk0k2',
        name: 'Мой голос',
        description: 'A cloned ElevenLabs voice',
        language: 'ru',
        gender: null,
        tier: 'premium',
      },
      {
        id: 'onwK4e9ZLuTAKqWW03F9',
        name: 'Daniel',
        description: 'An ElevenLabs voice',
        language: null,
        gender: null,
        tier: 'premium',
      },
    ]);
    expect(provider.name).toBe('elevenlabs');
    expect(provider.maxChunkCharacters).toBe(5000);
  });

  it('reports a refused key, a busy account and an unreadable list', async () => {
    const refused = await vendor(() => ({
      status: 401,
      json: { detail: { status: 'invalid_api_key', message: 'Invalid API key' } },
    }));
    const keyError = await ttsError(refused.provider.voices(new AbortController().signal));
    expect(keyError.reason).toBe('failed');
    expect(keyError.message).toBe('The ElevenLabs API key was refused.');

    const restricted = await vendor(() => ({
      status: 401,
      json: {
        detail: {
          status: 'missing_permissions',
          message:
            'The API key you used is missing the permission voices_read to execute this operation.',
        },
      },
    }));
    const permission = await ttsError(restricted.provider.voices(new AbortController().signal));
    expect(permission.reason).toBe('failed');
    expect(permission.message).toBe(
      'The ElevenLabs API key lacks a permission this needs: The API key you used is missing the permission voices_read to execute this operation.',
    );

    const busy = await vendor(() => ({
      status: 429,
      json: { detail: { status: 'system_busy', message: 'We are experiencing heavy traffic.' } },
    }));
    expect((await ttsError(busy.provider.voices(new AbortController().signal))).reason).toBe(
      'rate_limited',
    );

    const odd = await vendor(() => ({ status: 200, json: { items: [] } }));
    expect((await ttsError(odd.provider.voices(new AbortController().signal))).reason).toBe(
      'failed',
    );
  });
});

describe('ElevenLabs synthesis', () => {
  it('posts the text with model, speed and context, and decodes the MP3 to PCM', async () => {
    const { provider, requests } = await vendor(() => ({ status: 200, audio: speechMp3 }));

    const pcm = await provider.synthesize(
      speak({
        text: 'Today we look at three ways to light a scene.',
        speed: 1.1,
        previousText: 'Welcome back to the channel.',
        nextText: 'First, the key light.',
      }),
    );

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v1/text-to-speech/${GEORGE}/with-timestamps`,
      query: { output_format: 'mp3_44100_128' },
    });
    expect(request!.headers['xi-api-key']).toBe(API_KEY);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.body).toEqual({
      text: 'Today we look at three ways to light a scene.',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { speed: 1.1 },
      previous_text: 'Welcome back to the channel.',
      next_text: 'First, the key light.',
    });

    expect(pcm.sampleRate).toBe(44100);
    expect(pcm.samples).toBeInstanceOf(Float32Array);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(SECONDS * 0.98);
    expect(pcm.samples.length / pcm.sampleRate).toBeLessThan(SECONDS * 1.02);
    const peak = (pcm.samples as Float32Array).reduce(
      (max, sample) => Math.max(max, Math.abs(sample)),
      0,
    );
    expect(peak).toBeGreaterThan(0.2);
    expect(peak).toBeLessThanOrEqual(1);
  });

  it('sends no context when there is none, clamps the speed and uses the configured model', async () => {
    const { provider, requests } = await vendor(() => ({ status: 200, audio: speechMp3 }), {
      modelId: 'eleven_turbo_v2_5',
      maxChunkCharacters: 40_000,
    });

    await provider.synthesize(speak({ speed: 0.5 }));
    await provider.synthesize(speak({ speed: 2 }));

    expect(provider.maxChunkCharacters).toBe(40_000);
    expect(requests.map((request) => request.body)).toEqual([
      {
        text: 'Welcome back to the channel.',
        model_id: 'eleven_turbo_v2_5',
        voice_settings: { speed: 0.7 },
      },
      {
        text: 'Welcome back to the channel.',
        model_id: 'eleven_turbo_v2_5',
        voice_settings: { speed: 1.2 },
      },
    ]);
  });

  it('escapes the voice id in the path', async () => {
    const { provider, requests } = await vendor(() => ({ status: 200, audio: speechMp3 }));
    await provider.synthesize(speak({ voiceId: 'a/b?c' }));
    expect(requests[0]!.path).toBe('/v1/text-to-speech/a%2Fb%3Fc/with-timestamps');
    expect(requests[0]!.query).toEqual({ output_format: 'mp3_44100_128' });
  });

  it('maps a refused key (401) to failed, with the quota case told apart', async () => {
    const refused = await vendor(() => ({
      status: 401,
      json: { detail: { status: 'invalid_api_key', message: 'Invalid API key' } },
    }));
    const error = await ttsError(refused.provider.synthesize(speak()));
    expect(error.reason).toBe('failed');
    expect(error.message).toBe('The ElevenLabs API key was refused.');
    expect(refused.requests).toHaveLength(1);

    const spent = await vendor(() => ({
      status: 401,
      json: {
        detail: {
          status: 'quota_exceeded',
          message:
            'This request exceeds your quota of 10000. You have 0 credits remaining, while 28 credits are required for this request.',
        },
      },
    }));
    const quota = await ttsError(spent.provider.synthesize(speak()));
    expect(quota.reason).toBe('failed');
    expect(quota.message).toBe('The ElevenLabs account has no characters left for this text.');
  });

  it('maps 429 to rate_limited without retrying', async () => {
    const { provider, requests } = await vendor(() => ({
      status: 429,
      json: {
        detail: {
          status: 'too_many_concurrent_requests',
          message: 'Too many concurrent requests. Your current subscription allows 2.',
        },
      },
    }));
    expect((await ttsError(provider.synthesize(speak()))).reason).toBe('rate_limited');
    expect(requests).toHaveLength(1);
  });

  it('retries a 500 and succeeds on the next answer', async () => {
    const { provider, requests } = await vendor((_request, attempt) =>
      attempt === 1
        ? { status: 500, json: { detail: 'Internal Server Error' } }
        : { status: 200, audio: speechMp3 },
    );
    const pcm = await provider.synthesize(speak());
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    expect(Math.abs(pcm.samples.length / pcm.sampleRate / SECONDS - 1)).toBeLessThan(0.02);
  });

  it('honours retry-after on a 503', async () => {
    const { provider, requests } = await vendor((_request, attempt) =>
      attempt === 1
        ? {
            status: 503,
            json: { detail: 'Service Unavailable' },
            headers: { 'retry-after': '0.3' },
          }
        : { status: 200, audio: speechMp3 },
    );
    const started = performance.now();
    await provider.synthesize(speak());
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(requests).toHaveLength(2);
  });

  it('retries a dropped connection', async () => {
    const { provider, requests } = await vendor((_request, attempt) =>
      attempt === 1 ? { cut: true } : { status: 200, audio: speechMp3 },
    );
    await provider.synthesize(speak());
    expect(requests).toHaveLength(2);
  });

  it('gives up as failed after a 500 three times (two retries)', async () => {
    const { provider, requests } = await vendor(() => ({
      status: 500,
      json: { detail: 'Internal Server Error' },
      headers: { 'retry-after': '0' },
    }));
    const error = await ttsError(provider.synthesize(speak()));
    expect(error.reason).toBe('failed');
    expect(error.message).toMatch(/ElevenLabs is not available right now \(HTTP 500\)/);
    expect(requests).toHaveLength(3);
  });

  it('maps voice_not_found (404, or 400) to unknown_voice', async () => {
    const missing = await vendor((request) => ({
      status: 404,
      json: voiceNotFound(request.path.split('/').pop()!),
    }));
    const notFound = await ttsError(missing.provider.synthesize(speak({ voiceId: 'nope' })));
    expect(notFound.reason).toBe('unknown_voice');
    expect(notFound.message).toBe('ElevenLabs has no voice "nope".');
    expect(missing.requests).toHaveLength(1);

    const bad = await vendor(() => ({ status: 400, json: voiceNotFound('876MHA6EtWKaHTEGz') }));
    expect((await ttsError(bad.provider.synthesize(speak()))).reason).toBe('unknown_voice');
  });

  it('reports other refusals as failed with ElevenLabs’ message', async () => {
    const { provider } = await vendor(() => ({
      status: 422,
      json: {
        detail: [
          {
            type: 'string_too_long',
            loc: ['body', 'text'],
            msg: 'String should have at most 10000 characters',
            input: '…',
          },
        ],
      },
    }));
    const error = await ttsError(provider.synthesize(speak()));
    expect(error.reason).toBe('failed');
    expect(error.message).toBe(
      'ElevenLabs refused the request (HTTP 422): String should have at most 10000 characters',
    );
  });

  it('times every word of the text from the character alignment', async () => {
    const text = 'Grind the  coffee, then wait.';
    // As ElevenLabs answers: every character of the text as sent, spaces included.
    const starts = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8];
    const characters = Array.from(text);
    const start = (index: number) => starts[index] ?? 0.8 + (index - 13) * 0.1;
    const alignment = {
      characters,
      character_start_times_seconds: characters.map((_, index) => start(index)),
      character_end_times_seconds: characters.map((_, index) => start(index) + 0.04),
    };
    const { provider } = await vendor(() => ({ status: 200, audio: speechMp3, alignment }));

    const speech = await provider.synthesize(speak({ text }));

    expect(provider.wordsMethod).toBe('vendor');
    expect(speech.words).toEqual([
      { text: 'Grind', start: 0.1, end: expect.closeTo(0.34, 6) },
      { text: 'the', start: 0.4, end: expect.closeTo(0.59, 6) },
      { text: 'coffee,', start: 0.7, end: expect.closeTo(start(17) + 0.04, 6) },
      { text: 'then', start: start(19), end: expect.closeTo(start(22) + 0.04, 6) },
      { text: 'wait.', start: start(24), end: expect.closeTo(start(28) + 0.04, 6) },
    ]);
  });

  it('keeps the audio but gives no words when the alignment is missing or of another text', async () => {
    const missing = await vendor(() => ({ status: 200, audio: speechMp3, alignment: null }));
    const speech = await missing.provider.synthesize(speak());
    expect(speech.samples.length).toBeGreaterThan(0);
    expect(speech.words).toBeUndefined();

    const other = await vendor(() => ({
      status: 200,
      audio: speechMp3,
      alignment: {
        characters: ['h', 'i'],
        character_start_times_seconds: [0, 0.1],
        character_end_times_seconds: [0.1, 0.2],
      },
    }));
    expect((await other.provider.synthesize(speak())).words).toBeUndefined();
  });

  it('reports an answer without audio as failed', async () => {
    const { provider } = await vendor(() => ({ status: 200, json: { alignment: null } }));
    expect((await ttsError(provider.synthesize(speak()))).reason).toBe('failed');
  });

  it('reports audio that is not MP3 as failed', async () => {
    const { provider } = await vendor(() => ({
      status: 200,
      audio: new TextEncoder().encode('<html>maintenance</html>'),
    }));
    expect((await ttsError(provider.synthesize(speak()))).reason).toBe('failed');
  });

  it('times out on a vendor that never answers', async () => {
    const { provider, requests } = await vendor(() => ({ hang: true }), { timeoutMs: 300 });
    const started = performance.now();
    const error = await ttsError(provider.synthesize(speak()));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('ElevenLabs did not answer within 0.3 seconds.');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(requests).toHaveLength(1);
  });

  it('stops when the caller aborts, with the caller’s reason', async () => {
    const { provider } = await vendor(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = provider.synthesize(speak({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(TtsError);
    expect((error as Error).name).toBe('AbortError');
  });
});
