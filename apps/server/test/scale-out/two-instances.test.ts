import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../helpers/server-process';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database';
import { testRedisUrl } from '../helpers/test-redis';

// Two real server processes on different ports sharing one PostgreSQL and one Redis, as behind a
// load balancer: nothing a user does may depend on which instance answers.
const LOGIN_ATTEMPTS = 6;
const FREE_VIDEOS_PER_MONTH = 5;

let testDatabase: TestDatabase;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

async function startInstance(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-instance-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl!,
    JWT_SECRET: 'one-secret-shared-by-every-instance-of-the-app-7f3a9c',
    SECRETS_KEY: 'and-one-key-for-saved-vendor-keys-shared-too-41b8e2',
    LOGIN_ATTEMPTS_PER_15_MIN: String(LOGIN_ATTEMPTS),
    // As behind the load balancer of compose.yaml: one proxy, whose address is the last entry.
    TRUST_PROXY: '1',
  });
}

type Answer = { status: number; body: { success: boolean; data?: unknown; code?: string } };

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; cookie?: string; body?: unknown; client?: string } = {},
): Promise<Answer & { refreshCookie: string | undefined }> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...(options.cookie === undefined ? {} : { cookie: `rw_refresh=${options.cookie}` }),
      // As a load balancer would pass it on: the limiter counts per client address.
      ...(options.client === undefined ? {} : { 'x-forwarded-for': options.client }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const refreshCookie = response.headers
    .getSetCookie()
    .map((line) => /^rw_refresh=([^;]*)/.exec(line)?.[1])
    .find((value) => value !== undefined && value !== '');
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    refreshCookie,
  };
}

async function signUp(server: ServerProcess, email: string) {
  const answer = await call(server, 'POST', '/api/auth/register', {
    body: { name: 'Ann Lee', email, password: 'correct horse battery' },
    client: clientAddress(),
  });
  expect(answer.status).toBe(201);
  return answer;
}

// Rate-limit counts outlive a run in Redis (15 minutes): every run signs in from new addresses.
const clientAddress = () =>
  `2001:db8::${randomBytes(4)
    .toString('hex')
    .replace(/(....)(....)/, '$1:$2')}`;

const instancesReady = testDriver === 'postgres' && testRedisUrl !== undefined;

describe.runIf(instancesReady)('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await testDatabase.database.close();
    [a, b] = await Promise.all([
      startInstance(testDatabase.url!),
      startInstance(testDatabase.url!),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServerProcess(server)));
    await testDatabase?.dispose();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('both are ready, each reaching the database and Redis', async () => {
    for (const server of [a, b]) {
      const ready = await call(server, 'GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.data).toMatchObject({
        database: { status: 'up', driver: 'postgres' },
        redis: { status: 'up' },
      });
    }
    expect(a.port).not.toBe(b.port);
  });

  it('a session begun on one instance works on the other, refresh cookie included', async () => {
    const email = `roaming-${Date.now()}@example.com`;
    await signUp(a, email);
    const login = await call(a, 'POST', '/api/auth/login', {
      body: { email, password: 'correct horse battery' },
      client: clientAddress(),
    });
    expect(login.status).toBe(200);
    const { token } = login.body.data as { token: string };
    expect(login.refreshCookie).toBeDefined();

    const me = await call(b, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ user: { email } });

    const refreshed = await call(b, 'POST', '/api/auth/refresh', { cookie: login.refreshCookie });
    expect(refreshed.status).toBe(200);
    const { token: newToken } = refreshed.body.data as { token: string };
    expect((await call(a, 'GET', '/api/auth/me', { token: newToken })).status).toBe(200);

    // The rotated-out cookie is spent on every instance, not just the one that rotated it.
    const replayed = await call(a, 'POST', '/api/auth/refresh', { cookie: login.refreshCookie });
    expect(replayed.status).toBe(401);
  });

  it('a monthly allowance used on both at once is never exceeded', async () => {
    const signedUp = await signUp(b, `exporter-${Date.now()}@example.com`);
    const { token } = signedUp.body.data as { token: string };
    const attempts = FREE_VIDEOS_PER_MONTH * 3;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        call(index % 2 ? a : b, 'POST', '/api/usage/video', {
          token,
          body: { width: 1280, height: 720, fps: 30 },
        }),
      ),
    );
    const counted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 402);
    expect(counted).toHaveLength(FREE_VIDEOS_PER_MONTH);
    expect(refused).toHaveLength(attempts - FREE_VIDEOS_PER_MONTH);
    expect(refused.every((answer) => answer.body.code === 'QUOTA_EXCEEDED')).toBe(true);

    // Each instance caches the user for 5 s; the other's changes reach it through Redis within
    // moments (well under that), so both show the final count.
    for (const server of [a, b]) {
      const videosCreated = async () => {
        const me = await call(server, 'GET', '/api/auth/me', { token });
        return (me.body.data as { user: { usage: { videosCreated: number } } }).user.usage
          .videosCreated;
      };
      await expect.poll(videosCreated, { timeout: 1_000 }).toBe(FREE_VIDEOS_PER_MONTH);
    }
  });

  it('the login limiter counts attempts made on either instance', async () => {
    const email = `target-${Date.now()}@example.com`;
    await signUp(a, email);
    const client = clientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS + 2; attempt += 1) {
      const answer = await call(attempt % 2 ? a : b, 'POST', '/api/auth/login', {
        body: { email, password: 'wrong password entirely' },
        client,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LOGIN_ATTEMPTS)).toEqual(Array(LOGIN_ATTEMPTS).fill(401));
    expect(statuses.slice(LOGIN_ATTEMPTS)).toEqual([429, 429]);

    // Even the right password waits out the window, whichever instance it goes to.
    for (const server of [a, b]) {
      const answer = await call(server, 'POST', '/api/auth/login', {
        body: { email, password: 'correct horse battery' },
        client: clientAddress(),
      });
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe('RATE_LIMITED');
    }
  });
});
