import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './find-chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverBundle = path.join(repoRoot, 'apps/server/dist/server.js');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

/** Starts the production build on a free port with a throwaway data dir, once for all files. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('No Chromium found: install chromium or set CHROMIUM_PATH');
  if (!existsSync(serverBundle) || !existsSync(webIndex)) {
    throw new Error('No production build: run `npm run build` first (npm test does it for you)');
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-e2e-'));
  const server = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await waitForReady(server);
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

function waitForReady(server: ChildProcess): Promise<number> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /is ready on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
