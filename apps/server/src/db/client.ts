import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseDriver } from '@reelwright/contracts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: DatabaseDriver;
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Round-trip time of a trivial query, in milliseconds; throws when unreachable. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /**
   * `dataDir` keeps PGlite's files there; without it the database lives in memory.
   * `loadDataDir` starts from a dump of another PGlite database (tests start from a migrated one).
   */
  | { url?: undefined; dataDir?: string; loadDataDir?: Blob };

// Any stable number works: it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_061_942_113;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url === undefined
    ? openPglite(options.dataDir, options.loadDataDir)
    : openPostgres(options.url, options.poolSize ?? 10);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  if (dataDir !== undefined) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // PGlite is single-connection and in-process: nothing else can migrate it concurrently.
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), {
            migrationsFolder: migrationsDir,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}
