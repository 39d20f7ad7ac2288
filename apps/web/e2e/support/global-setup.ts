import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.mjs';
import { startProductionServer } from './start-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    /** The server's DATA_DIR (mail lands in its outbox/). */
    dataDir: string;
  }
}

/** One production server for all browser test files. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('No Chromium found: install chromium or set CHROMIUM_PATH');
  const server = await startProductionServer();
  project.provide('baseURL', server.baseURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
