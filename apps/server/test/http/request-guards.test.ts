import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Input the database or the serializer cannot take is refused as a 400 envelope before any
// route runs: NUL characters, JSON nested past 128 levels, URLs Fastify cannot decode, and
// multipart bodies that break the format. (Each was a 500 found by test/reliability/fuzz.)

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = (await register(testApp.app)).token;
});
afterAll(() => testApp.close());

const rename = (payload: string) =>
  testApp.app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: { ...withBearer(token), 'content-type': 'application/json' },
    payload,
  });
const nameNow = async () =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) })
  ).json().data.user.name;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('NUL characters', () => {
  it('refuses a \\u0000 in a JSON string or key, and keeps the old value', async () => {
    const before = await nameNow();
    for (const payload of ['{"name":"a\\u0000b"}', '{"name":"a","\\u0000":1}']) {
      const response = await rename(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        error: 'Text may not contain the NUL character (\\u0000).',
      });
    }
    expect(await nameNow()).toBe(before);
  });

  it('takes an escaped backslash followed by u0000, which is plain text', async () => {
    const response = await rename('{"name":"C:\\\\u0000 folder"}');
    expect(response.statusCode).toBe(200);
    expect(await nameNow()).toBe('C:\\u0000 folder');
  });

  it('refuses %00 in a path parameter or the query string', async () => {
    for (const url of ['/api/payments/session/cs_%00', '/api/thumbnails?projectId=%00']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: withBearer(token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('JSON nesting', () => {
  it('takes 128 levels and refuses 129, brackets inside strings aside', async () => {
    const brackets = '['.repeat(90);
    const ok = await rename(`{"name":"${brackets}","extra":${nested(127)}}`);
    expect(ok.statusCode).toBe(200);
    const deep = await rename(`{"name":"x","extra":${nested(128)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      error: 'The request body nests more than 128 levels of objects and arrays.',
    });
  });

  it('refuses a timeline nested 10 000 deep instead of failing to store it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...withBearer(token), 'content-type': 'application/json' },
      payload: `{"timeline":{"nested":${nested(10_000)}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('addresses Fastify cannot route', () => {
  it('answers a malformed %-escape with a 400 envelope and the API headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/projects/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      error: 'The address is not valid: it has a malformed %-escape.',
    });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a path parameter over the router’s length limit with a 414 envelope', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/payments/session/${'x'.repeat(101)}`,
      headers: withBearer(token),
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('multipart bodies', () => {
  it.each([
    ['cut short', '--fuzz\r\nContent-Disposition: form-data; name="description"\r\n\r\nHi'],
    ['not multipart at all', '{"description":"Hi"}'],
  ])('answers a body %s with 400, not 500', async (_, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: { ...withBearer(token), 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      error: 'The multipart/form-data body is malformed.',
    });
  });

  it('refuses a NUL in a text field', async () => {
    const payload =
      '--fuzz\r\nContent-Disposition: form-data; name="description"\r\n\r\nHi\u0000there\r\n--fuzz--\r\n';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/thumbnails/generate',
      headers: { ...withBearer(token), 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Text may not contain the NUL character (\\u0000).');
  });
});
