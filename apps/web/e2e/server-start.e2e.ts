import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/support/processes.mjs';

// The production bundle as `npm start` runs it, its output read by a program rather than a
// terminal: logs are JSON lines, and the first is the sentence a person looks for.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Starts the built server and resolves with its first `count` stdout lines and its port. */
async function startAndReadLines(env: Record<string, string>, count: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-start-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      BILLING_PROVIDER: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = await new Promise<string[]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const complete = output.split('\n').slice(0, -1);
      if (complete.length >= count) resolve(complete.slice(0, count));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { lines, port };
}

describe('the built server starting', () => {
  it('writes JSON lines when its output is not a terminal, the ready line first', async () => {
    const { lines, port } = await startAndReadLines({}, 2);
    const [ready, warning] = lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; installation?: string },
    );
    expect(ready!.msg).toBe(`Reelwright is ready at http://localhost:${port}`);
    expect(ready!.installation).toMatch(/^[0-9a-f-]{36}$/);
    // The start's one warning comes right after it.
    expect(warning!.level).toBe(40);
    expect(warning!.msg).toContain('BILLING_PROVIDER=test: TEST MODE checkout');
    // Ready means ready: it answers at once.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('writes lines for a person with LOG_FORMAT=pretty, the bare sentence first', async () => {
    const { lines, port } = await startAndReadLines({ LOG_FORMAT: 'pretty' }, 3);
    expect(lines[0]).toBe(`Reelwright is ready at http://localhost:${port}`);
    expect(lines[1]).toMatch(/^ {2}version=\S+ installation=[0-9a-f-]{36} database=pglite /);
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d WARN {2}BILLING_PROVIDER=test: TEST MODE checkout/);
  });
});
