import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs, subscriptions } from '../db/schema/index';
import { createJobWorker } from '../lib/jobs/worker';
import { loginAs, setupApp } from '../test/helper';
import { subscribedCompany } from '../test/processes';
import { jobHandlersOf, scheduleRecurringJobs } from './job-handlers';
import { SUBSCRIPTION_EXPIRY_JOB } from './subscriptions/subscriptions.job';

/* The recurring actions the server schedules at its start, run by the one scheduler (lib/jobs). */

describe('recurring actions', () => {
  it('ends the subscriptions whose period is over once per SUBSCRIPTION_EXPIRY_SECONDS, on one instance; 0 withdraws it', async () => {
    const ctx = await setupApp({ JOBS_ENABLED: 'false', SUBSCRIPTION_EXPIRY_SECONDS: '60' });
    const { headers } = await loginAs(ctx.app);
    const { db } = ctx.database;
    const { company } = await subscribedCompany(ctx.app, db, headers);
    await db
      .update(subscriptions)
      .set({ periodStart: new Date(Date.now() - 40 * 86_400_000), periodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.companyId, company.id));
    // Two instances booting schedule it once.
    await Promise.all([scheduleRecurringJobs(db, ctx.config), scheduleRecurringJobs(db, ctx.config)]);
    const jobs = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, SUBSCRIPTION_EXPIRY_JOB.key));
    expect(jobs).toHaveLength(1);
    const worker = createJobWorker({ database: ctx.database, handlers: jobHandlersOf(ctx.config), options: ctx.config.jobs });
    expect(await worker.runOnce()).toBe(1);
    const [ended] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    expect(ended?.status).toBe('expired');
    const [next] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, SUBSCRIPTION_EXPIRY_JOB.key));
    expect(next?.status).toBe('pending');
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await scheduleRecurringJobs(db, { ...ctx.config, subscriptionExpirySeconds: 0 });
    const [off] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, SUBSCRIPTION_EXPIRY_JOB.key));
    expect(off?.status).toBe('withdrawn');
  });
});
