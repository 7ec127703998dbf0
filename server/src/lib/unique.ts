import { and, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { violatedUniqueIndex } from './db-errors';
import { AppError, type ErrorSpec } from './errors';
import type { ListTable } from './listing';
import { recordVisible } from './scope';

/** A unique index and the 409 it answers, naming the field. `where` finds a row holding the value (undefined: value empty). */
export type UniqueRule = { index: string; where: SQL | undefined; error: ErrorSpec };

/** Answers the clash with the field's message before writing (a concurrent write is caught by `uniqueError`). */
export const assertUnique = async (
  db: Db,
  request: FastifyRequest,
  table: ListTable,
  rules: UniqueRule[],
  exceptId?: string,
): Promise<void> => {
  for (const rule of rules) {
    if (!rule.where) continue;
    const [clash] = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(rule.where, exceptId ? ne(table.id, exceptId) : undefined))
      .limit(1);
    if (!clash) continue;
    // The answer names the record holding the value, so the screen can open it, when the asker
    // may see it: a record out of their scope stays unnamed (decision 029).
    const id = String(clash.id);
    throw new AppError(rule.error, undefined, (await recordVisible(db, request, table as PgTable, id)) ? id : undefined);
  }
};

/** The rule's 409 when `error` is a violation of one of the rules' indexes; any other error unchanged. */
export const uniqueError = (rules: UniqueRule[], error: unknown): unknown => {
  const index = violatedUniqueIndex(error);
  const rule = rules.find((candidate) => candidate.index === index);
  return rule ? new AppError(rule.error) : error;
};
