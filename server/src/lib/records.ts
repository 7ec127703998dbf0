import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Lifecycle } from '@hub/contract/fields';
import type { Db } from '../db/client';
import { builtOnceNamed } from '../db/prepared';
import { recordAudit } from './audit';
import { AppError, CommonErrors, type ErrorSpec } from './errors';
import { unchangedSince, type ListTable } from './listing';
import { moveStatus, type StatusTable } from './status';
import { assertUnique, uniqueError, type UniqueRule } from './unique';

/** Timestamps in answers are ISO-8601 UTC strings. */
export const iso = <Value extends Date | null>(
  date: Value,
): Value extends Date ? string : string | null =>
  (date ? date.toISOString() : null) as Value extends Date ? string : string | null;

/** A registry table: id, timestamps, and how its rows are answered. */
export type RecordSpec<Table extends ListTable, Answer> = {
  table: Table;
  entity: string;
  notFound: ErrorSpec;
  toAnswer: (row: Table['$inferSelect']) => Answer;
};

/** Inserts one row and its audit entry; a duplicate answers 409 naming the field. */
export const insertRecord = async <Table extends ListTable, Answer>(
  db: Db,
  request: FastifyRequest,
  spec: RecordSpec<Table, Answer>,
  values: PgInsertValue<Table>,
  rules: UniqueRule[],
): Promise<Answer> => {
  await assertUnique(db, request, spec.table, rules);
  try {
    return await db.transaction(async (tx) => {
      const [row] = (await tx
        .insert(spec.table)
        .values(values)
        .returning()) as Table['$inferSelect'][];
      if (!row) throw new Error(`${spec.entity} insert returned nothing`);
      await recordAudit(tx, request, {
        action: 'create',
        entity: spec.entity,
        entityId: (row as { id: string }).id,
        after: row,
      });
      return spec.toAnswer(row);
    });
  } catch (error) {
    throw uniqueError(rules, error);
  }
};

export type UpdateRequest<Table extends ListTable> = {
  id: string;
  /** The `updatedAt` the client read: a newer row answers 409. */
  updatedAt: string;
  values: PgUpdateSetSource<Table>;
  rules: UniqueRule[];
  /**
   * Refuses the write from the row as it is (e.g. an anonymized professional), inside the
   * transaction that locked it (`tx`, for a guard that reads more).
   */
  guard?: (before: Table['$inferSelect'], tx: Db) => void | Promise<void>;
};

/** Updates one row under optimistic concurrency, with its audit entry (row before and after). */
export const updateRecord = async <Table extends ListTable & { updatedAt: AnyPgColumn }, Answer>(
  db: Db,
  request: FastifyRequest,
  spec: RecordSpec<Table, Answer>,
  update: UpdateRequest<Table>,
): Promise<Answer> => {
  const { table } = spec;
  await assertUnique(db, request, table, update.rules, update.id);
  try {
    return await db.transaction(async (tx) => {
      const [before] = (await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.id, update.id))
        .for('update')) as Table['$inferSelect'][];
      if (!before) throw new AppError(spec.notFound);
      await update.guard?.(before, tx);
      const [row] = (await tx
        .update(table)
        .set({ ...update.values, updatedAt: new Date() })
        .where(and(eq(table.id, update.id), unchangedSince(table.updatedAt, update.updatedAt)))
        .returning()) as Table['$inferSelect'][];
      if (!row) throw new AppError(CommonErrors.staleWrite);
      await recordAudit(tx, request, {
        action: 'update',
        entity: spec.entity,
        entityId: update.id,
        before,
        after: row,
      });
      return spec.toAnswer(row);
    });
  } catch (error) {
    throw uniqueError(update.rules, error);
  }
};

/** The row of `table` with this id (a query prepared once per table: a detail page is this one query), or undefined. */
export const readById = async <Table extends ListTable>(
  db: Db,
  table: Table,
  id: string,
): Promise<Table['$inferSelect'] | undefined> => {
  const name = `${getTableName(table)}_by_id`;
  const byId = builtOnceNamed(db, name, 'once', () =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, sql.placeholder('id')))
      .limit(1),
  );
  const [row] = (await byId.execute({ id })) as Table['$inferSelect'][];
  return row;
};

/** The row with this id, or the spec's 404. */
export const findRecord = async <Table extends ListTable, Answer>(
  db: Db,
  spec: RecordSpec<Table, Answer>,
  id: string,
): Promise<Table['$inferSelect']> => {
  const row = await readById(db, spec.table, id);
  if (!row) throw new AppError(spec.notFound);
  return row;
};

/** Moves the row along its lifecycle (see `moveStatus`) and answers it, with the status it came from and the change's audit entry. */
export const changeRecordStatus = async <
  Table extends ListTable & StatusTable,
  Answer,
  Status extends string,
>(
  db: Db,
  request: FastifyRequest,
  spec: RecordSpec<Table, Answer>,
  lifecycle: Lifecycle<Status>,
  id: string,
  body: { status: Status; reason?: string | undefined },
  /** What else the move does, in its transaction (a mail to enqueue), knowing where it came from. */
  onMoved?: (tx: Db, from: Status) => Promise<void>,
): Promise<{ from: Status; changeId: string; answer: Answer }> => {
  const { from, changeId } = await db.transaction(async (tx) => {
    const moved = await moveStatus(tx, request, {
      table: spec.table,
      entity: spec.entity,
      id,
      lifecycle,
      to: body.status,
      reason: body.reason,
      notFound: spec.notFound,
    });
    await onMoved?.(tx, moved.from);
    return moved;
  });
  return { from, changeId, answer: spec.toAnswer(await findRecord(db, spec, id)) };
};
