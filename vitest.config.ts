import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>) => ({
  extends: './apps/server/vitest.config.ts',
  test: { name, root: './apps/server', env },
});

// One Vitest run covers every workspace; `--project <name>` picks one. The server suite runs on
// embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/script-kit',
      'packages/timeline',
      'apps/web',
      serverProject('server', { TEST_DB_DRIVER: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { TEST_DB_DRIVER: 'postgres' })]
        : []),
    ],
  },
});
