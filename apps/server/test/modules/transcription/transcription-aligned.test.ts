import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBearer } from '../../helpers/auth';
import {
  OPENAI,
  TRANSCRIPTION_FIXTURES,
  audioPart,
  transcribe,
  useTranscriptionApp,
} from './transcription-test-app';

// Transcription without a provider that times words: the capabilities say so, and a text-only
// transcript is aligned to the audio offline.

const t = useTranscriptionApp();

describe('without a provider that times words', () => {
  it('no provider: capabilities say what to set, and transcribe is 409 TRANSCRIPTION_NOT_CONFIGURED', async () => {
    const { app, token } = await t.appWithoutVendor();
    const capabilities = await app.inject({
      method: 'GET',
      url: '/api/captions/capabilities',
      headers: withBearer(token),
    });
    expect(capabilities.json().data.transcription).toEqual({
      available: false,
      model: null,
      setup: expect.stringMatching(/OPENAI_API_KEY.*TRANSCRIPTION_BASE_URL/),
    });
    const response = await transcribe(app, token, {}, [audioPart(t.speech)]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'TRANSCRIPTION_NOT_CONFIGURED',
      error: expect.stringMatching(/Set OPENAI_API_KEY/),
    });
  });

  it('gpt-4o-transcribe (text only): the transcript is aligned to the audio offline', async () => {
    const { app, vendor, token } = await t.appWithVendor(
      () => ({ status: 200, json: { text: t.truth.text } }),
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
    const response = await transcribe(app, token, { language: 'en' }, [audioPart(t.speech)]);
    expect(response.statusCode).toBe(200);
    expect(vendor.requests).toHaveLength(1);
    const { data } = response.json();
    expect(data.method).toBe('aligned');
    expect(data.words.map((word: { text: string }) => word.text)).toEqual(
      t.truth.words.map((word) => word.text),
    );
    // Times in the M4A's own timeline (its encoder priming trimmed) match the recording's truth.
    const errors = (data.words as Array<{ start: number }>)
      .map((word, i) => Math.abs(word.start - t.truth.words[i]!.start) * 1000)
      .sort((a, b) => a - b);
    expect(errors[errors.length >> 1]).toBeLessThan(100);
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThan(250);
  });

  it('gpt-4o-transcribe: audio the aligner cannot decode (FLAC) is refused with 415 naming the file', async () => {
    const flac = await readFile(path.join(TRANSCRIPTION_FIXTURES, 'tone-523hz-3s.flac'));
    const { app, token } = await t.appWithVendor(
      () => ({ status: 200, json: { text: 'a tone' } }),
      {
        ...OPENAI,
        model: 'gpt-4o-transcribe',
      },
    );
    const response = await transcribe(app, token, {}, [audioPart(flac, 'tone.flac', 'audio/flac')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().error).toContain('body.audio: "tone.flac" holds FLAC audio');
  });

  it('with a provider, capabilities name the model', async () => {
    const { app, token } = await t.appWithVendor(() => ({ status: 200, json: t.whisperAnswer() }));
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
