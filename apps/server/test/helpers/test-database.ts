import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

/**
 * The server suite runs twice: on embedded PGlite (always) and, when `TEST_DATABASE_URL` is
 * set, on that PostgreSQL server (`TEST_DB_DRIVER=postgres`). Each test file gets a database
 * of its own so files can run in parallel.
 */
export const testDriver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = {
  database: Database;
  /** Connection URL on PostgreSQL; `undefined` for PGlite. */
  url: string | undefined;
  /** Opens a second connection to the same database (as a restarted server would). */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
};

let template: Promise<Blob> | undefined;
/** The migrated template made once by the global setup (read once per test file). */
const pgliteTemplate = () =>
  (template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes])));

export async function createTestDatabase(
  options: { dataDir?: string } = {},
): Promise<TestDatabase> {
  if (testDriver === 'pglite') {
    const database = await openDatabase(
      options.dataDir === undefined
        ? { loadDataDir: await pgliteTemplate() }
        : { dataDir: options.dataDir },
    );
    // The template is migrated already (global-setup.ts); a data directory starts empty.
    if (options.dataDir !== undefined) await database.migrate();
    return {
      database,
      url: undefined,
      async reopen() {
        if (options.dataDir === undefined) throw new Error('reopen needs a dataDir for PGlite');
        return openDatabase({ dataDir: options.dataDir });
      },
      dispose: () => database.close().catch(() => {}),
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `reelwright_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  const opened: Database[] = [database];
  return {
    database,
    url: url.toString(),
    async reopen() {
      const again = await openDatabase({ url: url.toString(), poolSize: 2 });
      opened.push(again);
      return again;
    },
    async dispose() {
      await Promise.all(opened.map((db) => db.close().catch(() => {})));
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
