import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, MoveAnswer } from '@hub/contract/applications';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import type { StageRule, StageRulePreview } from '@hub/contract/stage-rules';
import { applications, auditLog, candidates, companies, mails, scheduledJobs } from '../../../db/schema/index';
import { createJobWorker } from '../../../lib/jobs/worker';
import { ADMIN, loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, processInput, subscribedCompany } from '../../../test/processes';
import { insertScopedAdmin } from '../../../test/scoped-admin';
import { mailText, startSmtp, type TestSmtp } from '../../../test/smtp';
import { deliverEveryChannel, startWhatsApp, type TestWhatsApp } from '../../../test/whatsapp';
import { jobHandlersOf } from '../../job-handlers';
import { brokenReason } from './stage-rules.service';

let ctx: TestContext;
let smtp: TestSmtp;
let whatsapp: TestWhatsApp;
let headers: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtp();
  whatsapp = await startWhatsApp();
  ctx = await setupApp({
    SMTP_URL: smtp.url,
    JOBS_ENABLED: 'false',
    WHATSAPP_TOKEN: 'token-de-teste',
    WHATSAPP_PHONE_ID: '1234567890',
    WHATSAPP_API_URL: whatsapp.url,
  });
  ({ headers } = await loginAs(ctx.app));
});

const call = async <Answer>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) => {
  const response = await ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload && { payload }) });
  return { status: response.statusCode, body: response.body ? (response.json() as Answer) : (null as Answer) };
};

const ok = async <Answer>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer> => {
  const { status, body } = await call<Answer>(method, url, payload);
  if (status >= 300) throw new Error(`${method} ${url} answered ${status}: ${JSON.stringify(body)}`);
  return body;
};

const worker = () => createJobWorker({ database: ctx.database, handlers: jobHandlersOf(ctx.config), options: ctx.config.jobs });

const template = (name: string, body: string) =>
  ok<{ id: string }>('POST', '/message-templates', { name: `${name} ${crypto.randomUUID().slice(0, 6)}`, subject: `${name}: {{processo}}`, body });

/** An open process with its stages by name, and `count` professionals enrolled in its first stage. */
const openWith = async (count: number, overrides: object = {}) => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  const created = await createProcess(ctx.app, headers, company.id, overrides);
  const process = await openProcess(ctx.app, headers, created.id);
  const stage = (name: string) => process.stages.find((each) => each.name === name)!.id;
  const enrolled: ApplicationDetail[] = [];
  for (let i = 0; i < count; i += 1) enrolled.push(await enrolNew(ctx.app, headers, process.id));
  return { process, company, stage, enrolled };
};

const ruleJobs = (applicationId: string) =>
  ctx.database.db.select().from(scheduledJobs).where(like(scheduledJobs.key, `stage-rule:${applicationId}:%`));

/** Time passes: the application's pending rule actions fall due (no sleeping in tests). */
const dueNow = (applicationId: string) =>
  ctx.database.db
    .update(scheduledJobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(like(scheduledJobs.key, `stage-rule:${applicationId}:%`), eq(scheduledJobs.status, 'pending')));

const mailsTo = (email: string) => ctx.database.db.select().from(mails).where(eq(mails.toEmail, email));

const ruleAudits = (applicationId: string) =>
  ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'applications'), eq(auditLog.entityId, applicationId), like(auditLog.action, 'rule.%')));

const switchOn = (processId: string, ruleId: string, applyToCurrent = false) =>
  ok<StageRule>('POST', `/selective-processes/${processId}/stage-rules/${ruleId}/switch`, { enabled: true, applyToCurrent });

describe('a rule on entering a stage', () => {
  it('sends its template after the delay, through the outbox, as the rule; a move back before the delay withdraws it', async () => {
    const invite = await template('Convite', 'Olá, {{nome}}: você está em {{etapa}} de {{processo}}.');
    const { process, stage, enrolled } = await openWith(2);
    const [first, second] = enrolled as [ApplicationDetail, ApplicationDetail];
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: 'Convite para entrevista',
      kind: 'stage_entered',
      stageId: stage('Entrevista'),
      templateId: invite.id,
      delayHours: 24,
    });
    expect(rule).toMatchObject({ enabled: false, broken: null, stageName: 'Entrevista', delayHours: 24 });
    await switchOn(process.id, rule.id);

    // Moved in and back (the board's undo) before the delay: the professional is told nothing.
    await ok<MoveAnswer>('PUT', `/applications/${first.id}/stage`, { stageId: stage('Entrevista') });
    const [pending] = await ruleJobs(first.id);
    expect(pending?.status).toBe('pending');
    expect(pending!.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await ok('POST', `/selective-processes/${process.id}/undo`);
    expect((await ruleJobs(first.id)).map((job) => job.status)).toEqual(['withdrawn']);

    await ok<MoveAnswer>('PUT', `/applications/${second.id}/stage`, { stageId: stage('Entrevista') });
    // Not due yet: nothing runs.
    expect(await worker().runOnce()).toBe(0);
    await dueNow(second.id);
    await dueNow(first.id);
    expect(await worker().runOnce()).toBe(1);
    const [sent] = await mailsTo(second.candidateEmail);
    expect(sent).toMatchObject({ template: 'stage-rule', subject: `Convite: ${process.title}` });
    expect(await mailsTo(first.candidateEmail)).toHaveLength(0);
    await ctx.deliverMail();
    const received = smtp.received.find((mail) => mail.to.includes(second.candidateEmail));
    expect(mailText(received!.raw)).toContain(`em Entrevista de ${process.title}.`);
    const [audit] = await ruleAudits(second.id);
    expect(audit).toMatchObject({ action: 'rule.message', actorEmail: 'Regra: Convite para entrevista', actorId: null });

    // The same entry never runs twice; a second entry (out and in again) is a new action.
    expect(await worker().runOnce()).toBe(0);
  });

  it('also sends by WhatsApp where the rule says so: to who accepts it and gave their opt-in', async () => {
    const invite = await template('Convite WhatsApp', 'Olá, {{nome}}: você está em {{etapa}}.');
    const { process, stage, enrolled } = await openWith(3);
    const [consented, withoutConsent, declined] = enrolled as [ApplicationDetail, ApplicationDetail, ApplicationDetail];
    const consent = await call('POST', `/candidates/${consented.candidateId}/whatsapp-consents`, {
      channel: 'app',
      text: 'Aceito receber avisos do conselho por WhatsApp neste número.',
    });
    expect(consent.status).toBe(201);
    // Asked for WhatsApp notices before opt-ins were recorded: the channel still refuses to send without one.
    await ctx.database.db.update(candidates).set({ notifyWhatsapp: true, phone: '(21) 99876-5432' }).where(eq(candidates.id, withoutConsent.candidateId));
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: 'Convite por WhatsApp',
      kind: 'stage_entered',
      stageId: stage('Entrevista'),
      templateId: invite.id,
      whatsapp: true,
    });
    expect(rule).toMatchObject({ whatsapp: true, broken: null });
    await switchOn(process.id, rule.id);
    for (const application of enrolled) await ok('PUT', `/applications/${application.id}/stage`, { stageId: stage('Entrevista') });
    const drain = worker();
    while ((await drain.runOnce()) > 0);
    whatsapp.seen.length = 0;
    await deliverEveryChannel(ctx);

    // Everyone gets the e-mail; the WhatsApp text reaches only the professional with an opt-in.
    for (const application of enrolled) expect(smtp.received.some((mail) => mail.to.includes(application.candidateEmail))).toBe(true);
    expect(whatsapp.seen).toHaveLength(1);
    expect(whatsapp.seen[0]).toMatchObject({ type: 'text' });
    expect(whatsapp.seen[0]?.text?.body).toContain('você está em Entrevista.');
    const [refused] = await ctx.database.query<{ status: string; last_error: string }>(
      `SELECT d.status, d.last_error FROM deliveries d JOIN mails m ON m.id = d.mail_id
        WHERE d.channel = 'whatsapp' AND m.to_email = $1`,
      [withoutConsent.candidateEmail],
    );
    expect(refused).toMatchObject({ status: 'failed', last_error: 'O profissional não deu consentimento para receber WhatsApp neste número' });
    // Who does not accept WhatsApp notices is not even queued one.
    const declinedDeliveries = await ctx.database.query(
      `SELECT d.id FROM deliveries d JOIN mails m ON m.id = d.mail_id WHERE d.channel = 'whatsapp' AND m.to_email = $1`,
      [declined.candidateEmail],
    );
    expect(declinedDeliveries).toHaveLength(0);
    const [audit] = await ruleAudits(consented.id);
    expect(audit).toMatchObject({ action: 'rule.message', after: expect.objectContaining({ channels: ['email', 'whatsapp'] }) });
  });

  it('runs once with two instances claiming at the same time', async () => {
    const welcome = await template('Boas-vindas', 'Olá, {{nome}}.');
    const { process, stage, enrolled } = await openWith(3);
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: 'Boas-vindas à triagem',
      kind: 'stage_entered',
      stageId: stage('Triagem'),
      templateId: welcome.id,
    });
    await switchOn(process.id, rule.id);
    for (const application of enrolled) await ok('PUT', `/applications/${application.id}/stage`, { stageId: stage('Triagem') });
    const [a, b] = [worker(), worker()];
    const claimed = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(claimed.reduce((sum, each) => sum + each, 0)).toBe(3);
    for (const application of enrolled) expect(await mailsTo(application.candidateEmail)).toHaveLength(1);
  });

  it('previews how many current applications it would act on, and applies to them only when asked', async () => {
    const welcome = await template('Triagem', 'Olá, {{nome}}.');
    const { process, stage, enrolled } = await openWith(3);
    const [first, second, third] = enrolled as [ApplicationDetail, ApplicationDetail, ApplicationDetail];
    for (const application of [first, second]) await ok('PUT', `/applications/${application.id}/stage`, { stageId: stage('Triagem') });
    const body = { name: 'Triagem', kind: 'stage_entered', stageId: stage('Triagem'), templateId: welcome.id, delayHours: 2 };
    const onlyNext = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, body);
    const toCurrent = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, { ...body, name: 'Triagem atual' });
    expect(await ok<StageRulePreview>('GET', `/selective-processes/${process.id}/stage-rules/${onlyNext.id}/preview`)).toEqual({ count: 2 });

    await switchOn(process.id, onlyNext.id, false);
    expect(await ruleJobs(first.id)).toHaveLength(0);
    await switchOn(process.id, toCurrent.id, true);
    for (const application of [first, second]) {
      const jobs = await ruleJobs(application.id);
      expect(jobs.map((job) => job.payload.ruleId)).toEqual([toCurrent.id]);
    }
    // What happens next: both rules act on a new entry.
    await ok('PUT', `/applications/${third.id}/stage`, { stageId: stage('Triagem') });
    expect((await ruleJobs(third.id)).map((job) => job.payload.ruleId).sort()).toEqual([onlyNext.id, toCurrent.id].sort());

    // Switched off, its pending actions are withdrawn.
    await ok('POST', `/selective-processes/${process.id}/stage-rules/${toCurrent.id}/switch`, { enabled: false });
    const [withdrawn] = await ruleJobs(first.id);
    expect(withdrawn?.status).toBe('withdrawn');
    const audits = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'stage_rules'), eq(auditLog.entityId, toCurrent.id)));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['stage-rule.create', 'stage-rule.off', 'stage-rule.on']);
  });
});

describe('a rule on an unmet mandatory requirement', () => {
  it('rejects the application with the requirement as its reason, then sends the refusal after the delay', async () => {
    const refusal = await template('Recusa', 'Olá, {{nome}}: agradecemos a sua participação.');
    const { process, enrolled } = await openWith(1, {
      requirements: [
        { text: 'Registro ativo no conselho', mandatory: true },
        { text: 'Inglês', mandatory: false },
      ],
    });
    const [application] = enrolled as [ApplicationDetail];
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: 'Reprovação automática',
      kind: 'mandatory_unmet',
      templateId: refusal.id,
      delayHours: 24,
    });
    await switchOn(process.id, rule.id);
    const [registro, ingles] = (await ok<SelectiveProcess>('GET', `/selective-processes/${process.id}`)).requirements;
    await ok('PUT', `/applications/${application.id}/requirements`, {
      answers: [
        { requirementId: registro!.id, meets: false },
        { requirementId: ingles!.id, meets: true },
      ],
    });
    expect(await worker().runOnce()).toBe(1);
    const [rejected] = await ctx.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(rejected).toMatchObject({ status: 'rejected', statusReason: 'Requisito obrigatório não atendido: Registro ativo no conselho' });
    expect(await mailsTo(application.candidateEmail)).toHaveLength(0);
    const refusalJob = (await ruleJobs(application.id)).find((job) => job.payload.step === 'refusal');
    expect(refusalJob?.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await dueNow(application.id);
    expect(await worker().runOnce()).toBe(1);
    const [sent] = await mailsTo(application.candidateEmail);
    expect(sent?.textBody).toContain('agradecemos a sua participação');
    expect((await ruleAudits(application.id)).map((entry) => entry.action).sort()).toEqual(['rule.message', 'rule.reject']);

    // Each action is a row of the kanban log too, as the rule's; the moves and the history stay as they were.
    const kanban = await ok<{ rows: { status: string; candidateName: string; actorEmail: string; detail: string | null; fromStageName: string }[] }>(
      'GET',
      `/logs/kanban?selectiveProcessId=${process.id}&status=rule`,
    );
    expect(kanban.rows.map((row) => [row.actorEmail, row.detail])).toEqual([
      ['Regra: Reprovação automática', expect.stringMatching(/^Enviou o modelo "Recusa [^"]+" por e-mail$/)],
      ['Regra: Reprovação automática', 'Reprovou a candidatura. Requisito obrigatório não atendido: Registro ativo no conselho'],
    ]);
    expect(kanban.rows[0]?.fromStageName).toBe(process.stages[0]?.name);
    const history = await ok<{ events: { kind: string; actorName: string | null }[] }>('GET', `/history/applications/${application.id}`);
    expect(history.events.filter((event) => event.kind === 'kanban')).toHaveLength(0);
    expect(history.events.filter((event) => event.actorName === 'Regra: Reprovação automática')).toHaveLength(2);
    const funnel = await ok<{ stages: { reached: number }[] }>('GET', `/selective-processes/${process.id}/funnel`);
    expect(funnel.stages.map((stage) => stage.reached)).toEqual([1, ...funnel.stages.slice(1).map(() => 0)]);
  });
});

describe('a rule on a failed eliminatory question', () => {
  it('rejects on the wrong answer with the question as the reason, and acts on those a change of the process leaves unmet', async () => {
    const refusal = await template('Recusa eliminatória', 'Olá, {{nome}}.');
    const { process, enrolled } = await openWith(3, {
      requirements: [{ text: 'Especialização', mandatory: false }],
      questions: [
        { text: 'Disponível para plantões noturnos?', type: 'yes_no', expectedAnswer: true, eliminatory: true },
        { text: 'Turno preferido', type: 'single_choice', options: ['Manhã', 'Tarde'], expectedAnswer: 'Manhã' },
      ],
    });
    const [wrong, right, unmetLater] = enrolled as [ApplicationDetail, ApplicationDetail, ApplicationDetail];
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: 'Eliminação automática',
      kind: 'mandatory_unmet',
      templateId: refusal.id,
    });
    await switchOn(process.id, rule.id);
    const current = await ok<SelectiveProcess>('GET', `/selective-processes/${process.id}`);
    const [night, shift] = current.questions;
    expect(night).toMatchObject({ eliminatory: true });
    const answer = (application: ApplicationDetail, available: boolean) =>
      ok<ApplicationDetail>('PUT', `/applications/${application.id}/questions`, {
        answers: [
          { questionId: night!.id, answer: available },
          { questionId: shift!.id, answer: 'Tarde' },
        ],
      });
    expect(await answer(wrong, false)).toMatchObject({ flagged: true, missingMandatory: [night!.id] });
    // A wrong answer to a question that is not eliminatory only lowers the score.
    expect(await answer(right, true)).toMatchObject({ flagged: false });
    const [requirement] = current.requirements;
    await ok('PUT', `/applications/${unmetLater.id}/requirements`, { answers: [{ requirementId: requirement!.id, meets: false }] });
    const drain = worker();
    while ((await drain.runOnce()) > 0);
    const statusOf = async (application: ApplicationDetail) =>
      (await ctx.database.db.select().from(applications).where(eq(applications.id, application.id)))[0];
    expect(await statusOf(wrong)).toMatchObject({
      status: 'rejected',
      statusReason: 'Pergunta eliminatória respondida de outra forma: Disponível para plantões noturnos?',
    });
    expect(await statusOf(right)).toMatchObject({ status: 'active' });
    expect(await statusOf(unmetLater)).toMatchObject({ status: 'active' });

    // The requirement becomes mandatory: who already left it unmet is rejected by the rule too.
    await ok('PUT', `/selective-processes/${process.id}`, {
      ...current,
      companyId: undefined,
      requirements: current.requirements.map((each) => ({ ...each, mandatory: true })),
    });
    while ((await drain.runOnce()) > 0);
    expect(await statusOf(unmetLater)).toMatchObject({ status: 'rejected', statusReason: 'Requisito obrigatório não atendido: Especialização' });
    expect(await statusOf(right)).toMatchObject({ status: 'active' });
  });

  it('refuses an eliminatory question without its expected answer, naming the field', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const refused = await call<{ issues: { path: string; message: string }[] }>(
      'POST',
      '/selective-processes',
      processInput(company.id, { questions: [{ text: 'Tem CNH?', type: 'yes_no', expectedAnswer: null, eliminatory: true }] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'questions.0.eliminatory', message: 'Uma pergunta eliminatória precisa da resposta esperada' }]);
  });
});

describe('a rule on hiring', () => {
  it("tells the company's contact and the process's creator when an application reaches Contratados", async () => {
    const { process, company, stage, enrolled } = await openWith(1);
    const [application] = enrolled as [ApplicationDetail];
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, { name: 'Aviso de contratação', kind: 'hired' });
    expect(rule.templateId).toBeNull();
    await switchOn(process.id, rule.id);
    await ok('PUT', `/applications/${application.id}/stage`, { stageId: stage('Contratados') });
    expect(await worker().runOnce()).toBe(1);
    const toCompany = await mailsTo(company.email);
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]).toMatchObject({ template: 'hired-notice' });
    expect(toCompany[0]!.subject).toContain(process.title);
    expect((await mailsTo(ADMIN.email)).filter((mail) => mail.template === 'hired-notice')).toHaveLength(1);
  });
});

describe('broken rules', () => {
  it('says a rule whose template was deleted is broken, refuses to switch it on, and records a pending action as not taken', async () => {
    const doomed = await template('Excluído', 'Olá.');
    const { process, stage, enrolled } = await openWith(1);
    const [application] = enrolled as [ApplicationDetail];
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: 'Mensagem perdida',
      kind: 'stage_entered',
      stageId: stage('Testes'),
      templateId: doomed.id,
    });
    await switchOn(process.id, rule.id);
    await ok('PUT', `/applications/${application.id}/stage`, { stageId: stage('Testes') });
    await ok('DELETE', `/message-templates/${doomed.id}`);
    const [listed] = await ok<StageRule[]>('GET', `/selective-processes/${process.id}/stage-rules`);
    expect(listed?.broken).toMatch(/^O modelo "Excluído .*" foi excluído$/);
    expect(await worker().runOnce()).toBe(1);
    expect(await mailsTo(application.candidateEmail)).toHaveLength(0);
    const [audit] = await ruleAudits(application.id);
    expect(audit).toMatchObject({ action: 'rule.broken', actorEmail: 'Regra: Mensagem perdida' });

    await ok('POST', `/selective-processes/${process.id}/stage-rules/${rule.id}/switch`, { enabled: false });
    const refused = await call('POST', `/selective-processes/${process.id}/stage-rules/${rule.id}/switch`, { enabled: true });
    expect(refused.status).toBe(409);
  });

  it('says a rule that sends by WhatsApp is broken where WhatsApp is not configured', () => {
    const rule = { kind: 'stage_entered', selectiveProcessId: null, stageId: null, stageName: 'Entrevista', templateId: crypto.randomUUID(), templateName: 'Convite', whatsapp: true };
    expect(brokenReason(rule, false)).toBe('O WhatsApp não está configurado (WHATSAPP_TOKEN e WHATSAPP_PHONE_ID): a regra não pode enviar por ele');
    expect(brokenReason(rule, true)).toBeNull();
    expect(brokenReason({ ...rule, whatsapp: false }, false)).toBeNull();
  });
});

describe('input, permissions and scope', () => {
  it('refuses a rule without its stage or template with the fields named, and changes nothing', async () => {
    const { process } = await openWith(0);
    const { status, body } = await call<{ issues: { path: string }[] }>('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: '',
      kind: 'stage_entered',
      delayHours: -1,
    });
    expect(status).toBe(400);
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(['delayHours', 'name', 'stageId', 'templateId']);
    const missing = await call<{ issues: { path: string }[] }>('POST', `/selective-processes/${process.id}/stage-rules`, { name: 'X', kind: 'stage_entered' });
    expect(missing.body.issues.map((issue) => issue.path).sort()).toEqual(['stageId', 'templateId']);
    const other = await openWith(0);
    const foreign = await call('POST', `/selective-processes/${process.id}/stage-rules`, {
      name: 'X',
      kind: 'stage_entered',
      stageId: other.stage('Triagem'),
      templateId: (await template('Outro', 'Olá.')).id,
    });
    expect(foreign.status).toBe(400);
    expect(await ok<StageRule[]>('GET', `/selective-processes/${process.id}/stage-rules`)).toEqual([]);
  });

  it("shows the rules with 'ver', changes them only with 'editar', and hides another UF's process", async () => {
    const { process, company } = await openWith(0);
    await ctx.database.db.update(companies).set({ uf: 'PR' }).where(eq(companies.id, company.id));
    const rule = await ok<StageRule>('POST', `/selective-processes/${process.id}/stage-rules`, { name: 'Aviso', kind: 'hired' });
    const viewer = await insertScopedAdmin(ctx, { email: 'leitor-regras@test.local', permissions: ['processos.ver'], ufs: null });
    const seen = await call<StageRule[]>('GET', `/selective-processes/${process.id}/stage-rules`, undefined, viewer.headers);
    expect(seen.body.map((each) => each.id)).toEqual([rule.id]);
    expect((await call('POST', `/selective-processes/${process.id}/stage-rules/${rule.id}/switch`, { enabled: true }, viewer.headers)).status).toBe(403);
    const elsewhere = await insertScopedAdmin(ctx, {
      email: 'editor-sp@test.local',
      permissions: ['processos.ver', 'processos.editar'],
      ufs: ['SP'],
    });
    expect((await call('GET', `/selective-processes/${process.id}/stage-rules`, undefined, elsewhere.headers)).status).toBe(404);
    expect((await call('POST', `/selective-processes/${process.id}/stage-rules/${rule.id}/switch`, { enabled: true }, elsewhere.headers)).status).toBe(404);
  });
});

describe("the council's defaults", () => {
  it('are copied by each new process, their stage found by name', async () => {
    const invite = await template('Padrão', 'Olá, {{nome}}.');
    const made = await ok<StageRule>('POST', '/stage-rules', {
      name: 'Convite padrão',
      kind: 'stage_entered',
      stageName: 'Entrevista',
      templateId: invite.id,
      delayHours: 1,
      enabled: true,
    });
    expect(made.selectiveProcessId).toBeNull();
    const { process, stage } = await openWith(0);
    const [copied] = await ok<StageRule[]>('GET', `/selective-processes/${process.id}/stage-rules`);
    expect(copied).toMatchObject({ name: 'Convite padrão', stageId: stage('Entrevista'), enabled: true, broken: null });
    await ok('DELETE', `/stage-rules/${made.id}`);
    expect(await ok<StageRule[]>('GET', '/stage-rules')).toEqual([]);
  });
});
