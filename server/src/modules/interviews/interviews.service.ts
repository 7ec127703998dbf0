import { and, asc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { allows } from '@hub/contract/permissions';
import {
  formatInterviewTime,
  INTERVIEW_CONFLICT_CODE,
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewAttendance,
  type InterviewKind,
  type InterviewStatus,
  interviewBodySchema,
  interviewCalendarQuerySchema,
  interviewCancelBodySchema,
  interviewsBodySchema,
} from '@hub/contract/interviews';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  applications,
  candidates,
  companies,
  interviewInterviewers,
  interviews,
  selectiveProcesses,
  superAdminProfiles,
  users,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, type Issue } from '../../lib/errors';
import { enqueueMail } from '../../lib/outbox/mails';
import { loadAccess, scopeOf } from '../../lib/permissions';
import { iso } from '../../lib/records';
import { processIdInScope } from '../../lib/scope';
import { currentUser } from '../../plugins/auth';
import { invitationMails, organizerOf, type InvitationKind } from './invitation';
import { scheduleReminders, withdrawReminders } from './reminders';
import { interviewersOf, interviewSummary } from './summary';
import { InterviewErrors } from './interviews.errors';

type Slot = z.output<typeof interviewBodySchema>;
type Settings = { config: Config };

/* ------------------------------------------------------------------ reading */

const selectInterviews = (db: Db, where: SQL | undefined) =>
  db
    .select({
      interview: interviews,
      processTitle: selectiveProcesses.title,
      companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
      candidateName: candidates.name,
    })
    .from(interviews)
    .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, interviews.selectiveProcessId))
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .where(where)
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(1000);

const listWhere = async (db: Db, where: SQL | undefined): Promise<Interview[]> => {
  const rows = await selectInterviews(db, where);
  const people = await interviewersOf(
    db,
    rows.map(({ interview }) => interview.id),
  );
  return rows.map(({ interview, processTitle, companyName, candidateName }) => ({
    id: interview.id,
    applicationId: interview.applicationId,
    selectiveProcessId: interview.selectiveProcessId,
    processTitle,
    companyName,
    candidateId: interview.candidateId,
    candidateName,
    startsAt: iso(interview.startsAt),
    endsAt: iso(interview.endsAt),
    durationMinutes: interview.durationMinutes,
    kind: interview.kind as InterviewKind,
    address: interview.address,
    link: interview.link,
    interviewers: people.get(interview.id) ?? [],
    notes: interview.notes,
    status: interview.status as InterviewStatus,
    attendance: interview.attendance as InterviewAttendance | null,
    sequence: interview.sequence,
    createdAt: iso(interview.createdAt),
    updatedAt: iso(interview.updatedAt),
  }));
};

const oneInterview = async (db: Db, id: string): Promise<Interview> => {
  const [interview] = await listWhere(db, eq(interviews.id, id));
  if (!interview) throw new AppError(InterviewErrors.notFound);
  return interview;
};

export const getInterview = oneInterview;

export const listApplicationInterviews = async (db: Db, applicationId: string): Promise<Interview[]> => {
  const [application] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId));
  if (!application) throw new AppError(InterviewErrors.applicationNotFound);
  return listWhere(db, eq(interviews.applicationId, applicationId));
};

export const listProcessInterviews = async (db: Db, processId: string): Promise<Interview[]> => {
  const [process] = await db.select({ id: selectiveProcesses.id }).from(selectiveProcesses).where(eq(selectiveProcesses.id, processId));
  if (!process) throw new AppError({ kind: 'not_found', message: 'Processo seletivo não encontrado' });
  return listWhere(db, eq(interviews.selectiveProcessId, processId));
};

/** A professional's interviews in the processes the administrator sees (decision 029). */
export const listCandidateInterviews = async (db: Db, request: FastifyRequest, candidateId: string): Promise<Interview[]> => {
  const [candidate] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) throw new AppError(InterviewErrors.candidateNotFound);
  const scope = await scopeOf(db, request);
  return listWhere(db, and(eq(interviews.candidateId, candidateId), processIdInScope(interviews.selectiveProcessId, scope)));
};

/** The interviews overlapping a period, of the administrator's scope, filtered. */
export const listInterviewCalendar = async (
  db: Db,
  request: FastifyRequest,
  query: z.output<typeof interviewCalendarQuerySchema>,
): Promise<Interview[]> => {
  const scope = await scopeOf(db, request);
  return listWhere(
    db,
    and(
      lt(interviews.startsAt, new Date(query.to)),
      gt(interviews.endsAt, new Date(query.from)),
      query.includeCancelled ? undefined : eq(interviews.status, 'agendada'),
      query.processId ? eq(interviews.selectiveProcessId, query.processId) : undefined,
      query.companyId ? eq(selectiveProcesses.companyId, query.companyId) : undefined,
      query.uf ? eq(companies.uf, query.uf) : undefined,
      query.interviewerId
        ? sql`EXISTS (SELECT 1 FROM ${interviewInterviewers} ii WHERE ii.interview_id = ${interviews.id} AND ii.user_id = ${query.interviewerId})`
        : undefined,
      processIdInScope(interviews.selectiveProcessId, scope),
    ),
  );
};

/** Whoever interviews (still scheduled) in the processes the administrator sees, in name order: the calendar's filter. */
export const listCalendarInterviewers = async (db: Db, request: FastifyRequest): Promise<{ id: string; name: string; email: string }[]> => {
  const scope = await scopeOf(db, request);
  const name = sql<string>`coalesce(${superAdminProfiles.name}, ${users.email})`;
  return db
    .selectDistinct({ id: users.id, name, email: users.email })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(and(eq(interviews.status, 'agendada'), processIdInScope(interviews.selectiveProcessId, scope)))
    .orderBy(asc(name), asc(users.id))
    .limit(500);
};

/* ------------------------------------------------------------------ writing */

type ProcessFacts = { id: string; title: string; uf: string | null };

/** Whether an administrator's access sees the process: the processes' 'ver' and its company's UF in scope. */
const seesProcess = (access: Awaited<ReturnType<typeof loadAccess>>, process: ProcessFacts): boolean =>
  allows(access.permissions, 'processos.ver') && (access.scope === null || (process.uf !== null && access.scope.includes(process.uf)));

/** The active administrators who may interview in this process, in name order. */
export const listProcessInterviewers = async (db: Db, processId: string): Promise<{ id: string; name: string; email: string }[]> => {
  const [process] = await db
    .select({ id: selectiveProcesses.id, title: selectiveProcesses.title, uf: companies.uf })
    .from(selectiveProcesses)
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .where(eq(selectiveProcesses.id, processId));
  if (!process) throw new AppError({ kind: 'not_found', message: 'Processo seletivo não encontrado' });
  const admins = await db
    .select({ id: users.id, email: users.email, name: sql<string>`coalesce(${superAdminProfiles.name}, ${users.email})` })
    .from(users)
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(and(eq(users.typeUser, 0), eq(users.status, 'active')))
    .orderBy(asc(sql`coalesce(${superAdminProfiles.name}, ${users.email})`))
    .limit(500);
  const allowed = [];
  for (const admin of admins) if (seesProcess(await loadAccess(db, admin.id), process)) allowed.push(admin);
  return allowed;
};

/**
 * The interviewers named, each an active administrator whose profile may see the process: 'ver'
 * of the processes and a scope holding its company's UF. Answers their names, in the order given.
 */
export const checkInterviewers = async (db: Db, ids: string[], process: ProcessFacts): Promise<Map<string, string>> => {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: users.id, name: sql<string>`coalesce(${superAdminProfiles.name}, ${users.email})` })
    .from(users)
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(and(inArray(users.id, unique), eq(users.typeUser, 0), eq(users.status, 'active')));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const issues: Issue[] = [];
  for (const id of unique) {
    const name = names.get(id);
    if (!name) {
      issues.push({ path: 'interviewerIds', message: INTERVIEW_MESSAGES.interviewerUnknown });
      continue;
    }
    if (!seesProcess(await loadAccess(db, id), process)) issues.push({ path: 'interviewerIds', message: INTERVIEW_MESSAGES.interviewerWithoutAccess(name) });
  }
  const [first] = issues;
  if (first) throw new AppError({ kind: 'bad_request', message: first.message, field: first.path }, issues);
  return names;
};

export type Booking = { applicationId: string; candidateId: string; candidateName: string; startsAt: Date; endsAt: Date };

/**
 * Someone of each booking already booked at an overlapping time (another interview still
 * 'agendada'): the professional, or one of the interviewers. Named one by one in the 409.
 */
export const findConflicts = async (db: Db, bookings: Booking[], interviewerIds: string[], names: Map<string, string>, except: string | null): Promise<Issue[]> => {
  const issues: Issue[] = [];
  for (const booking of bookings) {
    const overlapping = await db
      .select({ id: interviews.id, startsAt: interviews.startsAt, candidateId: interviews.candidateId, processTitle: selectiveProcesses.title })
      .from(interviews)
      .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, interviews.selectiveProcessId))
      .where(
        and(
          eq(interviews.status, 'agendada'),
          lt(interviews.startsAt, booking.endsAt),
          gt(interviews.endsAt, booking.startsAt),
          except ? ne(interviews.id, except) : undefined,
          or(
            eq(interviews.candidateId, booking.candidateId),
            sql`EXISTS (SELECT 1 FROM ${interviewInterviewers} ii WHERE ii.interview_id = ${interviews.id} AND ii.user_id IN (${sql.join(
              interviewerIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}))`,
          ),
        ),
      );
    if (overlapping.length === 0) continue;
    const busy = await interviewersOf(
      db,
      overlapping.map((row) => row.id),
    );
    for (const row of overlapping) {
      const when = `${formatInterviewTime(row.startsAt)} (${row.processTitle})`;
      if (row.candidateId === booking.candidateId)
        issues.push({ path: 'startsAt', message: `${booking.candidateName} já tem entrevista ${when}` });
      for (const person of busy.get(row.id) ?? [])
        if (interviewerIds.includes(person.id))
          issues.push({ path: 'interviewerIds', message: `${names.get(person.id) ?? person.name} já tem entrevista ${when}` });
    }
  }
  return [...new Map(issues.map((issue) => [issue.message, issue])).values()];
};

const refuseConflicts = (issues: Issue[]) => {
  if (issues.length > 0) throw new AppError({ kind: 'conflict', message: INTERVIEW_MESSAGES.conflict, code: INTERVIEW_CONFLICT_CODE }, issues);
};

/** Sends everyone the invitation (or its update, or its cancellation) through the outbox. */
const notify = async (db: Db, config: Config, interviewId: string, kind: InvitationKind, reason?: string) => {
  const summary = await interviewSummary(db, interviewId);
  if (!summary) return;
  for (const mail of invitationMails(summary, organizerOf(config.mailFrom), kind, reason)) await enqueueMail(db, mail);
};

const placeOf = (slot: Slot) => (slot.kind === 'presencial' ? { address: slot.address ?? null, link: null } : { address: null, link: slot.link ?? null });

/** The applications booked, with their process: each of this process, each still active. */
export const loadApplications = async (db: Db, ids: string[]) => {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      candidateId: applications.candidateId,
      candidateName: candidates.name,
      process: { id: selectiveProcesses.id, title: selectiveProcesses.title, uf: companies.uf },
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, applications.selectiveProcessId))
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .where(inArray(applications.id, ids))
    .for('update', { of: applications });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
};

/**
 * Books in the caller's transaction: the applications checked, the conflicts refused unless
 * confirmed, each interview written, audited, sent and reminded. `createdBy`: who booked (the
 * administrator who offered the times, when the professional picked one through the link).
 */
export const bookWithin = async (
  tx: Db,
  request: FastifyRequest,
  config: Config,
  processId: string | null,
  applicationIds: string[],
  slot: Slot,
  createdBy: string | null,
): Promise<string[]> => {
  const found = await loadApplications(tx, applicationIds);
  const booked = found.filter((row) => row !== undefined);
  if (booked.length !== found.length)
    throw new AppError(processId ? InterviewErrors.applicationNotInProcess : InterviewErrors.applicationNotFound);
  const [first] = booked;
  if (!first) throw new AppError(InterviewErrors.applicationNotFound);
  const process = first.process;
  if (booked.some((row) => row.process.id !== (processId ?? process.id))) throw new AppError(InterviewErrors.applicationNotInProcess);
  if (booked.some((row) => row.status !== 'active')) throw new AppError(InterviewErrors.applicationFinal);
  const names = await checkInterviewers(tx, slot.interviewerIds, process);
  const interviewerIds = [...names.keys()];
  const start = Date.parse(slot.startsAt);
  const length = slot.durationMinutes * 60_000;
  const bookings: Booking[] = booked.map((row, index) => ({
    applicationId: row.id,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    startsAt: new Date(start + index * length),
    endsAt: new Date(start + (index + 1) * length),
  }));
  if (!slot.confirmarConflitos) refuseConflicts(await findConflicts(tx, bookings, interviewerIds, names, null));
  const created: string[] = [];
  for (const booking of bookings) {
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId: booking.applicationId,
        selectiveProcessId: process.id,
        candidateId: booking.candidateId,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        durationMinutes: slot.durationMinutes,
        kind: slot.kind,
        ...placeOf(slot),
        notes: slot.notes ?? null,
        createdBy,
      })
      .returning();
    if (!row) throw new Error('The interview was not written');
    await tx.insert(interviewInterviewers).values(interviewerIds.map((userId) => ({ interviewId: row.id, userId })));
    await recordAudit(tx, request, { action: 'interview.schedule', entity: 'interviews', entityId: row.id, after: { ...row, interviewerIds } });
    await notify(tx, config, row.id, 'booked');
    await scheduleReminders(tx, config.interviewReminders, row.id, row);
    created.push(row.id);
  }
  return created;
};

const book = async (
  db: Db,
  request: FastifyRequest,
  { config }: Settings,
  processId: string | null,
  applicationIds: string[],
  slot: Slot,
): Promise<Interview[]> => {
  const ids = await db.transaction((tx) => bookWithin(tx, request, config, processId, applicationIds, slot, currentUser(request).id));
  return listWhere(db, inArray(interviews.id, ids));
};

export const bookInterview = async (db: Db, request: FastifyRequest, settings: Settings, applicationId: string, body: Slot): Promise<Interview> => {
  const [interview] = await book(db, request, settings, null, [applicationId], body);
  if (!interview) throw new AppError(InterviewErrors.applicationNotFound);
  return interview;
};

export const bookInterviews = (
  db: Db,
  request: FastifyRequest,
  settings: Settings,
  processId: string,
  body: z.output<typeof interviewsBodySchema>,
): Promise<Interview[]> => book(db, request, settings, processId, [...new Set(body.applicationIds)], body);

const lockInterview = async (db: Db, id: string) => {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!row) throw new AppError(InterviewErrors.notFound);
  if (row.status === 'cancelada') throw new AppError(InterviewErrors.cancelled);
  return row;
};

/** A new time, place or interviewers: the same UID with a higher SEQUENCE, the reminders moved. */
export const rescheduleInterview = async (db: Db, request: FastifyRequest, { config }: Settings, id: string, slot: Slot): Promise<Interview> => {
  await db.transaction(async (tx) => {
    const before = await lockInterview(tx, id);
    const [application] = await loadApplications(tx, [before.applicationId]);
    if (!application) throw new AppError(InterviewErrors.applicationNotFound);
    if (application.status !== 'active') throw new AppError(InterviewErrors.applicationFinal);
    const names = await checkInterviewers(tx, slot.interviewerIds, application.process);
    const interviewerIds = [...names.keys()];
    const startsAt = new Date(slot.startsAt);
    const endsAt = new Date(startsAt.getTime() + slot.durationMinutes * 60_000);
    const booking = { applicationId: application.id, candidateId: application.candidateId, candidateName: application.candidateName, startsAt, endsAt };
    if (!slot.confirmarConflitos) refuseConflicts(await findConflicts(tx, [booking], interviewerIds, names, id));
    const previous = await interviewersOf(tx, [id]);
    const [after] = await tx
      .update(interviews)
      .set({
        startsAt,
        endsAt,
        durationMinutes: slot.durationMinutes,
        kind: slot.kind,
        ...placeOf(slot),
        notes: slot.notes ?? null,
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(interviews.id, id))
      .returning();
    if (!after) throw new AppError(InterviewErrors.notFound);
    // An interviewer taken off gets the cancellation of this event before the list changes.
    const removed = (previous.get(id) ?? []).filter((person) => !interviewerIds.includes(person.id));
    if (removed.length > 0) {
      const summary = await interviewSummary(tx, id);
      if (summary)
        for (const mail of invitationMails({ ...summary, interviewers: removed }, organizerOf(config.mailFrom), 'cancelled'))
          if (removed.some((person) => person.email === mail.to.email)) await enqueueMail(tx, mail);
    }
    await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, id));
    await tx.insert(interviewInterviewers).values(interviewerIds.map((userId) => ({ interviewId: id, userId })));
    await recordAudit(tx, request, {
      action: 'interview.reschedule',
      entity: 'interviews',
      entityId: id,
      before: { ...before, interviewerIds: (previous.get(id) ?? []).map((person) => person.id) },
      after: { ...after, interviewerIds },
    });
    await notify(tx, config, id, 'rescheduled');
    await scheduleReminders(tx, config.interviewReminders, id, { startsAt, endsAt });
  });
  return oneInterview(db, id);
};

/** Cancelled: everyone gets METHOD:CANCEL, and no reminder will be sent. */
export const cancelInterview = async (
  db: Db,
  request: FastifyRequest,
  { config }: Settings,
  id: string,
  body: z.output<typeof interviewCancelBodySchema>,
): Promise<Interview> => {
  await db.transaction(async (tx) => {
    const before = await lockInterview(tx, id);
    const [after] = await tx
      .update(interviews)
      .set({ status: 'cancelada', cancelReason: body.reason ?? null, sequence: sql`${interviews.sequence} + 1`, updatedAt: new Date() })
      .where(eq(interviews.id, id))
      .returning();
    await recordAudit(tx, request, { action: 'interview.cancel', entity: 'interviews', entityId: id, before, after });
    await withdrawReminders(tx, id);
    await notify(tx, config, id, 'cancelled', body.reason);
  });
  return oneInterview(db, id);
};
