import { DateTime } from 'luxon';
import { INTERVIEW_TIME_ZONE, formatInterviewTime } from '@hub/contract/interviews';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { scheduleJob, withdrawJobs } from '../../lib/jobs/schedule';
import type { JobHandler } from '../../lib/jobs/worker';
import { enqueueMail } from '../../lib/outbox/mails';
import { reminderMail } from './invitation';
import { interviewSummary } from './summary';

/*
 * An interview's reminders are actions of the one scheduler (decision 049), keyed
 * `interview:<id>:<which>`: booking schedules them, a reschedule moves them (withdrawn, then
 * scheduled again at the new times), a cancel withdraws them by the prefix.
 */

export const INTERVIEW_REMINDER_KIND = 'interview.reminder';

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

/** Schedules (or moves) an interview's reminders in the caller's transaction; those no longer due are withdrawn. */
export const scheduleReminders = async (db: Db, config: Config['interviewReminders'], interviewId: string, startsAt: Date): Promise<void> => {
  await withdrawJobs(db, { prefix: reminderPrefix(interviewId) });
  for (const reminder of remindersOf(config, interviewId, startsAt))
    await scheduleJob(db, { kind: INTERVIEW_REMINDER_KIND, ...reminder });
};

export const withdrawReminders = (db: Db, interviewId: string): Promise<number> => withdrawJobs(db, { prefix: reminderPrefix(interviewId) });

/**
 * Queues a reminder's deliveries: to the professional an e-mail, and the WhatsApp template where
 * WhatsApp is configured and they have a phone; to each interviewer an e-mail. An interview
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
      return;
    }
    const { candidate } = interview;
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
