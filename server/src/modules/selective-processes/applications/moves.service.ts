import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_LIFECYCLE,
  APPLICATION_MESSAGES,
  type ApplicationDetail,
  type ApplicationOutcomeBody,
  type BulkMoveResult,
  type BulkOutcomeBody,
  type BulkStageMoveBody,
  type BulkUndoBody,
  type KanbanLogRow,
  type MoveAnswer,
} from '@hub/contract/applications';
import type { BulkResult } from '@hub/contract/bulk';
import type { Db } from '../../../db/client';
import { applications, candidates, kanbanLog, processStages } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { missingIds, runBulk } from '../../../lib/bulk';
import { enqueueMail } from '../../../lib/outbox/mails';
import { AppError } from '../../../lib/errors';
import { iso } from '../../../lib/records';
import { moveStatus } from '../../../lib/status';
import { templateResource } from '../../message-templates/message-templates.service';
import { renderFor } from '../../message-templates/template-values';
import { findProcessRow } from '../selective-processes.service';
import { recordApplicationMessages } from '../idle-watchdog/closing-messages';
import { stageEntered, withdrawRuleActions } from '../stage-rules/stage-rule-triggers';
import { ApplicationErrors } from './applications.errors';
import { keepApplicationStages } from './kept-stages';
import {
  assertProcessOpen,
  decideApplication,
  findApplicationRow,
  getApplicationDetail,
  getApplicationRow,
  hiringStageOf,
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

type MoveDone = { row: KanbanRow; processTitle: string; candidateId: string };

/**
 * Moves an application to another stage of its process and writes the kanban log row. Moves and
 * undos of one process lock the process row, so "the last move" is well defined under concurrency.
 */
const moveWithin = async (
  tx: Db,
  request: FastifyRequest,
  id: string,
  stageId: string,
  /** Why the application is hired, when the move takes it to the hiring stage. */
  hireReason?: string,
): Promise<MoveDone> => {
  const { selectiveProcessId } = await findApplicationRow(tx, id);
  const process = await findProcessRow(tx, selectiveProcessId, true);
  assertProcessOpen(process);
  const application = await findApplicationRow(tx, id, true);
  if (application.status !== 'active') throw new AppError(ApplicationErrors.notActive);
  const target = await stageOfProcess(tx, process.id, stageId);
  if (!target) throw new AppError(ApplicationErrors.stageNotInProcess);
  if (target.id === application.stageId) throw new AppError(ApplicationErrors.sameStage);
  // Reaching the hiring stage is hiring (one truth about who was hired); the undo puts it back.
  const hires = (await hiringStageOf(tx, process.id))?.id === target.id;
  const now = new Date();
  await tx
    .update(applications)
    .set({
      stageId: target.id,
      updatedAt: now,
      ...(hires && {
        status: 'hired',
        statusReason: hireReason ?? APPLICATION_MESSAGES.hiredAtStage(target.name),
        statusChangedAt: now,
        statusChangedBy: request.user?.id ?? null,
      }),
    })
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
  await keepApplicationStages(tx, id);
  // The stage's rules act on this entry; what was pending for the stage left is withdrawn with the move.
  await stageEntered(tx, { applicationId: id, processId: process.id, stageId: target.id, hiring: hires }, row.id);
  await recordAudit(tx, request, {
    action: 'stage.move',
    entity: 'applications',
    entityId: id,
    before: { stageId: application.stageId, ...(hires && { status: application.status }) },
    after: { stageId: target.id, ...(hires && { status: 'hired' }) },
  });
  return { row, processTitle: process.title, candidateId: application.candidateId };
};

/**
 * Puts a move back: the application returns to the stage it came from, the move is marked undone and
 * the undo logged. Refused (409) when the application has left the stage the move put it in, or that
 * stage no longer exists. The caller holds the process row locked.
 */
const undoWithin = async (tx: Db, request: FastifyRequest, move: KanbanRow): Promise<MoveDone> => {
  const application = await findApplicationRow(tx, move.applicationId, true);
  // A hire by a move is undone like the move: the application is active again in the stage before.
  const unhires = application.status === 'hired';
  if (application.status !== 'active' && !unhires) throw new AppError(ApplicationErrors.notActive);
  if (move.undoneAt !== null || application.stageId !== move.toStageId || !move.fromStageId)
    throw new AppError(ApplicationErrors.undoStale);
  const now = new Date();
  await tx
    .update(applications)
    .set({
      stageId: move.fromStageId,
      updatedAt: now,
      ...(unhires && {
        status: 'active',
        statusReason: null,
        statusChangedAt: now,
        statusChangedBy: request.user?.id ?? null,
      }),
    })
    .where(eq(applications.id, application.id));
  await tx.update(kanbanLog).set({ undoneAt: now }).where(eq(kanbanLog.id, move.id));
  const [row] = await tx
    .insert(kanbanLog)
    .values({
      action: 'undo',
      selectiveProcessId: move.selectiveProcessId,
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
  await keepApplicationStages(tx, application.id);
  // An undo puts the application back, it does not enter the stage again: nothing is sent for it.
  await withdrawRuleActions(tx, application.id);
  await recordAudit(tx, request, {
    action: 'stage.undo',
    entity: 'applications',
    entityId: application.id,
    before: { stageId: move.toStageId, ...(unhires && { status: 'hired' }) },
    after: { stageId: move.fromStageId, undoOf: move.id, ...(unhires && { status: 'active' }) },
  });
  const process = await findProcessRow(tx, move.selectiveProcessId);
  return { row, processTitle: process.title, candidateId: application.candidateId };
};

const answerOf = async (db: Db, done: MoveDone): Promise<MoveAnswer> => {
  const process = await findProcessRow(db, done.row.selectiveProcessId);
  const application = await findApplicationRow(db, done.row.applicationId);
  return {
    application: await getApplicationRow(db, application, process),
    log: toLogRow(done.row, { processTitle: done.processTitle, candidateName: await candidateName(db, done.candidateId) }),
  };
};

export const moveApplication = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  stageId: string,
): Promise<MoveAnswer> => answerOf(db, await db.transaction((tx) => moveWithin(tx, request, id, stageId)));

/** Undoes the process's last move not yet undone. */
export const undoLastMove = async (db: Db, request: FastifyRequest, processId: string): Promise<MoveAnswer> =>
  answerOf(
    db,
    await db.transaction(async (tx) => {
      const process = await findProcessRow(tx, processId, true);
      assertProcessOpen(process);
      const move = await lastUndoableMove(tx, processId, request.user?.id);
      if (!move) throw new AppError(ApplicationErrors.nothingToUndo);
      return undoWithin(tx, request, move);
    }),
  );

/** The applications of one process among `ids`, by their professional's name: what a bulk action reports on. */
const applicationRows = (db: Db, processId: string, ids: string[]) =>
  db
    .select({ id: applications.id, label: candidates.name })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.selectiveProcessId, processId), inArray(applications.id, ids)))
    .orderBy(asc(candidates.name));

/** Moves several applications of a process to one stage, each on its own; answers the moves made, to undo them. */
export const bulkMoveApplications = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  body: BulkStageMoveBody,
): Promise<BulkMoveResult> => {
  await findProcessRow(db, processId);
  const rows = await applicationRows(db, processId, body.ids);
  const moveIds: string[] = [];
  const result = await runBulk(
    rows,
    async (id) => {
      const done = await db.transaction((tx) => moveWithin(tx, request, id, body.stageId));
      moveIds.push(done.row.id);
    },
    { ids: missingIds(body.ids, rows), message: ApplicationErrors.notFound.message },
  );
  return { ...result, moveIds };
};

/** Puts back the moves of a bulk move, each on its own (a card moved again since is reported, not forced). */
export const undoMoves = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  body: BulkUndoBody,
): Promise<BulkResult> => {
  await findProcessRow(db, processId);
  const rows = await db
    .select({ id: kanbanLog.id, label: candidates.name })
    .from(kanbanLog)
    .innerJoin(applications, eq(applications.id, kanbanLog.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(
      and(eq(kanbanLog.selectiveProcessId, processId), eq(kanbanLog.action, 'move'), inArray(kanbanLog.id, body.moveIds)),
    )
    .orderBy(asc(candidates.name));
  return runBulk(
    rows,
    (moveId) =>
      db.transaction(async (tx) => {
        assertProcessOpen(await findProcessRow(tx, processId, true));
        const [move] = await tx.select().from(kanbanLog).where(eq(kanbanLog.id, moveId));
        if (!move) throw new AppError(ApplicationErrors.nothingToUndo);
        return undoWithin(tx, request, move);
      }),
    { ids: missingIds(body.moveIds, rows), message: ApplicationErrors.nothingToUndo.message },
  );
};

/**
 * Hiring is reaching the hiring stage: an application hired by its outcome moves there (a move
 * like any other, undoable); one already there (older data) only changes status.
 */
const hireWithin = async (tx: Db, request: FastifyRequest, id: string, reason: string | undefined) => {
  const application = await findApplicationRow(tx, id);
  const hiring = await hiringStageOf(tx, application.selectiveProcessId);
  if (hiring && hiring.id !== application.stageId && application.status === 'active') {
    await moveWithin(tx, request, id, hiring.id, reason);
    return;
  }
  assertProcessOpen(await findProcessRow(tx, application.selectiveProcessId));
  await moveStatus(tx, request, {
    table: applications,
    entity: 'applications',
    id,
    lifecycle: APPLICATION_LIFECYCLE,
    to: 'hired',
    reason,
    notFound: ApplicationErrors.notFound,
  });
  if (hiring?.id === application.stageId)
    await stageEntered(tx, { applicationId: id, processId: application.selectiveProcessId, stageId: hiring.id, hiring: true }, 'hired');
};

/** Ends an application with its outcome (hired: see hireWithin), in its own transaction. */
const decide = (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: ApplicationOutcomeBody,
  onDecided?: (tx: Db) => Promise<void>,
): Promise<void> =>
  body.status === 'hired'
    ? db.transaction(async (tx) => {
        await hireWithin(tx, request, id, body.reason);
        await onDecided?.(tx);
      })
    : decideApplication(db, request, id, body, onDecided);

export const changeApplicationStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: ApplicationOutcomeBody,
): Promise<ApplicationDetail> => {
  await decide(db, request, id, body);
  return getApplicationDetail(db, id);
};

/** Ends several applications of a process with one outcome and one reason, each on its own. */
export const bulkDecideApplications = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  body: BulkOutcomeBody,
): Promise<BulkResult> => {
  await findProcessRow(db, processId);
  const template = body.templateId ? await templateResource.get(db, body.templateId) : null;
  const rows = await applicationRows(db, processId, body.ids);
  return runBulk(
    rows,
    (id) =>
      decide(db, request, id, { status: body.status, reason: body.reason }, async (tx) => {
        if (!template) return;
        // Rendered after the outcome, in its transaction: the mail goes out only with it.
        const rendered = await renderFor(tx, template, id);
        if (!rendered) return;
        await enqueueMail(tx, {
          template: 'application-outcome',
          to: { name: rendered.values.nome, email: rendered.email },
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
        });
        await recordApplicationMessages(tx, [id], 'outcome');
      }),
    { ids: missingIds(body.ids, rows), message: ApplicationErrors.notFound.message },
  );
};
