import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from './helpers/test-database';

// Starts the real entry point (src/server.ts through tsx) as a child process, the way
// `npm start` runs the bundle: config parsing, migrations, listen, SIGTERM.
const serverRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');

type Started = { child: ChildProcess; port: number; installation: string; output: () => string };

function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('is ready on')) continue;
        const entry = JSON.parse(line) as { installation: string; msg: string };
        const port = Number(/localhost:(\d+)/.exec(entry.msg)?.[1]);
        resolve({ child, port, installation: entry.installation, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stopServer(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  const [code] = (await once(started.child, 'exit')) as [number | null];
  return code;
}

let dataDir: string;
let testDatabase: TestDatabase | undefined;
let databaseEnv: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-process-'));
  if (testDriver === 'postgres') {
    testDatabase = await createTestDatabase();
    await testDatabase.database.close();
    databaseEnv = { DATABASE_URL: testDatabase.url! };
  }
});
afterAll(async () => {
  await testDatabase?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`the server process on ${testDriver}`, () => {
  it('starts, answers health, stops on SIGTERM and keeps its data for the next start', async () => {
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...databaseEnv };
    const first = await startServer(env);
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      success: true,
      data: { database: { status: 'up', driver: testDriver } },
    });
    expect(await stopServer(first)).toBe(0);

    const second = await startServer(env);
    expect(second.installation).toBe(first.installation);
    expect(await stopServer(second)).toBe(0);
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
