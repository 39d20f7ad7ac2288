import { afterEach, describe, expect, it } from 'vitest';
import { register, uniqueEmail, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
afterEach(() => testApp?.close());

const login = (body: object, remoteAddress = '203.0.113.7') =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });

const INVALID = {
  success: false,
  error: 'Invalid email or password.',
  code: 'INVALID_CREDENTIALS',
};

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const response = await login({
      email: ` ${account.email.toUpperCase()}`,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json().data;
    expect(user).toMatchObject({ id: account.user.id, email: account.email, name: 'Ann Lee' });
    expect(response.cookies.some((cookie) => cookie.name === 'rw_refresh')).toBe(true);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const wrongPassword = await login({ email: account.email, password: 'not the password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: account.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(response.cookies).toEqual([]);
    }
  });

  it('spends comparable time on unknown emails, so timing does not reveal accounts', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const timeLogin = async (email: string, attempt: number) => {
      const started = performance.now();
      await login({ email, password: 'wrong password' }, `198.51.100.${attempt + 10}`);
      return performance.now() - started;
    };
    await timeLogin(account.email, 0); // warm up the dummy hash
    await timeLogin(uniqueEmail('nobody'), 0);
    // Alternate the two so a noisy moment on a shared machine weighs on both, and compare
    // the fastest of each: the least disturbed measure of what each answer costs.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      knownTimes.push(await timeLogin(account.email, attempt));
      unknownTimes.push(await timeLogin(uniqueEmail('nobody'), attempt));
    }
    const known = Math.min(...knownTimes);
    const unknown = Math.min(...unknownTimes);
    // Without the dummy hash an unknown email answers ~20x faster than a real password check.
    expect(unknown / known).toBeGreaterThan(0.4);
  });

  it('requires email and password', async () => {
    testApp = await createTestApp();
    const response = await login({ email: 'a@b.co' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'body.password: Password is required.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('allows 10 attempts per email in 15 minutes, then 429 with Retry-After, across addresses', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login(
        { email: account.email, password: 'wrong' },
        `192.0.2.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email: account.email, password: account.password }, '192.0.2.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      error: 'Too many sign-in attempts. Try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('allows 10 attempts per address across emails', async () => {
    testApp = await createTestApp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login({ email: uniqueEmail(), password: 'whatever' }, '192.0.2.200');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email: uniqueEmail(), password: 'whatever' }, '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login({ email: uniqueEmail(), password: 'whatever' }, '192.0.2.201');
    expect(elsewhere.statusCode).toBe(401);
  });
});
