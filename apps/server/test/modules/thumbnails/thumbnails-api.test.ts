import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, thumbnails } from '../../../src/db/schema';
import { register, withBearer } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import { multipart } from '../../helpers/multipart';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const solidPng = (colour: { r: number; g: number; b: number }, width = 320, height = 180) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

const generate = (token: string, payload: object, stream = false) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/thumbnails/generate',
    headers: { ...withBearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });

const fetchFile = (url: string, token: string) =>
  testApp.app.inject({ method: 'GET', url, headers: withBearer(token) });

const usageOf = async (token: string) =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) })
  ).json().data.user.usage as { thumbnailsGenerated: number };

describe('thumbnails: generate with the built-in compositor', () => {
  it('draws three 1280×720 PNGs, kept as the owner’s files, and counts three', async () => {
    const account = await register(testApp.app);
    const response = await generate(account.token, {
      description: 'How I built a log cabin in 30 days',
      style: 'vlog',
    });
    expect(response.statusCode).toBe(200);
    const { thumbnails: made, usage } = response.json().data as {
      thumbnails: Array<{
        id: string;
        url: string;
        variation: number;
        provider: string;
        error?: boolean;
      }>;
      usage: { thumbnailsGenerated: number };
    };
    expect(made.map((thumbnail) => thumbnail.variation)).toEqual([1, 2, 3]);
    expect(made.every((thumbnail) => thumbnail.provider === 'builtin' && !thumbnail.error)).toBe(
      true,
    );
    expect(usage.thumbnailsGenerated).toBe(3);

    const stranger = await register(testApp.app);
    for (const thumbnail of made) {
      expect(thumbnail.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const file = await fetchFile(thumbnail.url, account.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1280, 720]);
      expect((await fetchFile(thumbnail.url, stranger.token)).statusCode).toBe(404);
    }
    // The three differ.
    const [a, b] = await Promise.all(
      made
        .slice(0, 2)
        .map(async (thumbnail) => (await fetchFile(thumbnail.url, account.token)).rawPayload),
    );
    expect(a!.equals(b!)).toBe(false);
  });

  it('streams connecting, processing and each thumbnail as it is ready, then done', async () => {
    const account = await register(testApp.app);
    const response = await generate(
      account.token,
      { description: 'Budget gaming PC', count: 2 },
      true,
    );
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(response.body);
    const progress = events
      .filter((event) => event.event === 'progress')
      .map(
        (event) =>
          event.data as {
            stage: string;
            done: number;
            total: number;
            thumbnail?: { variation: number };
          },
      );
    expect(progress.map((p) => [p.stage, p.done, p.total])).toEqual([
      ['connecting', 0, 2],
      ['processing', 0, 2],
      ['thumbnail', 1, 2],
      ['thumbnail', 2, 2],
    ]);
    expect(progress[2]!.thumbnail!.variation).toBe(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data as { thumbnails: unknown[] }).thumbnails).toHaveLength(2);
  });

  it('takes a reference and object images as multipart files, and lists the project’s history', async () => {
    const account = await register(testApp.app);
    const project = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: withBearer(account.token),
      payload: { topic: 'Cabin build' },
    });
    const projectId = project.json().data.project.id as string;
    const red = await solidPng({ r: 220, g: 20, b: 20 }, 640, 360);
    const jar = await solidPng({ r: 20, g: 200, b: 40 }, 200, 200);
    const body = multipart(
      { description: 'Cabin build timelapse', style: 'tutorial', count: '1', projectId },
      [
        { field: 'referenceImage', name: 'forest.png', type: 'image/png', bytes: red },
        { field: 'objectImages', name: 'jar.png', type: 'image/png', bytes: jar },
      ],
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: { ...withBearer(account.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const [thumbnail] = response.json().data.thumbnails as Array<{ url: string; id: string }>;
    // The reference is the backdrop: the picture leans red.
    const png = (await fetchFile(thumbnail!.url, account.token)).rawPayload;
    const { channels } = await sharp(png).stats();
    expect(channels[0]!.mean).toBeGreaterThan(channels[2]!.mean);

    // A second generation without the project, then the project's history has only the first.
    await generate(account.token, { description: 'Something else', count: 1 });
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/thumbnails?projectId=${projectId}`,
      headers: withBearer(account.token),
    });
    expect(history.json().data.thumbnails.map((t: { id: string }) => t.id)).toEqual([
      thumbnail!.id,
    ]);
    const all = await testApp.app.inject({
      method: 'GET',
      url: '/api/thumbnails',
      headers: withBearer(account.token),
    });
    expect(all.json().data.thumbnails).toHaveLength(2);
    // Someone else's project is as missing as one that never was.
    const stranger = await register(testApp.app);
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: `/api/thumbnails?projectId=${projectId}`,
      headers: withBearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await generate(stranger.token, { description: 'x', projectId })).statusCode).toBe(404);
  });
});

describe('thumbnails: bad input', () => {
  let token: string;
  beforeAll(async () => {
    token = (await register(testApp.app)).token;
  });

  it.each([
    [{}, /description/],
    [{ description: '   ' }, /Describe your thumbnail idea/],
    [{ description: 'x', count: 4 }, /count must be 1 to 3/],
    [{ description: 'x', style: 'anime' }, /style must be one of/],
    [{ description: 'x', provider: 'midjourney' }, /provider/],
    [{ description: 'x', objectImages: [{ name: 'a', url: 'not a data url' }] }, /objectImages/],
  ])('%j → 400 naming the field', async (payload, message) => {
    const response = await generate(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toMatch(message);
  });

  it('a reference that is not an image → 400 INVALID_IMAGE naming it, nothing counted', async () => {
    const before = await usageOf(token);
    for (const [payload, error] of [
      [
        { description: 'x', referenceImage: dataUrl(Buffer.from('just text, not a picture')) },
        'The reference picture (referenceImage) is not a valid image: it is not a PNG, JPEG or WebP file.',
      ],
      [
        { description: 'x', referenceImage: 'https://example.com/photo.png' },
        'Invalid reference image format',
      ],
    ] as const) {
      const response = await generate(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE', error });
    }
    // Sniffed by content: a GIF named .png is refused too.
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const body = multipart({ description: 'x' }, [
      { field: 'referenceImage', name: 'photo.png', type: 'image/png', bytes: gif },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: { ...withBearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      error:
        'The reference picture "photo.png" (referenceImage) is not a valid image: it is not a PNG, JPEG or WebP file.',
    });
    expect(await usageOf(token)).toEqual(before);
  });

  it('an object image over 10 MB → 400 naming the file', async () => {
    const big = Buffer.concat([
      await solidPng({ r: 1, g: 2, b: 3 }),
      Buffer.alloc(10 * 1024 * 1024),
    ]);
    const body = multipart({ description: 'x' }, [
      { field: 'objectImages', name: 'huge-mug.png', type: 'image/png', bytes: big },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: { ...withBearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    expect(response.json().error).toMatch(/huge-mug\.png.*10 MB/);
  });

  it('asks for a Gemini key when Gemini is chosen and there is none anywhere', async () => {
    const response = await generate(token, { description: 'x', provider: 'gemini' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'API_KEY_REQUIRED',
      error: 'Gemini API key is required',
    });
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      payload: { description: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('thumbnails: the plan’s limit', () => {
  it('Free allows 5 a month: 3, then 2 more, then 402 with nothing drawn', async () => {
    const account = await register(testApp.app);
    expect((await generate(account.token, { description: 'one' })).statusCode).toBe(200);
    expect((await generate(account.token, { description: 'two', count: 2 })).statusCode).toBe(200);
    const rows = async () =>
      (
        await testApp.testDatabase.database.db
          .select()
          .from(thumbnails)
          .where(eq(thumbnails.userId, account.user.id))
      ).length;
    expect(await rows()).toBe(5);
    const over = await generate(account.token, { description: 'three', count: 1 });
    expect(over.statusCode).toBe(402);
    expect(over.json().code).toBe('QUOTA_EXCEEDED');
    expect(await rows()).toBe(5);
    expect((await usageOf(account.token)).thumbnailsGenerated).toBe(5);
    const stored = await testApp.testDatabase.database.db
      .select()
      .from(files)
      .where(eq(files.userId, account.user.id));
    expect(stored.filter((file) => file.kind === 'thumbnail')).toHaveLength(5);
  });
});
