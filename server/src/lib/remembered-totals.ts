import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
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
 * The table's version, as a scalar subquery: the writing transactions folded in and not yet, and
 * the newest write's number ('42:1077'). Read in one snapshot, it changes with every commit that
 * wrote the table (each adds a write), and after a restore (its numbers are new). NULL for a
 * table without one (no trigger writes it, migration 0042), whose totals are then always counted.
 */
export const versionOf = (table: PgTable): SQL<string | null> => {
  const name = getTableName(table);
  return sql<
    string | null
  >`(SELECT (coalesce(folded.writes, 0) + unfolded.writes) || ':' || greatest(folded.version, unfolded.newest)
     FROM (SELECT count(*) AS writes, max(version) AS newest FROM table_writes WHERE table_name = ${name}) unfolded
     LEFT JOIN table_versions folded ON folded.table_name = ${name})`;
};

/** The statement's placeholders: the version a total was counted at ('' when none) and the total. */
export const rememberedOr = (table: PgTable, counted: SQL<number>): SQL<number> =>
  sql<number>`CASE WHEN ${versionOf(table)} = ${sql.placeholder('knownVersion')}::text THEN ${sql.placeholder('knownTotal')}::int ELSE ${counted} END`;

/** For each database, each search's total at the version it was counted at, at most 1,000. */
const totals = keptPerDatabase<{ version: string; total: number }>(1_000);

/** The values of `rememberedOr`'s placeholders for a search (its statement and its values, as one text). */
export const knownTotal = (
  db: Db,
  searched: string,
): { knownVersion: string; knownTotal: number } => {
  const known = totals.get(db, searched);
  return known
    ? { knownVersion: known.version, knownTotal: known.total }
    : { knownVersion: '', knownTotal: 0 };
};

/** What a search's statement answered: its total at the table's version. */
export const rememberTotal = (db: Db, searched: string, version: string, total: number): void =>
  totals.set(db, searched, { version, total });
