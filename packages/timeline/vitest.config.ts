import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'timeline', include: ['src/**/*.test.ts'], environment: 'node' },
});
