import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleWorkers } from '../bundle-workers.mjs';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tarball) every test database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * The worker threads run from bundles made once here, as in production (dist/workers/): a thread
 * that loads tsx to run its TypeScript takes ~1 s longer to start, and every test database is a
 * PGlite thread. The folder is under node_modules/.cache, where the bundles find their packages.
 */
async function bundleWorkerThreads(): Promise<string> {
  const cache = path.join(import.meta.dirname, '../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'reelwright-test-workers-'));
  await bundleWorkers(dir);
  return dir;
}

/**
 * Booting PGlite from a migrated dump is about three times faster than an empty initdb plus
 * the migrations, and every server test file opens at least one database.
 */
export default async function setup(project: TestProject) {
  const bundles = await bundleWorkerThreads();
  process.env.WORKER_BUNDLES_DIR = bundles;
  const dir = await mkdtemp(path.join(tmpdir(), 'reelwright-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const database = await openDatabase({});
  await database.migrate();
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(bundles, { recursive: true, force: true });
  };
}
