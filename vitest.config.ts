import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` picks one.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/web', 'apps/server'],
  },
});
