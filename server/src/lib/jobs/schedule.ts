import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import { scheduledJobs } from '../../db/schema/index';
import { escapeLike } from '../listing';

/** A deferred action: its handler's kind, the key naming it, when, and what the handler needs. */
export type JobRequest = {
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
};

/**
 * Schedules the action `key` names, in the caller's transaction: a new one, or the same one moved
 * (a reminder whose interview was rescheduled) and made pending again, unless it is running now.
 */
export const scheduleJob = async (db: Db, job: JobRequest): Promise<void> => {
  const values = { kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} };
  await db
    .insert(scheduledJobs)
    .values(values)
    .onConflictDoUpdate({
      target: scheduledJobs.key,
      set: { ...values, status: 'pending', attempts: 0, lastError: null, doneAt: null, leaseUntil: null, updatedAt: new Date() },
      setWhere: sql`${scheduledJobs.status} <> 'running'`,
    });
};

/** Schedules the action once: a key already known (pending, done or withdrawn) is left as it is. */
export const scheduleJobOnce = async (db: Db, job: JobRequest): Promise<void> => {
  await db
    .insert(scheduledJobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: scheduledJobs.key });
};

/** Which pending actions to withdraw: by key, by key prefix, or by kind and payload values (a stage rule's, switched off). */
export type JobSelection = { keys: string[] } | { prefix: string } | { kind: string; payload: Record<string, string> };

const selected = (which: JobSelection): SQL => {
  if ('keys' in which) return which.keys.length ? inArray(scheduledJobs.key, which.keys) : sql`false`;
  if ('prefix' in which) return like(scheduledJobs.key, `${escapeLike(which.prefix)}%`);
  return and(eq(scheduledJobs.kind, which.kind), sql`${scheduledJobs.payload} @> ${JSON.stringify(which.payload)}::jsonb`)!;
};

/**
 * Withdraws the pending actions of these keys, or of every key starting with `prefix` (an
 * interview's reminders, an application's stage entry), or of one kind whose payload holds these
 * values: they never run. Answers how many.
 */
export const withdrawJobs = async (db: Db, which: JobSelection): Promise<number> => {
  const keyed = selected(which);
  const withdrawn = await db
    .update(scheduledJobs)
    .set({ status: 'withdrawn', updatedAt: new Date() })
    .where(and(keyed, eq(scheduledJobs.status, 'pending')))
    .returning({ id: scheduledJobs.id });
  return withdrawn.length;
};

/** The next moment after `after` when the clock in `timeZone` reads `time` ('08:00'): a daily action's next run. */
export const nextDailyAt = (after: Date, time: string, timeZone: string): Date => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const now = DateTime.fromJSDate(after, { zone: timeZone });
  const today = now.set({ hour, minute, second: 0, millisecond: 0 });
  return (today > now ? today : today.plus({ days: 1 })).toJSDate();
};
