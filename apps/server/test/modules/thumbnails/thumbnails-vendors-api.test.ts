import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GEMINI_MESSAGES } from '../../../src/modules/thumbnails/vendor-errors';
import { register, withBearer } from '../../helpers/auth';
import {
  geminiErrorBody,
  geminiImageAnswer,
  useFakeImageVendors,
  type ImageVendorReply,
} from '../../helpers/fake-image-vendor';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const startVendor = useFakeImageVendors();
let picture: Buffer;
beforeAll(async () => {
  picture = await sharp({
    create: { width: 1344, height: 768, channels: 3, background: { r: 30, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
});

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const SERVER_KEY = 'AIza-server-key-0123456789';

/** The app with a fake Gemini, answering each call as `answer` says; the server's key or not. */
async function appWithGemini(answer: (attempt: number) => ImageVendorReply, serverKey = true) {
  const arrivals: number[] = [];
  const vendor = await startVendor((_request, attempt) => {
    arrivals.push(Date.now());
    return answer(attempt);
  });
  testApp = await createTestApp({
    images: {
      gemini: serverKey ? { apiKey: SERVER_KEY, model: 'gemini-2.5-flash-image' } : undefined,
      openai: undefined,
    },
    imageBaseUrls: { gemini: vendor.baseUrl },
  });
  return { app: testApp.app, vendor, arrivals };
}

const generate = (app: TestApp['app'], token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/thumbnails/generate',
    headers: withBearer(token),
    payload,
  });

const usageOf = async (app: TestApp['app'], token: string) =>
  (
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) })).json()
      .data.user.usage as { thumbnailsGenerated: number }
  ).thumbnailsGenerated;

describe('thumbnails with Gemini', () => {
  it('calls once per variation, 500 ms apart; a failed one is marked and given back', async () => {
    const { app, vendor, arrivals } = await appWithGemini((attempt) =>
      attempt === 2
        ? { status: 429, json: geminiErrorBody(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED') }
        : { status: 200, json: geminiImageAnswer(picture) },
    );
    const account = await register(app);
    const response = await generate(app, account.token, {
      description: 'Cabin in the woods',
      style: 'vlog',
    });
    expect(response.statusCode).toBe(200);
    const made = response.json().data.thumbnails as Array<{
      provider: string;
      error?: boolean;
      errorMessage?: string;
      url: string;
    }>;
    expect(made.map((t) => [t.provider, Boolean(t.error)])).toEqual([
      ['gemini', false],
      ['gemini', true],
      ['gemini', false],
    ]);
    expect(made[1]!.errorMessage).toBe(GEMINI_MESSAGES.quota);
    expect(made[1]!.url).toBe('');
    expect(vendor.requests).toHaveLength(3);
    expect(vendor.requests.every((r) => r.headers['x-goog-api-key'] === SERVER_KEY)).toBe(true);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(450);
    expect(arrivals[2]! - arrivals[1]!).toBeGreaterThanOrEqual(450);
    expect(await usageOf(app, account.token)).toBe(2);
    // The ready ones are real 1280×720 PNGs.
    const file = await app.inject({
      method: 'GET',
      url: made[0]!.url,
      headers: withBearer(account.token),
    });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1280);
  });

  it('none drawn → the spec’s message, nothing counted, the server still answers', async () => {
    const { app } = await appWithGemini(() => ({
      status: 400,
      json: geminiErrorBody(400, 'INVALID_ARGUMENT', 'API_KEY_INVALID'),
    }));
    const account = await register(app);
    const response = await generate(app, account.token, { description: 'x', count: 2 });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'THUMBNAIL_FAILED',
      error: GEMINI_MESSAGES.invalidKey,
    });
    expect(await usageOf(app, account.token)).toBe(0);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a vendor that cuts the connection or answers garbage fails the variation, not the server', async () => {
    const { app } = await appWithGemini((attempt) =>
      attempt === 1 ? { cut: true } : { status: 200, malformed: '{"candidates": [{"content"' },
    );
    const account = await register(app);
    const response = await generate(app, account.token, { description: 'x', count: 2 });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('THUMBNAIL_FAILED');
    expect(await usageOf(app, account.token)).toBe(0);
  });

  it('uses the user’s own saved key over the server’s; others without one get the built-in compositor', async () => {
    const { app, vendor } = await appWithGemini(
      () => ({ status: 200, json: geminiImageAnswer(picture) }),
      false,
    );
    const owner = await register(app);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings/gemini-key',
      headers: withBearer(owner.token),
      payload: { apiKey: 'AIza-users-own-key-0123456789' },
    });
    expect(saved.statusCode).toBe(200);
    const mine = await generate(app, owner.token, { description: 'x', count: 1 });
    expect(mine.json().data.thumbnails[0].provider).toBe('gemini');
    expect(vendor.requests[0]!.headers['x-goog-api-key']).toBe('AIza-users-own-key-0123456789');

    const other = await register(app);
    const theirs = await generate(app, other.token, { description: 'x', count: 1 });
    expect(theirs.json().data.thumbnails[0].provider).toBe('builtin');
    expect(vendor.requests).toHaveLength(1);
    const askedForGemini = await generate(app, other.token, {
      description: 'x',
      provider: 'gemini',
    });
    expect(askedForGemini.json()).toMatchObject({
      code: 'API_KEY_REQUIRED',
      error: 'Gemini API key is required',
    });
  });
});
