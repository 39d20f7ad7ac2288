import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import { multipart, type FilePart } from '../../helpers/multipart';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const fixtures = path.join(import.meta.dirname, '../../fixtures/captions');
const fixture = (name: string) => readFile(path.join(fixtures, name));

type Truth = { text: string; words: Array<{ text: string; start: number; end: number }> };
const truthOf = async (name: string) =>
  JSON.parse(await readFile(path.join(fixtures, `${name}.words.json`), 'utf8')) as Truth;

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ token } = await register(testApp.app));
});
afterAll(() => testApp.close());

const audioPart = (bytes: Buffer, name: string, type = 'application/octet-stream'): FilePart => ({
  field: 'audio',
  name,
  type,
  bytes,
});

function align(fields: Record<string, string>, files: FilePart[], as = token) {
  const body = multipart(fields, files);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/captions/align',
    payload: body.payload,
    headers: { ...body.headers, ...withBearer(as) },
  });
}

/** Median and 95th-percentile word-start error, ms. */
function startErrors(words: Array<{ start: number }>, truth: Truth) {
  const errors = words
    .map((word, i) => Math.abs(word.start - truth.words[i]!.start) * 1000)
    .sort((a, b) => a - b);
  return { median: errors[errors.length >> 1]!, p95: errors[Math.floor(errors.length * 0.95)]! };
}

describe('POST /api/captions/align', () => {
  it.each([
    ['speech-pourover-slt', 'wav', 'audio/wav'],
    ['speech-bike-rms-connected', 'wav', 'audio/wav'],
    ['speech-bike-rms-connected', 'mp3', 'audio/mpeg'],
    ['speech-pourover-slt', 'm4a', 'audio/mp4'],
    ['speech-pourover-slt', 'ogg', 'audio/ogg'],
    ['speech-bike-rms-connected', 'webm', 'audio/webm'],
    ['speech-sourdough-awb-connected', 'webm', 'audio/webm'],
  ])('times every word of %s.%s', async (name, extension, type) => {
    const truth = await truthOf(name);
    const response = await align({ text: truth.text, language: 'english' }, [
      audioPart(await fixture(`${name}.${extension}`), `${name}.${extension}`, type),
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.method).toBe('aligned');
    expect(data.words.map((word: { text: string }) => word.text)).toEqual(
      truth.words.map((word) => word.text),
    );
    // An MP3 decoder's delay shifts everything by a few ms; the goal is the same for every file.
    const { median, p95 } = startErrors(data.words, truth);
    expect(median).toBeLessThan(100);
    expect(p95).toBeLessThan(250);
  });

  it('answers a recording of another text with times for every word of the text, never a 500', async () => {
    const response = await align({ text: 'Feed your sourdough starter the night before.' }, [
      audioPart(await fixture('speech-bike-rms-connected.wav'), 'bike.wav'),
    ]);
    expect(response.statusCode).toBe(200);
    const words = response.json().data.words as Array<{ start: number; end: number }>;
    expect(words).toHaveLength(7);
    for (const [i, word] of words.entries()) {
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]!.start);
      expect(word.end).toBeLessThanOrEqual(27.1);
    }
  });

  /** The file's first bytes (what says what it is), then noise where its audio was. */
  const damaged = (bytes: Buffer) => {
    const copy = Buffer.alloc(4096);
    let seed = 7;
    for (let i = 0; i < copy.length; i++)
      copy[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    bytes.copy(copy, 0, 0, 12);
    return copy;
  };

  it.each([
    ['speech-pourover-slt.m4a', 'M4A'],
    ['speech-pourover-slt.ogg', 'Ogg'],
    ['speech-bike-rms-connected.webm', 'WebM'],
    ['tone-294hz-4s.ogg', 'Ogg'],
  ])('refuses a damaged %s with 400 naming the file, never 500', async (name) => {
    ({ token } = await register(testApp.app)); // a fresh user: 10 alignments a minute each
    const response = await align({ text: 'hello there', language: 'english' }, [
      audioPart(damaged(await fixture(name)), name),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toContain(`body.audio: "${name}" cannot be read`);
  });

  it('aligns what there is of a recording cut short', async () => {
    ({ token } = await register(testApp.app));
    const truth = await truthOf('speech-pourover-slt');
    const ogg = await fixture('speech-pourover-slt.ogg');
    const response = await align({ text: truth.text }, [
      audioPart(ogg.subarray(0, ogg.length >> 1), 'cut.ogg'),
    ]);
    expect(response.statusCode).toBe(200);
    const words = response.json().data.words as Array<{ end: number }>;
    expect(words).toHaveLength(truth.words.length);
    expect(Math.max(...words.map((word) => word.end))).toBeLessThan(20);
  });

  it('refuses audio in a codec it does not decode (FLAC) with 415 naming the file', async () => {
    const flac = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(60)]);
    const response = await align({ text: 'hello there' }, [audioPart(flac, 'tone.flac')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().error).toContain('"tone.flac" is FLAC audio');
    expect(response.json().error).toContain('WAV, MP3, M4A (AAC), Ogg or WebM');
  });

  it('refuses what is not audio, naming the file', async () => {
    const response = await align({ text: 'hello' }, [
      audioPart(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nhello\n'), 'notes.vtt'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toContain('body.audio: "notes.vtt" is not an audio file');
  });

  it('refuses a broken WAV with 400 naming the file', async () => {
    const wav = await fixture('speech-pourover-slt.wav');
    const response = await align({ text: 'hello' }, [audioPart(wav.subarray(0, 30), 'cut.wav')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('body.audio: "cut.wav" cannot be read');
  });

  it('names the missing or wrong field', async () => {
    ({ token } = await register(testApp.app));
    const wav = await fixture('speech-pourover-slt.wav');
    const noText = await align({ language: 'english' }, [audioPart(wav, 'a.wav')]);
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error).toContain('body.text');
    const badLanguage = await align({ text: 'hi', language: 'klingon' }, [audioPart(wav, 'a.wav')]);
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().error).toContain('body.language');
    const noAudio = await align({ text: 'hi' }, []);
    expect(noAudio.statusCode).toBe(400);
    expect(noAudio.json().error).toContain('body.audio');
    const tooLongText = await align({ text: 'word '.repeat(5000) }, [audioPart(wav, 'a.wav')]);
    expect(tooLongText.statusCode).toBe(400);
    expect(tooLongText.json().error).toContain('body.text: at most 20000 characters');
  });

  it('lets a user align 10 times a minute, then answers 429 with when to retry', async () => {
    ({ token } = await register(testApp.app));
    for (let i = 0; i < 10; i++) expect((await align({}, [])).statusCode).toBe(400);
    const limited = await align({}, []);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks for sign-in', async () => {
    const body = multipart({ text: 'hi' }, []);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/captions/align',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
