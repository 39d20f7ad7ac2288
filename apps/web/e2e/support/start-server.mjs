import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/support/processes.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Starts the production build (`apps/server/dist/server.js` serving `apps/web/dist`) on a free
 * port with a throwaway data dir, and waits until `/api/health` answers.
 */
export async function startProductionServer({ env = {} } = {}) {
  const bundle = path.join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(bundle) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('No production build: run `npm run build` first (npm test does it for you)');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Every browser test signs up from this machine's one address.
      SIGNUPS_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const baseURL = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error('the production server exited during start (see its output above)');
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the production server did not become healthy within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseURL,
    dataDir,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
