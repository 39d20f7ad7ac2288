import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Everything the app has stored, cheaply comparable: each table's row count and a hash of its
 * rows (one query for all tables), and every file under the data directory with its size.
 */
export type StoredState = { tables: Record<string, string>; files: Record<string, number> };

export function storedState(db: Db, dataDir: string) {
  let query: ReturnType<typeof sql.raw> | undefined;

  async function tables(): Promise<Record<string, string>> {
    if (query === undefined) {
      const result = await db.execute(
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      const names = (result as unknown as { rows: { table_name: string }[] }).rows.map(
        (row) => row.table_name,
      );
      query = sql.raw(
        names
          .map(
            (name) =>
              `select '${name}' as name, count(*)::int as rows, ` +
              `md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash ` +
              `from public."${name}" t`,
          )
          .join(' union all '),
      );
    }
    const result = await db.execute(query);
    const rows = (result as unknown as { rows: { name: string; rows: number; hash: string }[] })
      .rows;
    return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} rows, ${row.hash}`]));
  }

  async function files(): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      found[path.relative(dataDir, file)] = (await stat(file)).size;
    }
    return found;
  }

  return async (): Promise<StoredState> => ({ tables: await tables(), files: await files() });
}
