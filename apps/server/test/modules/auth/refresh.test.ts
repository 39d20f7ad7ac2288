import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refresh, refreshCookieOf, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const SESSION_ENDED = {
  success: false,
  error: 'Your session has ended. Please sign in again.',
  code: 'UNAUTHORIZED',
};

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and returns a fresh access token and the user', async () => {
    const account = await register(testApp.app);
    const first = await refresh(testApp.app, account.refresh);
    expect(first.statusCode).toBe(200);
    const { token, user } = first.json().data;
    expect(user.id).toBe(account.user.id);
    const next = refreshCookieOf(first);
    expect(next).toBeDefined();
    expect(next).not.toBe(account.refresh);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(token),
    });
    expect(me.statusCode).toBe(200);

    const second = await refresh(testApp.app, next);
    expect(second.statusCode).toBe(200);
    expect(refreshCookieOf(second)).not.toBe(next);
  });

  it('treats a reused refresh token as theft and ends the whole family', async () => {
    const account = await register(testApp.app);
    const rotated = refreshCookieOf(await refresh(testApp.app, account.refresh))!;
    const latest = refreshCookieOf(await refresh(testApp.app, rotated))!;

    const reuse = await refresh(testApp.app, account.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(SESSION_ENDED);
    // The cookie is cleared in the answer.
    expect(reuse.cookies.find((cookie) => cookie.name === 'rw_refresh')?.value).toBe('');

    // The thief's and the owner's newest tokens are both dead now.
    expect((await refresh(testApp.app, latest)).statusCode).toBe(401);
  });

  it("leaves the user's other sign-ins alone when one family is revoked", async () => {
    const account = await register(testApp.app);
    const otherDevice = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const otherRefresh = refreshCookieOf(otherDevice)!;
    await refresh(testApp.app, account.refresh);
    await refresh(testApp.app, account.refresh); // reuse: revokes the first family only
    expect((await refresh(testApp.app, otherRefresh)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous exchanges of the same token win', async () => {
    const account = await register(testApp.app);
    const answers = await Promise.all([
      refresh(testApp.app, account.refresh),
      refresh(testApp.app, account.refresh),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers 401 to %s', async (_name, cookie) => {
    const response = await refresh(testApp.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the sign-in and clears the cookie, even with no or an expired access token', async () => {
    const account = await register(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rw_refresh: account.refresh },
      headers: { authorization: 'Bearer expired.token.value' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { message: 'You have been signed out.' },
    });
    const cleared = response.cookies.find((cookie) => cookie.name === 'rw_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await refresh(testApp.app, account.refresh)).statusCode).toBe(401);
  });

  it('succeeds without any cookie', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });
});
