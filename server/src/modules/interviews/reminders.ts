import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { INTERVIEW_TIME_ZONE, formatInterviewTime } from '@hub/contract/interviews';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { interviewInterviewers, interviewScorecards, scheduledJobs, superAdminProfiles, users } from '../../db/schema/index';
import { scheduleJob, withdrawJobs } from '../../lib/jobs/schedule';
import type { JobHandler } from '../../lib/jobs/worker';
import { enqueueMail } from '../../lib/outbox/mails';
import { followersWhoSee } from '../selective-processes/idle-watchdog/followers';
import { reminderMail, scorecardReminderMail } from './invitation';
import { interviewSummary } from './summary';

/*
 * An interview's reminders are actions of the one scheduler (decision 049), keyed
 * `interview:<id>:<which>`: booking schedules them, a reschedule moves them (withdrawn, then
 * scheduled again at the new times), a cancel withdraws them by the prefix.
 */

export const INTERVIEW_REMINDER_KIND = 'interview.reminder';
export const SCORECARD_REMINDER_KIND = 'interview.scorecard-reminder';
/** The interviewers' scorecard reminders: an hour after the end, then daily, at most this many times. */
const SCORECARD_REMINDERS = 5;
const DAY_MS = 86_400_000;

type Audience = 'candidate' | 'interviewers';
type ReminderPayload = { interviewId: string; audience: Audience };

export const reminderPrefix = (interviewId: string): string => `interview:${interviewId}:`;

/** The São Paulo morning of the interview's day, at the configured time. */
const morningOf = (startsAt: Date, time: { hour: number; minute: number }): Date =>
  DateTime.fromJSDate(startsAt, { zone: INTERVIEW_TIME_ZONE }).set({ hour: time.hour, minute: time.minute, second: 0, millisecond: 0 }).toJSDate();

/** The reminders an interview at `startsAt` gets: those still ahead now, and before the interview. */
export const remindersOf = (config: Config['interviewReminders'], interviewId: string, startsAt: Date, now = new Date()) => {
  const reminders: { key: string; runAt: Date; payload: ReminderPayload }[] = config.hoursBefore.map((hours) => ({
    key: `${reminderPrefix(interviewId)}candidate-${hours}h`,
    runAt: new Date(startsAt.getTime() - hours * 3_600_000),
    payload: { interviewId, audience: 'candidate' },
  }));
  if (config.morning)
    reminders.push({ key: `${reminderPrefix(interviewId)}interviewers-morning`, runAt: morningOf(startsAt, config.morning), payload: { interviewId, audience: 'interviewers' } });
  return reminders.filter((reminder) => reminder.runAt > now && reminder.runAt < startsAt);
};

/**
 * Schedules (or moves) an interview's reminders in the caller's transaction; those no longer due
 * are withdrawn. The interviewers' scorecard reminder starts an hour after the end.
 */
export const scheduleReminders = async (
  db: Db,
  config: Config['interviewReminders'],
  interviewId: string,
  { startsAt, endsAt }: { startsAt: Date; endsAt: Date },
): Promise<void> => {
  await withdrawJobs(db, { prefix: reminderPrefix(interviewId) });
  for (const reminder of remindersOf(config, interviewId, startsAt))
    await scheduleJob(db, { kind: INTERVIEW_REMINDER_KIND, ...reminder });
  await scheduleJob(db, {
    kind: SCORECARD_REMINDER_KIND,
    key: `${reminderPrefix(interviewId)}scorecard`,
    runAt: new Date(endsAt.getTime() + 3_600_000),
    payload: { interviewId, sent: 0 },
  });
};

export const withdrawReminders = (db: Db, interviewId: string): Promise<number> => withdrawJobs(db, { prefix: reminderPrefix(interviewId) });

/**
 * Queues a reminder's deliveries: to the professional an e-mail, and the WhatsApp template where
 * WhatsApp is configured and they have a phone; to each interviewer, and to each follower of the
 * process within their scope (decision 051), an e-mail. An interview
 * cancelled or already begun sends nothing (its reminders are withdrawn; this holds the line).
 */
export const sendInterviewReminder =
  (config: Config): JobHandler =>
  async (tx, job) => {
    const payload = job.payload as ReminderPayload;
    const interview = await interviewSummary(tx, payload.interviewId);
    if (!interview || interview.status !== 'agendada' || interview.startsAt <= new Date()) return;
    if (payload.audience === 'interviewers') {
      for (const person of interview.interviewers) await enqueueMail(tx, reminderMail(interview, person, 'interviewer'));
      // The process's followers who may see it hear of the day's interviews too; an interviewer gets one mail.
      const interviewing = new Set(interview.interviewers.map((person) => person.email));
      for (const follower of await followersWhoSee(tx, interview.processId))
        if (!interviewing.has(follower.email)) await enqueueMail(tx, reminderMail(interview, follower, 'follower'));
      return;
    }
    const { candidate } = interview;
    // An anonymised professional (LGPD) has no address left to remind.
    if (interview.anonymized) return;
    const mail = reminderMail(interview, candidate, 'candidate');
    const where = interview.kind === 'presencial' ? (interview.address ?? '') : (interview.link ?? '');
    await enqueueMail(tx, {
      ...mail,
      ...(config.whatsapp && candidate.phone
        ? {
            whatsapp: {
              phone: candidate.phone,
              template: {
                ...config.interviewReminders.whatsappTemplate,
                parameters: [candidate.name, interview.processTitle, formatInterviewTime(interview.startsAt), where],
              },
            },
          }
        : {}),
    });
  };

/**
 * Reminds the interviewers who have not filled their scorecard yet (an interview the professional
 * missed or asked to move needs none): then again a day later, until all have or it was sent
 * SCORECARD_REMINDERS times. The count travels in the action's payload.
 */
export const remindScorecards: JobHandler = async (tx, job) => {
  const { interviewId, sent = 0 } = job.payload as { interviewId: string; sent?: number };
  const interview = await interviewSummary(tx, interviewId);
  if (!interview || interview.status !== 'agendada' || interview.attendance === 'faltou' || interview.attendance === 'remarcada') return;
  // Not over yet (moved later while this one was claimed): its time comes again after the end.
  if (interview.endsAt > new Date()) return { next: new Date(interview.endsAt.getTime() + 3_600_000) };
  const missing = await rowsOf<{ name: string; email: string }>(
    tx,
    sql`SELECT coalesce(p.name, u.email) AS name, u.email FROM ${interviewInterviewers} ii
          JOIN ${users} u ON u.id = ii.user_id LEFT JOIN ${superAdminProfiles} p ON p.user_id = u.id
         WHERE ii.interview_id = ${interviewId}
           AND NOT EXISTS (SELECT 1 FROM ${interviewScorecards} s WHERE s.interview_id = ii.interview_id AND s.interviewer_id = ii.user_id)
         ORDER BY 1`,
  );
  if (missing.length === 0) return;
  for (const person of missing) await enqueueMail(tx, scorecardReminderMail(interview, person));
  if (sent + 1 >= SCORECARD_REMINDERS) return;
  await tx.update(scheduledJobs).set({ payload: { interviewId, sent: sent + 1 } }).where(eq(scheduledJobs.id, job.id));
  return { next: new Date(Date.now() + DAY_MS) };
};
