import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the production build served by the real server, driven in Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a loaded 2-core machine can take seconds to show what an action did; a poll
    // that gives up after vitest's default second fails tests that are right.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // Two cores: one Chromium per file, two files at a time.
    maxWorkers: 2,
  },
});
