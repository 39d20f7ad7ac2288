import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import {
  geminiErrorBody,
  geminiImageAnswer,
  useFakeImageVendors,
} from '../../helpers/fake-image-vendor';
import { multipart, type FilePart } from '../../helpers/multipart';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import type * as CpuPool from '../../../src/workers/cpu-pool';
import {
  corruptHugePng,
  damagedPng,
  decompressionBomb,
  fakePng,
  oversizedJpegHeader,
} from './bad-pictures';

// Every task the CPU pool runs, with the thread that ran it: the tests see what was rendered
// and decoded, and where, through the real pool.
const pool = vi.hoisted(() => ({ calls: [] as Array<{ name: string; threadId?: number }> }));
vi.mock('../../../src/workers/cpu-pool', async (importOriginal) => {
  const actual = await importOriginal<typeof CpuPool>();
  return {
    ...actual,
    runOnCpuPool: async (...args: Parameters<typeof actual.runOnCpuPool>) => {
      const call: { name: string; threadId?: number } = { name: args[1] };
      pool.calls.push(call);
      const output = await actual.runOnCpuPool<unknown, { threadId?: number }>(...args);
      call.threadId = output.threadId;
      return output;
    },
  };
});
const ran = (name: string) => pool.calls.filter((call) => call.name === name);
beforeEach(() => {
  pool.calls.length = 0;
});

const solidPng = (width = 320, height = 180) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

const send = (
  app: TestApp['app'],
  token: string,
  fields: Record<string, string>,
  files: FilePart[],
) => {
  const body = multipart({ description: 'Cabin build', count: '1', ...fields }, files);
  return app.inject({
    method: 'POST',
    url: '/api/thumbnails/generate',
    headers: { ...withBearer(token), ...body.headers },
    payload: body.payload,
  });
};
const sendJson = (app: TestApp['app'], token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/thumbnails/generate',
    headers: withBearer(token),
    payload: { description: 'Cabin build', count: 1, ...payload },
  });
const usageOf = async (app: TestApp['app'], token: string) => {
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) });
  if (me.statusCode !== 200) throw new Error(me.body);
  return me.json().data.user.usage.thumbnailsGenerated as number;
};

const png = (field: string, name: string, bytes: Buffer): FilePart => ({
  field,
  name,
  type: 'image/png',
  bytes,
});

describe('thumbnails: every picture is checked before anything is drawn', () => {
  let testApp: TestApp;
  let good: Buffer;
  beforeAll(async () => {
    testApp = await createTestApp();
    good = await solidPng();
  });
  afterAll(() => testApp.close());

  // Refused from the header alone: no worker decodes them, nothing renders.
  it.each([
    [
      'a corrupt 7000×7000 PNG as the reference, with four object images',
      () => [
        png('referenceImage', 'cabin.png', corruptHugePng()),
        ...['a', 'b', 'c', 'd'].map((name) => png('objectImages', `${name}.png`, good)),
      ],
      'The reference picture "cabin.png" (referenceImage) is not a valid image: it is 7000×7000 pixels; pictures may have up to 40 megapixels and 16384 pixels a side.',
    ],
    [
      'a text file named cat.png as the third object image',
      () => [
        png('objectImages', 'mug.png', good),
        png('objectImages', 'jar.png', good),
        png('objectImages', 'cat.png', fakePng()),
      ],
      'The object picture "cat.png" (objectImages[2]) is not a valid image: it is not a PNG, JPEG or WebP file.',
    ],
    [
      'a decompression bomb as an object image',
      () => [png('objectImages', 'bomb.png', decompressionBomb())],
      'The object picture "bomb.png" (objectImages[0]) is not a valid image: it is 30000×30000 pixels; pictures may have up to 40 megapixels and 16384 pixels a side.',
    ],
    [
      'a JPEG whose header says 60 000 × 60 000 as the reference',
      () => [{ ...png('referenceImage', 'huge.jpg', oversizedJpegHeader()), type: 'image/jpeg' }],
      'The reference picture "huge.jpg" (referenceImage) is not a valid image: it is 60000×60000 pixels; pictures may have up to 40 megapixels and 16384 pixels a side.',
    ],
  ])('%s → 400 INVALID_IMAGE naming it, nothing decoded or drawn', async (_, files, error) => {
    const account = await register(testApp.app);
    const response = await send(testApp.app, account.token, {}, files());
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { success: false, code: 'INVALID_IMAGE', error },
    });
    expect(pool.calls).toEqual([]);
    expect(await usageOf(testApp.app, account.token)).toBe(0);
  });

  it('a damaged PNG within the limits → decoded in full in a worker, refused, never drawn', async () => {
    const account = await register(testApp.app);
    const response = await send(testApp.app, account.token, {}, [
      png('referenceImage', 'forest.png', good),
      png('objectImages', 'mug.png', good),
      png('objectImages', 'broken.png', await damagedPng()),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_IMAGE',
      error:
        'The object picture "broken.png" (objectImages[1]) is not a valid image: its data is damaged or cut short.',
    });
    // Each picture decoded once, off the event loop; no thumbnail rendered.
    expect(ran('decodeCheck')).toHaveLength(3);
    expect(ran('decodeCheck').every((call) => call.threadId! > 0)).toBe(true);
    expect(ran('render')).toEqual([]);
    expect(await usageOf(testApp.app, account.token)).toBe(0);
  });

  it('a PNG signature over text → its header is read in a worker and refused, never drawn', async () => {
    const account = await register(testApp.app);
    const signatureOnly = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      fakePng(),
    ]);
    const response = await send(testApp.app, account.token, {}, [
      png('referenceImage', 'fake.png', signatureOnly),
    ]);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_IMAGE',
      error:
        'The reference picture "fake.png" (referenceImage) is not a valid image: its header is damaged.',
    });
    expect(pool.calls.map((call) => call.name)).toEqual(['decodeCheck']);
  });

  it('names a bad data URL in a JSON body by its field and name too', async () => {
    const account = await register(testApp.app);
    const response = await sendJson(testApp.app, account.token, {
      referenceImage: { name: 'cabin.png', url: dataUrl(corruptHugePng()) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(
      /^The reference picture "cabin\.png" \(referenceImage\) is not a valid image: it is 7000×7000 pixels/,
    );
    expect(pool.calls).toEqual([]);
  });

  it('renders each thumbnail on a worker thread of the pool, after checking each picture there', async () => {
    const account = await register(testApp.app);
    const response = await send(testApp.app, account.token, { count: '2' }, [
      png('referenceImage', 'forest.png', await solidPng(640, 360)),
      png('objectImages', 'jar.png', good),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(pool.calls.map((call) => call.name)).toEqual([
      'decodeCheck',
      'decodeCheck',
      'render',
      'render',
    ]);
    // Thread 0 is the main thread.
    expect(pool.calls.every((call) => typeof call.threadId === 'number' && call.threadId > 0)).toBe(
      true,
    );
  });
});

describe('thumbnails: failed generations are limited to 10 a minute per user', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('the 11th failure in a minute → 429 with Retry-After; successes do not count; others unaffected', async () => {
    const account = await register(testApp.app);
    const fail = () =>
      send(testApp.app, account.token, {}, [png('objectImages', 'cat.png', fakePng())]);
    const succeed = () => sendJson(testApp.app, account.token, { count: 1 });

    for (let failure = 1; failure <= 10; failure += 1) {
      expect((await fail()).statusCode).toBe(400);
      // Successful generations in between are not counted.
      if (failure === 3 || failure === 7) expect((await succeed()).statusCode).toBe(200);
    }
    const eleventh = await fail();
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(eleventh.json().error).toMatch(
      /^Too many failed thumbnail generations \(10 a minute\)\. Try again in \d+ seconds?\.$/,
    );
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Until the minute is over, even a good request is refused, before anything is read.
    pool.calls.length = 0;
    const blocked = await succeed();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(retryAfter);
    expect(pool.calls).toEqual([]);

    const other = await register(testApp.app);
    expect((await sendJson(testApp.app, other.token, { count: 1 })).statusCode).toBe(200);
  });
});

describe('thumbnails: vendors never see a bad picture, and their failures count', () => {
  const startVendor = useFakeImageVendors();
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('Gemini: a damaged picture is refused before the vendor is called', async () => {
    const picture = await solidPng(1344, 768);
    const vendor = await startVendor(() => ({ status: 200, json: geminiImageAnswer(picture) }));
    testApp = await createTestApp({
      images: {
        gemini: { apiKey: 'AIza-server-key-0123456789', model: 'gemini-2.5-flash-image' },
        openai: undefined,
      },
      imageBaseUrls: { gemini: vendor.baseUrl },
    });
    const account = await register(testApp.app);
    const response = await sendJson(testApp.app, account.token, {
      provider: 'gemini',
      objectImages: [{ name: 'broken.png', url: dataUrl(await damagedPng()) }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'The object picture "broken.png" (objectImages[0]) is not a valid image: its data is damaged or cut short.',
    );
    expect(vendor.requests).toEqual([]);
  });

  it('OpenAI: a decompression bomb is refused before the vendor is called', async () => {
    const vendor = await startVendor(() => ({ status: 500, json: {} }));
    testApp = await createTestApp({
      images: { gemini: undefined, openai: { apiKey: 'sk-test', model: 'gpt-image-1' } },
      imageBaseUrls: { openai: vendor.baseUrl },
    });
    const account = await register(testApp.app);
    const response = await send(testApp.app, account.token, { provider: 'openai' }, [
      png('referenceImage', 'bomb.png', decompressionBomb()),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    expect(response.json().error).toMatch(/^The reference picture "bomb\.png" \(referenceImage\)/);
    expect(vendor.requests).toEqual([]);
  });

  it('a vendor’s failed generations (502) count towards the limit too', async () => {
    const vendor = await startVendor(() => ({
      status: 400,
      json: geminiErrorBody(400, 'INVALID_ARGUMENT', 'API_KEY_INVALID'),
    }));
    testApp = await createTestApp({
      images: {
        gemini: { apiKey: 'AIza-server-key-0123456789', model: 'gemini-2.5-flash-image' },
        openai: undefined,
      },
      imageBaseUrls: { gemini: vendor.baseUrl },
    });
    const app = testApp.app;
    const account = await register(app);
    for (let failure = 1; failure <= 10; failure += 1) {
      const response = await sendJson(app, account.token, { provider: 'gemini' });
      expect(response.json().code).toBe('THUMBNAIL_FAILED');
    }
    const eleventh = await sendJson(app, account.token, { provider: 'gemini' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toMatch(/^\d+$/);
  });
});
