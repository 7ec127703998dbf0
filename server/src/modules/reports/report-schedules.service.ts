import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import type { ReportFrequency, ReportSchedule, ReportScheduleBody, ReportScheduleFilters } from '@hub/contract/reports';
import type { Db } from '../../db/client';
import { reportScheduleRecipients, reportSchedules, scheduledJobs, superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { scheduleJob, withdrawJobs } from '../../lib/jobs/schedule';
import { accessOf } from '../../lib/permissions';
import { iso } from '../../lib/records';
import { REPORT_SHEETS } from './report-sheets';

/** Scheduled reports (decision 053): each schedule is one recurring action of the one scheduler. */
export const REPORT_SCHEDULE_JOB = 'report-schedule';
export const scheduleJobKey = (id: string) => `${REPORT_SCHEDULE_JOB}:${id}`;

/** The council's clock: a report goes out at 08:00 in São Paulo. */
const ZONE = 'America/Sao_Paulo';

/** The next run after `after`: the next Monday, or the next 1st of a month, at 08:00 in São Paulo. */
export const nextReportRun = (frequency: ReportFrequency, after: Date): Date => {
  const now = DateTime.fromJSDate(after, { zone: ZONE });
  const at8 = (day: DateTime) => day.set({ hour: 8, minute: 0, second: 0, millisecond: 0 });
  let next =
    frequency === 'weekly' ? at8(now.set({ weekday: 1 })) : at8(now.startOf('month'));
  while (next <= now) next = frequency === 'weekly' ? next.plus({ weeks: 1 }) : next.plus({ months: 1 });
  return next.toJSDate();
};

const ScheduleErrors = {
  notAdministrator: { kind: 'bad_request', message: 'Só administradores podem receber relatórios', field: 'recipientIds' },
  notAllowed: {
    kind: 'forbidden',
    message: 'Seu perfil não permite exportar este relatório: não é possível agendar o envio dele',
  },
  notFound: { kind: 'not_found', message: 'Envio agendado não encontrado' },
} as const;

const AUDITED = 'report_schedules';

export const listSchedules = async (db: Db): Promise<ReportSchedule[]> => {
  const rows = await db
    .select({ schedule: reportSchedules, nextRunAt: scheduledJobs.runAt })
    .from(reportSchedules)
    .leftJoin(
      scheduledJobs,
      and(eq(scheduledJobs.key, sql`${REPORT_SCHEDULE_JOB} || ':' || ${reportSchedules.id}`), eq(scheduledJobs.status, 'pending')),
    )
    .orderBy(asc(reportSchedules.createdAt), asc(reportSchedules.id));
  const recipients = rows.length
    ? await db
        .select({ scheduleId: reportScheduleRecipients.scheduleId, userId: users.id, name: superAdminProfiles.name, email: users.email })
        .from(reportScheduleRecipients)
        .innerJoin(users, eq(users.id, reportScheduleRecipients.userId))
        .innerJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
        .where(inArray(reportScheduleRecipients.scheduleId, rows.map((row) => row.schedule.id)))
        .orderBy(asc(superAdminProfiles.name))
    : [];
  return rows.map(({ schedule, nextRunAt }) => ({
    id: schedule.id,
    report: schedule.report as ReportSchedule['report'],
    frequency: schedule.frequency as ReportFrequency,
    uf: schedule.filters.uf ?? null,
    area: schedule.filters.area ?? null,
    companyId: schedule.filters.companyId ?? null,
    selectiveProcessId: schedule.filters.selectiveProcessId ?? null,
    stage: schedule.filters.stage ?? null,
    recipients: recipients.filter((recipient) => recipient.scheduleId === schedule.id).map(({ scheduleId: _id, ...recipient }) => recipient),
    nextRunAt: nextRunAt ? iso(nextRunAt) : null,
    createdAt: iso(schedule.createdAt),
  }));
};

export const createSchedule = async (db: Db, request: FastifyRequest, body: ReportScheduleBody): Promise<ReportSchedule> => {
  // A schedule mails what its author may export (the commercial report needs the subscriptions' export).
  const { permissions } = await accessOf(db, request);
  if (!permissions.includes(REPORT_SHEETS[body.report].exportPermission)) throw new AppError(ScheduleErrors.notAllowed);
  const id = await db.transaction(async (tx) => {
    const wanted = [...new Set(body.recipientIds)];
    const admins = await tx.select({ id: superAdminProfiles.userId }).from(superAdminProfiles).where(inArray(superAdminProfiles.userId, wanted));
    if (admins.length !== wanted.length) throw new AppError(ScheduleErrors.notAdministrator);
    const filters: ReportScheduleFilters = {
      ...(body.uf && { uf: body.uf }),
      ...(body.area && { area: body.area }),
      ...(body.companyId && { companyId: body.companyId }),
      ...(body.selectiveProcessId && { selectiveProcessId: body.selectiveProcessId }),
      ...(typeof body.stage === 'number' && { stage: body.stage }),
    };
    const [row] = await tx
      .insert(reportSchedules)
      .values({ report: body.report, frequency: body.frequency, filters, createdBy: request.user?.id ?? null })
      .returning();
    if (!row) throw new Error('report schedule insert returned nothing');
    await tx.insert(reportScheduleRecipients).values(wanted.map((userId) => ({ scheduleId: row.id, userId })));
    await scheduleJob(tx, { kind: REPORT_SCHEDULE_JOB, key: scheduleJobKey(row.id), runAt: nextReportRun(body.frequency as ReportFrequency, new Date()) });
    await recordAudit(tx, request, {
      action: 'report-schedule.create',
      entity: AUDITED,
      entityId: row.id,
      after: { report: row.report, frequency: row.frequency, filters, recipients: wanted.length },
    });
    return row.id;
  });
  const created = (await listSchedules(db)).find((schedule) => schedule.id === id);
  if (!created) throw new AppError(ScheduleErrors.notFound);
  return created;
};

export const deleteSchedule = async (db: Db, request: FastifyRequest, id: string): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(reportSchedules).where(eq(reportSchedules.id, id)).returning();
    if (!row) throw new AppError(ScheduleErrors.notFound);
    await withdrawJobs(tx, { keys: [scheduleJobKey(id)] });
    await recordAudit(tx, request, {
      action: 'report-schedule.delete',
      entity: AUDITED,
      entityId: id,
      before: { report: row.report, frequency: row.frequency, filters: row.filters },
    });
  });
