import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: App;
  testDatabase: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Builds the real app on a fresh database; routes may still be added before the first request. */
export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'reelwright-app-')));
  const app = await buildApp({
    jwtSecret: TEST_JWT_SECRET,
    appUrl: 'http://studio.test',
    version: 'test',
    // As NODE_ENV=test configures it: Stripe when given, else the offline test checkout.
    billing: options.stripe === undefined ? 'test' : 'stripe',
    ...options,
    dataDir,
    database: testDatabase.database,
  });
  return {
    app,
    testDatabase,
    dataDir,
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}
