import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseDriver } from '@reelwright/contracts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { PGLITE_SOCKET_PORT, startPgliteThread } from './pglite-thread';
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

/**
 * PGlite runs on a thread of its own (pglite-thread.ts) and is reached over the PostgreSQL wire
 * protocol, through the same driver and code as a PostgreSQL server: its queries no longer hold
 * the event loop. It has one backend, so the pool holds one connection (what PGlite's own
 * client did too: one query or transaction at a time).
 */
async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  if (dataDir !== undefined) await mkdir(path.dirname(dataDir), { recursive: true });
  const thread = await startPgliteThread({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  const pool = new pg.Pool({
    host: thread.socketDir,
    port: PGLITE_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // Keep the one connection: there is no server-side idle cost, and reconnecting costs a start-up.
    idleTimeoutMillis: 0,
    // The pool drops its connection after any failed query and opens another, but PGlite's one
    // backend keeps the session: clear it (prepared statements, settings, advisory locks), as a
    // fresh PostgreSQL backend would start.
    onConnect: async (client) => {
      await client.query('discard all');
    },
  });
  return {
    ...overPool(pool, 'pglite'),
    async close() {
      await pool.end();
      await thread.close();
    },
    dumpDataDir: () => thread.dumpDataDir(),
  };
}

function openPostgres(url: string, poolSize: number): Database {
  return overPool(new pg.Pool({ connectionString: url, max: poolSize }), 'postgres');
}

function overPool(pool: pg.Pool, driver: DatabaseDriver): Database {
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver,
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
