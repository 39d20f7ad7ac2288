import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { decodeMp3, MP3_PLAYBACK_DELAY_SECONDS } from '../../../src/modules/audio/codec';
import { register, withBearer } from '../../helpers/auth';
import { useFakeTtsVendors } from '../../helpers/fake-tts-vendor';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const fixtures = path.join(import.meta.dirname, '../../fixtures/captions');
type Truth = { text: string; words: Array<{ text: string; start: number; end: number }> };

const startVendor = useFakeTtsVendors();
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('an OpenAI voice-over (OpenAI speech gives no word times)', () => {
  it('comes with every word of its text, aligned offline to its own audio', async () => {
    const truth = JSON.parse(
      await readFile(path.join(fixtures, 'speech-bike-rms-connected.words.json'), 'utf8'),
    ) as Truth;
    // The vendor "speaks" the text: a recording of it, as OpenAI answers, an MP3 with no times.
    const speech = await readFile(path.join(fixtures, 'speech-bike-rms-connected.mp3'));
    const vendor = await startVendor(() => ({
      status: 200,
      audio: speech,
      contentType: 'audio/mpeg',
    }));
    testApp = await createTestApp({
      tts: {
        elevenlabs: undefined,
        openai: { apiKey: 'sk-test-openai', model: 'gpt-4o-mini-tts' },
      },
      ttsBaseUrls: { openai: vendor.baseUrl },
    });
    // OpenAI's voices come with the Boost plan.
    const { token, user } = await register(testApp.app);
    await testApp.testDatabase.database.db
      .update(users)
      .set({ subscription: 'boost' })
      .where(eq(users.id, user.id));

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/audio/generate',
      headers: withBearer(token),
      payload: { text: truth.text, voiceId: 'openai:coral', speed: 1 },
    });

    expect(response.statusCode).toBe(200);
    const audio = response.json().data;
    expect(vendor.requests).toHaveLength(1);
    expect(audio.wordsMethod).toBe('aligned');
    const words = audio.words as Array<{ text: string; start: number; end: number }>;
    // Every word of the text, in order, each within the MP3 the user gets.
    expect(words.map((word) => word.text)).toEqual(truth.text.split(/\s+/));
    const file = await testApp.app.inject({
      method: 'GET',
      url: audio.audioUrl,
      headers: withBearer(token),
    });
    const decoded = await decodeMp3(new Uint8Array(file.rawPayload));
    const seconds = decoded.samples.length / decoded.sampleRate;
    for (const [i, word] of words.entries()) {
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(seconds);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]!.start);
    }
    // And when they are said: the recording's truth, moved by the MP3's playback delay.
    const errors = words
      .map((word, i) => Math.abs(word.start - MP3_PLAYBACK_DELAY_SECONDS - truth.words[i]!.start))
      .map((error) => error * 1000)
      .sort((a, b) => a - b);
    expect(errors[errors.length >> 1]).toBeLessThan(100);
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThan(250);
    expect(audio.audioChunks[0].wordsMethod).toBe('aligned');
  });
});
