import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { FAILURE_MESSAGES } from '../../src/modules/script/service';
import { VENDOR_UNREACHABLE } from '../../src/modules/thumbnails/vendor-errors';
import { register, withBearer } from '../helpers/auth';
import { parseEventStream, startFakeLlm, type LlmReply } from '../helpers/fake-llm';
import {
  geminiErrorBody,
  geminiImageAnswer,
  startFakeImageVendor,
  type ImageVendorReply,
} from '../helpers/fake-image-vendor';
import { startFakeTtsVendor, toneMp3, type TtsVendorReply } from '../helpers/fake-tts-vendor';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Every vendor the server calls (LLM, voice-over, images) misbehaving in each way a real one
// does: the user gets the API's error for it, is charged nothing, and the server keeps serving.

/**
 * The vendors' time limit here (in production it is minutes): long enough for a 500 and its
 * retry on a busy machine.
 */
const TIMEOUT_MS = 1_000;
/** Voice-over vendors retry a 5xx or a cut twice (0.5 s, then 1 s later) within their limit. */
const TTS_TIMEOUT_MS = 2_500;

type Fault = 'hang' | 'stall' | 'cut' | 'malformed' | 'failing';
const FAULTS: Array<{ fault: Fault; what: string }> = [
  { fault: 'hang', what: 'never answers' },
  { fault: 'stall', what: 'goes silent mid-answer' },
  { fault: 'cut', what: 'cuts the connection mid-answer' },
  { fault: 'malformed', what: 'answers malformed JSON' },
  { fault: 'failing', what: 'answers 500' },
];

type VendorName = 'llm' | 'elevenlabs' | 'openaiSpeech' | 'gemini' | 'openaiImages';
/** How each fake vendor misbehaves right now; `null` answers normally. */
const faults: Record<VendorName, Fault | null> = {
  llm: null,
  elevenlabs: null,
  openaiSpeech: null,
  gemini: null,
  openaiImages: null,
};

const LLM_MODEL = 'gpt-4o-mini';
const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1767000000, model: LLM_MODEL, choices: [{ index: 0, delta, finish_reason: finish }] })}`;
/** OpenAI's chat completion stream: the text arrives from the second block on. */
const LLM_STREAM = [
  chunk({ role: 'assistant', content: '' }),
  chunk({ content: 'Once upon a time ' }),
  chunk({ content: 'a creator filmed her kitchen.' }),
  chunk({}, 'stop'),
  'data: [DONE]',
];

function llmReply(fault: Fault | null): LlmReply {
  switch (fault) {
    case null:
      return { status: 200, events: LLM_STREAM };
    case 'hang':
      return { hang: true };
    case 'stall':
      return { status: 200, events: LLM_STREAM, stallAfter: 2 };
    case 'cut':
      return { status: 200, events: LLM_STREAM, cutAfter: 2 };
    case 'malformed':
      return {
        status: 200,
        contentType: 'text/event-stream',
        body: `${LLM_STREAM[0]}\n\n${LLM_STREAM[1]}\n\ndata: {"id":"chatcmpl-1","choices":[{"index":0,"delta":{"content":"a cr\n\ndata: [DONE]\n\n`,
      };
    case 'failing':
      return {
        status: 500,
        json: { error: { message: 'The server had an error', type: 'server_error', code: null } },
        headers: { 'retry-after-ms': '1' },
      };
  }
}

let speech: Uint8Array;
function speechReply(fault: Fault | null, failure: unknown): TtsVendorReply {
  const half = Math.floor(speech.length / 2);
  switch (fault) {
    case null:
      return { status: 200, audio: speech };
    case 'hang':
      return { hang: true };
    case 'stall':
      return { status: 200, audio: speech, stallAfter: half };
    case 'cut':
      return { status: 200, audio: speech, cutAfter: half };
    case 'malformed':
      return { status: 200, contentType: 'application/json', body: '{"audio_base64": "SUQzBAAA' };
    case 'failing':
      return { status: 500, json: failure };
  }
}

const ELEVENLABS_VOICE = '21m00Tcm4TlvDq8ikWAM';
const elevenLabsVoices = {
  voices: [
    {
      voice_id: ELEVENLABS_VOICE,
      name: 'Rachel',
      category: 'premade',
      labels: { accent: 'american', gender: 'female', use_case: 'narration' },
    },
  ],
};

let picture: Buffer;
function imageReply(fault: Fault | null, answer: object, failure: unknown): ImageVendorReply {
  const body = JSON.stringify(answer);
  switch (fault) {
    case null:
      return { status: 200, json: answer };
    case 'hang':
      return { hang: true };
    case 'stall':
      return { status: 200, partial: body.slice(0, 120), then: 'stall' };
    case 'cut':
      return { status: 200, partial: body.slice(0, 120), then: 'cut' };
    case 'malformed':
      return { status: 200, malformed: body.slice(0, 60) };
    case 'failing':
      return { status: 500, json: failure };
  }
}

let testApp: TestApp;
const closeVendors: Array<() => Promise<void>> = [];

beforeAll(async () => {
  speech = await toneMp3(0.6);
  picture = await sharp({
    create: { width: 1536, height: 1024, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();

  const llm = await startFakeLlm(() => llmReply(faults.llm));
  closeVendors.push(async () => {
    llm.server.closeAllConnections();
    llm.server.close();
  });
  const elevenlabs = await startFakeTtsVendor((request) =>
    request.path === '/v1/voices'
      ? { status: 200, json: elevenLabsVoices }
      : speechReply(faults.elevenlabs, {
          detail: { status: 'internal_error', message: 'Something went wrong on our side.' },
        }),
  );
  const openaiSpeech = await startFakeTtsVendor(() =>
    speechReply(faults.openaiSpeech, {
      error: { message: 'The server had an error', type: 'server_error', code: null },
    }),
  );
  const gemini = await startFakeImageVendor(() =>
    imageReply(
      faults.gemini,
      geminiImageAnswer(picture),
      geminiErrorBody(500, 'INTERNAL', undefined, 'Internal error encountered.'),
    ),
  );
  const openaiImages = await startFakeImageVendor(() =>
    imageReply(
      faults.openaiImages,
      { created: 1767000000, data: [{ b64_json: picture.toString('base64') }] },
      {
        error: {
          message: 'The server had an error processing your request.',
          type: 'server_error',
        },
      },
    ),
  );
  closeVendors.push(elevenlabs.close, openaiSpeech.close, gemini.close, openaiImages.close);
  testApp = await createTestApp({
    ai: {
      provider: 'openai',
      model: LLM_MODEL,
      apiKey: 'sk-test-openai',
      baseUrl: `${llm.baseUrl}/v1`,
      timeoutMs: TIMEOUT_MS,
    },
    aiAssistsPerMinute: 1000,
    tts: {
      elevenlabs: { apiKey: 'xi-test-key', model: 'eleven_multilingual_v2' },
      openai: { apiKey: 'sk-test-openai', model: 'gpt-4o-mini-tts' },
    },
    ttsBaseUrls: { elevenlabs: elevenlabs.baseUrl, openai: openaiSpeech.baseUrl },
    ttsTimeoutMs: TTS_TIMEOUT_MS,
    images: {
      gemini: { apiKey: 'AIza-server-key-0123456789', model: 'gemini-2.5-flash-image' },
      openai: { apiKey: 'sk-test-openai', model: 'gpt-image-1' },
    },
    imageBaseUrls: { gemini: gemini.baseUrl, openai: `${openaiImages.baseUrl}/v1` },
    imageTimeoutMs: TIMEOUT_MS,
  });
});
afterAll(async () => {
  await testApp.close();
  await Promise.all(closeVendors.map((close) => close()));
});

type Usage = {
  scriptsGenerated: number;
  audioGenerated: number;
  thumbnailsGenerated: number;
  videosCreated: number;
};

/** A Boost subscriber: premium voices and enough allowance for every call here. */
async function subscriber(app: TestApp) {
  const account = await register(app.app);
  await app.testDatabase.database.db
    .update(users)
    .set({ subscription: 'boost' })
    .where(eq(users.id, account.user.id));
  return account.token;
}

async function usageOf(app: TestApp, token: string): Promise<Usage> {
  const me = await app.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: withBearer(token),
  });
  return me.json().data.user.usage as Usage;
}

async function expectHealthy(app: TestApp) {
  const health = await app.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

type Failure = { status: number; code: string; error: string };

const post = (app: TestApp, url: string, token: string, payload: object, stream = false) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { ...withBearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });

const SCRIPT = 'Intro line. This sentence could be so much better. Outro line.';
const AI_CALLS = [
  {
    kind: 'generate' as const,
    url: '/api/script/generate',
    payload: { topic: 'Filming in a small kitchen', duration: 'short' },
    charges: { scriptsGenerated: 1 },
  },
  {
    kind: 'improve' as const,
    url: '/api/script/improve',
    payload: {
      selectedText: 'This sentence could be so much better.',
      improvementCommand: 'Make it more emotional',
      script: SCRIPT,
      language: 'english',
    },
    charges: {},
  },
  {
    kind: 'extend' as const,
    url: '/api/script/extend',
    payload: {
      script: SCRIPT,
      topic: 'Kitchen videos',
      contentType: 'lifestyle',
      language: 'english',
    },
    charges: {},
  },
];

const aiFailure = (fault: Fault, kind: (typeof AI_CALLS)[number]['kind']): Failure =>
  fault === 'hang' || fault === 'stall'
    ? { status: 504, code: 'AI_TIMEOUT', error: FAILURE_MESSAGES[kind] }
    : { status: 502, code: 'AI_FAILED', error: FAILURE_MESSAGES[kind] };

/** The counters `charges` touch, once counted on top of `usage`. */
const plus = (usage: Usage, charges: Partial<Usage>): Partial<Usage> =>
  Object.fromEntries(
    Object.entries(charges).map(([key, amount]) => [key, usage[key as keyof Usage] + amount]),
  );

/** Faults after which the vendor had already sent some text. */
const sentText = (fault: Fault) => fault === 'stall' || fault === 'cut' || fault === 'malformed';

describe.each(FAULTS)('the LLM $what', ({ fault }) => {
  describe.each(AI_CALLS)('script $kind', ({ kind, url, payload, charges }) => {
    it('answers the API error as JSON, charges nothing, and the server keeps serving', async () => {
      const token = await subscriber(testApp);
      const before = await usageOf(testApp, token);
      faults.llm = fault;
      const failed = await post(testApp, url, token, payload);
      faults.llm = null;
      const { status, ...envelope } = aiFailure(fault, kind);
      expect(failed.statusCode).toBe(status);
      expect(failed.json()).toEqual({ success: false, ...envelope });
      expect(await usageOf(testApp, token)).toEqual(before);

      const next = await post(testApp, url, token, payload);
      expect(next.statusCode).toBe(200);
      expect(next.json().success).toBe(true);
      expect(await usageOf(testApp, token)).toEqual({ ...before, ...plus(before, charges) });
      await expectHealthy(testApp);
    });

    it('ends an event stream with the API error and charges nothing', async () => {
      const token = await subscriber(testApp);
      const before = await usageOf(testApp, token);
      faults.llm = fault;
      const failed = await post(testApp, url, token, payload, true);
      faults.llm = null;
      const { status, ...envelope } = aiFailure(fault, kind);
      if (sentText(fault)) {
        // The text that did arrive was passed on; then the stream says what went wrong.
        expect(failed.statusCode).toBe(200);
        const events = parseEventStream(failed.body);
        expect(events[0]).toEqual({ event: 'delta', data: { text: 'Once upon a time ' } });
        expect(events.at(-1)).toEqual({ event: 'error', data: envelope });
        expect(events.some((event) => event.event === 'done')).toBe(false);
      } else {
        // Nothing was streamed yet: an ordinary JSON error with its status.
        expect(failed.statusCode).toBe(status);
        expect(failed.json()).toEqual({ success: false, ...envelope });
      }
      expect(await usageOf(testApp, token)).toEqual(before);
      await expectHealthy(testApp);
    });
  });
});

const TTS_VENDORS = [
  { vendor: 'ElevenLabs', fake: 'elevenlabs' as const, voiceId: `elevenlabs:${ELEVENLABS_VOICE}` },
  { vendor: 'OpenAI', fake: 'openaiSpeech' as const, voiceId: 'openai:alloy' },
];
const VOICE_OVER_TEXT = 'Welcome back to the channel. Today we film a whole recipe in one take.';

describe.each(FAULTS)('the voice-over vendor $what', ({ fault }) => {
  it.each(TTS_VENDORS)(
    '$vendor: the API error, nothing charged, the server keeps serving',
    async ({ fake, voiceId }) => {
      const token = await subscriber(testApp);
      const before = await usageOf(testApp, token);
      const body = { text: VOICE_OVER_TEXT, voiceId };
      faults[fake] = fault;
      const failed = await post(testApp, '/api/audio/generate', token, body);
      faults[fake] = null;
      expect(failed.json()).toEqual(
        fault === 'hang' || fault === 'stall'
          ? {
              success: false,
              code: 'TTS_TIMEOUT',
              error: `The voice-over of ${VOICE_OVER_TEXT.length} characters took too long. Split the text or use a shorter one.`,
            }
          : {
              success: false,
              code: 'TTS_FAILED',
              error: 'Audio generation failed. Please try again.',
            },
      );
      expect(failed.statusCode).toBe(fault === 'hang' || fault === 'stall' ? 408 : 502);
      expect(await usageOf(testApp, token)).toEqual(before);

      const next = await post(testApp, '/api/audio/generate', token, body);
      expect(next.statusCode).toBe(200);
      expect(next.json().data.voiceId).toBe(voiceId);
      expect(await usageOf(testApp, token)).toEqual({
        ...before,
        audioGenerated: before.audioGenerated + VOICE_OVER_TEXT.length,
      });
      await expectHealthy(testApp);
    },
  );
});

const IMAGE_VENDORS = [
  {
    vendor: 'Gemini',
    fake: 'gemini' as const,
    provider: 'gemini',
    serverError: 'Internal error encountered.',
  },
  {
    vendor: 'OpenAI',
    fake: 'openaiImages' as const,
    provider: 'openai',
    serverError: 'The server had an error processing your request.',
  },
];

describe.each(FAULTS)('the image vendor $what', ({ fault }) => {
  it.each(IMAGE_VENDORS)(
    '$vendor: the API error, nothing charged, the server keeps serving',
    async ({ fake, provider, serverError }) => {
      const token = await subscriber(testApp);
      const before = await usageOf(testApp, token);
      const body = { description: 'Cabin in the woods at dawn', count: 1, provider };
      faults[fake] = fault;
      const failed = await post(testApp, '/api/thumbnails/generate', token, body);
      faults[fake] = null;
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({
        success: false,
        code: 'THUMBNAIL_FAILED',
        // An HTTP error shows the vendor's own message (spec §8); anything else says why.
        error: fault === 'failing' ? serverError : VENDOR_UNREACHABLE,
      });
      expect(await usageOf(testApp, token)).toEqual(before);

      const next = await post(testApp, '/api/thumbnails/generate', token, body);
      expect(next.statusCode).toBe(200);
      expect(next.json().data.thumbnails).toMatchObject([{ provider }]);
      expect(await usageOf(testApp, token)).toEqual({
        ...before,
        thumbnailsGenerated: before.thumbnailsGenerated + 1,
      });
      await expectHealthy(testApp);
    },
  );
});
