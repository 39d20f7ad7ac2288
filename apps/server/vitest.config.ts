import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database (PGlite boots from a migrated template in ~1 s).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
