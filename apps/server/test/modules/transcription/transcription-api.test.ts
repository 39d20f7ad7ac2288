import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptionConfig } from '../../../src/config';
import { register, withBearer } from '../../helpers/auth';
import {
  openAiError,
  useFakeTranscriptionVendors,
  verboseJson,
  type TranscriptionVendorReply,
  type TranscriptionVendorRequest,
} from '../../helpers/fake-transcription-vendor';
import { multipart, type FilePart } from '../../helpers/multipart';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const startVendor = useFakeTranscriptionVendors();
const fixtures = path.join(import.meta.dirname, '../../fixtures/transcription');

type Truth = { text: string; words: Array<{ text: string; start: number; end: number }> };
let speech: Buffer;
let truth: Truth;
beforeAll(async () => {
  speech = await readFile(path.join(fixtures, 'speech-pourover-slt.m4a'));
  truth = JSON.parse(
    await readFile(path.join(fixtures, 'speech-pourover-slt.words.json'), 'utf8'),
  ) as Truth;
});

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** whisper-1's answer for the pour-over speech: bare words (no punctuation), the text as written. */
const whisperAnswer = () =>
  verboseJson(
    truth.text,
    truth.words.map((word) => ({
      word: word.text.replace(/[^\p{L}\p{N}'-]/gu, ''),
      start: word.start,
      end: word.end,
    })),
    { duration: 31.12 },
  );

const OPENAI: TranscriptionConfig = {
  provider: 'openai',
  model: 'whisper-1',
  apiKey: 'sk-test-transcribe',
  baseUrl: undefined,
};

async function appWithVendor(
  answer: (request: TranscriptionVendorRequest, attempt: number) => TranscriptionVendorReply,
  config: TranscriptionConfig = OPENAI,
  options: { timeoutMs?: number; maxRetries?: number } = {},
) {
  const vendor = await startVendor(answer);
  testApp = await createTestApp({
    transcription: config,
    transcriptionBaseUrl: vendor.baseUrl,
    transcriptionTimeoutMs: options.timeoutMs ?? 5_000,
    transcriptionMaxRetries: options.maxRetries ?? 1,
  });
  const { token } = await register(testApp.app);
  return { app: testApp.app, vendor, token };
}

const audioPart = (bytes: Buffer, name = 'take.m4a', type = 'audio/mp4'): FilePart => ({
  field: 'audio',
  name,
  type,
  bytes,
});

function transcribe(
  app: TestApp['app'],
  token: string,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/captions/transcribe',
    headers: { ...withBearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/captions/transcribe with OpenAI whisper-1', () => {
  it('sends the file as OpenAI documents it and answers every word with its times', async () => {
    const { app, vendor, token } = await appWithVendor(() => ({
      status: 200,
      json: whisperAnswer(),
    }));
    const response = await transcribe(app, token, { language: 'english' }, [audioPart(speech)]);
    expect(response.statusCode).toBe(200);

    const [request] = vendor.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-transcribe');
    expect(request?.fields).toEqual({
      model: ['whisper-1'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['word'],
      language: ['en'],
    });
    // The bytes as uploaded, named by what they are (not by the user's file name).
    expect(request?.file?.bytes.equals(speech)).toBe(true);
    expect(request?.file?.name).toBe('audio.mp4');
    expect(request?.file?.type).toBe('audio/mp4');

    const { data } = response.json();
    expect(data.method).toBe('transcribed');
    expect(data.text).toBe(truth.text);
    expect(data.language).toBe('english');
    expect(data.duration).toBe(31.12);
    // Every word as the script writes it, punctuation attached, at the vendor's times.
    expect(data.words).toEqual(truth.words);
  });

  it('passes a BCP 47 tag as its language code, and leaves the language out when not given', async () => {
    const { app, vendor, token } = await appWithVendor(() => ({
      status: 200,
      json: verboseJson('Привет, мир.', [
        { word: 'Привет', start: 0.2, end: 0.6 },
        { word: 'мир', start: 0.7, end: 1.1 },
      ]),
    }));
    const tagged = await transcribe(app, token, { language: 'ru-RU' }, [audioPart(speech)]);
    expect(tagged.json().data.words.map((word: { text: string }) => word.text)).toEqual([
      'Привет,',
      'мир.',
    ]);
    await transcribe(app, token, {}, [audioPart(speech)]);
    expect(vendor.requests.map((request) => request.fields.language)).toEqual([['ru'], undefined]);
  });

  it('an OpenAI-compatible server (whisper.cpp) is called at its own address with its model', async () => {
    const { app, vendor, token } = await appWithVendor(
      () => ({
        status: 200,
        json: verboseJson(' Hello there.', [
          { word: ' Hello', start: 0, end: 0.4 },
          { word: ' there.', start: 0.4, end: 0.9 },
        ]),
      }),
      {
        provider: 'openai-compatible',
        model: 'ggml-base.en',
        apiKey: undefined,
        baseUrl: undefined,
      },
    );
    const wav = await readFile(path.join(fixtures, 'tone-523hz-3s.wav'));
    const response = await transcribe(app, token, {}, [audioPart(wav, 'tone.wav', 'audio/wav')]);
    expect(response.json().data.words).toEqual([
      { text: 'Hello', start: 0, end: 0.4 },
      { text: 'there.', start: 0.4, end: 0.9 },
    ]);
    expect(vendor.requests[0]?.fields.model).toEqual(['ggml-base.en']);
    expect(vendor.requests[0]?.file?.name).toBe('audio.wav');
  });
});

describe('the vendor failing', () => {
  const cases: Array<{
    what: string;
    reply: TranscriptionVendorReply;
    status: number;
    code: string;
    message: RegExp;
    attempts: number;
  }> = [
    {
      what: 'refuses the key (401)',
      reply: {
        status: 401,
        json: openAiError(
          'Incorrect API key provided: sk-test***',
          'invalid_request_error',
          'invalid_api_key',
        ),
      },
      status: 502,
      code: 'TRANSCRIPTION_FAILED',
      message: /OpenAI refused the server's API key/,
      attempts: 1,
    },
    {
      what: 'is rate limited (429)',
      reply: {
        status: 429,
        json: openAiError('Rate limit reached for whisper-1', 'requests', 'rate_limit_exceeded'),
        headers: { 'retry-after-ms': '10' },
      },
      status: 429,
      code: 'RATE_LIMITED',
      message: /too many requests/,
      attempts: 2,
    },
    {
      what: 'has no credit (429 insufficient_quota)',
      reply: {
        status: 429,
        json: openAiError(
          'You exceeded your current quota',
          'insufficient_quota',
          'insufficient_quota',
        ),
      },
      status: 502,
      code: 'TRANSCRIPTION_FAILED',
      message: /no credit/,
      // The SDK retries every 429; the quota answer is only told apart after.
      attempts: 2,
    },
    {
      what: 'keeps failing (500)',
      reply: {
        status: 500,
        json: openAiError('The server had an error', 'server_error'),
        headers: { 'retry-after-ms': '10' },
      },
      status: 502,
      code: 'TRANSCRIPTION_FAILED',
      message: /not available right now \(HTTP 500\)/,
      attempts: 2,
    },
    {
      what: 'cannot read the file (400)',
      reply: {
        status: 400,
        json: openAiError(
          'The audio file could not be decoded or its format is not supported.',
          'invalid_request_error',
          null,
          'file',
        ),
      },
      status: 400,
      code: 'VALIDATION_FAILED',
      message:
        /^body\.audio: "take\.m4a": OpenAI could not read it: The audio file could not be decoded/,
      attempts: 1,
    },
    {
      what: 'does not have the model (404)',
      reply: {
        status: 404,
        json: openAiError(
          'The model `whisper-9` does not exist',
          'invalid_request_error',
          'model_not_found',
        ),
      },
      status: 502,
      code: 'TRANSCRIPTION_FAILED',
      message: /does not offer the speech-to-text model "whisper-1"/,
      attempts: 1,
    },
    {
      what: 'cuts the connection',
      reply: { cut: true },
      status: 502,
      code: 'TRANSCRIPTION_FAILED',
      message: /could not be reached/,
      attempts: 2,
    },
    {
      what: 'answers malformed JSON',
      reply: { status: 200, body: '{"text": "Pour-over co', contentType: 'application/json' },
      status: 502,
      code: 'TRANSCRIPTION_FAILED',
      message: /unreadable answer/,
      attempts: 1,
    },
  ];

  it.each(cases)('$what: $status $code', async ({ reply, status, code, message, attempts }) => {
    const { app, vendor, token } = await appWithVendor(() => reply);
    const response = await transcribe(app, token, {}, [audioPart(speech)]);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code });
    expect(body.error).toMatch(message);
    expect(vendor.requests).toHaveLength(attempts);
  });

  it('never answers: 504 TRANSCRIPTION_TIMEOUT within the limit', async () => {
    const { app, token } = await appWithVendor(() => ({ hang: true }), OPENAI, {
      timeoutMs: 800,
    });
    const started = Date.now();
    const response = await transcribe(app, token, {}, [audioPart(speech)]);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'TRANSCRIPTION_TIMEOUT' });
    expect(response.json().error).toMatch(/did not answer within 1 seconds/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('a server that ignores word timestamps: its text is aligned to the audio offline', async () => {
    const { app, token } = await appWithVendor(() => ({
      status: 200,
      json: { text: 'Pour-over coffee starts with fresh beans.' },
    }));
    const response = await transcribe(app, token, {}, [audioPart(speech)]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.method).toBe('aligned');
    expect(data.words.map((word: { text: string }) => word.text)).toEqual(
      'Pour-over coffee starts with fresh beans.'.split(' '),
    );
  });
});

describe('without a provider that times words', () => {
  it('no provider: capabilities say what to set, and transcribe is 409 TRANSCRIPTION_NOT_CONFIGURED', async () => {
    testApp = await createTestApp();
    const { token } = await register(testApp.app);
    const capabilities = await testApp.app.inject({
      method: 'GET',
      url: '/api/captions/capabilities',
      headers: withBearer(token),
    });
    expect(capabilities.json().data.transcription).toEqual({
      available: false,
      model: null,
      setup: expect.stringMatching(/OPENAI_API_KEY.*TRANSCRIPTION_BASE_URL/),
    });
    const response = await transcribe(testApp.app, token, {}, [audioPart(speech)]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'TRANSCRIPTION_NOT_CONFIGURED',
      error: expect.stringMatching(/Set OPENAI_API_KEY/),
    });
  });

  it('gpt-4o-transcribe (text only): the transcript is aligned to the audio offline', async () => {
    const { app, vendor, token } = await appWithVendor(
      () => ({ status: 200, json: { text: truth.text } }),
      { ...OPENAI, model: 'gpt-4o-transcribe' },
    );
    const capabilities = await app.inject({
      method: 'GET',
      url: '/api/captions/capabilities',
      headers: withBearer(token),
    });
    expect(capabilities.json().data.transcription).toMatchObject({
      available: true,
      model: 'gpt-4o-transcribe',
    });
    const response = await transcribe(app, token, { language: 'en' }, [audioPart(speech)]);
    expect(response.statusCode).toBe(200);
    expect(vendor.requests).toHaveLength(1);
    const { data } = response.json();
    expect(data.method).toBe('aligned');
    expect(data.words.map((word: { text: string }) => word.text)).toEqual(
      truth.words.map((word) => word.text),
    );
    // Times in the M4A's own timeline (its encoder priming trimmed) match the recording's truth.
    const errors = (data.words as Array<{ start: number }>)
      .map((word, i) => Math.abs(word.start - truth.words[i]!.start) * 1000)
      .sort((a, b) => a - b);
    expect(errors[errors.length >> 1]).toBeLessThan(100);
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThan(250);
  });

  it('gpt-4o-transcribe: audio the aligner cannot decode (FLAC) is refused with 415 naming the file', async () => {
    const flac = await readFile(path.join(fixtures, 'tone-523hz-3s.flac'));
    const { app, token } = await appWithVendor(() => ({ status: 200, json: { text: 'a tone' } }), {
      ...OPENAI,
      model: 'gpt-4o-transcribe',
    });
    const response = await transcribe(app, token, {}, [audioPart(flac, 'tone.flac', 'audio/flac')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().error).toContain('body.audio: "tone.flac" holds FLAC audio');
  });

  it('with a provider, capabilities name the model', async () => {
    const { app, token } = await appWithVendor(() => ({ status: 200, json: whisperAnswer() }));
    const capabilities = await app.inject({
      method: 'GET',
      url: '/api/captions/capabilities',
      headers: withBearer(token),
    });
    expect(capabilities.json().data.transcription).toEqual({
      available: true,
      model: 'whisper-1',
      setup: null,
    });
  });
});

describe('bad input and limits', () => {
  it('refuses what is not an audio file, an empty one, a missing one and a bad language, naming them', async () => {
    const { app, vendor, token } = await appWithVendor(() => ({
      status: 200,
      json: whisperAnswer(),
    }));
    const notAudio = await transcribe(app, token, {}, [
      audioPart(
        Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHello\n'),
        'captions.mp3',
        'audio/mpeg',
      ),
    ]);
    expect(notAudio.statusCode).toBe(415);
    expect(notAudio.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(notAudio.json().error).toMatch(/^body\.audio: "captions\.mp3" is not an audio file/);

    const empty = await transcribe(app, token, {}, [audioPart(Buffer.alloc(0), 'take.webm')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('body.audio: "take.webm" is empty.');

    const missing = await transcribe(app, token, { language: 'en' }, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('body.audio: an audio file is required.');

    const language = await transcribe(app, token, { language: 'klingon!' }, [audioPart(speech)]);
    expect(language.statusCode).toBe(400);
    expect(language.json().error).toMatch(/^body\.language: must be a language code/);

    const json = await app.inject({
      method: 'POST',
      url: '/api/captions/transcribe',
      headers: withBearer(token),
      payload: { audio: 'take.m4a' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart\/form-data/);
    expect(vendor.requests).toHaveLength(0);
  });

  it('refuses a file over 25 MB (413) and audio over 15 minutes (413) before the vendor sees them', async () => {
    const { app, vendor, token } = await appWithVendor(() => ({
      status: 200,
      json: whisperAnswer(),
    }));
    const big = Buffer.concat([speech, Buffer.alloc(25 * 1024 * 1024)]);
    const tooLarge = await transcribe(app, token, {}, [audioPart(big, 'long.m4a')]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(tooLarge.json().error).toMatch(/^body\.audio: "long\.m4a" is larger than 25 MB/);

    // 16 minutes of 8 kHz 8-bit mono WAV: 7.7 MB, under the size limit.
    const seconds = 16 * 60;
    const wav = Buffer.alloc(44 + seconds * 8000, 0x80);
    wav.write('RIFF', 0);
    wav.writeUInt32LE(36 + seconds * 8000, 4);
    wav.write('WAVEfmt ', 8);
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20);
    wav.writeUInt16LE(1, 22);
    wav.writeUInt32LE(8000, 24);
    wav.writeUInt32LE(8000, 28);
    wav.writeUInt16LE(1, 32);
    wav.writeUInt16LE(8, 34);
    wav.write('data', 36);
    wav.writeUInt32LE(seconds * 8000, 40);
    const tooLong = await transcribe(app, token, {}, [audioPart(wav, 'lecture.wav', 'audio/wav')]);
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().error).toBe(
      'body.audio: "lecture.wav" is 16:00 long; at most 15 minutes can be transcribed at once.',
    );
    expect(vendor.requests).toHaveLength(0);
  });

  it('limits each user to 6 transcriptions a minute (429 with Retry-After); others are not affected', async () => {
    const { app, vendor, token } = await appWithVendor(() => ({
      status: 200,
      json: whisperAnswer(),
    }));
    const wav = await readFile(path.join(fixtures, 'tone-523hz-3s.wav'));
    for (let i = 0; i < 6; i += 1) {
      expect((await transcribe(app, token, {}, [audioPart(wav, 'a.wav')])).statusCode).toBe(200);
    }
    const refused = await transcribe(app, token, {}, [audioPart(wav, 'a.wav')]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(vendor.requests).toHaveLength(6);
    const other = await register(app);
    expect((await transcribe(app, other.token, {}, [audioPart(wav, 'a.wav')])).statusCode).toBe(
      200,
    );
  });

  it('needs a signed-in user', async () => {
    const { app } = await appWithVendor(() => ({ status: 200, json: whisperAnswer() }));
    const response = await app.inject({ method: 'GET', url: '/api/captions/capabilities' });
    expect(response.statusCode).toBe(401);
  });
});
