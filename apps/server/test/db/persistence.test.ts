import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureInstallation } from '../../src/db/installation';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database';

let testDatabase: TestDatabase | undefined;
afterEach(async () => {
  await testDatabase?.dispose();
  testDatabase = undefined;
});

describe(`database on ${testDriver}`, () => {
  it('keeps its data across a restart', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'reelwright-pg-')), 'pg');
    testDatabase = await createTestDatabase({ dataDir });
    const first = await ensureInstallation(testDatabase.database.db);
    await testDatabase.database.close();

    const restarted = await testDatabase.reopen();
    try {
      await restarted.migrate();
      expect(await ensureInstallation(restarted.db)).toEqual(first);
    } finally {
      await restarted.close();
    }
  });

  it('applies migrations idempotently, even concurrently', async () => {
    testDatabase = await createTestDatabase();
    const { database } = testDatabase;
    await Promise.all([database.migrate(), database.migrate()]);
    const installation = await ensureInstallation(database.db);
    expect(installation.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a ping with its latency', async () => {
    testDatabase = await createTestDatabase();
    expect(await testDatabase.database.ping()).toBeGreaterThanOrEqual(0);
  });
});
