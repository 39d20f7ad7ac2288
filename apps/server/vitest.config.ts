import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file gets its own database; PGlite boots in ~1 s, so keep files in parallel but few.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
