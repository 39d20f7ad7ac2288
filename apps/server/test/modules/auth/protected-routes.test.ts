import { createSigner } from 'fast-jwt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { register } from '../../helpers/auth';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../helpers/test-app';

const SOME_ID = '6f1c0d3e-8d5b-4a7e-9a43-1f2b3c4d5e6f';

/**
 * Every route that needs a signed-in user. Add each new protected route here: the table below
 * checks that it refuses every kind of bad token with 401 UNAUTHORIZED.
 */
export const protectedRoutes: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/auth/me' },
  { method: 'POST', url: '/api/usage/video' },
  {
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    payload: { priceId: 'test_boost_monthly', planId: 'boost' },
  },
  { method: 'GET', url: '/api/payments/session/cs_test_x' },
  { method: 'POST', url: '/api/payments/cancel-subscription' },
  { method: 'POST', url: '/api/payments/change-plan' },
  { method: 'POST', url: '/api/payments/cancel-scheduled-change' },
  { method: 'GET', url: '/api/payments/test-checkout/cs_test_x' },
  { method: 'POST', url: '/api/payments/test-checkout/cs_test_x/pay' },
  { method: 'POST', url: '/api/payments/test-checkout/cs_test_x/cancel' },
  ...['generate', 'key-points', 'improve', 'extend', 'quality'].map((task) => ({
    method: 'POST' as const,
    url: `/api/script/${task}`,
    payload: { topic: 'Tea', script: 'Tea is good.' },
  })),
  { method: 'GET', url: '/api/audio/voices' },
  { method: 'POST', url: '/api/audio/generate', payload: { text: 'Hi there.', voiceId: 'x' } },
  { method: 'GET', url: `/api/files/${SOME_ID}` },
  { method: 'POST', url: '/api/projects', payload: {} },
  { method: 'GET', url: '/api/projects' },
  { method: 'GET', url: `/api/projects/${SOME_ID}` },
  { method: 'PUT', url: `/api/projects/${SOME_ID}`, payload: { revision: 0 } },
  { method: 'DELETE', url: `/api/projects/${SOME_ID}` },
  { method: 'GET', url: `/api/projects/${SOME_ID}/versions` },
  { method: 'GET', url: `/api/projects/${SOME_ID}/versions/${SOME_ID}` },
  {
    method: 'POST',
    url: `/api/projects/${SOME_ID}/versions/${SOME_ID}/restore`,
    payload: { revision: 0 },
  },
];

let testApp: TestApp;
let valid: { token: string; userId: string; email: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const account = await register(testApp.app);
  valid = { token: account.token, userId: account.user.id, email: account.email };
});
afterAll(() => testApp.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = () => ({
  userId: valid.userId,
  email: valid.email,
  name: 'Ann Lee',
  subscription: 'free',
});

const badAuthorizations: [string, () => string | undefined][] = [
  ['no Authorization header', () => undefined],
  ['an empty bearer', () => 'Bearer '],
  ['another scheme', () => `Basic ${Buffer.from('ann:pw').toString('base64')}`],
  ['a malformed token', () => 'Bearer not-a-jwt'],
  [
    'a token with a tampered payload',
    () => {
      const [header, , signature] = valid.token.split('.');
      return `Bearer ${header}.${b64({ ...claims(), userId: '00000000-0000-4000-8000-000000000000', iat: nowSeconds(), exp: nowSeconds() + 600 })}.${signature}`;
    },
  ],
  [
    'a token signed with another secret',
    () =>
      `Bearer ${createSigner({ key: 'another-secret-another-secret-another', expiresIn: 600_000 })(claims())}`,
  ],
  [
    'an unsigned token (alg none)',
    () =>
      `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), iat: nowSeconds(), exp: nowSeconds() + 600 })}.`,
  ],
  [
    'a token with another HMAC algorithm',
    () =>
      `Bearer ${createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS512', expiresIn: 600_000 })(claims())}`,
  ],
  [
    'an expired token',
    () =>
      `Bearer ${createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' })({ ...claims(), iat: nowSeconds() - 1000, exp: nowSeconds() - 10 })}`,
  ],
  [
    'a token without exp',
    () => `Bearer ${createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' })(claims())}`,
  ],
];

describe.each(protectedRoutes)('$method $url', (route) => {
  it.each(badAuthorizations)('answers 401 UNAUTHORIZED to %s', async (_name, authorization) => {
    const header = authorization();
    const response = await testApp.app.inject({
      method: route.method,
      url: route.url,
      ...(route.payload ? { payload: route.payload } : {}),
      headers: header === undefined ? {} : { authorization: header },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(typeof response.json().error).toBe('string');
  });

  it('lets a valid token through', async () => {
    const response = await testApp.app.inject({
      method: route.method,
      url: route.url,
      ...(route.payload ? { payload: route.payload } : {}),
      headers: { authorization: `Bearer ${valid.token}` },
    });
    expect(response.statusCode).not.toBe(401);
  });
});

describe('a token the server has seen before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is refused once it expires, though it was accepted a moment before', async () => {
    const { sid } = JSON.parse(Buffer.from(valid.token.split('.')[1]!, 'base64url').toString());
    const issuedAt = Date.now();
    const token = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' })({
      ...claims(),
      sid,
      iat: Math.floor(issuedAt / 1000),
      exp: Math.floor(issuedAt / 1000) + 60,
    });
    const me = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issuedAt + 61_000);
    const expired = await me();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
