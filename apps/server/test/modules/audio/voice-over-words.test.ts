import type { WordTiming } from '@reelwright/contracts';
import { chunkForSpeech, spokenWordTexts } from '@reelwright/script-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../../src/modules/audio/codec';
import type { Pcm } from '../../../src/modules/audio/providers/tts-provider';
import { register, withBearer } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const VOICE = 'builtin:en-us+f3';
/** The built-in voice's chunk size (providers/builtin). */
const CHUNK = 1800;

const paragraph = (n: number) =>
  Array.from(
    { length: 8 },
    (_, i) =>
      `Paragraph ${n}, sentence ${i + 1}: a calm voice reads this line — about making videos at home.`,
  ).join(' ');
/** Three paragraphs of running speech, over 1 800 characters: two parts or more. */
const SCRIPT = [1, 2, 3].map(paragraph).join('\n\n');

type Part = { words: WordTiming[]; wordsMethod?: string; duration: number; audioUrl: string };

const generate = (token: string, payload: object, stream = false) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/audio/generate',
    headers: { ...withBearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });

async function decodedMp3(url: string, token: string): Promise<Pcm> {
  const file = await testApp.app.inject({ method: 'GET', url, headers: withBearer(token) });
  return decodeMp3(new Uint8Array(file.rawPayload));
}

/** Every word of the text, in order, each within the audio, starts never going back. */
function expectWordsCover(words: WordTiming[], text: string, seconds: number) {
  expect(words.map((word) => word.text)).toEqual(spokenWordTexts(text));
  let previous = 0;
  for (const word of words) {
    expect(word.start).toBeGreaterThanOrEqual(previous);
    expect(word.end).toBeGreaterThanOrEqual(word.start);
    expect(word.end).toBeLessThanOrEqual(seconds);
    previous = word.start;
  }
  // Every word with something to say was found in the engine's events (it takes time).
  const sayable = words.filter((word) => /[\p{L}\p{N}]/u.test(word.text));
  expect(sayable.filter((word) => word.end - word.start < 0.03)).toEqual([]);
}

/** Where each island of sound (after ≥ 80 ms below −40 dBFS) starts, in seconds. */
function soundOnsets({ samples, sampleRate }: Pcm): number[] {
  const onsets: number[] = [];
  const gap = Math.round(0.08 * sampleRate);
  let lastSound = -Infinity;
  for (let i = 0; i < samples.length; i += 1) {
    if (Math.abs(samples[i]!) <= 0.01) continue;
    if (i - lastSound > gap) onsets.push(i / sampleRate);
    lastSound = i;
  }
  return onsets;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

describe('voice-over word timings (built-in voice)', () => {
  it('times every word of the full version and of each part, parts shifted by their place', async () => {
    const account = await register(testApp.app);
    const response = await generate(account.token, { text: SCRIPT, voiceId: VOICE, speed: 1.5 });
    expect(response.statusCode).toBe(200);
    const audio = response.json().data as Part & { audioChunks: Part[] };

    expect(audio.wordsMethod).toBe('engine');
    const full = await decodedMp3(audio.audioUrl, account.token);
    expectWordsCover(audio.words, SCRIPT, full.samples.length / full.sampleRate);

    const chunks = chunkForSpeech(SCRIPT, CHUNK);
    expect(audio.audioChunks).toHaveLength(chunks.length);
    let offset = 0;
    let first = 0;
    for (const [index, part] of audio.audioChunks.entries()) {
      expect(part.wordsMethod).toBe('engine');
      const decoded = await decodedMp3(part.audioUrl, account.token);
      expectWordsCover(part.words, chunks[index]!, decoded.samples.length / decoded.sampleRate);
      // The same words in the full version, later by the parts before this one.
      const inFull = audio.words.slice(first, first + part.words.length);
      inFull.forEach((word, at) => {
        expect(word.text).toBe(part.words[at]!.text);
        expect(Math.abs(word.start - (part.words[at]!.start + offset))).toBeLessThan(0.003);
      });
      offset += part.duration;
      first += part.words.length;
    }
    expect(first).toBe(audio.words.length);
  });

  it('puts each word where its sound starts in the decoded MP3, across parts', async () => {
    // Words as sentences of their own, so that the audio itself shows where each one starts.
    // Capitalized: eSpeak reads a full stop before a small letter as an abbreviation's.
    const words = 'Coffee Water Kettle Grinder Filter Timer Scale Spoon Beans Roast'.split(' ');
    const text = Array.from({ length: 260 }, (_, i) => `${words[(i * 7) % words.length]}.`).join(
      ' ',
    );
    const account = await register(testApp.app);
    const audio = (await generate(account.token, { text, voiceId: VOICE })).json().data as Part & {
      audioChunks: Part[];
    };
    expect(audio.audioChunks.length).toBeGreaterThanOrEqual(2);

    const onsets = soundOnsets(await decodedMp3(audio.audioUrl, account.token));
    expect(onsets).toHaveLength(audio.words.length);
    const errorsMs = audio.words.map((word, index) => Math.abs(word.start - onsets[index]!) * 1000);
    expect(percentile(errorsMs, 50)).toBeLessThan(30);
    expect(percentile(errorsMs, 95)).toBeLessThan(80);
  });

  it('sends the words with the streamed answer’s done event', async () => {
    const account = await register(testApp.app);
    const response = await generate(
      account.token,
      { text: 'Short, sweet and timed.', voiceId: VOICE },
      true,
    );
    const done = parseEventStream(response.body).at(-1)!;
    expect(done.event).toBe('done');
    const data = done.data as Part;
    expect(data.wordsMethod).toBe('engine');
    expect(data.words.map((word) => word.text)).toEqual(['Short,', 'sweet', 'and', 'timed.']);
  });

  it('times words eSpeak speaks differently: numbers, dashes, other scripts', async () => {
    const account = await register(testApp.app);
    const text = 'In 2024 — about 1,500 cups\r\nof café. Привет!';
    const audio = (await generate(account.token, { text, voiceId: VOICE })).json().data as Part;
    expectWordsCover(audio.words, text, audio.duration + 0.03);
    const dash = audio.words[2]!;
    expect(dash).toMatchObject({ text: '—' });
    expect(dash.end).toBe(dash.start);
    expect(audio.words.filter((word) => word.end > word.start)).toHaveLength(8);
  });
});

describe('saved voice-overs', () => {
  it('keep their words on the project', async () => {
    const account = await register(testApp.app);
    const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url: `/api/projects${url}`,
        headers: withBearer(account.token),
        ...(payload ? { payload } : {}),
      });
    const { id } = (await call('POST', '', { topic: 'Pour-over' })).json().data.project;
    const voiceOver = {
      id: 'file-1',
      voiceId: VOICE,
      url: '/api/files/file-1',
      characters: 12,
      createdAt: '2026-11-25T10:00:00.000Z',
      words: [
        { text: 'Grind', start: 0.03, end: 0.41 },
        { text: 'fresh.', start: 0.45, end: 0.9 },
      ],
      wordsMethod: 'engine',
    };
    const saved = await call('PUT', `/${id}`, { revision: 0, voiceOvers: [voiceOver] });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', `/${id}`)).json().data.project.voiceOvers).toEqual([voiceOver]);

    const bad = await call('PUT', `/${id}`, {
      revision: 1,
      voiceOvers: [{ ...voiceOver, words: [{ text: 'Grind', start: 0.5, end: 0.1 }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^body\.voiceOvers\.0\.words\.0/);
  });
});
