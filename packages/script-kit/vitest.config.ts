import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'script-kit', include: ['src/**/*.test.ts'], environment: 'node' },
});
