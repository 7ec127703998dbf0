import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { tableVersions } from '../db/schema/index';

/**
 * A search's exact total remembered by each instance at the version of its table (decision 041):
 * counting the thousands of word pairs or fragments a key starts cost many times its page, and
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

/** The most totals remembered per database; the oldest goes first. */
const TOTALS_KEPT = 1_000;

type Remembered = { version: number; total: number };
const totals = new WeakMap<Db, Map<string, Remembered>>();

const totalsOf = (db: Db): Map<string, Remembered> => {
  const known = totals.get(db) ?? new Map<string, Remembered>();
  totals.set(db, known);
  return known;
};

/** The values of `rememberedOr`'s placeholders for a search (its statement and its values, as one text). */
export const knownTotal = (
  db: Db,
  searched: string,
): { knownVersion: number; knownTotal: number } => {
  const known = totalsOf(db).get(searched);
  return known
    ? { knownVersion: known.version, knownTotal: known.total }
    : { knownVersion: -1, knownTotal: 0 };
};

/** What a search's statement answered: its total at the table's version. */
export const rememberTotal = (db: Db, searched: string, version: number, total: number): void => {
  const known = totalsOf(db);
  known.delete(searched);
  known.set(searched, { version, total });
  if (known.size > TOTALS_KEPT) known.delete(known.keys().next().value ?? searched);
};
