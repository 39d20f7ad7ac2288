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

/**
 * One production server for all browser test files. It runs as `npm start` does on a machine
 * without Stripe keys: with the offline TEST MODE checkout (BILLING_PROVIDER=test), which the
 * billing tests buy plans through. Without it, production has billing off (billing.e2e.ts starts
 * a server of its own for that).
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('No Chromium found: install chromium or set CHROMIUM_PATH');
  const server = await startProductionServer({ env: { BILLING_PROVIDER: 'test' } });
  project.provide('baseURL', server.baseURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
