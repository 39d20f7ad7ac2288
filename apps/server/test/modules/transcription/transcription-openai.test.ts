import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  openAiError,
  verboseJson,
  type TranscriptionVendorReply,
} from '../../helpers/fake-transcription-vendor';
import {
  OPENAI,
  TRANSCRIPTION_FIXTURES,
  audioPart,
  transcribe,
  useTranscriptionApp,
} from './transcription-test-app';

// POST /api/captions/transcribe against OpenAI's documented wire format: what is sent, what
// comes back, and every way the vendor can fail.

const t = useTranscriptionApp();

describe('POST /api/captions/transcribe with OpenAI whisper-1', () => {
  it('sends the file as OpenAI documents it and answers every word with its times', async () => {
    const { app, vendor, token } = await t.appWithVendor(() => ({
      status: 200,
      json: t.whisperAnswer(),
    }));
    const response = await transcribe(app, token, { language: 'english' }, [audioPart(t.speech)]);
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
    expect(request?.file?.bytes.equals(t.speech)).toBe(true);
    expect(request?.file?.name).toBe('audio.mp4');
    expect(request?.file?.type).toBe('audio/mp4');

    const { data } = response.json();
    expect(data.method).toBe('transcribed');
    expect(data.text).toBe(t.truth.text);
    expect(data.language).toBe('english');
    expect(data.duration).toBe(31.12);
    // Every word as the script writes it, punctuation attached, at the vendor's times.
    expect(data.words).toEqual(t.truth.words);
  });

  it('passes a BCP 47 tag as its language code, and leaves the language out when not given', async () => {
    const { app, vendor, token } = await t.appWithVendor(() => ({
      status: 200,
      json: verboseJson('Привет, мир.', [
        { word: 'Привет', start: 0.2, end: 0.6 },
        { word: 'мир', start: 0.7, end: 1.1 },
      ]),
    }));
    const tagged = await transcribe(app, token, { language: 'ru-RU' }, [audioPart(t.speech)]);
    expect(tagged.json().data.words.map((word: { text: string }) => word.text)).toEqual([
      'Привет,',
      'мир.',
    ]);
    await transcribe(app, token, {}, [audioPart(t.speech)]);
    expect(vendor.requests.map((request) => request.fields.language)).toEqual([['ru'], undefined]);
  });

  it('an OpenAI-compatible server (whisper.cpp) is called at its own address with its model', async () => {
    const { app, vendor, token } = await t.appWithVendor(
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
    const wav = await readFile(path.join(TRANSCRIPTION_FIXTURES, 'tone-523hz-3s.wav'));
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
    const { app, vendor, token } = await t.appWithVendor(() => reply);
    const response = await transcribe(app, token, {}, [audioPart(t.speech)]);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code });
    expect(body.error).toMatch(message);
    expect(vendor.requests).toHaveLength(attempts);
  });

  it('never answers: 504 TRANSCRIPTION_TIMEOUT within the limit', async () => {
    const { app, token } = await t.appWithVendor(() => ({ hang: true }), OPENAI, {
      timeoutMs: 800,
    });
    const started = Date.now();
    const response = await transcribe(app, token, {}, [audioPart(t.speech)]);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'TRANSCRIPTION_TIMEOUT' });
    expect(response.json().error).toMatch(/did not answer within 1 seconds/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('a server that ignores word timestamps: its text is aligned to the audio offline', async () => {
    const { app, token } = await t.appWithVendor(() => ({
      status: 200,
      json: { text: 'Pour-over coffee starts with fresh beans.' },
    }));
    const response = await transcribe(app, token, {}, [audioPart(t.speech)]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.method).toBe('aligned');
    expect(data.words.map((word: { text: string }) => word.text)).toEqual(
      'Pour-over coffee starts with fresh beans.'.split(' '),
    );
  });
});
