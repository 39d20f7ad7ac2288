import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { register, withBearer } from '../../helpers/auth';
import { startFakeS3Server, type FakeS3Server } from '../../helpers/fake-s3-server';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The app's users of the file store — voice-over, thumbnails, account deletion, the sweep — on S3. */

const ACCESS_KEY_ID = 'AKIAREELWRIGHTAPP001';
const SECRET_ACCESS_KEY = 'app-test-secret-key-0123456789abcdefghij';
const PREFIX = 'reelwright/';

let s3: FakeS3Server;
let testApp: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3Server({
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    region: 'auto',
    buckets: ['studio-files'],
  });
  testApp = await createTestApp({
    s3: {
      bucket: 'studio-files',
      endpoint: s3.endpoint,
      region: 'auto',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
      prefix: PREFIX,
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await s3.close();
});

const objects = () => s3.objects('studio-files');
const keysOf = (userId: string) =>
  [...objects().keys()].filter((key) => key.startsWith(`${PREFIX}${userId}/`));

const fetchFile = (url: string, token: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...withBearer(token), ...headers } });

async function makeVoiceOver(token: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/audio/generate',
    headers: withBearer(token),
    payload: { text: 'Files in the bucket.', voiceId: 'builtin:en-us+f3' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.audioUrl as string;
}

describe('files on an S3-compatible store', () => {
  it('keeps voice-overs and thumbnails in the bucket and serves them whole and by range', async () => {
    const account = await register(testApp.app);
    const audioUrl = await makeVoiceOver(account.token);
    const fileId = audioUrl.split('/').at(-1)!;
    const audioKey = `${PREFIX}${account.user.id}/${fileId}.mp3`;
    const stored = objects().get(audioKey);
    expect(stored).toMatchObject({ contentType: 'audio/mpeg' });

    const whole = await fetchFile(audioUrl, account.token);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.equals(stored!.bytes)).toBe(true);
    const part = await fetchFile(audioUrl, account.token, { range: 'bytes=100-299' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${stored!.bytes.length}`);
    expect(part.rawPayload.equals(stored!.bytes.subarray(100, 300))).toBe(true);
    const stranger = await register(testApp.app);
    expect((await fetchFile(audioUrl, stranger.token)).statusCode).toBe(404);

    const thumbnails = await testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: withBearer(account.token),
      payload: { description: 'A cabin in the woods', count: 1 },
    });
    expect(thumbnails.statusCode).toBe(200);
    const thumbnailUrl = thumbnails.json().data.thumbnails[0].url as string;
    const thumbnailKey = `${PREFIX}${account.user.id}/${thumbnailUrl.split('/').at(-1)}.png`;
    expect(objects().get(thumbnailKey)).toMatchObject({ contentType: 'image/png' });
    const png = await fetchFile(thumbnailUrl, account.token);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 NOT_FOUND, as the local store does, when the object is gone from the bucket', async () => {
    const account = await register(testApp.app);
    const audioUrl = await makeVoiceOver(account.token);
    for (const key of keysOf(account.user.id)) objects().delete(key);
    const missing = await fetchFile(audioUrl, account.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      error: 'This file does not exist.',
      code: 'NOT_FOUND',
    });
  });

  it("deleting an account removes its objects; the sweep removes those of owners gone otherwise; others' stay", async () => {
    const leaving = await register(testApp.app);
    const vanished = await register(testApp.app);
    const staying = await register(testApp.app);
    for (const account of [leaving, vanished, staying]) await makeVoiceOver(account.token);
    expect(keysOf(leaving.user.id)).toHaveLength(1);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: withBearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(keysOf(leaving.user.id)).toEqual([]);

    await testApp.testDatabase.database.db.delete(users).where(eq(users.id, vanished.user.id));
    expect(await testApp.app.files.sweepOrphans()).toBe(1);
    expect(keysOf(vanished.user.id)).toEqual([]);
    expect(keysOf(staying.user.id)).toHaveLength(1);
    expect(await testApp.app.files.sweepOrphans()).toBe(0);
  });
});
