import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows the largest tables hold, kept by statement triggers (migration 0012), so an
 * unfiltered list of a million professionals reads its total instead of counting it.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});
