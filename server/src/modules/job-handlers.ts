import type { Config } from '../config';
import type { Db } from '../db/client';
import { nextDailyAt, scheduleJob, scheduleJobOnce, withdrawJobs } from '../lib/jobs/schedule';
import type { JobHandler } from '../lib/jobs/worker';
import type { Storage } from '../lib/storage';
import { INTERVIEW_REMINDER_KIND, remindScorecards, SCORECARD_REMINDER_KIND, sendInterviewReminder } from './interviews/reminders';
import { IDLE_DIGEST_JOB, sendIdleDigestsDaily } from './selective-processes/idle-watchdog/idle-digest.job';
import { RETENTION_JOB } from './lgpd-requests/retention';
import { runRetention } from './lgpd-requests/retention.job';
import { STAGE_RULE_JOB } from './selective-processes/stage-rules/stage-rule-triggers';
import { runStageRule } from './selective-processes/stage-rules/stage-rules.job';
import { sendScheduledReport } from './reports/report-schedules.job';
import { REPORT_SCHEDULE_JOB } from './reports/report-schedules.service';
import { expireSubscriptionsEvery, SUBSCRIPTION_EXPIRY_JOB } from './subscriptions/subscriptions.job';

/**
 * The handler of every kind of deferred action (lib/jobs), by kind: the one scheduler runs them all,
 * on whichever instance claims each. The retention run removes files: it is there when the storage is given
 * (the server gives it; a test of another kind need not).
 */
export const jobHandlersOf = (config: Config, services?: { storage: Storage }): Record<string, JobHandler> => ({
  [SUBSCRIPTION_EXPIRY_JOB.kind]: expireSubscriptionsEvery(config.subscriptionExpirySeconds * 1000),
  [INTERVIEW_REMINDER_KIND]: sendInterviewReminder(config),
  [SCORECARD_REMINDER_KIND]: remindScorecards,
  [STAGE_RULE_JOB]: runStageRule(config),
  [IDLE_DIGEST_JOB.kind]: sendIdleDigestsDaily(config),
  [REPORT_SCHEDULE_JOB]: sendScheduledReport(config),
  ...(services ? { [RETENTION_JOB.kind]: runRetention(services) } : {}),
});

/** The recurring actions, scheduled once for the whole database (several instances may boot at once). */
export const scheduleRecurringJobs = async (db: Db, config: Config): Promise<void> => {
  if (config.subscriptionExpirySeconds > 0) await scheduleJobOnce(db, { ...SUBSCRIPTION_EXPIRY_JOB, runAt: new Date() });
  else await withdrawJobs(db, { keys: [SUBSCRIPTION_EXPIRY_JOB.key] });
  // A changed time moves the digest (scheduleJob), unless it is being sent right now.
  if (config.idleDigest)
    await scheduleJob(db, { ...IDLE_DIGEST_JOB, runAt: nextDailyAt(new Date(), config.idleDigest.time, config.idleDigest.timeZone) });
  else await withdrawJobs(db, { keys: [IDLE_DIGEST_JOB.key] });
};
