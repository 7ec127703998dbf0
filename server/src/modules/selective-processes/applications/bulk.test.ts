import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRow, BulkMoveResult } from '@hub/contract/applications';
import { BULK_MAX, BULK_MESSAGES, type BulkResult } from '@hub/contract/bulk';
import { APPLICATION_MESSAGES } from '@hub/contract/applications';
import { applications, auditLog, companies, kanbanLog, mails } from '../../../db/schema/index';
import { insertCompany } from '../../../test/commerce';
import { createCandidate } from '../../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

const auditsOf = (entity: string, id: string, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, entity), eq(auditLog.entityId, id), eq(auditLog.action, action)),
    );

describe('POST /companies/bulk/status', () => {
  it('moves each company it can, reports each it cannot and why, and audits each move', async () => {
    const pending = await insertCompany(ctx.database.db, { status: 'pending' });
    const active = await insertCompany(ctx.database.db, { status: 'active' });
    const archived = await insertCompany(ctx.database.db, { status: 'inactive' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await post('/companies/bulk/status', {
      selection: { ids: [pending.id, active.id, archived.id, unknown] },
      status: 'suspended',
      reason: 'Documentação vencida',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<BulkResult>();
    expect(result).toMatchObject({ succeeded: 1, failed: 3 });
    const byId = new Map(result.results.map((row) => [row.id, row]));
    expect(byId.get(active.id)).toMatchObject({ ok: true, label: active.legalName, message: null });
    // pending → suspended is not a move of the lifecycle, nor is leaving the archive.
    expect(byId.get(pending.id)).toMatchObject({ ok: false, label: pending.legalName });
    expect(byId.get(pending.id)?.message).toBeTruthy();
    expect(byId.get(archived.id)?.ok).toBe(false);
    expect(byId.get(unknown)).toMatchObject({ ok: false, message: 'Empresa não encontrada' });

    const statuses = await ctx.database.db
      .select({ id: companies.id, status: companies.status, reason: companies.statusReason })
      .from(companies);
    const now = new Map(statuses.map((row) => [row.id, row]));
    expect(now.get(active.id)).toMatchObject({
      status: 'suspended',
      reason: 'Documentação vencida',
    });
    expect(now.get(pending.id)?.status).toBe('pending');
    expect(await auditsOf('companies', active.id, 'status.change')).toHaveLength(1);
    expect(await auditsOf('companies', pending.id, 'status.change')).toHaveLength(0);
  });

  it("selects by the list's filter: every pending company matching the search is approved", async () => {
    const tag = `Lote${Date.now()}`;
    const first = await insertCompany(ctx.database.db, {
      status: 'pending',
      legalName: `${tag} Alfa Ltda`,
    });
    const second = await insertCompany(ctx.database.db, {
      status: 'pending',
      legalName: `${tag} Beta Ltda`,
    });
    const other = await insertCompany(ctx.database.db, { status: 'pending' });
    const response = await post('/companies/bulk/status', {
      selection: { filter: { key: tag.toLowerCase(), status: 'pending' } },
      status: 'active',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<BulkResult>();
    expect(result.results.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    expect(result.succeeded).toBe(2);
    const [untouched] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, other.id));
    expect(untouched?.status).toBe('pending');
  });

  it('refuses, changing nothing: no selection, both forms, too many ids, a missing reason', async () => {
    const company = await insertCompany(ctx.database.db, { status: 'active' });
    const cases: [object, string][] = [
      [{ selection: {}, status: 'active' }, BULK_MESSAGES.noSelection],
      [{ selection: { ids: [company.id], filter: {} }, status: 'active' }, BULK_MESSAGES.ambiguous],
      [
        {
          selection: { ids: Array.from({ length: BULK_MAX + 1 }, () => company.id) },
          status: 'active',
        },
        BULK_MESSAGES.tooMany,
      ],
      [{ selection: { ids: [company.id] }, status: 'suspended' }, 'Informe o motivo'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/companies/bulk/status', payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const [row] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.status).toBe('active');
  });
});

describe('a selection as a filter (ids)', () => {
  it('narrows the list, its CSV and a message audience to the chosen rows', async () => {
    const one = await insertCompany(ctx.database.db);
    const two = await insertCompany(ctx.database.db);
    await insertCompany(ctx.database.db);
    const ids = `${one.id},${two.id}`;
    const list = await ctx.app.inject({ method: 'GET', url: `/api/companies?ids=${ids}`, headers });
    expect(
      list
        .json<{ rows: { id: string }[] }>()
        .rows.map((row) => row.id)
        .sort(),
    ).toEqual([one.id, two.id].sort());
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/companies/export.csv?ids=${ids}`,
      headers,
    });
    expect(csv.body).toContain(one.legalName);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    const audience = await post('/messages/audience-preview', {
      typeUser: 2,
      audience: { kind: 'filtered', filters: { ids: [one.id, two.id] } },
    });
    expect(audience.json()).toEqual({ count: 2 });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/companies?ids=abc', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /candidates/bulk/status', () => {
  it('blocks the selection with one reason, each audited', async () => {
    const one = await createCandidate(ctx.app, headers);
    const two = await createCandidate(ctx.app, headers);
    const activated = await post('/candidates/bulk/status', {
      selection: { ids: [one.id, two.id] },
      status: 'active',
    });
    expect(activated.json<BulkResult>()).toMatchObject({ succeeded: 2, failed: 0 });
    const response = await post('/candidates/bulk/status', {
      selection: { ids: [one.id, two.id] },
      status: 'blocked',
      reason: 'Registro cassado',
    });
    expect(response.json<BulkResult>()).toMatchObject({ succeeded: 2, failed: 0 });
    // Activation and blocking: one audit row per row and move.
    expect(await auditsOf('candidates', one.id, 'status.change')).toHaveLength(2);
    const again = await post('/candidates/bulk/status', {
      selection: { ids: [one.id] },
      status: 'blocked',
      reason: 'De novo',
    });
    expect(again.json<BulkResult>()).toMatchObject({ succeeded: 0, failed: 1 });
  });
});

describe('bulk actions on a process board', () => {
  const openedWith = async (count: number) => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const enrolled = [];
    for (let i = 0; i < count; i += 1) enrolled.push(await enrolNew(ctx.app, headers, process.id));
    return { process, enrolled };
  };

  it('moves several to a stage, reports one already there, and undoes the bulk move', async () => {
    const { process, enrolled } = await openedWith(3);
    const [a, b, c] = enrolled;
    const second = process.stages[1];
    if (!a || !b || !c || !second) throw new Error('setup');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/applications/${c.id}/stage`,
          headers,
          payload: { stageId: second.id },
        })
      ).statusCode,
    ).toBe(200);

    const moved = await post(`/selective-processes/${process.id}/applications/bulk/stage`, {
      ids: [a.id, b.id, c.id],
      stageId: second.id,
    });
    expect(moved.statusCode).toBe(200);
    const result = moved.json<BulkMoveResult>();
    expect(result).toMatchObject({ succeeded: 2, failed: 1 });
    expect(result.results.find((row) => row.id === c.id)?.message).toBe(
      APPLICATION_MESSAGES.sameStage,
    );
    expect(result.moveIds).toHaveLength(2);
    expect(await auditsOf('applications', a.id, 'stage.move')).toHaveLength(1);

    // b is moved again meanwhile: undoing the bulk move puts a back and reports b.
    const third = process.stages[2];
    if (!third) throw new Error('setup');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/applications/${b.id}/stage`,
      headers,
      payload: { stageId: third.id },
    });
    const undone = await post(`/selective-processes/${process.id}/applications/bulk/undo`, {
      moveIds: result.moveIds,
    });
    const undo = undone.json<BulkResult>();
    expect(undo).toMatchObject({ succeeded: 1, failed: 1 });
    expect(undo.results.find((row) => !row.ok)?.message).toBe(APPLICATION_MESSAGES.undoStale);
    const stages = await ctx.database.db
      .select({ id: applications.id, stageId: applications.stageId })
      .from(applications)
      .where(eq(applications.selectiveProcessId, process.id));
    const stageOf = new Map(stages.map((row) => [row.id, row.stageId]));
    expect(stageOf.get(a.id)).toBe(process.stages[0]?.id);
    expect(stageOf.get(b.id)).toBe(third.id);
    const undos = await ctx.database.db
      .select()
      .from(kanbanLog)
      .where(and(eq(kanbanLog.applicationId, a.id), eq(kanbanLog.action, 'undo')));
    expect(undos).toHaveLength(1);
  });

  it("rejects several with one reason, and leaves another process's application alone", async () => {
    const { process, enrolled } = await openedWith(2);
    const elsewhere = await openedWith(1);
    const outsider = elsewhere.enrolled[0];
    const ids = [...enrolled.map((row) => row.id), outsider?.id ?? ''];
    const response = await post(`/selective-processes/${process.id}/applications/bulk/status`, {
      ids,
      status: 'rejected',
      reason: 'Perfil fora da vaga',
    });
    const result = response.json<BulkResult>();
    expect(result).toMatchObject({ succeeded: 2, failed: 1 });
    expect(result.results.find((row) => row.id === outsider?.id)).toMatchObject({
      ok: false,
      message: APPLICATION_MESSAGES.notFound,
    });
    const rows = await ctx.database.db
      .select({ status: applications.status, reason: applications.statusReason })
      .from(applications)
      .where(eq(applications.selectiveProcessId, process.id));
    expect(
      rows.every((row) => row.status === 'rejected' && row.reason === 'Perfil fora da vaga'),
    ).toBe(true);
    const missingReason = await post(
      `/selective-processes/${process.id}/applications/bulk/status`,
      {
        ids,
        status: 'rejected',
      },
    );
    expect(missingReason.statusCode).toBe(400);
    const board = await ctx.app.inject({
      method: 'GET',
      url: `/api/selective-processes/${elsewhere.process.id}/applications`,
      headers,
    });
    expect(board.json<{ rows: ApplicationRow[] }>().rows[0]?.status).toBe('active');
  });

  it('mails each rejected professional the template, filled from their application, in the same step', async () => {
    const { process, enrolled } = await openedWith(2);
    const template = await post('/message-templates', {
      name: `Retorno ${process.id}`,
      subject: 'Sobre {{processo}}',
      body: 'Olá, {{nome}}. Agradecemos sua participação em {{processo}} ({{empresa}}).',
    });
    expect(template.statusCode).toBe(201);
    const unknownTemplate = await post(
      `/selective-processes/${process.id}/applications/bulk/status`,
      {
        ids: enrolled.map((row) => row.id),
        status: 'rejected',
        reason: 'Vaga preenchida',
        templateId: '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(unknownTemplate.statusCode).toBe(404);
    const untouched = await ctx.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.selectiveProcessId, process.id));
    expect(untouched.every((row) => row.status === 'active')).toBe(true);

    const response = await post(`/selective-processes/${process.id}/applications/bulk/status`, {
      ids: enrolled.map((row) => row.id),
      status: 'rejected',
      reason: 'Vaga preenchida',
      templateId: template.json<{ id: string }>().id,
    });
    expect(response.json<BulkResult>()).toMatchObject({ succeeded: 2, failed: 0 });
    const sent = await ctx.database.db
      .select()
      .from(mails)
      .where(eq(mails.template, 'application-outcome'));
    for (const application of enrolled) {
      const mail = sent.find((row) => row.toEmail === application.candidateEmail);
      expect(mail?.subject).toBe(`Sobre ${process.title}`);
      expect(mail?.textBody).toContain(`Olá, ${application.candidateName}.`);
    }
  });
});
