import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import {
  TRANSCRIPTION_FIXTURES,
  audioPart,
  transcribe,
  useTranscriptionApp,
} from './transcription-test-app';

// Transcription's bad input and limits: named errors, sizes and lengths refused before the
// vendor sees them, a per-user rate limit, and sign-in.

const t = useTranscriptionApp();

describe('bad input and limits', () => {
  it('refuses what is not an audio file, an empty one, a missing one and a bad language, naming them', async () => {
    const { app, vendor, token } = await t.appWithVendor(() => ({
      status: 200,
      json: t.whisperAnswer(),
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

    const language = await transcribe(app, token, { language: 'klingon!' }, [audioPart(t.speech)]);
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
    const { app, vendor, token } = await t.appWithVendor(() => ({
      status: 200,
      json: t.whisperAnswer(),
    }));
    const big = Buffer.concat([t.speech, Buffer.alloc(25 * 1024 * 1024)]);
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
    const { app, vendor, token } = await t.appWithVendor(() => ({
      status: 200,
      json: t.whisperAnswer(),
    }));
    const wav = await readFile(path.join(TRANSCRIPTION_FIXTURES, 'tone-523hz-3s.wav'));
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
    const { app } = await t.appWithVendor(() => ({ status: 200, json: t.whisperAnswer() }));
    const response = await app.inject({ method: 'GET', url: '/api/captions/capabilities' });
    expect(response.statusCode).toBe(401);
  });
});
