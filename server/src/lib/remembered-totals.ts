import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { tableVersions } from '../db/schema/index';
import { keptPerDatabase } from './kept-per-database';

/**
 * A search's exact total remembered by each instance at the version of its table (decision 041):
 * counting the thousands of fragments a key starts cost many times its page, and
 * the next page, another order or another administrator typing the same name asks the same count.
 * The version is read in the page's own statement: unchanged, the statement answers the
 * remembered total and never counts (a CASE evaluates the count only in its other branch);
 * changed, it counts, and the new total is remembered at the new version.
 */

/**
 * The table's version, as a scalar subquery: NULL for a table without one (no trigger gives it a
 * row in migration 0042), whose totals are then always counted.
 */
export const versionOf = (table: PgTable): SQL<number> =>
  sql`(SELECT ${tableVersions.version} FROM ${tableVersions} WHERE ${tableVersions.tableName} = ${getTableName(table)})`.mapWith(
    Number,
  );

/** The statement's placeholders: the version a total was counted at (-1 when none) and the total. */
export const rememberedOr = (table: PgTable, counted: SQL<number>): SQL<number> =>
  sql<number>`CASE WHEN ${versionOf(table)} = ${sql.placeholder('knownVersion')}::bigint THEN ${sql.placeholder('knownTotal')}::int ELSE ${counted} END`;

/** For each database, each search's total at the version it was counted at, at most 1,000. */
const totals = keptPerDatabase<{ version: number; total: number }>(1_000);

/** The values of `rememberedOr`'s placeholders for a search (its statement and its values, as one text). */
export const knownTotal = (
  db: Db,
  searched: string,
): { knownVersion: number; knownTotal: number } => {
  const known = totals.get(db, searched);
  return known
    ? { knownVersion: known.version, knownTotal: known.total }
    : { knownVersion: -1, knownTotal: 0 };
};

/** What a search's statement answered: its total at the table's version. */
export const rememberTotal = (db: Db, searched: string, version: number, total: number): void =>
  totals.set(db, searched, { version, total });
