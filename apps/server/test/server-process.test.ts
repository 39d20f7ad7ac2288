import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverRoot,
  startServerProcess as startServer,
  stopServerProcess as stopServer,
  tsx,
} from './helpers/server-process';
import { createTestDatabase, testDriver, type TestDatabase } from './helpers/test-database';

let dataDir: string;
let testDatabase: TestDatabase | undefined;
let databaseEnv: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-process-'));
  if (testDriver === 'postgres') {
    testDatabase = await createTestDatabase();
    await testDatabase.database.close();
    databaseEnv = {
      DATABASE_URL: testDatabase.url!,
      // Beside a shared database production needs the secrets every instance shares.
      JWT_SECRET: 'server-process-signing-secret-5e8a1c7f3b9d2e6a',
      SECRETS_KEY: 'server-process-secrets-key-2c4e6a8b0d1f3a5c7e',
    };
  }
});
afterAll(async () => {
  await testDatabase?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`the server process on ${testDriver}`, () => {
  it('starts, answers health and readiness, stops on SIGTERM and keeps its data for the next start', async () => {
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...databaseEnv };
    const first = await startServer(env);
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${first.port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      success: true,
      data: { database: { status: 'up', driver: testDriver } },
    });
    expect(await stopServer(first)).toBe(0);

    const second = await startServer(env);
    expect(second.installation).toBe(first.installation);
    expect(await stopServer(second)).toBe(0);
  });

  it('refuses to start when REDIS_URL cannot be reached, saying so', async () => {
    const error = await startServer({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      REDIS_URL: 'redis://127.0.0.1:1',
      ...databaseEnv,
    }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(String(error)).toContain('Redis at REDIS_URL is not reachable');
  });

  it('refuses to start on a bad variable, naming it', async () => {
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a whole number between 0 and 65535 (got "eighty")');
  });
});
