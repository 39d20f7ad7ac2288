import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

// The embedded database as `npm start` opens it: PGlite on a thread of its own.
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('the embedded database (PGlite) on its own thread', () => {
  it('keeps the event loop turning while a long query runs', async () => {
    database = await openDatabase({});
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 5);
    try {
      const started = performance.now();
      await database.db.execute(
        sql`select count(*) from generate_series(1, 3000000) as a(n) where n % 7 = 3`,
      );
      const elapsed = performance.now() - started;
      // On the event loop's own thread the query would have held every timer until it ended.
      expect(elapsed).toBeGreaterThan(100);
      expect(turns).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
    } finally {
      clearInterval(ticker);
    }
  });

  it('serves named statements again after a failed query made the pool reconnect', async () => {
    database = await openDatabase({});
    const { db } = database;
    await db.execute(sql`create table notes (id int primary key)`);
    const notes = pgTable('notes', { id: integer('id').primaryKey() });
    // Prepared once under its name on the connection, as the app's hot queries are.
    const byId = db
      .select()
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare('note_by_id');
    await db.insert(notes).values({ id: 1 });
    expect(await byId.execute({ id: 1 })).toEqual([{ id: 1 }]);
    await expect(db.insert(notes).values({ id: 1 })).rejects.toThrow();
    expect(await byId.execute({ id: 1 })).toEqual([{ id: 1 }]);
  });

  it('keeps a transaction to itself: a query outside it waits until it ends', async () => {
    database = await openDatabase({});
    const { db } = database;
    await db.execute(sql`create table counters (n int)`);
    await db.execute(sql`insert into counters values (0)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`update counters set n = 1`);
      await held;
      await tx.execute(sql`update counters set n = 2`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.execute(sql`select n from counters`).then(rowsOf);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it('dumps its data directory, and a database opened from the dump has the data', async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table kept (word text)`);
    await database.db.execute(sql`insert into kept values ('reelwright')`);
    const dump = await database.dumpDataDir!();
    const copy = await openDatabase({ loadDataDir: dump });
    try {
      expect(rowsOf(await copy.db.execute(sql`select word from kept`))).toEqual([
        { word: 'reelwright' },
      ]);
    } finally {
      await copy.close();
    }
  });
});
