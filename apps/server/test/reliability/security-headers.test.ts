import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../helpers/auth';
import { multipart, type FilePart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The headers every answer carries (pages, API, errors, users' files), the refresh cookie's
// attributes, and the one route that takes uploaded bytes judging them by their content.

const PUBLIC_HOST = 'studio.example.com';
const LOCAL_HOSTS = ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000'];

let testApp: TestApp;
let token: string;
let voiceOverUrl: string;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'reelwright-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  testApp = await createTestApp({ webDistDir: dist });
  token = (await register(testApp.app)).token;
  const voiceOver = await testApp.app.inject({
    method: 'POST',
    url: '/api/audio/generate',
    headers: withBearer(token),
    payload: { text: 'Hello.', voiceId: 'builtin:en-us+f3' },
  });
  voiceOverUrl = voiceOver.json().data.audioUrl;
}, 60_000);
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** One answer of each kind the server gives. */
const answers: [string, () => Promise<LightMyRequestResponse>][] = [
  ['an HTML page', () => get('/app/video-maker', { host: PUBLIC_HOST })],
  ['a static asset', () => get('/assets/index-abc123.js', { host: PUBLIC_HOST })],
  ['an API answer', () => get('/api/health', { host: PUBLIC_HOST })],
  ['an API error', () => get('/api/projects', { host: PUBLIC_HOST })],
  ['an unknown API path', () => get('/api/nothing-here', { host: PUBLIC_HOST })],
  ['a malformed address', () => get('/api/projects/%E0%A4%A', { host: PUBLIC_HOST })],
  ['a user’s file', () => get(voiceOverUrl, { ...withBearer(token), host: PUBLIC_HOST })],
];

describe('security headers', () => {
  it.each(answers)('%s: CSP, nosniff, HSTS and no X-Powered-By', async (_, send) => {
    const response = await send();
    expect(response.headers['content-security-policy']).toMatch(/default-src '(self|none)'/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('gives pages a CSP that runs only our own scripts, and API answers one that runs nothing', async () => {
    const page = await get('/', { host: PUBLIC_HOST });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const pageCsp = String(page.headers['content-security-policy']);
    expect(pageCsp).toContain("default-src 'self'");
    expect(pageCsp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(pageCsp).toContain("object-src 'none'");
    expect(pageCsp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);

    const api = await get('/api/stats', { host: PUBLIC_HOST });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('serves a user’s file as its stored type, never sniffable, under the no-script CSP', async () => {
    const file = await get(voiceOverUrl, withBearer(token));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it.each(LOCAL_HOSTS)('sends no HSTS to a local install addressed as %s', async (host) => {
    for (const url of ['/', '/api/health', '/api/nothing-here', '/api/projects/%E0%A4%A']) {
      const response = await get(url, { host });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('judges the host by X-Forwarded-Host only behind a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const viaProxy = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'localhost:3000', 'x-forwarded-host': PUBLIC_HOST },
      });
      expect(viaProxy.headers['strict-transport-security']).toBeDefined();
    } finally {
      await proxied.close();
    }
    const untrusted = await get('/api/health', {
      host: 'localhost:3000',
      'x-forwarded-host': PUBLIC_HOST,
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the refresh cookie', () => {
  const signIn = async (host: string) => {
    const account = await register(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    return { response, account };
  };
  const refreshCookieIn = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === 'rw_refresh')!;

  it('is HttpOnly, SameSite=Strict, limited to /api/auth and Secure on a public host', async () => {
    const { response } = await signIn(PUBLIC_HOST);
    expect(refreshCookieIn(response)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      secure: true,
    });
    expect(response.json().data).not.toHaveProperty('refreshToken');
  });

  it('drops only Secure on localhost, where a local install runs on plain http', async () => {
    const { response } = await signIn('localhost:3000');
    const cookie = refreshCookieIn(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.secure).toBeFalsy();
  });

  it('is cleared with the same attributes on sign-out', async () => {
    const { response } = await signIn(PUBLIC_HOST);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: PUBLIC_HOST },
      cookies: { rw_refresh: refreshCookieIn(response).value },
    });
    const cleared = refreshCookieIn(logout);
    expect(cleared).toMatchObject({
      value: '',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      secure: true,
    });
    expect(new Date(cleared.expires!).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

// POST /api/thumbnails/generate is the only route that takes uploaded bytes (reference and object
// pictures, as multipart file parts or JSON data URLs); voice-overs and thumbnails are made here.
describe('uploads are judged by their bytes, not their name or declared type', () => {
  let png: Buffer;
  const text = Buffer.from('just some notes, not a picture\n');
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
  );
  beforeAll(async () => {
    png = await sharp({
      create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
  });

  /** Each upload by a new account, so the Free plan's 5 thumbnails a month never run out. */
  const upload = async (parts: FilePart[], account?: { token: string }) => {
    const uploader = account ?? (await register(testApp.app));
    const body = multipart({ description: 'My idea', count: '1', provider: 'builtin' }, parts);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: { ...withBearer(uploader.token), ...body.headers },
      payload: body.payload,
    });
  };
  const sendJson = async (payload: object) => {
    const account = await register(testApp.app);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: withBearer(account.token),
      payload: { description: 'My idea', count: 1, provider: 'builtin', ...payload },
    });
  };
  const dataUrl = (bytes: Buffer, type: string) =>
    `data:${type};base64,${bytes.toString('base64')}`;

  it('takes a PNG named x.mp3 and sent as audio/mpeg: it is a PNG', async () => {
    const response = await upload([
      { field: 'referenceImage', name: 'x.mp3', type: 'audio/mpeg', bytes: png },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [thumbnail] = response.json().data.thumbnails;
    expect(thumbnail.error).toBeUndefined();
  });

  it('takes a PNG sent as a data URL that claims image/jpeg', async () => {
    const response = await sendJson({ referenceImage: dataUrl(png, 'image/jpeg') });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['a text file named photo.png, sent as image/png', text],
    ['an HTML page named photo.png, sent as image/png', html],
    ['an SVG with a script named photo.png, sent as image/png', svg],
  ])('refuses %s with 400 INVALID_IMAGE', async (_, bytes) => {
    const response = await upload([
      { field: 'referenceImage', name: 'photo.png', type: 'image/png', bytes },
    ]);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'INVALID_IMAGE',
        error:
          'The reference picture "photo.png" (referenceImage) is not a valid image: it is not a PNG, JPEG or WebP file.',
      },
    });
  });

  it.each([
    ['text', text],
    ['HTML', html],
    ['SVG', svg],
  ])('refuses %s as an object image, naming the file', async (_, bytes) => {
    const response = await upload([
      { field: 'objectImages', name: 'mug.png', type: 'image/png', bytes },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_IMAGE',
      error:
        'The object picture "mug.png" (objectImages[0]) is not a valid image: it is not a PNG, JPEG or WebP file.',
    });
  });

  it.each([
    ['an SVG', svg, 'image/svg+xml'],
    ['HTML', html, 'image/png'],
  ])('refuses %s as a JSON data URL, whatever type it claims', async (_, bytes, type) => {
    const response = await sendJson({
      objectImages: [{ name: 'logo.png', url: dataUrl(bytes, type) }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_IMAGE' });
    expect(response.json().error).toContain('logo.png');
  });

  it('serves what it drew as image/png with nosniff, whatever the upload was called', async () => {
    const account = await register(testApp.app);
    const response = await upload(
      [{ field: 'referenceImage', name: 'page.html', type: 'text/html', bytes: png }],
      account,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [thumbnail] = response.json().data.thumbnails;
    const file = await get(thumbnail.url, withBearer(account.token));
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
