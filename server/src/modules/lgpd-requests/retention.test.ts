import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@hub/contract/candidates';
import { councilDay } from '@hub/contract/calendar';
import type { RetentionAnswer, RetentionPreview } from '@hub/contract/retention';
import { applications, auditLog, candidates, retentionRuns, scheduledJobs } from '../../db/schema/index';
import { createJobWorker } from '../../lib/jobs/worker';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { nextDailyAt } from '../../lib/jobs/schedule';
import { RETENTION_JOB } from './retention';
import { RETENTION_ACTOR, runRetention } from './retention.job';

/*
 * The retention policy (decision 055): a dry run first, then the nightly run by one instance in
 * batches, through the registry's own anonymisation; never anyone under an open request or in a
 * process still running; the reports and funnels count the same afterwards.
 */

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp({ JOBS_ENABLED: 'false', SUBSCRIPTION_EXPIRY_SECONDS: '0' });
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });

const ago = (months: number) => sql`now() - make_interval(months => ${months})`;

/** Makes a professional's record as old as `months`: registered and last changed then. */
const age = (candidate: Candidate, months: number) =>
  ctx.database.db
    .update(candidates)
    .set({ createdAt: ago(months), updatedAt: ago(months) })
    .where(eq(candidates.id, candidate.id));

const enrol = async (processId: string, candidate: Candidate, monthsAgo = 0) => {
  const response = await api('POST', `/selective-processes/${processId}/applications`, { candidateId: candidate.id });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  await ctx.database.db
    .update(applications)
    .set({
      createdAt: ago(monthsAgo),
      questionsAnswers: [{ questionId: 'q1', answer: 'Trabalhei dez anos no hospital da minha cidade' }],
      requirementsAnswers: [{ requirementId: 'r1', meets: true, evidence: 'Meu diploma, número 1234' }],
      requirementsScore: 80,
    })
    .where(eq(applications.id, id));
  return id;
};

const closeProcess = (id: string, monthsAgo: number) =>
  ctx.database.db.execute(
    sql`UPDATE selective_processes SET status = 'closed', status_changed_at = ${ago(monthsAgo)} WHERE id = ${id}`,
  );

const statusOf = async (candidate: Candidate) =>
  (await ctx.database.db.select({ status: candidates.status }).from(candidates).where(eq(candidates.id, candidate.id)))[0]?.status;

const preview = async (periods = { inactiveMonths: 24, closedProcessMonths: 12 }) => {
  const response = await api('POST', '/settings/retention/preview', periods);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RetentionPreview>();
};

/** What the statistics read: the process's funnel, the council's, and the reports. */
const statistics = async (processId: string) => {
  const read = async (url: string) => {
    const response = await api('GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  const period = `from=${councilDay(new Date(Date.now() - 3 * 365 * 86_400_000))}&to=${councilDay()}`;
  return {
    processFunnel: await read(`/selective-processes/${processId}/funnel`),
    funnel: await read('/dashboard/funnel'),
    stages: await read(`/reports/stages?${period}`),
    processes: await read(`/reports/processes?${period}`),
  };
};

describe('the retention policy', () => {
  it('is off by default at 03:00 with 24 and 12 months; saving checks each field in Portuguese and needs the anonymising grant', async () => {
    const response = await api('GET', '/settings/retention');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      enabled: false,
      inactiveMonths: 24,
      closedProcessMonths: 12,
      runAt: '03:00',
      nextRunAt: null,
      lastRun: null,
    });
    const bad = await api('PUT', '/settings/retention', { enabled: true, inactiveMonths: 2, closedProcessMonths: 0, runAt: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'inactiveMonths', message: 'Use pelo menos 6 meses' },
      { path: 'closedProcessMonths', message: 'Use pelo menos 1 mês' },
      { path: 'runAt', message: 'Use o formato HH:MM (por exemplo, 03:00)' },
    ]);
    const settings = await insertScopedAdmin(ctx, {
      email: 'pesos@conselho.org.br',
      permissions: ['configuracoes.ver', 'configuracoes.editar'],
      ufs: null,
    });
    expect((await api('GET', '/settings/retention', undefined, settings.headers)).statusCode).toBe(200);
    const refused = await api('PUT', '/settings/retention', { enabled: true, inactiveMonths: 24, closedProcessMonths: 12, runAt: '03:00' }, settings.headers);
    expect(refused.statusCode).toBe(403);
    expect((await api('GET', '/settings/retention')).json<RetentionAnswer>().enabled).toBe(false);
  });

  it('counts in the dry run, then anonymises in batches on one of two instances exactly what it counted, and never anyone under an open request or in a running process', async () => {
    const { db } = ctx.database;
    const { company } = await subscribedCompany(ctx.app, db, headers);
    const running = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, running.id);
    const finished = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, finished.id);

    const idle = await createCandidate(ctx.app, headers);
    const idleWithRequest = await createCandidate(ctx.app, headers);
    const idleInRunning = await createCandidate(ctx.app, headers);
    const idleInFinished = await createCandidate(ctx.app, headers);
    const activeInFinished = await createCandidate(ctx.app, headers);
    const recent = await createCandidate(ctx.app, headers);
    const requested = await api('POST', '/lgpd-requests', {
      cpf: idleWithRequest.cpf,
      channel: 'email',
      right: 'acesso',
      identityCheck: 'Documento conferido',
      receivedOn: councilDay(),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    await enrol(running.id, idleInRunning, 30);
    const idleApplication = await enrol(finished.id, idleInFinished, 30);
    const activeApplication = await enrol(finished.id, activeInFinished, 14);
    await closeProcess(finished.id, 13);
    for (const candidate of [idle, idleWithRequest, idleInRunning, idleInFinished]) await age(candidate, 25);
    await age(activeInFinished, 3);

    // The idle professional and the idle one of the finished process; the active one's answers.
    expect(await preview()).toMatchObject({ professionals: 2, applications: 1 });
    // Longer periods: nobody is due yet.
    expect(await preview({ inactiveMonths: 36, closedProcessMonths: 24 })).toMatchObject({ professionals: 0, applications: 0 });
    expect((await api('POST', '/settings/retention/preview', { inactiveMonths: 'x' })).statusCode).toBe(400);

    const before = await statistics(finished.id);
    const saved = await api('PUT', '/settings/retention', { enabled: true, inactiveMonths: 24, closedProcessMonths: 12, runAt: '02:30' });
    expect(saved.statusCode, saved.body).toBe(200);
    const nightly = nextDailyAt(new Date(), '02:30', 'America/Sao_Paulo');
    expect(saved.json()).toMatchObject({ enabled: true, runAt: '02:30', nextRunAt: nightly.toISOString() });

    // Its time has come: two instances drain it, a professional or an application per batch.
    await db.update(scheduledJobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(scheduledJobs.key, RETENTION_JOB.key));
    const handlers = { [RETENTION_JOB.kind]: runRetention({ storage: ctx.app.deps.storage, batchSize: 1 }) };
    const instances = [0, 1].map(() => createJobWorker({ database: ctx.database, handlers, options: ctx.config.jobs }));
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(instances.map((worker) => worker.runOnce()));
      const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, RETENTION_JOB.key));
      if (job && job.runAt.getTime() > Date.now() + 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, RETENTION_JOB.key));
    expect(job).toMatchObject({ status: 'pending' });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    expect(await statusOf(idle)).toBe('anonymized');
    expect(await statusOf(idleInFinished)).toBe('anonymized');
    for (const untouched of [idleWithRequest, idleInRunning, activeInFinished, recent])
      expect(await statusOf(untouched)).not.toBe('anonymized');
    const [erased] = await db.select().from(applications).where(eq(applications.id, activeApplication));
    expect(erased).toMatchObject({
      questionsAnswers: [{ questionId: 'q1', answer: '[anonimizado]' }],
      requirementsAnswers: [{ requirementId: 'r1', meets: true, evidence: null }],
      requirementsScore: 80,
    });
    expect(erased?.answersErasedAt).not.toBeNull();
    const [anonymisedOne] = await db.select().from(applications).where(eq(applications.id, idleApplication));
    expect(anonymisedOne?.requirementsScore).toBe(80);

    // One run, counted once; its entry in the trail, and one per record.
    const runs = await db.select().from(retentionRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ professionals: 2, applications: 1 });
    expect(runs[0]?.finishedAt).not.toBeNull();
    const trail = await db
      .select({ action: auditLog.action, entityId: auditLog.entityId, actor: auditLog.actorEmail, after: auditLog.after })
      .from(auditLog)
      .where(inArray(auditLog.action, ['retention.run', 'anonymize', 'retention.erase-answers']));
    expect(trail.filter((entry) => entry.action === 'retention.run')).toEqual([
      expect.objectContaining({ actor: RETENTION_ACTOR, after: expect.objectContaining({ profissionaisAnonimizados: 2, candidaturasComRespostasApagadas: 1 }) }),
    ]);
    expect(trail.filter((entry) => entry.action === 'anonymize').map((entry) => entry.entityId).sort()).toEqual([idle.id, idleInFinished.id].sort());
    expect(trail.filter((entry) => entry.action === 'anonymize').every((entry) => entry.actor === RETENTION_ACTOR)).toBe(true);
    expect(trail.filter((entry) => entry.action === 'retention.erase-answers').map((entry) => entry.entityId)).toEqual([activeApplication]);

    // The statistics count the anonymised as before.
    expect(await statistics(finished.id)).toEqual(before);
    expect(await preview()).toMatchObject({ professionals: 0, applications: 0 });
    const answer = (await api('GET', '/settings/retention')).json<RetentionAnswer>();
    expect(answer.lastRun).toMatchObject({ professionals: 2, applications: 1 });

    // Switched off: the nightly run is withdrawn.
    await api('PUT', '/settings/retention', { enabled: false, inactiveMonths: 24, closedProcessMonths: 12, runAt: '02:30' });
    const [off] = await db.select().from(scheduledJobs).where(and(eq(scheduledJobs.key, RETENTION_JOB.key)));
    expect(off?.status).toBe('withdrawn');
  });
});
