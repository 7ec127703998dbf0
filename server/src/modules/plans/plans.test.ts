import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@hub/contract/plans';
import { auditLog } from '../../db/schema/index';
import { createPlan, planInput } from '../../test/commerce';
import { loginAs, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const auditRows = (entityId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'plans'), eq(auditLog.entityId, entityId)));

describe('POST /plans', () => {
  it('creates a plan with its limits and features, and audits it', async () => {
    const response = await inject(
      'POST',
      '/api/plans',
      planInput({ name: 'Essencial', priceCents: 9_900, interval: 'quarterly' }),
    );
    expect(response.statusCode).toBe(201);
    const plan = response.json<Plan>();
    expect(plan).toMatchObject({
      name: 'Essencial',
      priceCents: 9_900,
      interval: 'quarterly',
      maxOpenProcesses: 3,
      features: ['Até 3 processos abertos', 'Ranking ponderado'],
      status: 'active',
    });
    const audit = await auditRows(plan.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ name: 'Essencial' }),
    });
  });

  it('answers 400 with Portuguese messages for invalid fields, and creates nothing', async () => {
    const response = await inject('POST', '/api/plans', {
      name: '',
      priceCents: -1,
      interval: 'weekly',
      maxOpenProcesses: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'O nome é obrigatório' },
        { path: 'priceCents', message: 'O preço não pode ser negativo' },
        { path: 'interval', message: 'Periodicidade inválida' },
        { path: 'maxOpenProcesses', message: 'O limite deve ser 1 ou mais' },
      ]),
    );
    const list = await inject('GET', '/api/plans?key=weekly');
    expect(list.json().totalItens).toBe(0);
  });

  it('refuses a second plan with the same name, whatever the case, with 409', async () => {
    await createPlan(ctx.app, headers, { name: 'Plano Único' });
    const response = await inject('POST', '/api/plans', planInput({ name: 'plano único' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Já existe um plano com este nome',
      issues: [{ path: 'name' }],
    });
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/plans',
      payload: planInput(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /plans/{id}', () => {
  it('answers 404 for an unknown plan and 400 for a malformed id', async () => {
    expect((await inject('GET', `/api/plans/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/plans/123')).statusCode).toBe(400);
  });
});

describe('PUT /plans/{id}', () => {
  it('saves with the updatedAt it was read with, and refuses a stale one with 409', async () => {
    const plan = await createPlan(ctx.app, headers);
    const {
      id,
      name,
      description,
      priceCents,
      interval,
      maxOpenProcesses,
      maxApplicationsPerProcess,
      features,
      displayOrder,
      updatedAt,
    } = plan;
    const fields = {
      name,
      description,
      priceCents,
      interval,
      maxOpenProcesses,
      maxApplicationsPerProcess,
      features,
      displayOrder,
      updatedAt,
    };
    const first = await inject('PUT', `/api/plans/${id}`, { ...fields, priceCents: 24_900 });
    expect(first.statusCode).toBe(200);
    expect(first.json().priceCents).toBe(24_900);
    const stale = await inject('PUT', `/api/plans/${id}`, { ...fields, priceCents: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().issues).toEqual([
      { path: 'updatedAt', message: expect.stringMatching(/alterado por outra pessoa/) },
    ]);
    expect((await inject('GET', `/api/plans/${id}`)).json().priceCents).toBe(24_900);
    expect((await auditRows(id)).map((row) => row.action).sort()).toEqual(['create', 'update']);
  });

  it('answers 404 for an unknown plan', async () => {
    const response = await inject('PUT', `/api/plans/${crypto.randomUUID()}`, {
      ...planInput(),
      updatedAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /plans/{id}/status', () => {
  it('moves active ↔ inactive, keeps the reason, and refuses a move to the same status', async () => {
    const plan = await createPlan(ctx.app, headers);
    const off = await inject('POST', `/api/plans/${plan.id}/status`, {
      status: 'inactive',
      reason: 'Plano descontinuado',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      status: 'inactive',
      statusReason: 'Plano descontinuado',
      statusChangedAt: expect.any(String),
    });
    const again = await inject('POST', `/api/plans/${plan.id}/status`, { status: 'inactive' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Mudança de status não permitida: de "Inativo" para "Inativo"',
    );
    expect(
      (await inject('POST', `/api/plans/${plan.id}/status`, { status: 'active' })).json().status,
    ).toBe('active');
    expect(
      (await inject('POST', `/api/plans/${plan.id}/status`, { status: 'archived' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /plans', () => {
  it('searches, filters, sorts and pages with the spec page shape', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (const [price, interval] of [
      [1_000, 'monthly'],
      [3_000, 'yearly'],
      [2_000, 'monthly'],
    ] as const) {
      await createPlan(ctx.app, headers, {
        name: `Lista ${tag} ${price}`,
        priceCents: price,
        interval,
      });
    }
    const page = await inject(
      'GET',
      `/api/plans?key=${tag}&interval=monthly&sort=priceCents&order=desc&limit=1&page=2`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      currentPage: 2,
      previousPage: 1,
      nextPage: null,
      totalPages: 2,
      totalItens: 2,
    });
    expect(page.json().rows.map((row: Plan) => row.priceCents)).toEqual([1_000]);
    expect((await inject('GET', '/api/plans?limit=101')).statusCode).toBe(400);
    expect((await inject('GET', '/api/plans?sort=secret')).statusCode).toBe(400);
  });

  it('takes % and _ in the search literally', async () => {
    await createPlan(ctx.app, headers, { name: 'Plano 100% online' });
    const rows = (await inject('GET', `/api/plans?key=${encodeURIComponent('100%')}`)).json()
      .rows as Plan[];
    expect(rows.map((row) => row.name)).toEqual(['Plano 100% online']);
  });
});

describe('GET /plans/export.csv', () => {
  it('streams every filtered row with Portuguese headers', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await createPlan(ctx.app, headers, { name: `CSV ${tag} A`, features: ['Um', 'Dois'] });
    await createPlan(ctx.app, headers, { name: `CSV ${tag} B, "premium"`, interval: 'yearly' });
    const response = await inject('GET', `/api/plans/export.csv?key=CSV ${tag}&sort=name`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/planos-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Nome;Descrição;Preço \(R\$\);Periodicidade/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`CSV ${tag} A;`);
    expect(lines[1]).toContain('Um | Dois');
    expect(lines[2]).toContain(`"CSV ${tag} B, ""premium"""`);
    expect(lines[2]).toContain('Anual');
  });
});

describe('GET /plans/public', () => {
  it('lists only active plans, in display order, without a session and without internal fields', async () => {
    const second = await createPlan(ctx.app, headers, { name: 'Público B', displayOrder: 902 });
    await createPlan(ctx.app, headers, { name: 'Público A', displayOrder: 901 });
    const hidden = await createPlan(ctx.app, headers, {
      name: 'Público oculto',
      displayOrder: 900,
    });
    await inject('POST', `/api/plans/${hidden.id}/status`, { status: 'inactive' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans/public' });
    expect(response.statusCode).toBe(200);
    const names = response.json().rows.map((row: Plan) => row.name);
    expect(names.filter((name: string) => name.startsWith('Público'))).toEqual([
      'Público A',
      'Público B',
    ]);
    const row = response.json().rows.find((item: Plan) => item.id === second.id);
    expect(Object.keys(row)).not.toContain('status');
    expect(Object.keys(row)).not.toContain('createdAt');
  });
});

describe('GET /plans search', () => {
  it('ignores accents: clinica finds Clínica, conceicao finds Conceição', async () => {
    const clinic = await createPlan(ctx.app, headers, { name: 'Plano Clínica Acentuada' });
    const named = await createPlan(ctx.app, headers, { description: 'Para a Conceição' });
    const ids = async (key: string) =>
      ((await inject('GET', `/api/plans?key=${key}`)).json().rows as Plan[]).map((row) => row.id);
    expect(await ids('clinica acentuada')).toEqual([clinic.id]);
    expect(await ids('conceicao')).toEqual([named.id]);
  });
});
