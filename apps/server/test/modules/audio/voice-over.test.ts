import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { decodeMp3 } from '../../../src/modules/audio/codec';
import { register, withBearer } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const paragraph = (n: number) =>
  Array.from(
    { length: 8 },
    (_, i) =>
      `Paragraph ${n}, sentence ${i + 1}: a calm voice reads this line about making videos at home.`,
  ).join(' ');
/** Three paragraphs, over 1 800 characters: the built-in engine takes it in two parts. */
const SCRIPT = [1, 2, 3].map(paragraph).join('\n\n');

const generate = (token: string, payload: object, stream = false) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/audio/generate',
    headers: { ...withBearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });

const fetchFile = (url: string, token: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...withBearer(token), ...headers } });

describe('voice-over', () => {
  it('lists the built-in voices for the six studio languages, all usable on Free', async () => {
    const account = await register(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/audio/voices',
      headers: withBearer(account.token),
    });
    const voices = response.json().data.voices as Array<Record<string, unknown>>;
    for (const language of ['en', 'ru', 'es', 'fr', 'de', 'zh', 'cmn']) {
      if (language === 'cmn') continue;
      expect(
        voices.some((voice) => String(voice.language).toLowerCase().startsWith(language)),
        language,
      ).toBe(true);
    }
    expect(voices.every((voice) => voice.provider === 'builtin' && voice.available)).toBe(true);
    expect(String(voices[0]!.voice_id)).toMatch(/^builtin:/);
  });

  it('speaks a long script in parts, joined into one MP3 as long as the parts together', async () => {
    const account = await register(testApp.app);
    const voices = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/audio/voices',
        headers: withBearer(account.token),
      })
    ).json().data.voices as Array<{ voice_id: string; language: string }>;
    const english = voices.find((voice) => voice.language.startsWith('en'))!;

    const response = await generate(account.token, {
      text: SCRIPT,
      voiceId: english.voice_id,
      speed: 1.5,
    });
    expect(response.statusCode).toBe(200);
    const audio = response.json().data;
    expect(audio).toMatchObject({
      voiceId: english.voice_id,
      isChunked: true,
      wasTruncated: false,
      textLength: SCRIPT.length,
      originalTextLength: SCRIPT.length,
      usage: { audioGenerated: SCRIPT.length },
    });
    expect(audio.totalChunks).toBe(audio.audioChunks.length);
    expect(audio.totalChunks).toBeGreaterThanOrEqual(2);
    expect(audio.filename).toMatch(/^voice-over-.*\.mp3$/);

    // The full file decodes to the duration it claims, which is the sum of its parts.
    const full = await fetchFile(audio.audioUrl, account.token);
    expect(full.headers['content-type']).toBe('audio/mpeg');
    expect(Number(full.headers['content-length'])).toBe(audio.size);
    const decoded = await decodeMp3(new Uint8Array(full.rawPayload));
    const seconds = decoded.samples.length / decoded.sampleRate;
    expect(Math.abs(seconds - audio.duration) / audio.duration).toBeLessThan(0.02);
    const sum = (audio.audioChunks as Array<{ duration: number }>).reduce(
      (total, part) => total + part.duration,
      0,
    );
    expect(Math.abs(sum - audio.duration) / audio.duration).toBeLessThan(0.02);
    expect(
      audio.audioBase64 === undefined ||
        Buffer.from(audio.audioBase64, 'base64').length === audio.size,
    ).toBe(true);

    // Speed 1.5 is faster than normal speech (~150 words a minute).
    const words = SCRIPT.split(/\s+/).length;
    expect(audio.duration).toBeLessThan((words / 150) * 60);
  });

  it('reports progress per part when asked for a stream', async () => {
    const account = await register(testApp.app);
    const response = await generate(
      account.token,
      { text: SCRIPT, voiceId: 'builtin:en-us+f3' },
      true,
    );
    const events = parseEventStream(response.body);
    const progress = events
      .filter((event) => event.event === 'progress')
      .map((event) => event.data);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toEqual({ done: progress.length, total: progress.length });
    expect(events.at(-1)!.event).toBe('done');
  });

  it('serves a file to its owner only, with byte ranges for seeking', async () => {
    const owner = await register(testApp.app);
    const other = await register(testApp.app);
    const audio = (
      await generate(owner.token, { text: 'Short and sweet.', voiceId: 'builtin:en-us+f3' })
    ).json().data;
    expect(audio.isChunked).toBe(false);
    expect(audio.audioChunks).toHaveLength(1);

    const ranged = await fetchFile(audio.audioUrl, owner.token, { range: 'bytes=100-199' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${audio.size}`);
    expect(ranged.rawPayload.length).toBe(100);
    const whole = await fetchFile(audio.audioUrl, owner.token);
    expect(ranged.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));

    const tail = await fetchFile(audio.audioUrl, owner.token, { range: 'bytes=-10' });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(audio.size - 10));
    const outside = await fetchFile(audio.audioUrl, owner.token, { range: `bytes=${audio.size}-` });
    expect(outside.statusCode).toBe(416);

    const download = await fetchFile(`${audio.audioUrl}?download=1`, owner.token);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="voice-over-/);

    expect((await fetchFile(audio.audioUrl, other.token)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: audio.audioUrl })).statusCode).toBe(401);
  });

  it('refuses bad requests clearly and counts nothing for them', async () => {
    const account = await register(testApp.app);
    const empty = await generate(account.token, { text: '  ', voiceId: 'builtin:en-us+f3' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('Please generate a script first');
    const unknown = await generate(account.token, {
      text: 'Hello there.',
      voiceId: 'builtin:klingon',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_VOICE');
    const noProvider = await generate(account.token, { text: 'Hello there.', voiceId: 'acme:bob' });
    expect(noProvider.json().code).toBe('UNKNOWN_VOICE');
    const fast = await generate(account.token, {
      text: 'Hello.',
      voiceId: 'builtin:en-us+f3',
      speed: 3,
    });
    expect(fast.statusCode).toBe(400);
    expect(fast.json().error).toContain('speed must be a number from 0.5 to 2');
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(account.token),
    });
    expect(me.json().data.user.usage.audioGenerated).toBe(0);
  });

  it('refuses text over the plan’s remaining characters with 402 instead of cutting it', async () => {
    const account = await register(testApp.app);
    const text = 'word '.repeat(2001); // 10 005 characters: over Free's 10 000
    const response = await generate(account.token, { text, voiceId: 'builtin:en-us+f3' });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('QUOTA_EXCEEDED');
  });
});

describe('files of deleted accounts', () => {
  it('are removed from the file store by the sweep; everyone else’s stay', async () => {
    const leaving = await register(testApp.app);
    const staying = await register(testApp.app);
    for (const account of [leaving, staying]) {
      const made = await generate(account.token, {
        text: 'Bye for now.',
        voiceId: 'builtin:en-us+f3',
      });
      expect(made.statusCode).toBe(200);
    }
    const dirOf = (userId: string) => path.join(testApp.dataDir, 'files', userId);
    expect(existsSync(dirOf(leaving.user.id))).toBe(true);

    await testApp.testDatabase.database.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await testApp.app.files.sweepOrphans()).toBe(1);
    expect(existsSync(dirOf(leaving.user.id))).toBe(false);
    expect(existsSync(dirOf(staying.user.id))).toBe(true);
    expect(await testApp.app.files.sweepOrphans()).toBe(0);
  });
});
