import { and, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { BULK_UNDO_MESSAGES, type BulkResult } from '@hub/contract/bulk';
import { canMove, type Lifecycle } from '@hub/contract/fields';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';
import { recordAudit } from './audit';
import { runBulk } from './bulk';
import { statusStamp } from './listing';
import { AppError, CommonErrors, type ErrorSpec } from './errors';
import { scopeOf, type Scope } from './permissions';

/** A table with the status columns of server/src/db/schema/companies.ts `statusColumns`. */
export type StatusTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  statusReason: AnyPgColumn;
  statusChangedAt: AnyPgColumn;
  statusChangedBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

const StatusErrors = {
  changedSince: { kind: 'conflict', message: BULK_UNDO_MESSAGES.changedSince },
  nothingToUndo: { kind: 'conflict', message: BULK_UNDO_MESSAGES.nothingToUndo },
} satisfies Record<string, ErrorSpec>;

export type StatusMove<Status extends string> = {
  table: StatusTable;
  entity: string;
  id: string;
  lifecycle: Lifecycle<Status>;
  to: Status;
  reason: string | undefined;
  notFound: ErrorSpec;
};

export const transitionRefused = <Status extends string>(
  lifecycle: Lifecycle<Status>,
  from: Status,
  to: Status,
): AppError =>
  new AppError({
    ...CommonErrors.invalidTransition,
    message: `${CommonErrors.invalidTransition.message}: de "${lifecycle.labels[from]}" para "${lifecycle.labels[to]}"`,
  });

/**
 * Moves a row to another status inside the caller's transaction: the row is locked, the move must
 * be one of the lifecycle's (else 409), the reason and who/when are stored and the audit written.
 * Answers the status it came from and the audit entry of the change (what an undo names).
 */
export const moveStatus = async <Status extends string>(
  tx: Db,
  request: FastifyRequest,
  move: StatusMove<Status>,
): Promise<{ from: Status; changeId: string }> => {
  const { table } = move;
  const [row] = await tx
    .select({ status: table.status, statusReason: table.statusReason })
    .from(table)
    .where(eq(table.id, move.id))
    .for('update');
  if (!row) throw new AppError(move.notFound);
  const from = row.status as Status;
  if (!canMove(move.lifecycle, from, move.to))
    throw transitionRefused(move.lifecycle, from, move.to);
  const values = {
    status: move.to,
    ...statusStamp(request, move.reason),
    updatedAt: new Date(),
  } as PgUpdateSetSource<StatusTable>;
  await tx.update(table).set(values).where(eq(table.id, move.id));
  const changeId = await recordAudit(tx, request, {
    action: 'status.change',
    entity: move.entity,
    entityId: move.id,
    before: row,
    after: { status: move.to, statusReason: move.reason ?? null },
  });
  return { from, changeId };
};

type StatusValues = { status: string; statusReason: string | null };

const statusValuesOf = (value: unknown): StatusValues | null => {
  if (!value || typeof value !== 'object') return null;
  const { status, statusReason } = value as Record<string, unknown>;
  if (typeof status !== 'string') return null;
  return { status, statusReason: typeof statusReason === 'string' ? statusReason : null };
};

/**
 * Puts back status changes the administrator made (`changeIds`, the audit entries a bulk move
 * answered), each record in its own transaction: it returns to the status and reason it had, outside
 * the lifecycle's moves (an approval goes back to pending). A record changed since (another status,
 * another reason, or any later entry in its trail) is reported and left as it is.
 */
export const undoStatusChanges = async (
  db: Db,
  request: FastifyRequest,
  target: {
    table: StatusTable;
    entity: string;
    label: AnyPgColumn;
    notFound: ErrorSpec;
    /** The records a limited administrator sees: one that left their scope since is nothing to undo. */
    scope?: ((scope: Scope) => SQL | undefined) | undefined;
  },
  changeIds: string[],
): Promise<BulkResult> => {
  const actorId = request.user?.id;
  const inScope = target.scope?.(await scopeOf(db, request));
  const changes = actorId
    ? await db
        .select({
          id: auditLog.id,
          recordId: auditLog.entityId,
          label: sql<string>`${target.label}`,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .innerJoin(target.table, sql`${target.table.id}::text = ${auditLog.entityId}`)
        .where(
          and(
            inArray(auditLog.id, changeIds),
            eq(auditLog.action, 'status.change'),
            eq(auditLog.entity, target.entity),
            eq(auditLog.actorId, actorId),
            inScope,
          ),
        )
        .orderBy(target.label)
    : [];
  const byRecord = new Map(changes.map((change) => [change.recordId ?? '', change]));
  return runBulk(
    changes.map((change) => ({ id: change.recordId ?? '', label: change.label })),
    (recordId) =>
      db.transaction(async (tx) => {
        const change = byRecord.get(recordId);
        const before = statusValuesOf(change?.before);
        const after = statusValuesOf(change?.after);
        if (!change || !before || !after) throw new AppError(StatusErrors.nothingToUndo);
        const { table } = target;
        const [row] = await tx
          .select({ status: table.status, statusReason: table.statusReason })
          .from(table)
          .where(eq(table.id, recordId))
          .for('update');
        if (!row) throw new AppError(target.notFound);
        const [later] = await tx
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entity, target.entity),
              eq(auditLog.entityId, recordId),
              ne(auditLog.id, change.id),
              // Compared in the database: a Date read back keeps milliseconds, PostgreSQL microseconds.
              gt(auditLog.createdAt, sql`(SELECT created_at FROM audit_log WHERE id = ${change.id})`),
            ),
          )
          .limit(1);
        if (later || row.status !== after.status || (row.statusReason ?? null) !== after.statusReason)
          throw new AppError(StatusErrors.changedSince);
        const values = {
          status: before.status,
          ...statusStamp(request, before.statusReason ?? undefined),
          updatedAt: new Date(),
        } as PgUpdateSetSource<StatusTable>;
        await tx.update(table).set(values).where(eq(table.id, recordId));
        await recordAudit(tx, request, {
          action: 'status.undo',
          entity: target.entity,
          entityId: recordId,
          before: row,
          after: before,
        });
      }),
    {
      ids: changeIds.filter((id) => !changes.some((change) => change.id === id)),
      message: StatusErrors.nothingToUndo.message,
    },
  );
};
