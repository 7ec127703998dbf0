import type { Config } from '../config';
import type { Db } from '../db/client';
import { scheduleJobOnce, withdrawJobs } from '../lib/jobs/schedule';
import type { JobHandler } from '../lib/jobs/worker';
import { INTERVIEW_REMINDER_KIND, remindScorecards, SCORECARD_REMINDER_KIND, sendInterviewReminder } from './interviews/reminders';
import { expireSubscriptionsEvery, SUBSCRIPTION_EXPIRY_JOB } from './subscriptions/subscriptions.job';

/**
 * The handler of every kind of deferred action (lib/jobs), by kind: the one scheduler runs them all,
 * on whichever instance claims each.
 */
export const jobHandlersOf = (config: Config): Record<string, JobHandler> => ({
  [SUBSCRIPTION_EXPIRY_JOB.kind]: expireSubscriptionsEvery(config.subscriptionExpirySeconds * 1000),
  [INTERVIEW_REMINDER_KIND]: sendInterviewReminder(config),
  [SCORECARD_REMINDER_KIND]: remindScorecards,
});

/** The recurring actions, scheduled once for the whole database (several instances may boot at once). */
export const scheduleRecurringJobs = async (db: Db, config: Config): Promise<void> => {
  if (config.subscriptionExpirySeconds > 0) await scheduleJobOnce(db, { ...SUBSCRIPTION_EXPIRY_JOB, runAt: new Date() });
  else await withdrawJobs(db, { keys: [SUBSCRIPTION_EXPIRY_JOB.key] });
};
