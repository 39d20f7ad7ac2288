import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  extends: './apps/server/vitest.config.ts',
  test: { name, root: './apps/server', env, exclude },
});

/**
 * Server suites whose subject does not depend on the database driver: they never open one (pure
 * code, vendor adapters against local servers, configuration), or they test the HTTP layer the
 * same way on either (fuzzing, provider faults, headers, the API reference). The PostgreSQL run
 * leaves them to the PGlite one, which keeps CI within its time.
 */
const DRIVER_INDEPENDENT_SUITES = [
  'test/config.test.ts',
  'test/config-s3.test.ts',
  'test/db/pglite-thread.test.ts',
  'test/jwt-secret.test.ts',
  'test/http/response-serializer.test.ts',
  'test/http/redis-rate-limiter.test.ts',
  'test/http/openapi.test.ts',
  'test/modules/audio/builtin-tts.test.ts',
  'test/modules/audio/codec.test.ts',
  'test/modules/audio/elevenlabs-provider.test.ts',
  'test/modules/audio/openai-speech-provider.test.ts',
  'test/modules/auth/user-cache.test.ts',
  'test/modules/files/file-store.s3.test.ts',
  'test/modules/mail/smtp-mailer.test.ts',
  'test/modules/script/offline-writer.test.ts',
  'test/modules/thumbnails/compositor/**',
  'test/modules/thumbnails/image-vendors.test.ts',
  'test/modules/usage/quota-message.test.ts',
  'test/modules/user-secrets/images-config.test.ts',
  'test/reliability/fuzz.test.ts',
  'test/reliability/provider-faults.test.ts',
  'test/reliability/security-headers.test.ts',
];

// One Vitest run covers every workspace; `--project <name>` picks one. The server suite runs on
// embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The suites
    // wait on PGlite, child servers and jsdom setup as much as they compute, so a worker per core
    // finishes the unit run in 2/3 and the server run in 3/4 of the time there.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contracts',
      'packages/script-kit',
      'packages/timeline',
      'apps/web',
      serverProject('server', { TEST_DB_DRIVER: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject(
              'server-postgres',
              { TEST_DB_DRIVER: 'postgres' },
              DRIVER_INDEPENDENT_SUITES,
            ),
          ]
        : []),
    ],
  },
});
