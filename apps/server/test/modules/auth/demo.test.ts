import { afterEach, describe, expect, it } from 'vitest';
import { manualClock, refresh, refreshCookieOf, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
afterEach(() => testApp?.close());

const DAY = 24 * 60 * 60 * 1000;
const startDemo = (remoteAddress = '203.0.113.50') =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress });

describe('POST /api/auth/demo', () => {
  it('creates a private, signed-in demo account that lives 24 hours', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    testApp = await createTestApp({ clock });
    const first = await startDemo();
    const second = await startDemo();
    expect(first.statusCode).toBe(201);
    const { user, token } = first.json().data;
    expect(user).toMatchObject({
      isDemo: true,
      demoExpiresAt: '2026-11-23T10:00:00.000Z',
      subscription: 'free',
      name: 'Demo Creator',
    });
    expect(user.email).toMatch(/^demo-[0-9a-f]{16}@demo\.reelwright\.invalid$/);
    expect(second.json().data.user.id).not.toBe(user.id);
    expect(refreshCookieOf(first)).toBeDefined();
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(token),
    });
    expect(me.json().data.user.id).toBe(user.id);
  });

  it('limits demo accounts per address', async () => {
    testApp = await createTestApp();
    for (let i = 0; i < 20; i += 1) expect((await startDemo('192.0.2.77')).statusCode).toBe(201);
    const blocked = await startDemo('192.0.2.77');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is deleted with its data by the sweep once expired, and its sessions stop working', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    testApp = await createTestApp({ clock });
    const demo = (await startDemo()).json().data;
    const demoCookie = refreshCookieOf(await startDemo());
    const real = await register(testApp.app);

    clock.advance(DAY - 1000);
    expect(await testApp.app.authService.sweep()).toBe(0);

    clock.advance(2000);
    expect(await testApp.app.authService.sweep()).toBe(2);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(demo.token),
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      success: false,
      error: 'This account no longer exists. Please sign in again.',
      code: 'SESSION_ENDED',
    });
    expect((await refresh(testApp.app, demoCookie)).statusCode).toBe(401);

    const realMe = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(real.token),
    });
    expect(realMe.statusCode).toBe(200);
  });
});
