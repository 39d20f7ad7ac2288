import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/app';
import { refresh, refreshCookieOf, register, uniqueEmail, withBearer } from '../../helpers/auth';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { connectTestRedis, testRedisUrl } from '../../helpers/test-redis';

const SESSION_ENDED = {
  success: false,
  error: 'Your session has ended. Please sign in again.',
  code: 'SESSION_ENDED',
};

const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) });

const createProject = (app: App, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: withBearer(token),
    payload: { title: 'Still signed in?' },
  });

describe('access tokens end with their sign-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('stop working at sign-out, for reads and writes, while other sign-ins go on', async () => {
    const account = await register(testApp.app);
    const otherDevice = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const otherToken = otherDevice.json().data.token as string;
    expect((await me(testApp.app, account.token)).statusCode).toBe(200);

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rw_refresh: account.refresh },
    });
    expect(logout.statusCode).toBe(200);

    const read = await me(testApp.app, account.token);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual(SESSION_ENDED);
    const write = await createProject(testApp.app, account.token);
    expect(write.statusCode).toBe(401);
    expect(write.json()).toEqual(SESSION_ENDED);

    expect((await me(testApp.app, otherToken)).statusCode).toBe(200);
    expect((await createProject(testApp.app, otherToken)).statusCode).toBe(201);
  });

  it('keep working across refreshes of the same sign-in', async () => {
    const account = await register(testApp.app);
    const renewed = await refresh(testApp.app, account.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await me(testApp.app, account.token)).statusCode).toBe(200);
    expect((await me(testApp.app, renewed.json().data.token as string)).statusCode).toBe(200);
  });

  it('stop working when a stolen refresh token is replayed (the family ends)', async () => {
    const account = await register(testApp.app);
    const renewed = await refresh(testApp.app, account.refresh);
    expect(refreshCookieOf(renewed)).toBeDefined();
    expect((await refresh(testApp.app, account.refresh)).statusCode).toBe(401);
    expect((await me(testApp.app, renewed.json().data.token as string)).json()).toEqual(
      SESSION_ENDED,
    );
  });

  it('are refused without a sign-in to belong to, even when correctly signed', async () => {
    const account = await register(testApp.app);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      userId: account.user.id,
      email: account.email,
      name: account.name,
      subscription: 'free',
      iat: now,
      exp: now + 600,
    };
    const sign = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' });
    // A token from before sign-ins were named, and one naming a sign-in that never existed.
    const unnamed = await me(testApp.app, sign(claims));
    expect(unnamed.statusCode).toBe(401);
    expect(unnamed.json().code).toBe('UNAUTHORIZED');
    const madeUp = await me(
      testApp.app,
      sign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(madeUp.json()).toEqual(SESSION_ENDED);
  });
});

describe.runIf(testRedisUrl)('two instances sharing a database and Redis', () => {
  let testDatabase: TestDatabase;
  let redis: Redis;
  let a: App;
  let b: App;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    redis = (await connectTestRedis()).redis;
    const instance = async () =>
      buildApp({
        database: testDatabase.database,
        jwtSecret: TEST_JWT_SECRET,
        dataDir: await mkdtemp(path.join(tmpdir(), 'reelwright-instance-')),
        redis,
      });
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    redis.disconnect();
    await testDatabase.dispose();
  });

  it('ends a sign-in on every instance at once, though each caches the user', async () => {
    const account = await register(a);
    // B has the user (and this sign-in) cached now.
    expect((await me(b, account.token)).statusCode).toBe(200);
    await a.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rw_refresh: account.refresh },
    });
    // The cache would keep it for 5 s; the invalidation reaches B within moments.
    const deadline = Date.now() + 2_000;
    let status = 200;
    while (Date.now() < deadline && status === 200) {
      status = (await me(b, account.token)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
  });

  it('accepts at once a sign-in started on the other instance', async () => {
    const account = await register(a, { email: uniqueEmail() });
    expect((await me(b, account.token)).statusCode).toBe(200);
    const second = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect((await me(b, second.json().data.token as string)).statusCode).toBe(200);
  });
});
