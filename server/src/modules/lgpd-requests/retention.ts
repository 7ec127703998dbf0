import { desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { councilDay } from '@hub/contract/calendar';
import { LGPD_OPEN_STATUSES } from '@hub/contract/lgpd-requests';
import { FINAL_PROCESS_STATUSES } from '@hub/contract/selective-processes';
import {
  RETENTION_DEFAULTS,
  RETENTION_TIME_ZONE,
  type RetentionAnswer,
  type RetentionPolicy,
  type RetentionPreview,
  type RetentionPreviewBody,
} from '@hub/contract/retention';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { lgpdSettings, retentionRuns, scheduledJobs, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { nextDailyAt, scheduleJob, withdrawJobs } from '../../lib/jobs/schedule';
import { iso } from '../../lib/records';

/** The nightly run: one recurring action of the one scheduler, for the whole database (decision 055). */
export const RETENTION_JOB = { kind: 'retention-run', key: 'retention-run' } as const;

/** The settings' one row (id 1); before it is saved the defaults hold. */
export const SETTINGS_ID = 1;

/** A process still running: its applicants are never touched. */
const quoted = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
const CLOSED_PROCESS = quoted(FINAL_PROCESS_STATUSES);
const OPEN_REQUEST = quoted(LGPD_OPEN_STATUSES);

/** The day limits a run works with: activity before `inactiveBefore`, processes closed before `closedBefore`. */
export type RetentionLimits = { inactiveBefore: Date; closedBefore: Date };

const monthsBefore = (at: Date, months: number): Date => {
  const day = new Date(at);
  day.setUTCMonth(day.getUTCMonth() - months);
  return day;
};

export const limitsOf = (periods: RetentionPreviewBody, at = new Date()): RetentionLimits => ({
  inactiveBefore: monthsBefore(at, periods.inactiveMonths),
  closedBefore: monthsBefore(at, periods.closedProcessMonths),
});

const at = (moment: Date): SQL => sql`${moment.toISOString()}::timestamptz`;

/** No open request of the data subject names them (recebida, em análise). */
const noOpenRequest = (candidateId: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM lgpd_requests r WHERE r.candidate_id = ${candidateId} AND r.status IN ${OPEN_REQUEST})`;

/**
 * The professionals a run anonymises: not anonymised yet; registered, changed (by them in their
 * app or by the council) and last applying before the limit; in no process still running; under no
 * open request. The product keeps no record of the professionals' own logins (their app is
 * elsewhere): a change of their record is the activity it sees.
 */
const dueProfessionals = (limits: RetentionLimits): SQL => sql`
  SELECT c.id FROM candidates c
   WHERE c.status <> 'anonymized'
     AND c.created_at < ${at(limits.inactiveBefore)} AND c.updated_at < ${at(limits.inactiveBefore)}
     AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id AND a.created_at >= ${at(limits.inactiveBefore)})
     AND NOT EXISTS (
       SELECT 1 FROM applications a JOIN selective_processes p ON p.id = a.selective_process_id
        WHERE a.candidate_id = c.id AND p.status NOT IN ${CLOSED_PROCESS})
     AND ${noOpenRequest(sql`c.id`)}`;

/**
 * The applications whose answers a run erases: of processes closed (finalizados or cancelados)
 * before the limit, not erased yet, of a professional not anonymised (their anonymisation erased
 * them already) nor under an open request.
 */
const dueApplications = (limits: RetentionLimits): SQL => sql`
  SELECT a.id FROM applications a
    JOIN selective_processes p ON p.id = a.selective_process_id
    JOIN candidates c ON c.id = a.candidate_id
   WHERE p.status IN ${CLOSED_PROCESS}
     AND coalesce(p.status_changed_at, p.updated_at) < ${at(limits.closedBefore)}
     AND a.answers_erased_at IS NULL
     AND c.status <> 'anonymized'
     AND ${noOpenRequest(sql`a.candidate_id`)}`;

const after = (column: SQL, cursor: string | null): SQL => (cursor ? sql`AND ${column} > ${cursor}::uuid` : sql``);

/**
 * The next professionals due, a batch at a time, by id after the run's cursor: a batch reads on
 * from where the last one stopped rather than through the ones it had to leave (in a process, under
 * a request) again.
 */
export const nextDueProfessionals = async (db: Db, limits: RetentionLimits, limit: number, cursor: string | null): Promise<string[]> =>
  (await rowsOf<{ id: string }>(db, sql`${dueProfessionals(limits)} ${after(sql`c.id`, cursor)} ORDER BY c.id LIMIT ${limit}`)).map((row) => row.id);

export const nextDueApplications = async (db: Db, limits: RetentionLimits, limit: number, cursor: string | null): Promise<string[]> =>
  (await rowsOf<{ id: string }>(db, sql`${dueApplications(limits)} ${after(sql`a.id`, cursor)} ORDER BY a.id LIMIT ${limit}`)).map((row) => row.id);

/**
 * The dry run: what a run started now would do. The applications of a professional it anonymises
 * are counted with the professional (the anonymisation erases their answers), not twice.
 */
export const previewRetention = async (db: Db, periods: RetentionPreviewBody): Promise<RetentionPreview> => {
  const limits = limitsOf(periods);
  const [row] = await rowsOf<{ professionals: number; applications: number }>(
    db,
    sql`WITH due AS (${dueProfessionals(limits)})
        SELECT (SELECT count(*)::int FROM due) AS professionals,
               (SELECT count(*)::int FROM (${dueApplications(limits)}) x
                 WHERE NOT EXISTS (SELECT 1 FROM applications a2 JOIN due ON due.id = a2.candidate_id WHERE a2.id = x.id)) AS applications`,
  );
  return {
    professionals: row?.professionals ?? 0,
    applications: row?.applications ?? 0,
    inactiveBefore: councilDay(limits.inactiveBefore),
    closedBefore: councilDay(limits.closedBefore),
  };
};

type StoredSettings = typeof lgpdSettings.$inferSelect;

export const loadSettings = async (db: Db): Promise<StoredSettings | null> => {
  const [row] = await db.select().from(lgpdSettings).where(eq(lgpdSettings.id, SETTINGS_ID));
  return row ?? null;
};

export const policyOf = (row: StoredSettings | null): RetentionPolicy =>
  row
    ? {
        enabled: row.retentionEnabled,
        inactiveMonths: row.inactiveMonths,
        closedProcessMonths: row.closedProcessMonths,
        runAt: row.retentionRunAt,
      }
    : { ...RETENTION_DEFAULTS };

/** The latest run, finished or under way. */
export const latestRun = async (db: Db) => {
  const [run] = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt)).limit(1);
  return run ?? null;
};

export const openRun = async (db: Db) => {
  const [run] = await db.select().from(retentionRuns).where(isNull(retentionRuns.finishedAt)).orderBy(desc(retentionRuns.startedAt)).limit(1);
  return run ?? null;
};

export const getRetention = async (db: Db): Promise<RetentionAnswer> => {
  const row = await loadSettings(db);
  const [updatedBy] = row?.updatedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.updatedBy))
    : [];
  const [job] = await db
    .select({ runAt: scheduledJobs.runAt, status: scheduledJobs.status })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.key, RETENTION_JOB.key));
  const run = await latestRun(db);
  const policy = policyOf(row);
  return {
    ...policy,
    updatedAt: iso(row?.updatedAt ?? null),
    updatedBy: updatedBy?.email ?? null,
    nextRunAt: policy.enabled && job && (job.status === 'pending' || job.status === 'running') ? iso(job.runAt) : null,
    lastRun: run
      ? { startedAt: run.startedAt.toISOString(), finishedAt: iso(run.finishedAt), professionals: run.professionals, applications: run.applications }
      : null,
  };
};

/**
 * Saves the policy, audited; switched on, its nightly run is scheduled at its time (moved when the
 * time changes), switched off, withdrawn, in the same transaction.
 */
export const saveRetention = async (db: Db, request: FastifyRequest, policy: RetentionPolicy): Promise<RetentionAnswer> => {
  const before = policyOf(await loadSettings(db));
  const values = {
    retentionEnabled: policy.enabled,
    inactiveMonths: policy.inactiveMonths,
    closedProcessMonths: policy.closedProcessMonths,
    retentionRunAt: policy.runAt,
    updatedBy: request.user?.id ?? null,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx.insert(lgpdSettings).values({ id: SETTINGS_ID, ...values }).onConflictDoUpdate({ target: lgpdSettings.id, set: values });
    if (policy.enabled)
      await scheduleJob(tx, { ...RETENTION_JOB, runAt: nextDailyAt(new Date(), policy.runAt, RETENTION_TIME_ZONE) });
    else await withdrawJobs(tx, { keys: [RETENTION_JOB.key] });
    await recordAudit(tx, request, {
      action: 'retention.update',
      entity: 'lgpd_settings',
      entityId: String(SETTINGS_ID),
      before,
      after: policy,
    });
  });
  return getRetention(db);
};
