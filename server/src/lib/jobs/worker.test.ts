import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { setupApp, type TestContext } from '../../test/helper';
import { scheduleJob, scheduleJobOnce, withdrawJobs } from './schedule';
import { createJobWorker, type JobHandler, type JobOptions } from './worker';

/*
 * The one scheduler of deferred actions (lib/jobs): an action runs once, at its time, whichever
 * instance claims it, with its writes and its end in one transaction; withdrawn, it never runs;
 * failing, it is retried with its writes undone; recurring, it comes back at the time it answers.
 */

let ctx: TestContext;
const options: JobOptions = { pollMs: 50, leaseSeconds: 60, batchSize: 5, maxAttempts: 2, backoffSeconds: 30 };
/** What each action's handler wrote: a row per run, in the handler's transaction. */
const TRACE = 'job_trace';

const traced = async (): Promise<string[]> =>
  (await rowsOf<{ key: string }>(ctx.database.db, sql`SELECT key FROM ${sql.identifier(TRACE)} ORDER BY key`)).map((row) => row.key);

/** A handler that writes its run, then fails when told to. */
const writing =
  (fail = false): JobHandler =>
  async (tx, job) => {
    await tx.execute(sql`INSERT INTO ${sql.identifier(TRACE)} (key) VALUES (${job.key})`);
    if (fail) throw new Error('o provedor não respondeu');
  };

const statusOf = async (key: string) =>
  (await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key)))[0];

const inAMinute = () => new Date(Date.now() + 60_000);
const aSecondAgo = () => new Date(Date.now() - 1_000);

beforeAll(async () => {
  ctx = await setupApp({ JOBS_ENABLED: 'false', SUBSCRIPTION_EXPIRY_SECONDS: '0' });
  await ctx.database.query(`CREATE TABLE ${TRACE} (key text NOT NULL)`);
});

beforeEach(async () => {
  await ctx.database.db.delete(scheduledJobs);
  await ctx.database.query(`DELETE FROM ${TRACE}`);
});

describe('the scheduler of deferred actions', () => {
  it('runs a due action once, with its writes, and leaves a later one for its time', async () => {
    await scheduleJob(ctx.database.db, { kind: 'trace', key: 'agora', runAt: aSecondAgo() });
    await scheduleJob(ctx.database.db, { kind: 'trace', key: 'depois', runAt: inAMinute() });
    const worker = createJobWorker({ database: ctx.database, handlers: { trace: writing() }, options });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(await traced()).toEqual(['agora']);
    expect(await statusOf('agora')).toMatchObject({ status: 'done', attempts: 1 });
    expect(await statusOf('depois')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('never runs a withdrawn action; scheduling the same key again moves it, once is once', async () => {
    await scheduleJob(ctx.database.db, { kind: 'trace', key: 'entrevista:1:24h', runAt: aSecondAgo() });
    await scheduleJob(ctx.database.db, { kind: 'trace', key: 'entrevista:1:2h', runAt: aSecondAgo() });
    await scheduleJob(ctx.database.db, { kind: 'trace', key: 'entrevista:2:24h', runAt: aSecondAgo() });
    expect(await withdrawJobs(ctx.database.db, { prefix: 'entrevista:1:' })).toBe(2);
    const worker = createJobWorker({ database: ctx.database, handlers: { trace: writing() }, options });
    await worker.runOnce();
    expect(await traced()).toEqual(['entrevista:2:24h']);
    expect(await statusOf('entrevista:1:24h')).toMatchObject({ status: 'withdrawn' });
    // Rescheduled: pending again at its new time; scheduled once: left as it was.
    const later = inAMinute();
    await scheduleJob(ctx.database.db, { kind: 'trace', key: 'entrevista:1:24h', runAt: later });
    expect(await statusOf('entrevista:1:24h')).toMatchObject({ status: 'pending', runAt: later });
    await scheduleJobOnce(ctx.database.db, { kind: 'trace', key: 'entrevista:2:24h', runAt: later });
    expect(await statusOf('entrevista:2:24h')).toMatchObject({ status: 'done' });
  });

  it('runs each action exactly once when two instances claim at the same time', async () => {
    const keys = Array.from({ length: 12 }, (_, index) => `acao-${String(index).padStart(2, '0')}`);
    for (const key of keys) await scheduleJob(ctx.database.db, { kind: 'trace', key, runAt: aSecondAgo() });
    const instances = [0, 1].map(() => createJobWorker({ database: ctx.database, handlers: { trace: writing() }, options }));
    const drain = async (worker: (typeof instances)[number]) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all(instances.map(drain));
    expect(await traced()).toEqual(keys);
    const rows = await ctx.database.db.select().from(scheduledJobs).where(inArray(scheduledJobs.key, keys));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it("undoes a failing action's writes, tries it again after a backoff, and marks it failed past the attempts", async () => {
    const errors: unknown[] = [];
    await scheduleJob(ctx.database.db, { kind: 'falha', key: 'falha', runAt: aSecondAgo() });
    const worker = createJobWorker({ database: ctx.database, handlers: { falha: writing(true) }, options, onError: (error) => errors.push(error) });
    await worker.runOnce();
    expect(await traced()).toEqual([]);
    const retried = await statusOf('falha');
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'o provedor não respondeu' });
    expect(retried?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await ctx.database.db.update(scheduledJobs).set({ runAt: aSecondAgo() }).where(eq(scheduledJobs.key, 'falha'));
    await worker.runOnce();
    expect(await statusOf('falha')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(errors).toHaveLength(2);
  });

  it('brings a recurring action back at the time it answers, and runs an unknown kind nowhere', async () => {
    const next = inAMinute();
    await scheduleJob(ctx.database.db, { kind: 'ciclo', key: 'ciclo', runAt: aSecondAgo() });
    await scheduleJob(ctx.database.db, { kind: 'sumiu', key: 'sumiu', runAt: aSecondAgo() });
    const worker = createJobWorker({
      database: ctx.database,
      handlers: {
        ciclo: async (tx, job) => {
          await writing()(tx, job);
          return { next };
        },
      },
      options: { ...options, maxAttempts: 1 },
    });
    await worker.runOnce();
    expect(await statusOf('ciclo')).toMatchObject({ status: 'pending', attempts: 0, runAt: next });
    expect(await statusOf('sumiu')).toMatchObject({ status: 'failed', lastError: 'Tarefa de tipo desconhecido: sumiu' });
  });
});
