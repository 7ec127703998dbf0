import { and, eq, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@hub/contract/common';
import type { Db } from '../../db/client';
import type { ListTable } from '../listing';
import { builtOncePer } from '../../db/prepared';
import { groupCounts, rowCounts } from '../../db/schema/index';
import type { PageRequest } from './request';

/** A list's totals: the counts the triggers keep, and the counts of a filter's matches. */

/** The tables whose size triggers keep in row_counts (migrations 0012, 0013, 0032, 0035 and 0064). */
export const COUNTED_TABLES = new Set([
  'candidates',
  'companies',
  'subscriptions',
  'selective_processes',
  'email_log',
  'whatsapp_log',
  'catho_log',
  'kanban_log',
  'audit_log',
  'applications',
]);
const keptCounts = builtOncePer((db) => ({
  table: db
    .select({ count: sql<number | null>`sum(${rowCounts.count})`.mapWith(Number) })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, sql.placeholder('tableName')))
    .prepare('kept_row_count'),
  group: db
    .select({ count: sql<number | null>`sum(${groupCounts.count})`.mapWith(Number) })
    .from(groupCounts)
    .where(
      and(
        eq(groupCounts.tableName, sql.placeholder('tableName')),
        eq(groupCounts.groupKey, sql.placeholder('groupKey')),
      ),
    )
    .prepare('kept_group_count'),
}));

/** Whether triggers keep the size of `table` (COUNTED_TABLES): its unfiltered pages can carry it. */
export const isCounted = (table: PgTable): boolean => COUNTED_TABLES.has(getTableName(table));

/** The row count the triggers keep for a table of COUNTED_TABLES; undefined for any other. */
const keptRowCount = async (db: Db, tableName: string): Promise<number | undefined> => {
  if (!COUNTED_TABLES.has(tableName)) return undefined;
  const [kept] = await keptCounts(db).table.execute({ tableName });
  return kept?.count;
};

/** How many rows of a table with group counts (migration 0013) are in one group: 0 before the first. */
export const keptGroupCount = async (
  db: Db,
  tableName: string,
  groupKey: string,
): Promise<number> => {
  const [kept] = await keptCounts(db).group.execute({ tableName, groupKey });
  return kept?.count ?? 0;
};

/** A list's total, and whether it stopped at COUNT_CAP (a lower bound, 'mais de 10.000'). */
export type Counted = { total: number; capped: boolean };

/** The select a count reads: a table, or a table and the joins its condition reads. */
export type CountedFrom = (fields: SelectedFields) => PgSelect;

/**
 * How many rows of `from` match `where`: up to COUNT_CAP + 1 unless `exact` asks for all or nothing
 * filters, since tens of thousands of index probes cost far more than the page they are counted for.
 */
export const countMatches = async (
  db: Db,
  from: CountedFrom,
  where: SQL | undefined,
  exact: boolean | undefined,
): Promise<Counted> => {
  const count = { count: sql<number>`count(*)::int` };
  if (!where || exact) {
    const [row] = (await from(count).where(where)) as { count: number }[];
    return { total: row?.count ?? 0, capped: false };
  }
  const matches = from({ one: sql`1`.as('one') })
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select(count).from(matches);
  return cappedAt(row?.count ?? 0);
};

/** A count of at most COUNT_CAP + 1 matches as a total: past the cap, a lower bound. */
const cappedAt = (counted: number): Counted =>
  counted > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: counted, capped: false };

/**
 * How many rows match; with nothing to match, the count the triggers keep when the list opts in.
 * `from` is what a filter's count reads: the table alone unless its condition reads joins.
 */
export const countRows = async (
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  {
    keptCount = false,
    exact = false,
    from = (fields) => db.select(fields).from(table).$dynamic(),
  }: { keptCount?: boolean | undefined; exact?: boolean | undefined; from?: CountedFrom } = {},
): Promise<Counted> => {
  const kept = where || !keptCount ? undefined : await keptRowCount(db, getTableName(table));
  if (kept !== undefined) return { total: kept, capped: false };
  return countMatches(db, from, where, exact);
};

/** The count the triggers keep for one group of a table with group counts, as a scalar subquery: 0 before its first row. */
export const keptGroupCountOf = (tableName: string, groupKey: string | Placeholder): SQL<number> =>
  sql`coalesce((SELECT sum(${groupCounts.count}) FROM ${groupCounts} WHERE ${groupCounts.tableName} = ${tableName} AND ${groupCounts.groupKey} = ${groupKey}), 0)`.mapWith(
    Number,
  );

/**
 * The count the triggers keep for a table of COUNTED_TABLES, or for one group of a table with group
 * counts, as a scalar subquery: a column a page's rows carry. Undefined for a table not counted.
 */
export const keptCount = (tableName: string, groupKey?: string): SQL<number> | undefined => {
  if (groupKey !== undefined) return keptGroupCountOf(tableName, groupKey);
  if (!COUNTED_TABLES.has(tableName)) return undefined;
  return sql`(SELECT sum(${rowCounts.count}) FROM ${rowCounts} WHERE ${rowCounts.tableName} = ${tableName})`.mapWith(
    Number,
  );
};

/** Whether an unfiltered page of `table` carries the total the triggers keep (rowsOfIdsWithTotal). */
export const carriesKeptTotal = (table: ListTable, request: PageRequest): boolean => {
  if (!request.keptCount) return false;
  const name = getTableName(table);
  if (!COUNTED_TABLES.has(name)) throw new Error(`no trigger keeps the size of ${name}`);
  return true;
};
