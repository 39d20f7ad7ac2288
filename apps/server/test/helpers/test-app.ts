import { buildApp, type App } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = { app: App; testDatabase: TestDatabase; close(): Promise<void> };

/** Builds the real app on a fresh database; routes may still be added before the first request. */
export async function createTestApp(options: { webDistDir?: string } = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const app = await buildApp({
    database: testDatabase.database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    webDistDir: options.webDistDir,
    version: 'test',
  });
  return {
    app,
    testDatabase,
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}
