import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One schema for both drivers (embedded PGlite and a PostgreSQL server). drizzle-kit turns
 * changes here into SQL migrations under `apps/server/drizzle/` (`npm run db:generate`).
 */

/** Facts about this installation (its id, when it was first started); keyed, small, rarely written. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
