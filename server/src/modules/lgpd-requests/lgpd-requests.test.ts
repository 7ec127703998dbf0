import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@hub/contract/candidates';
import { addDays, councilDay } from '@hub/contract/calendar';
import type { LgpdRequest, LgpdRequestInput } from '@hub/contract/lgpd-requests';
import { applications, auditLog, deliveries, lgpdRequests } from '../../db/schema/index';
import { insertCompany } from '../../test/commerce';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { mailText, startSmtp, type TestSmtp } from '../../test/smtp';
import type { SubjectFile } from './subject-file';

let ctx: TestContext;
let smtp: TestSmtp;
let headers: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({ SMTP_URL: smtp.url });
  ({ headers } = await loginAs(ctx.app));
});

const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  as: { authorization: string } = headers,
) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });

const requestInput = (cpf: string, overrides: Partial<LgpdRequestInput> = {}): LgpdRequestInput => ({
  cpf,
  channel: 'email',
  right: 'acesso',
  identityCheck: 'Documento com foto conferido por videochamada',
  details: 'Pede a cópia de tudo o que o conselho guarda',
  receivedOn: councilDay(),
  ...overrides,
});

const register = async (cpf: string, overrides: Partial<LgpdRequestInput> = {}) => {
  const response = await api('POST', '/lgpd-requests', requestInput(cpf, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LgpdRequest>();
};

const move = (id: string, status: string, reason?: string) =>
  api('POST', `/lgpd-requests/${id}/status`, { status, ...(reason ? { reason } : {}) });

/** A professional enrolled in an open process of each of `companies` (their ids), through the API. */
const enrolledIn = async (candidate: Candidate, companyIds: string[]) => {
  const titles: string[] = [];
  for (const companyId of companyIds) {
    const process = await createProcess(ctx.app, headers, companyId);
    await openProcess(ctx.app, headers, process.id);
    const enrolled = await api('POST', `/selective-processes/${process.id}/applications`, {
      candidateId: candidate.id,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    titles.push(process.title);
  }
  return titles;
};

describe('LGPD requests', () => {
  it('registers a request by CPF, due 15 calendar days after it was received, and moves it to answered or refused with a reason', async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const request = await register(candidate.cpf, { receivedOn: '2026-01-20' });
    expect(request).toMatchObject({
      candidateId: candidate.id,
      candidateName: candidate.name,
      right: 'acesso',
      status: 'received',
      receivedOn: '2026-01-20',
      dueOn: '2026-02-04',
    });
    expect((await api('GET', `/lgpd-requests/${request.id}`)).json()).toEqual(request);

    // An edit of the date received moves the due date with it.
    const edited = await api('PUT', `/lgpd-requests/${request.id}`, {
      ...requestInput(candidate.cpf, { receivedOn: '2026-02-20' }),
      updatedAt: request.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ receivedOn: '2026-02-20', dueOn: '2026-03-07' });

    expect((await move(request.id, 'answered')).statusCode).toBe(409);
    expect((await move(request.id, 'in_review')).json().status).toBe('in_review');
    const refusedWithoutReason = await move(request.id, 'refused');
    expect(refusedWithoutReason.statusCode).toBe(400);
    expect(refusedWithoutReason.json().issues).toEqual([{ path: 'reason', message: 'Informe o motivo' }]);
    const refused = await move(request.id, 'refused', 'Identidade não confirmada');
    expect(refused.json()).toMatchObject({ status: 'refused', statusReason: 'Identidade não confirmada', overdue: false });
    // Closed: no more moves nor edits.
    expect((await move(request.id, 'in_review')).statusCode).toBe(409);
    expect(
      (
        await api('PUT', `/lgpd-requests/${request.id}`, {
          ...requestInput(candidate.cpf),
          updatedAt: refused.json<LgpdRequest>().updatedAt,
        })
      ).statusCode,
    ).toBe(409);

    const trail = await ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lgpd-requests'), eq(auditLog.entityId, request.id)));
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'status.change']),
    );
    expect(trail.filter((entry) => entry.action === 'status.change')).toHaveLength(2);
  });

  it('refuses bad input with 400 naming the fields, a CPF of no professional included, and writes nothing', async () => {
    const before = await ctx.database.db.select().from(lgpdRequests);
    const invalid = await api('POST', '/lgpd-requests', {
      cpf: '123',
      channel: 'pombo',
      right: '',
      identityCheck: ' ',
      receivedOn: addDays(councilDay(), 2),
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(['channel', 'cpf', 'identityCheck', 'receivedOn', 'right']);
    const unknown = await api('POST', '/lgpd-requests', requestInput('529.982.247-25'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'cpf', message: 'Nenhum profissional com este CPF' }]);
    expect((await api('GET', '/lgpd-requests/00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(lgpdRequests)).toHaveLength(before.length);
  });

  it('lists by due date with the overdue marked, filters by status and right, and counts those due this week', async () => {
    const candidate = await createCandidate(ctx.app, headers, { name: 'Quitéria Prazos' });
    const today = councilDay();
    const overdue = await register(candidate.cpf, { receivedOn: addDays(today, -20), right: 'correcao' });
    const dueSoon = await register(candidate.cpf, { receivedOn: addDays(today, -10) });
    const later = await register(candidate.cpf, { receivedOn: today, right: 'portabilidade' });
    const answered = await register(candidate.cpf, { receivedOn: addDays(today, -30) });
    await move(answered.id, 'in_review');
    await move(answered.id, 'answered');

    const page = (await api('GET', '/lgpd-requests?key=quiteria')).json<{ rows: LgpdRequest[] }>();
    expect(page.rows.map((row) => [row.id, row.overdue])).toEqual([
      [answered.id, false],
      [overdue.id, true],
      [dueSoon.id, false],
      [later.id, false],
    ]);
    const ids = async (query: string) =>
      (await api('GET', `/lgpd-requests?key=quiteria&${query}`)).json<{ rows: LgpdRequest[] }>().rows.map((row) => row.id);
    expect(await ids('status=answered')).toEqual([answered.id]);
    expect(await ids('right=portabilidade')).toEqual([later.id]);
    expect((await api('GET', '/lgpd-requests?right=direito')).statusCode).toBe(400);

    const due = (await api('GET', '/lgpd-requests/due')).json<{ dueThisWeek: number; overdue: number }>();
    expect(due.dueThisWeek).toBeGreaterThanOrEqual(1);
    expect(due.overdue).toBeGreaterThanOrEqual(1);
    const csv = (await api('GET', '/lgpd-requests/export.csv?key=quiteria&right=correcao')).body;
    expect(csv).toContain('Quitéria Prazos;Correção de dados;Email;');
    expect(csv).toContain(';Sim;');
  });

  it('shows a limited administrator only the requests of professionals of their UFs, and counts only those', async () => {
    const inRj = await createCandidate(ctx.app, headers, { uf: 'RJ' });
    const inAc = await createCandidate(ctx.app, headers, { uf: 'AC' });
    const rjRequest = await register(inRj.cpf, { receivedOn: addDays(councilDay(), -16) });
    const acRequest = await register(inAc.cpf, { receivedOn: addDays(councilDay(), -1) });
    const desk = await insertScopedAdmin(ctx, {
      email: 'dpo-ac@test.local',
      permissions: ['lgpd.ver', 'lgpd.editar', 'lgpd.status'],
      ufs: ['AC'],
    });
    const listed = (await api('GET', '/lgpd-requests?limit=100', undefined, desk.headers))
      .json<{ rows: LgpdRequest[] }>()
      .rows.map((row) => row.id);
    expect(listed).toEqual([acRequest.id]);
    expect(listed).not.toContain(rjRequest.id);
    expect((await api('GET', `/lgpd-requests/${rjRequest.id}`, undefined, desk.headers)).statusCode).toBe(404);
    expect(
      (await api('POST', `/lgpd-requests/${rjRequest.id}/status`, { status: 'in_review' }, desk.headers)).statusCode,
    ).toBe(404);
    expect((await api('GET', '/lgpd-requests/due', undefined, desk.headers)).json()).toEqual({ dueThisWeek: 0, overdue: 0 });
    const outOfScope = await api('POST', '/lgpd-requests', requestInput(inRj.cpf), desk.headers);
    expect(outOfScope.statusCode).toBe(400);
    expect(outOfScope.json().issues).toEqual([{ path: 'cpf', message: 'Nenhum profissional com este CPF' }]);
    // Without the permission, nothing.
    const other = await insertScopedAdmin(ctx, { email: 'sem-lgpd@test.local', permissions: ['profissionais.ver'], ufs: null });
    expect((await api('GET', '/lgpd-requests', undefined, other.headers)).statusCode).toBe(403);
  });

  it("builds the subject's file as JSON and HTML: data, applications with scores and answers, the companies it was shared with, who revealed it; audited", async () => {
    const candidate = await createCandidate(ctx.app, headers, { name: 'Heloísa Titular', phone: '(21) 98765-4321' });
    const first = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const second = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const titles = await enrolledIn(candidate, [first.company.id, second.company.id]);
    await ctx.database.db
      .update(applications)
      .set({ questionsScore: 82.5, questionsAnswers: [{ questionId: 'q1', answer: 'Atendimento ao público' }] })
      .where(eq(applications.candidateId, candidate.id));
    expect((await api('POST', `/candidates/${candidate.id}/personal-data/reveal`)).statusCode).toBe(200);

    const request = await register(candidate.cpf, { right: 'acesso' });
    const response = await api('GET', `/lgpd-requests/${request.id}/file.json`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const file = JSON.parse(response.body) as SubjectFile;
    expect(file.candidate).toMatchObject({ name: 'Heloísa Titular', cpf: candidate.cpf, phone: '+5521987654321' });
    expect(file.request).toMatchObject({ right: 'acesso', receivedOn: request.receivedOn });
    expect(file.applications.map((application) => application.processTitle)).toEqual(titles);
    expect(file.applications[0]).toMatchObject({
      companyName: first.company.legalName,
      scores: expect.objectContaining({ questions: 82.5 }),
      answers: expect.objectContaining({ questions: [{ questionId: 'q1', answer: 'Atendimento ao público' }] }),
    });
    expect(file.sharedWith).toEqual([
      { companyName: first.company.legalName, cnpj: first.company.cnpj, processTitle: titles[0], sharedAt: expect.any(String) },
      { companyName: second.company.legalName, cnpj: second.company.cnpj, processTitle: titles[1], sharedAt: expect.any(String) },
    ]);
    expect(file.reveals).toEqual([{ by: 'admin@test.local', at: expect.any(String) }]);
    expect(file.consents).toHaveProperty('channels');

    const html = await api('GET', `/lgpd-requests/${request.id}/file.html`);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Dados pessoais de Heloísa Titular');
    expect(html.body).toContain(first.company.legalName);
    expect(html.body).toContain('Empresas com quem os dados foram compartilhados');
    expect(html.body).toContain('admin@test.local');
    expect(html.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    const downloads = await ctx.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lgpd-file.download'), eq(auditLog.entityId, request.id)));
    expect(downloads.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([{ format: 'json' }, { format: 'html' }]),
    );
    expect(downloads).toHaveLength(2);

    // Not for a correction, nor for a profile that does not see personal data.
    const correction = await register(candidate.cpf, { right: 'correcao' });
    expect((await api('GET', `/lgpd-requests/${correction.id}/file.json`)).statusCode).toBe(409);
    const masked = await insertScopedAdmin(ctx, { email: 'mascarado@test.local', permissions: ['lgpd.ver', 'lgpd.exportar'], ufs: null });
    expect((await api('GET', `/lgpd-requests/${request.id}/file.json`, undefined, masked.headers)).statusCode).toBe(403);
  });

  it('anonymises the subject of an anonymisation request and tells each company that received the data, through the outbox', async () => {
    const candidate = await createCandidate(ctx.app, headers, { name: 'Ismael Esquecido' });
    const first = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const second = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const titles = await enrolledIn(candidate, [first.company.id, second.company.id]);
    const bystander = await insertCompany(ctx.database.db);

    const request = await register(candidate.cpf, { right: 'anonimizacao' });
    const access = await register(candidate.cpf, { right: 'acesso' });
    expect((await api('POST', `/lgpd-requests/${request.id}/anonymize`, { confirm: true })).statusCode).toBe(409);
    await move(request.id, 'in_review');
    await move(access.id, 'in_review');
    expect((await api('POST', `/lgpd-requests/${access.id}/anonymize`, { confirm: true })).statusCode).toBe(409);
    const unconfirmed = await api('POST', `/lgpd-requests/${request.id}/anonymize`, {});
    expect(unconfirmed.statusCode).toBe(400);
    const withoutGrant = await insertScopedAdmin(ctx, { email: 'sem-anonimizar@test.local', permissions: ['lgpd.ver', 'lgpd.status'], ufs: null });
    expect(
      (await api('POST', `/lgpd-requests/${request.id}/anonymize`, { confirm: true }, withoutGrant.headers)).statusCode,
    ).toBe(403);

    const executed = await api('POST', `/lgpd-requests/${request.id}/anonymize`, { confirm: true });
    expect(executed.statusCode, executed.body).toBe(200);
    expect(executed.json()).toMatchObject({
      status: 'answered',
      candidateName: 'Profissional anonimizado',
      companiesNotified: 2,
      executedAt: expect.any(String),
    });
    expect((await api('GET', `/candidates/${candidate.id}`)).json().status).toBe('anonymized');
    // The other request of the same person no longer names them, and has no file to give.
    expect((await api('GET', `/lgpd-requests/${access.id}`)).json().candidateName).toBe('Profissional anonimizado');
    expect((await api('GET', `/lgpd-requests/${access.id}/file.json`)).statusCode).toBe(409);
    expect((await api('POST', `/lgpd-requests/${request.id}/anonymize`, { confirm: true })).statusCode).toBe(409);

    await ctx.deliverMail();
    for (const [index, { company }] of [first, second].entries()) {
      const mail = smtp.received.find((received) => received.to.includes(company.email));
      expect(mail, company.email).toBeDefined();
      const body = mailText(mail?.raw ?? '');
      expect(body).toContain('art. 18, =C2=A76=C2=BA');
      expect(body).toContain('Ismael Esquecido');
      expect(body).toContain(titles[index]);
    }
    expect(smtp.received.some((received) => received.to.includes(bystander.email))).toBe(false);
    const notices = await ctx.database.db.select().from(deliveries).where(eq(deliveries.subject, 'Dados de um profissional anonimizados a pedido do titular'));
    expect(notices.map((delivery) => delivery.status)).toEqual(['sent', 'sent']);
    const emailLog = (await api('GET', '/logs/emails?key=anonimiza%C3%A7%C3%A3o')).json<{ rows: { to: string }[] }>();
    expect(emailLog.rows.map((row) => row.to)).toEqual(expect.arrayContaining([first.company.email, second.company.email]));
  });
});
