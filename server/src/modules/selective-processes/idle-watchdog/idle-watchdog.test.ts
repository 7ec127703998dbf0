import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationPage, Board } from '@hub/contract/applications';
import type { ClosingMessageGap, ProcessClosingGap, ProcessFollower, StageDays } from '@hub/contract/idle-watchdog';
import { applications, companies, kanbanLog, mails, scheduledJobs } from '../../../db/schema/index';
import { createJobWorker } from '../../../lib/jobs/worker';
import { ADMIN, loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';
import { insertScopedAdmin } from '../../../test/scoped-admin';
import { jobHandlersOf, scheduleRecurringJobs } from '../../job-handlers';
import { nextDailyAt } from '../../../lib/jobs/schedule';
import { IDLE_DIGEST_JOB } from './idle-digest.job';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: string;

beforeAll(async () => {
  ctx = await setupApp({ JOBS_ENABLED: 'false', APP_URLS: 'https://painel.conselho.org.br' });
  ({ headers, userId: adminId } = await loginAs(ctx.app));
});

const call = async <Answer>(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = headers) => {
  const response = await ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload && { payload }) });
  return { status: response.statusCode, body: response.json<Answer>() };
};

/** An open process of a company in PR, with `count` professionals enrolled. */
const openWith = async (count: number) => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  await ctx.database.db.update(companies).set({ uf: 'PR' }).where(eq(companies.id, company.id));
  const created = await createProcess(ctx.app, headers, company.id);
  const process = await openProcess(ctx.app, headers, created.id);
  const stage = (name: string) => process.stages.find((each) => each.name === name)!.id;
  const enrolled = [];
  for (let i = 0; i < count; i += 1) enrolled.push(await enrolNew(ctx.app, headers, process.id));
  return { process, stage, enrolled };
};

describe('followers of a process', () => {
  it('start with its creator, are chosen among administrators, and changing them needs processos.editar', async () => {
    const { process } = await openWith(0);
    const start = await call<ProcessFollower[]>('GET', `/selective-processes/${process.id}/followers`);
    expect(start.body.map((follower) => follower.userId)).toEqual([adminId]);
    const other = await insertScopedAdmin(ctx, { email: 'segue@test.local', permissions: ['processos.ver'], ufs: null });
    const saved = await call<ProcessFollower[]>('PUT', `/selective-processes/${process.id}/followers`, { userIds: [adminId, other.id] });
    expect(saved.status).toBe(200);
    expect(saved.body.map((follower) => follower.email).sort()).toEqual([ADMIN.email, 'segue@test.local'].sort());
    const unknown = await call<{ issues?: { path: string }[]; message: string }>('PUT', `/selective-processes/${process.id}/followers`, {
      userIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Só administradores podem acompanhar um processo');
    expect((await call('PUT', `/selective-processes/${process.id}/followers`, { userIds: [] }, other.headers)).status).toBe(403);
    const kept = await call<ProcessFollower[]>('GET', `/selective-processes/${process.id}/followers`, undefined, other.headers);
    expect(kept.body).toHaveLength(2);
  });
});

describe('days allowed per stage', () => {
  it("default to NOTIFY_IDLE_DAYS, are set per stage, and refuse another process's stage", async () => {
    const { process, stage } = await openWith(0);
    const start = await call<StageDays[]>('GET', `/selective-processes/${process.id}/stage-days`);
    expect(start.body.every((each) => each.allowedDays === null && each.effectiveDays === ctx.config.notifyIdleDays)).toBe(true);
    const saved = await call<StageDays[]>('PUT', `/selective-processes/${process.id}/stage-days`, {
      stages: [{ id: stage('Triagem'), allowedDays: 3 }],
    });
    expect(saved.body.find((each) => each.name === 'Triagem')).toMatchObject({ allowedDays: 3, effectiveDays: 3 });
    const other = await openWith(0);
    const foreign = await call('PUT', `/selective-processes/${process.id}/stage-days`, { stages: [{ id: other.stage('Triagem'), allowedDays: 2 }] });
    expect(foreign.status).toBe(400);
    const zero = await call<{ issues: { path: string }[] }>('PUT', `/selective-processes/${process.id}/stage-days`, {
      stages: [{ id: stage('Triagem'), allowedDays: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.issues.map((issue) => issue.path)).toEqual(['stages.0.allowedDays']);
  });
});

describe('the daily digest', () => {
  it('runs at the configured time in São Paulo', () => {
    expect(nextDailyAt(new Date('2026-11-28T23:00:00Z'), '08:00', 'America/Sao_Paulo').toISOString()).toBe('2026-11-29T11:00:00.000Z');
    expect(nextDailyAt(new Date('2026-11-29T10:59:00Z'), '08:00', 'America/Sao_Paulo').toISOString()).toBe('2026-11-29T11:00:00.000Z');
    expect(nextDailyAt(new Date('2026-11-29T11:00:00Z'), '08:00', 'America/Sao_Paulo').toISOString()).toBe('2026-11-30T11:00:00.000Z');
  });

  it('tells each follower, within their scope and permissions, what is late per process and stage; silent when nothing is', async () => {
    const { process, stage, enrolled } = await openWith(3);
    const { db } = ctx.database;
    await call('PUT', `/selective-processes/${process.id}/stage-days`, { stages: [{ id: stage('Inscritos'), allowedDays: 3 }] });
    // Enrolled five days ago; one of them moved to Triagem just now.
    await db
      .update(applications)
      .set({ createdAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(inArray(applications.id, enrolled.map((application) => application.id)));
    await call('PUT', `/applications/${enrolled[0]!.id}/stage`, { stageId: stage('Triagem') });
    const elsewhere = await insertScopedAdmin(ctx, { email: 'sp@test.local', permissions: ['processos.ver'], ufs: ['SP'] });
    const blind = await insertScopedAdmin(ctx, { email: 'sem-processos@test.local', permissions: ['profissionais.ver'], ufs: null });
    await call('PUT', `/selective-processes/${process.id}/followers`, { userIds: [adminId, elsewhere.id, blind.id] });
    // A rule's action just now (a row of the kanban log) moves no card: the stay goes on counting.
    await db.insert(kanbanLog).values({
      action: 'rule',
      selectiveProcessId: process.id,
      applicationId: enrolled[1]!.id,
      actorEmail: 'Regra: Lembrete',
      fromStageId: stage('Inscritos'),
      toStageId: stage('Inscritos'),
      fromStageName: 'Inscritos',
      toStageName: 'Inscritos',
      detail: 'Enviou o modelo "Lembrete" por e-mail',
    });

    await scheduleRecurringJobs(db, ctx.config);
    const worker = createJobWorker({ database: ctx.database, handlers: jobHandlersOf(ctx.config), options: ctx.config.jobs });
    const runDigest = async () => {
      await db.update(scheduledJobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(scheduledJobs.key, IDLE_DIGEST_JOB.key));
      // The subscriptions' expiry, scheduled beside it, may run too.
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    };
    await runDigest();
    const digests = await db.select().from(mails).where(eq(mails.template, 'idle-digest'));
    expect(digests.map((mail) => mail.toEmail)).toEqual([ADMIN.email]);
    expect(digests[0]!.subject).toBe('2 candidaturas atrasadas nos processos que você acompanha');
    expect(digests[0]!.textBody).toContain(`${process.title}\n- 2 candidaturas atrasadas em Inscritos\nhttps://painel.conselho.org.br/dashboard/listSelectiveProcess/ViewSelectiveProcess/${process.id}`);
    const [next] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, IDLE_DIGEST_JOB.key));
    expect(next).toMatchObject({ status: 'pending' });
    expect(next!.runAt.getUTCHours()).toBe(11);

    // The board and the ranked table mark the same cards late, with their days in the stage.
    const board = await call<Board>('GET', `/selective-processes/${process.id}/board`);
    const lateOnBoard = board.body.stages.flatMap((column) => column.rows.map((row) => [column.name, row.lateDays]));
    expect(lateOnBoard.sort()).toEqual([['Inscritos', 5], ['Inscritos', 5], ['Triagem', null]].sort());
    const table = await call<ApplicationPage>('GET', `/selective-processes/${process.id}/applications?stageId=${stage('Inscritos')}`);
    expect(table.body.rows.map((row) => row.lateDays)).toEqual([5, 5]);
    // 'Atrasadas' keeps only them, on the board and in the table, in any sort.
    const lateBoard = await call<Board>('GET', `/selective-processes/${process.id}/board?late=true`);
    expect(lateBoard.body.stages.map((column) => [column.name, column.total, column.rows.length]).filter(([, total]) => total)).toEqual([['Inscritos', 2, 2]]);
    for (const sort of ['weightedScore', 'candidateName']) {
      const lateTable = await call<ApplicationPage>('GET', `/selective-processes/${process.id}/applications?late=true&sort=${sort}`);
      expect(lateTable.body.totalItens).toBe(2);
      expect(lateTable.body.rows.every((row) => row.lateDays === 5)).toBe(true);
    }
    expect((await call('GET', `/selective-processes/${process.id}/board?late=sim`)).status).toBe(400);
    // Início counts them within the administrator's scope.
    expect((await call<{ count: number }>('GET', '/late-applications')).body).toEqual({ count: 2 });
    expect((await call<{ count: number }>('GET', '/late-applications', undefined, elsewhere.headers)).body).toEqual({ count: 0 });

    // Nothing late any more: nobody gets a digest.
    for (const application of enrolled.slice(1)) await call('PUT', `/applications/${application.id}/stage`, { stageId: stage('Triagem') });
    await runDigest();
    expect(await db.select().from(mails).where(and(eq(mails.template, 'idle-digest')))).toHaveLength(1);
  });
});

describe('processes closed without a closing message', () => {
  it('lists the closed processes whose applications got no message since they ended, until one is written to them', async () => {
    const { process, enrolled } = await openWith(3);
    const [toldOnRejection, rejectedSilently, leftInPlay] = enrolled as [ApplicationDetail, ApplicationDetail, ApplicationDetail];
    const template = await call<{ id: string }>('POST', '/message-templates', {
      name: `Recusa ${crypto.randomUUID().slice(0, 6)}`,
      subject: 'Processo {{processo}}',
      body: 'Olá, {{nome}}: agradecemos a sua participação.',
    });
    const rejectWith = (ids: string[], templateId?: string) =>
      call('POST', `/selective-processes/${process.id}/applications/bulk/status`, { ids, status: 'rejected', reason: 'Perfil diferente', ...(templateId && { templateId }) });
    expect((await rejectWith([toldOnRejection.id], template.body.id)).status).toBe(200);
    expect((await rejectWith([rejectedSilently.id])).status).toBe(200);
    // Still open: nothing is owed yet.
    expect((await call<{ rows: ProcessClosingGap[] }>('GET', '/processes-without-closing-message')).body.rows.map((row) => row.id)).not.toContain(process.id);

    await call('POST', `/selective-processes/${process.id}/status`, { status: 'in_progress' });
    expect((await call('POST', `/selective-processes/${process.id}/status`, { status: 'closed' })).status).toBe(200);
    const listed = await call<{ rows: ProcessClosingGap[]; total: number }>('GET', '/processes-without-closing-message');
    expect(listed.body.rows.find((row) => row.id === process.id)).toMatchObject({ title: process.title, status: 'closed', count: 2 });
    const gap = await call<ClosingMessageGap>('GET', `/selective-processes/${process.id}/closing-message-gap`);
    expect(gap.body.count).toBe(2);
    expect(gap.body.applications.map((application) => application.id).sort()).toEqual([rejectedSilently.id, leftInPlay.id].sort());

    // Written to them (the messages' applications audience): nobody is owed a closing message any more.
    const message = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: { typeUser: 1, audience: { kind: 'applications', ids: gap.body.applications.map((each) => each.id) }, subject: 'Encerramento', body: '<p>O processo foi encerrado.</p>', channels: ['email'] },
    });
    expect(message.statusCode, message.body).toBe(201);
    expect((await call<ClosingMessageGap>('GET', `/selective-processes/${process.id}/closing-message-gap`)).body).toEqual({ count: 0, applications: [] });
    expect((await call<{ rows: ProcessClosingGap[] }>('GET', '/processes-without-closing-message')).body.rows.map((row) => row.id)).not.toContain(process.id);
  });

  it("keeps to the administrator's scope and answers an unknown process as unknown", async () => {
    const { process } = await openWith(1);
    await call('POST', `/selective-processes/${process.id}/status`, { status: 'cancelled', reason: 'Vaga suspensa pela empresa' });
    expect((await call<{ rows: ProcessClosingGap[] }>('GET', '/processes-without-closing-message')).body.rows.map((row) => row.id)).toContain(process.id);
    const elsewhere = await insertScopedAdmin(ctx, { email: `sp-${crypto.randomUUID().slice(0, 6)}@test.local`, permissions: ['processos.ver'], ufs: ['SP'] });
    expect((await call<{ rows: ProcessClosingGap[] }>('GET', '/processes-without-closing-message', undefined, elsewhere.headers)).body.rows.map((row) => row.id)).not.toContain(process.id);
    expect((await call('GET', `/selective-processes/${process.id}/closing-message-gap`, undefined, elsewhere.headers)).status).toBe(404);
    expect((await call('GET', '/selective-processes/00000000-0000-4000-8000-000000000000/closing-message-gap')).status).toBe(404);
  });
});
