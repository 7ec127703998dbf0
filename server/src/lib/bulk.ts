import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BULK_MAX, BULK_MESSAGES, type BulkOutcome, type BulkResult } from '@hub/contract/bulk';
import type { Db } from '../db/client';
import { AppError } from './errors';

export type BulkRow = { id: string; label: string };

/**
 * The rows a selection names: its ids (those that exist), or what the list's filter selects,
 * either within `scope` (the administrator's regional scope, lib/scope.ts: an id out of it is
 * reported as not found). A filter selecting more than BULK_MAX rows is refused whole, before
 * anything is changed.
 */
export const selectBulkRows = async (
  db: Db,
  source: { table: PgTable; id: AnyPgColumn; label: SQL | AnyPgColumn; order: SQL | AnyPgColumn },
  selection: { ids?: string[] | undefined; where?: SQL | undefined; scope: SQL | undefined },
): Promise<BulkRow[]> => {
  const where = and(
    selection.ids ? inArray(source.id, selection.ids) : selection.where,
    selection.scope,
  );
  const rows = (await db
    .select({ id: source.id, label: sql<string>`${source.label}` })
    .from(source.table)
    .where(where)
    .orderBy(source.order)
    .limit(BULK_MAX + 1)) as BulkRow[];
  if (rows.length > BULK_MAX)
    throw new AppError({ kind: 'bad_request', message: BULK_MESSAGES.tooMany, field: 'selection' });
  return rows;
};

/**
 * Applies `apply` to each row in turn, each in its own transaction (the one the single-row action
 * opens), so a refused row changes nothing and the others go on. A refusal of the domain (an
 * AppError) is reported with its message; anything else is a fault and stops the run.
 */
export const runBulk = async (
  rows: BulkRow[],
  apply: (id: string) => Promise<unknown>,
  /** Ids asked for that no longer exist: reported as not found. */
  missing: { ids: string[]; message: string } = { ids: [], message: '' },
): Promise<BulkResult> => {
  const results: BulkOutcome[] = [];
  for (const row of rows) {
    try {
      await apply(row.id);
      results.push({ ...row, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ ...row, ok: false, message: error.message });
    }
  }
  for (const id of missing.ids)
    results.push({ id, label: 'Registro', ok: false, message: missing.message });
  const succeeded = results.filter((result) => result.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
};

/** The ids asked for that `rows` does not hold. */
export const missingIds = (asked: string[] | undefined, rows: BulkRow[]): string[] => {
  if (!asked) return [];
  const found = new Set(rows.map((row) => row.id));
  return [...new Set(asked)].filter((id) => !found.has(id));
};
