import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type {
  History,
  HistoryEntity,
  HistoryEvent,
  HistoryQuery,
  NoteBody,
  NoteEntity,
  NoteEvent,
} from '@hub/contract/history';
import type { Db } from '../../db/client';
import {
  applications,
  auditLog,
  candidates,
  companies,
  kanbanLog,
  recordNotes,
  selectiveProcesses,
  subscriptions,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/permissions';
import { iso } from '../../lib/records';
import { applicationInScope } from '../../lib/scope';
import { currentUser } from '../../plugins/auth';
import { actorNames, toAuditEntry } from '../audit/audit-entries';
import { HistoryErrors } from './history.errors';

/*
 * A record's history gathers what concerns it from three sources: the audit trail (its own writes and
 * those of the records it holds: a professional's applications, a company's processes and
 * subscriptions, a process's applications), the kanban log of its applications, and the notes.
 */

const TABLES = {
  candidates,
  companies,
  selective_processes: selectiveProcesses,
  applications,
} as const;

const idsOf = (column: SQL, from: SQL): SQL => sql`(SELECT ${column}::text FROM ${from})`;

/**
 * A professional's applications a limited administrator sees: those to processes of their scope
 * (decision 029). A company's and a process's are all in scope when the record is.
 */
const candidateApplications = (id: string, scope: Scope): SQL =>
  sql`applications WHERE candidate_id = ${id}${scope ? sql` AND ${applicationInScope(scope)}` : sql``}`;

/** The applications a record holds, as a subquery of their ids (text, as the trail keeps them). */
const applicationIdsOf = (entity: HistoryEntity, id: string, scope: Scope): SQL | null => {
  switch (entity) {
    case 'candidates':
      return idsOf(sql`id`, candidateApplications(id, scope));
    case 'selective_processes':
      return idsOf(sql`id`, sql`applications WHERE selective_process_id = ${id}`);
    case 'applications':
      return sql`(SELECT ${id}::text)`;
    default:
      return null;
  }
};

/** Stage moves are in the trail and in the kanban log alike: the history shows the log's, which names the stages. */
const notKanbanMove = sql`${auditLog.action} NOT IN ('stage.move', 'stage.undo')`;

const auditScope = (entity: HistoryEntity, id: string, scope: Scope): SQL | undefined =>
  and(auditOf(entity, id, scope), notKanbanMove);

const auditOf = (entity: HistoryEntity, id: string, scope: Scope): SQL | undefined => {
  const own = and(eq(auditLog.entity, entity), eq(auditLog.entityId, id));
  const applicationIds = applicationIdsOf(entity, id, scope);
  const ofApplications =
    applicationIds && entity !== 'applications'
      ? sql`(${auditLog.entity} = 'applications' AND ${auditLog.entityId} IN ${applicationIds})`
      : undefined;
  // An application's interviews (decision 050): booked, rescheduled and cancelled in its history.
  const ofInterviews = applicationIds
    ? sql`(${auditLog.entity} = 'interviews' AND ${auditLog.entityId} IN ${idsOf(sql`id`, sql`interviews WHERE application_id::text IN ${applicationIds}`)})`
    : undefined;
  if (entity !== 'companies') return or(own, ofApplications, ofInterviews);
  return or(
    own,
    sql`(${auditLog.entity} = 'selective_processes' AND ${auditLog.entityId} IN ${idsOf(sql`id`, sql`selective_processes WHERE company_id = ${id}`)})`,
    sql`(${auditLog.entity} = 'subscriptions' AND ${auditLog.entityId} IN ${idsOf(sql`${subscriptions.id}`, sql`subscriptions WHERE company_id = ${id}`)})`,
  );
};

/** The moves and undos of the entity; a rule's actions are already in the history as its audit entries. */
const kanbanScope = (entity: HistoryEntity, id: string, scope: Scope): SQL | null => {
  const moves = ne(kanbanLog.action, 'rule');
  switch (entity) {
    case 'candidates':
      return and(moves, sql`${kanbanLog.applicationId} IN (SELECT id FROM ${candidateApplications(id, scope)})`)!;
    case 'selective_processes':
      return and(moves, eq(kanbanLog.selectiveProcessId, id))!;
    case 'applications':
      return and(moves, eq(kanbanLog.applicationId, id))!;
    default:
      return null;
  }
};

const noteScope = (entity: HistoryEntity, id: string, scope: Scope): SQL | undefined => {
  const own =
    entity === 'selective_processes'
      ? undefined
      : and(eq(recordNotes.entity, entity), eq(recordNotes.entityId, id));
  const applicationIds = entity === 'applications' ? null : applicationIdsOf(entity, id, scope);
  return or(
    own,
    applicationIds
      ? sql`(${recordNotes.entity} = 'applications' AND ${recordNotes.entityId}::text IN ${applicationIds})`
      : undefined,
  );
};

/**
 * An event's place in the history, as stored: its instant to the microsecond (an ISO string, which
 * sorts as the instant does) and its id. The sources are read, merged and continued in this order,
 * so a page's `next` resumes exactly after its last event, ties on time included.
 */
const placeOf = (createdAt: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Cursor = { at: string; id: string };

const cursorOf = (before: string | undefined): Cursor | null => {
  if (!before) return null;
  const [at = '', id = ''] = before.split('_');
  return { at, id };
};

/** A source's events older than the cursor's, in the history's order: its (time, id) index seeks to them. */
const olderThan = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null) =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

const assertRecord = async (db: Db, entity: HistoryEntity, id: string): Promise<void> => {
  const table = TABLES[entity];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new AppError(HistoryErrors.recordNotFound);
};

const selectNotes = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select({
      note: recordNotes,
      processTitle: selectiveProcesses.title,
      place: placeOf(recordNotes.createdAt),
    })
    .from(recordNotes)
    .leftJoin(
      applications,
      and(eq(recordNotes.entity, 'applications'), eq(applications.id, recordNotes.entityId)),
    )
    .leftJoin(selectiveProcesses, eq(selectiveProcesses.id, applications.selectiveProcessId))
    .where(where)
    .orderBy(desc(recordNotes.createdAt), desc(recordNotes.id))
    .limit(limit);

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

const toNoteEvent = (row: NoteRow, names: Map<string, string>, viewerId: string): NoteEvent => ({
  kind: 'note',
  id: row.note.id,
  at: iso(row.note.createdAt),
  actorName: (row.note.authorId && names.get(row.note.authorId)) ?? null,
  body: row.note.body,
  entity: row.note.entity as NoteEntity,
  entityId: row.note.entityId,
  processTitle: row.processTitle,
  mine: row.note.authorId === viewerId,
});

type Placed = { event: HistoryEvent; place: string };

/** Newest first: by instant as stored, then by id, as each source is read. */
const newestFirst = (a: Placed, b: Placed): number => {
  if (a.place !== b.place) return a.place < b.place ? 1 : -1;
  if (a.event.id === b.event.id) return 0;
  return a.event.id < b.event.id ? 1 : -1;
};

/**
 * The `limit` newest events of a record's history, newest first, or the next older ones after the
 * cursor `before`: each source reads only its events past the cursor, `limit` + 1 of them.
 */
export const recordHistory = async (
  db: Db,
  viewerId: string,
  entity: HistoryEntity,
  id: string,
  { limit, before }: HistoryQuery,
  scope: Scope,
): Promise<History> => {
  await assertRecord(db, entity, id);
  const cursor = cursorOf(before);
  // One more than asked of each source tells whether older events exist.
  const take = limit + 1;
  const kanbanWhere = kanbanScope(entity, id, scope);
  const [audits, moves, notes] = await Promise.all([
    db
      .select({ row: auditLog, place: placeOf(auditLog.createdAt) })
      .from(auditLog)
      .where(and(auditScope(entity, id, scope), olderThan(auditLog.createdAt, auditLog.id, cursor)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(take),
    kanbanWhere
      ? db
          .select({
            move: kanbanLog,
            processTitle: selectiveProcesses.title,
            candidateName: candidates.name,
            place: placeOf(kanbanLog.createdAt),
          })
          .from(kanbanLog)
          .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, kanbanLog.selectiveProcessId))
          .innerJoin(applications, eq(applications.id, kanbanLog.applicationId))
          .innerJoin(candidates, eq(candidates.id, applications.candidateId))
          .where(and(kanbanWhere, olderThan(kanbanLog.createdAt, kanbanLog.id, cursor)))
          .orderBy(desc(kanbanLog.createdAt), desc(kanbanLog.id))
          .limit(take)
      : Promise.resolve([]),
    selectNotes(
      db,
      and(noteScope(entity, id, scope), olderThan(recordNotes.createdAt, recordNotes.id, cursor)),
      take,
    ),
  ]);
  const names = await actorNames(db, [
    ...audits.map(({ row }) => row.actorId),
    ...moves.map(({ move }) => move.actorId),
    ...notes.map(({ note }) => note.authorId),
  ]);
  const placed: Placed[] = [
    ...audits.map(({ row, place }): Placed => {
      const entry = toAuditEntry(row, names);
      const event: HistoryEvent = {
        kind: 'audit',
        id: row.id,
        at: entry.createdAt,
        actorName: entry.actorName,
        entry,
      };
      return { event, place };
    }),
    ...moves.map(({ move, processTitle, candidateName, place }): Placed => ({
      event: {
        kind: 'kanban',
        id: move.id,
        at: iso(move.createdAt),
        actorName: (move.actorId && names.get(move.actorId)) ?? move.actorEmail,
        action: move.action as 'move' | 'undo',
        selectiveProcessId: move.selectiveProcessId,
        processTitle,
        candidateName,
        fromStage: move.fromStageName,
        toStage: move.toStageName,
        undone: move.undoneAt !== null,
      },
      place,
    })),
    ...notes.map((row): Placed => ({ event: toNoteEvent(row, names, viewerId), place: row.place })),
  ].sort(newestFirst);
  const page = placed.slice(0, limit);
  const last = page.at(-1);
  const hasMore = placed.length > limit;
  return {
    events: page.map(({ event }) => event),
    hasMore,
    next: hasMore && last ? `${last.place}_${last.event.id}` : null,
  };
};

export const addNote = async (
  db: Db,
  request: FastifyRequest,
  entity: NoteEntity,
  entityId: string,
  body: NoteBody,
): Promise<NoteEvent> =>
  db.transaction(async (tx) => {
    await assertRecord(tx, entity, entityId);
    const authorId = currentUser(request).id;
    const [note] = await tx
      .insert(recordNotes)
      .values({ entity, entityId, authorId, body: body.body })
      .returning();
    if (!note) throw new Error('The note was not written');
    await recordAudit(tx, request, {
      action: 'create',
      entity: 'notes',
      entityId: note.id,
      after: note,
    });
    const [row] = await selectNotes(tx, eq(recordNotes.id, note.id), 1);
    if (!row) throw new Error('The note was not written');
    return toNoteEvent(row, await actorNames(tx, [authorId]), authorId);
  });

/** Only its author deletes a note; another's answers as unknown, so nothing about it leaks. */
export const deleteNote = async (db: Db, request: FastifyRequest, id: string): Promise<null> =>
  db.transaction(async (tx) => {
    const [note] = await tx
      .select()
      .from(recordNotes)
      .where(and(eq(recordNotes.id, id), eq(recordNotes.authorId, currentUser(request).id)))
      .for('update');
    if (!note) throw new AppError(HistoryErrors.noteNotFound);
    await recordAudit(tx, request, {
      action: 'delete',
      entity: 'notes',
      entityId: id,
      before: note,
    });
    await tx.delete(recordNotes).where(eq(recordNotes.id, id));
    return null;
  });
