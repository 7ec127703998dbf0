import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { canMove, type Lifecycle } from '@hub/contract/fields';
import type { Db } from '../db/client';
import { recordAudit } from './audit';
import { statusStamp } from './listing';
import { AppError, CommonErrors, type ErrorSpec } from './errors';

/** A table with the status columns of server/src/db/schema/companies.ts `statusColumns`. */
export type StatusTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  statusReason: AnyPgColumn;
  statusChangedAt: AnyPgColumn;
  statusChangedBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

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
 * Answers the status it came from.
 */
export const moveStatus = async <Status extends string>(
  tx: Db,
  request: FastifyRequest,
  move: StatusMove<Status>,
): Promise<Status> => {
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
  await recordAudit(tx, request, {
    action: 'status.change',
    entity: move.entity,
    entityId: move.id,
    before: row,
    after: { status: move.to, statusReason: move.reason ?? null },
  });
  return from;
};
