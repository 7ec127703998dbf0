import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { KanbanLogRow, MoveAnswer } from '@hub/contract/applications';
import type { Db } from '../../db/client';
import { applications, candidates, kanbanLog, processStages } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/records';
import { findProcessRow } from '../selective-processes/selective-processes.service';
import { ApplicationErrors } from './applications.errors';
import {
  assertProcessOpen,
  findApplicationRow,
  getApplicationRow,
  lastUndoableMove,
  stageOfProcess,
} from './applications.service';

type KanbanRow = typeof kanbanLog.$inferSelect;

const toLogRow = (
  row: KanbanRow,
  names: { processTitle: string; candidateName: string },
): KanbanLogRow => ({
  id: row.id,
  action: row.action as KanbanLogRow['action'],
  selectiveProcessId: row.selectiveProcessId,
  processTitle: names.processTitle,
  applicationId: row.applicationId,
  candidateName: names.candidateName,
  actorEmail: row.actorEmail,
  fromStage: row.fromStageName,
  toStage: row.toStageName,
  undone: row.undoneAt !== null,
  createdAt: iso(row.createdAt),
});

const candidateName = async (db: Db, candidateId: string): Promise<string> => {
  const [row] = await db
    .select({ name: candidates.name })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.name ?? '';
};

const stageName = async (db: Db, stageId: string): Promise<string> => {
  const [row] = await db
    .select({ name: processStages.name })
    .from(processStages)
    .where(eq(processStages.id, stageId));
  return row?.name ?? '';
};

/**
 * Moves an application to another stage of its process and writes the kanban log row. Moves and
 * undos of one process lock the process row, so "the last move" is well defined under concurrency.
 */
export const moveApplication = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  stageId: string,
): Promise<MoveAnswer> => {
  const { log, processId } = await db.transaction(async (tx) => {
    const { selectiveProcessId } = await findApplicationRow(tx, id);
    const process = await findProcessRow(tx, selectiveProcessId, true);
    assertProcessOpen(process);
    const application = await findApplicationRow(tx, id, true);
    if (application.status !== 'active') throw new AppError(ApplicationErrors.notActive);
    const target = await stageOfProcess(tx, process.id, stageId);
    if (!target) throw new AppError(ApplicationErrors.stageNotInProcess);
    if (target.id === application.stageId) throw new AppError(ApplicationErrors.sameStage);
    await tx
      .update(applications)
      .set({ stageId: target.id, updatedAt: new Date() })
      .where(eq(applications.id, id));
    const [row] = await tx
      .insert(kanbanLog)
      .values({
        action: 'move',
        selectiveProcessId: process.id,
        applicationId: id,
        actorId: request.user?.id ?? null,
        actorEmail: request.user?.email ?? null,
        fromStageId: application.stageId,
        toStageId: target.id,
        fromStageName: await stageName(tx, application.stageId),
        toStageName: target.name,
      })
      .returning();
    if (!row) throw new Error('kanban log insert returned nothing');
    await recordAudit(tx, request, {
      action: 'stage.move',
      entity: 'applications',
      entityId: id,
      before: { stageId: application.stageId },
      after: { stageId: target.id },
    });
    return {
      log: toLogRow(row, {
        processTitle: process.title,
        candidateName: await candidateName(tx, application.candidateId),
      }),
      processId: process.id,
    };
  });
  return answerOf(db, id, processId, log);
};

const answerOf = async (
  db: Db,
  applicationId: string,
  processId: string,
  log: KanbanLogRow,
): Promise<MoveAnswer> => {
  const process = await findProcessRow(db, processId);
  const application = await findApplicationRow(db, applicationId);
  return { application: await getApplicationRow(db, application, process), log };
};

/**
 * Undoes the process's last move not yet undone: the application goes back to the stage it came
 * from, the move is marked undone and the undo logged. Refused (409) when the application has
 * left the stage the move put it in, or that stage no longer exists.
 */
export const undoLastMove = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
): Promise<MoveAnswer> => {
  const { log, applicationId } = await db.transaction(async (tx) => {
    const process = await findProcessRow(tx, processId, true);
    assertProcessOpen(process);
    const move = await lastUndoableMove(tx, processId);
    if (!move) throw new AppError(ApplicationErrors.nothingToUndo);
    const application = await findApplicationRow(tx, move.applicationId, true);
    if (application.status !== 'active') throw new AppError(ApplicationErrors.notActive);
    if (application.stageId !== move.toStageId || !move.fromStageId)
      throw new AppError(ApplicationErrors.undoStale);
    const now = new Date();
    await tx
      .update(applications)
      .set({ stageId: move.fromStageId, updatedAt: now })
      .where(eq(applications.id, application.id));
    await tx.update(kanbanLog).set({ undoneAt: now }).where(eq(kanbanLog.id, move.id));
    const [row] = await tx
      .insert(kanbanLog)
      .values({
        action: 'undo',
        selectiveProcessId: processId,
        applicationId: application.id,
        actorId: request.user?.id ?? null,
        actorEmail: request.user?.email ?? null,
        fromStageId: move.toStageId,
        toStageId: move.fromStageId,
        fromStageName: await stageName(tx, move.toStageId),
        toStageName: await stageName(tx, move.fromStageId),
        undoOf: move.id,
      })
      .returning();
    if (!row) throw new Error('kanban log insert returned nothing');
    await recordAudit(tx, request, {
      action: 'stage.undo',
      entity: 'applications',
      entityId: application.id,
      before: { stageId: move.toStageId },
      after: { stageId: move.fromStageId, undoOf: move.id },
    });
    return {
      log: toLogRow(row, {
        processTitle: process.title,
        candidateName: await candidateName(tx, application.candidateId),
      }),
      applicationId: application.id,
    };
  });
  return answerOf(db, applicationId, processId, log);
};
