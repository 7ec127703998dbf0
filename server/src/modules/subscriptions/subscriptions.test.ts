import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@hub/contract/plans';
import type { Subscription, SubscriptionCreateInput } from '@hub/contract/subscriptions';
import { auditLog, subscriptions, vouchers } from '../../db/schema/index';
import { createPlan, createVoucher, insertCompany } from '../../test/commerce';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, openProcess } from '../../test/processes';
import { expireEndedSubscriptions } from './subscriptions.job';

let ctx: TestContext;
let headers: { authorization: string };
let monthly: Plan;
let quarterly: Plan;
beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  monthly = await createPlan(ctx.app, headers, { priceCents: 10_000, interval: 'monthly' });
  quarterly = await createPlan(ctx.app, headers, { priceCents: 30_000, interval: 'quarterly' });
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const subscribe = (input: Partial<SubscriptionCreateInput> & { companyId: string }) =>
  inject('POST', '/api/subscriptions', { planId: monthly.id, paymentMethod: 'pix', ...input });

const newCompany = async (overrides: Parameters<typeof insertCompany>[1] = {}) =>
  (await insertCompany(ctx.database.db, overrides)).id;

const created = async (
  input: Partial<SubscriptionCreateInput> & { companyId: string },
): Promise<Subscription> => {
  const response = await subscribe(input);
  if (response.statusCode !== 201) throw new Error(`not created: ${response.body}`);
  return response.json<Subscription>();
};

const move = (id: string, status: string, reason?: string) =>
  inject('POST', `/api/subscriptions/${id}/status`, reason ? { status, reason } : { status });

const activeSubscription = async (input: Partial<SubscriptionCreateInput> = {}) => {
  const subscription = await created({ companyId: await newCompany(), ...input });
  return (await move(subscription.id, 'active')).json<Subscription>();
};

const redemptionsOf = async (voucherId: string) =>
  (
    await ctx.database.db
      .select({ value: vouchers.redemptions })
      .from(vouchers)
      .where(eq(vouchers.id, voucherId))
  )[0]?.value;

const endPeriodNow = (id: string) =>
  ctx.database.db
    .update(subscriptions)
    .set({
      periodStart: new Date(Date.now() - 40 * 86_400_000),
      periodEnd: new Date(Date.now() - 1_000),
    })
    .where(eq(subscriptions.id, id));

const months = (from: string, to: string) => {
  const start = new Date(from);
  const end = new Date(to);
  return (
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()
  );
};

describe('POST /subscriptions', () => {
  it('creates a pending subscription with the plan price snapshotted and the period of its interval', async () => {
    const companyId = await newCompany({ tradeName: 'Padaria Aurora' });
    const response = await subscribe({ companyId, planId: quarterly.id, paymentMethod: 'boleto' });
    expect(response.statusCode).toBe(201);
    const subscription = response.json<Subscription>();
    expect(subscription).toMatchObject({
      companyId,
      companyName: 'Padaria Aurora',
      planId: quarterly.id,
      planName: quarterly.name,
      status: 'pending',
      interval: 'quarterly',
      priceCents: 30_000,
      discountCents: 0,
      totalCents: 30_000,
      paymentMethod: 'boleto',
      voucherId: null,
      cancelAtPeriodEnd: false,
    });
    expect(months(subscription.periodStart, subscription.periodEnd)).toBe(3);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, subscription.id));
    expect(audit.map((row) => row.action)).toEqual(['subscription.create']);
  });

  it('keeps the price it was sold at when the plan price changes later', async () => {
    const plan = await createPlan(ctx.app, headers, { priceCents: 15_000 });
    const subscription = await created({ companyId: await newCompany(), planId: plan.id });
    const edited = await inject('PUT', `/api/plans/${plan.id}`, {
      name: plan.name,
      priceCents: 45_000,
      interval: plan.interval,
      updatedAt: plan.updatedAt,
    });
    expect(edited.json().priceCents).toBe(45_000);
    expect((await inject('GET', `/api/subscriptions/${subscription.id}`)).json()).toMatchObject({
      priceCents: 15_000,
      totalCents: 15_000,
    });
  });

  it('applies a voucher typed in any case, counts its use and keeps the discount', async () => {
    const voucher = await createVoucher(ctx.app, headers, {
      discountType: 'percent',
      discountValue: 25,
    });
    const subscription = await created({
      companyId: await newCompany(),
      voucherCode: voucher.code.toLowerCase(),
    });
    expect(subscription).toMatchObject({
      voucherId: voucher.id,
      voucherCode: voucher.code,
      priceCents: 10_000,
      discountCents: 2_500,
      totalCents: 7_500,
    });
    expect(await redemptionsOf(voucher.id)).toBe(1);
  });

  it('refuses an unusable voucher with the exact reason and creates nothing', async () => {
    const expired = await createVoucher(ctx.app, headers, {
      validFrom: new Date(Date.now() - 86_400_000 * 2).toISOString(),
      validUntil: new Date(Date.now() - 1_000).toISOString(),
    });
    const otherPlan = await createVoucher(ctx.app, headers, { planIds: [quarterly.id] });
    const companyId = await newCompany();
    const cases = [
      [expired.code, 'Voucher expirado'],
      [otherPlan.code, 'Voucher não vale para este plano'],
      ['SEM-CUPOM', 'Voucher não encontrado'],
    ];
    for (const [voucherCode, message] of cases) {
      const response = await subscribe({ companyId, voucherCode });
      expect(response.statusCode, voucherCode).toBe(409);
      expect(response.json(), voucherCode).toMatchObject({
        message,
        issues: [{ path: 'voucherCode', message }],
      });
    }
    expect(await redemptionsOf(otherPlan.id)).toBe(0);
    expect(
      (await inject('GET', `/api/subscriptions?companyId=${companyId}`)).json().totalItens,
    ).toBe(0);
  });

  it('answers 404 for an unknown company, 400 for an unknown plan and invalid fields, 409 for an inactive plan or suspended company', async () => {
    expect((await subscribe({ companyId: crypto.randomUUID() })).json()).toMatchObject({
      statusCode: 404,
      message: 'Empresa não encontrada',
      issues: [{ path: 'companyId', message: 'Empresa não encontrada' }],
    });
    const companyId = await newCompany();
    expect((await subscribe({ companyId, planId: crypto.randomUUID() })).json()).toMatchObject({
      statusCode: 400,
      message: 'O plano escolhido não existe',
    });
    expect((await subscribe({ companyId, paymentMethod: 'cheque' as 'pix' })).statusCode).toBe(400);
    expect((await subscribe({ companyId, voucherCode: 'CUPOM 10' })).statusCode).toBe(400);
    const retired = await createPlan(ctx.app, headers);
    await inject('POST', `/api/plans/${retired.id}/status`, { status: 'inactive' });
    expect((await subscribe({ companyId, planId: retired.id })).json()).toMatchObject({
      statusCode: 409,
      issues: [{ path: 'planId' }],
    });
    const suspended = await newCompany({ status: 'suspended' });
    expect((await subscribe({ companyId: suspended })).json()).toMatchObject({
      statusCode: 409,
      issues: [{ path: 'companyId' }],
    });
  });

  it('refuses a new subscription for a company that already has an active one', async () => {
    const active = await activeSubscription();
    const response = await subscribe({ companyId: active.companyId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Esta empresa já tem uma assinatura ativa');
  });
});

describe('voucher redemption under concurrency', () => {
  it('gives a voucher with K uses left to exactly K of 3K simultaneous subscriptions', async () => {
    const voucher = await createVoucher(ctx.app, headers, { maxRedemptions: 5 });
    await ctx.database.db
      .update(vouchers)
      .set({ redemptions: 2 })
      .where(eq(vouchers.id, voucher.id));
    const companies = await Promise.all(Array.from({ length: 9 }, () => newCompany()));
    const responses = await Promise.all(
      companies.map((companyId) => subscribe({ companyId, voucherCode: voucher.code })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((item) => item.statusCode === 409))
      expect(response.json().message).toBe('Voucher esgotado');
    expect(await redemptionsOf(voucher.id)).toBe(5);
    const withVoucher = await ctx.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.voucherId, voucher.id), isNotNull(subscriptions.id)));
    expect(withVoucher).toHaveLength(3);
  });

  it('keeps the uses equal to the live subscriptions holding the voucher while cancellations race new ones', async () => {
    const voucher = await createVoucher(ctx.app, headers, { maxRedemptions: 3 });
    const holders = [];
    for (let index = 0; index < 3; index += 1)
      holders.push(await created({ companyId: await newCompany(), voucherCode: voucher.code }));
    const companies = await Promise.all(Array.from({ length: 6 }, () => newCompany()));
    const responses = await Promise.all([
      ...holders.map((holder) => move(holder.id, 'cancelled', 'Desistiu da compra')),
      ...companies.map((companyId) => subscribe({ companyId, voucherCode: voucher.code })),
    ]);
    expect(responses.slice(0, 3).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const won = responses.slice(3).filter((response) => response.statusCode === 201).length;
    const live = await ctx.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.voucherId, voucher.id), ne(subscriptions.status, 'cancelled')));
    expect(live).toHaveLength(won);
    expect(await redemptionsOf(voucher.id)).toBe(won);
    expect(won).toBeLessThanOrEqual(3);
  });

  it('never ends with more uses than the maximum when the maximum is lowered during redemptions', async () => {
    const voucher = await createVoucher(ctx.app, headers, { maxRedemptions: 10 });
    const companies = await Promise.all(Array.from({ length: 8 }, () => newCompany()));
    const [edit, ...responses] = await Promise.all([
      inject('PUT', `/api/vouchers/${voucher.id}`, {
        code: voucher.code,
        discountType: voucher.discountType,
        discountValue: voucher.discountValue,
        maxRedemptions: 3,
        updatedAt: voucher.updatedAt,
      }),
      ...companies.map((companyId) => subscribe({ companyId, voucherCode: voucher.code })),
    ]);
    const [row] = await ctx.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    // Either the edit came first (at most 3 uses) or it was refused for the uses already made.
    expect(row?.maxRedemptions).toBe(edit?.statusCode === 200 ? 3 : 10);
    expect([200, 409]).toContain(edit?.statusCode);
    expect(row?.redemptions).toBe(responses.filter((response) => response.statusCode === 201).length);
    expect(row?.redemptions).toBeLessThanOrEqual(row?.maxRedemptions ?? 0);
  });

  it('lets only one of two simultaneous activations of one company through', async () => {
    const companyId = await newCompany();
    const first = await created({ companyId });
    const second = await created({ companyId, planId: quarterly.id });
    const responses = await Promise.all([move(first.id, 'active'), move(second.id, 'active')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const live = await inject('GET', `/api/subscriptions?companyId=${companyId}&status=active`);
    expect(live.json().totalItens).toBe(1);
  });
});

describe('POST /subscriptions/{id}/status', () => {
  it('activates a pending subscription with a period starting now', async () => {
    const pending = await created({ companyId: await newCompany(), planId: quarterly.id });
    const before = Date.now();
    const response = await move(pending.id, 'active');
    expect(response.statusCode).toBe(200);
    const active = response.json<Subscription>();
    expect(active.status).toBe('active');
    expect(Date.parse(active.periodStart)).toBeGreaterThanOrEqual(before - 1_000);
    expect(months(active.periodStart, active.periodEnd)).toBe(3);
  });

  it('moves active ↔ past_due, requires a reason to cancel and never leaves a final status', async () => {
    const active = await activeSubscription();
    expect((await move(active.id, 'past_due')).json().status).toBe('past_due');
    expect((await move(active.id, 'active')).json().status).toBe('active');
    const noReason = await move(active.id, 'cancelled');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([{ path: 'reason', message: 'Informe o motivo' }]);
    const cancelled = await move(active.id, 'cancelled', 'Pedido da empresa');
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      statusReason: 'Pedido da empresa',
    });
    expect((await move(active.id, 'active')).statusCode).toBe(409);
    const pending = await created({ companyId: await newCompany() });
    expect((await move(pending.id, 'past_due')).statusCode).toBe(409);
    expect((await move(pending.id, 'expired')).statusCode).toBe(409);
    expect((await move(crypto.randomUUID(), 'active')).statusCode).toBe(404);
  });

  it('gives the voucher use back when a pending subscription is cancelled', async () => {
    const voucher = await createVoucher(ctx.app, headers, { maxRedemptions: 1 });
    const pending = await created({ companyId: await newCompany(), voucherCode: voucher.code });
    expect(await redemptionsOf(voucher.id)).toBe(1);
    await move(pending.id, 'cancelled', 'Desistiu');
    expect(await redemptionsOf(voucher.id)).toBe(0);
    expect(
      (await subscribe({ companyId: await newCompany(), voucherCode: voucher.code })).statusCode,
    ).toBe(201);
  });
});

describe('renew and cancel', () => {
  const renew = (subscription: Subscription) =>
    inject('POST', `/api/subscriptions/${subscription.id}/renew`, { updatedAt: subscription.updatedAt });
  const read = async (id: string) => (await inject('GET', `/api/subscriptions/${id}`)).json<Subscription>();

  it('renews from the end of the current period and brings a past-due subscription back', async () => {
    const active = await activeSubscription();
    await move(active.id, 'past_due');
    const renewed = (await renew(await read(active.id))).json<Subscription>();
    expect(renewed).toMatchObject({ status: 'active', periodStart: active.periodEnd });
    expect(months(renewed.periodStart, renewed.periodEnd)).toBe(1);
    const pending = await created({ companyId: await newCompany() });
    expect((await renew(pending)).statusCode).toBe(409);
  });

  it('adds one period for renewals of the same view, simultaneous or not, and asks for the date', async () => {
    const active = await activeSubscription();
    const answers = await Promise.all([renew(active), renew(active), renew(active)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toMatchObject({ message: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente de novo.' });
    const renewed = await read(active.id);
    expect(renewed.periodStart).toBe(active.periodEnd);
    expect((await renew(active)).statusCode).toBe(409);
    expect((await renew(renewed)).json<Subscription>().periodStart).toBe(renewed.periodEnd);
    const missing = await inject('POST', `/api/subscriptions/${active.id}/renew`, {});
    expect(missing.statusCode).toBe(400);
  });

  it('cancels at the end of the period: still active now, cancelled by the job when the period ends', async () => {
    const active = await activeSubscription();
    const marked = await inject('POST', `/api/subscriptions/${active.id}/cancel`, {
      atPeriodEnd: true,
      reason: 'Orçamento',
    });
    expect(marked.json()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      statusReason: 'Orçamento',
    });
    await endPeriodNow(active.id);
    await expireEndedSubscriptions(ctx.database.db);
    expect((await inject('GET', `/api/subscriptions/${active.id}`)).json()).toMatchObject({
      status: 'cancelled',
      statusReason: 'Orçamento',
    });
  });

  it('cancels now', async () => {
    const active = await activeSubscription();
    const cancelled = await inject('POST', `/api/subscriptions/${active.id}/cancel`, {
      atPeriodEnd: false,
      reason: 'Fraude',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', statusReason: 'Fraude' });
    expect(
      (
        await inject('POST', `/api/subscriptions/${active.id}/cancel`, {
          atPeriodEnd: true,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('PUT /subscriptions/{id}', () => {
  it('changes the payment method with a fresh updatedAt, 409 with a stale one', async () => {
    const pending = await created({ companyId: await newCompany() });
    const saved = await inject('PUT', `/api/subscriptions/${pending.id}`, {
      paymentMethod: 'card',
      updatedAt: pending.updatedAt,
    });
    expect(saved.json().paymentMethod).toBe('card');
    const stale = await inject('PUT', `/api/subscriptions/${pending.id}`, {
      paymentMethod: 'boleto',
      updatedAt: pending.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('expiry job', () => {
  it('expires each ended subscription once, even with two runs at the same time, and audits it', async () => {
    const ended = await Promise.all([
      activeSubscription(),
      activeSubscription(),
      activeSubscription(),
    ]);
    const running = await activeSubscription();
    await move(ended[1]!.id, 'past_due');
    for (const subscription of ended) await endPeriodNow(subscription.id);
    const counts = await Promise.all([
      expireEndedSubscriptions(ctx.database.db),
      expireEndedSubscriptions(ctx.database.db),
    ]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const subscription of ended) {
      expect((await inject('GET', `/api/subscriptions/${subscription.id}`)).json()).toMatchObject({
        status: 'expired',
        statusReason: 'Período encerrado sem renovação',
      });
    }
    expect((await inject('GET', `/api/subscriptions/${running.id}`)).json().status).toBe('active');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.end'), eq(auditLog.entityId, ended[0]!.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        after: expect.objectContaining({ status: 'expired' }),
      }),
    ]);
    expect((await subscribe({ companyId: ended[0]!.companyId })).statusCode).toBe(201);
  });
});

describe('GET /subscriptions', () => {
  it('filters by status, plan, company and period, and searches by company name or CNPJ', async () => {
    const companyId = await newCompany({ tradeName: 'Clínica Horizonte' });
    const pending = await created({ companyId, planId: quarterly.id });
    const cnpj = (await inject('GET', `/api/subscriptions/${pending.id}`)).json()
      .companyCnpj as string;
    const ids = async (query: string) =>
      ((await inject('GET', `/api/subscriptions?${query}`)).json().rows as Subscription[]).map(
        (row) => row.id,
      );
    expect(await ids('key=horizonte')).toEqual([pending.id]);
    expect(await ids(`key=${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}`)).toContain(
      pending.id,
    );
    expect(await ids(`companyId=${companyId}&status=pending&planId=${quarterly.id}`)).toEqual([
      pending.id,
    ]);
    expect(await ids(`companyId=${companyId}&status=active`)).toEqual([]);
    expect(await ids(`companyId=${companyId}&planId=${monthly.id}`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`companyId=${companyId}&periodFrom=${today}&periodTo=${today}`)).toEqual([
      pending.id,
    ]);
    expect(await ids(`companyId=${companyId}&periodFrom=2000-01-01&periodTo=2000-12-31`)).toEqual(
      [],
    );
    expect((await inject('GET', '/api/subscriptions?periodFrom=31/12/2026')).statusCode).toBe(400);
  });

  it('sorts by company name and exports the filtered list as CSV', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await created({ companyId: await newCompany({ tradeName: `B ${tag}` }) });
    await created({ companyId: await newCompany({ tradeName: `A ${tag}` }), planId: quarterly.id });
    const rows = (
      await inject('GET', `/api/subscriptions?key=${tag}&sort=companyName&order=asc`)
    ).json().rows as Subscription[];
    expect(rows.map((row) => row.companyName)).toEqual([`A ${tag}`, `B ${tag}`]);
    const csv = await inject(
      'GET',
      `/api/subscriptions/export.csv?key=${tag}&sort=companyName&order=asc`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Empresa;CNPJ;Plano;Periodicidade/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^A ${tag};\\d{2}\\.\\d{3}\\.\\d{3}/\\d{4}-\\d{2};.*;Trimestral;300,00;0,00;300,00;;PIX;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};.*;Pendente;Não;`),
    );
  });
});

describe('GET /subscriptions/summary', () => {
  it('adds the active subscriptions to the monthly recurring revenue, per month whatever the interval', async () => {
    const before = (await inject('GET', '/api/subscriptions/summary')).json();
    const voucher = await createVoucher(ctx.app, headers, { discountValue: 10 });
    await activeSubscription({ planId: monthly.id });
    await activeSubscription({ planId: quarterly.id, voucherCode: voucher.code });
    const yearly = await createPlan(ctx.app, headers, { priceCents: 120_000, interval: 'yearly' });
    await activeSubscription({ planId: yearly.id });
    const pastDue = await activeSubscription({ planId: monthly.id });
    await move(pastDue.id, 'past_due');
    await created({ companyId: await newCompany() });
    const after = (await inject('GET', '/api/subscriptions/summary')).json();
    expect(after.mrrCents - before.mrrCents).toBe(10_000 + 9_000 + 10_000);
    expect(after.activeCount - before.activeCount).toBe(3);
    expect(after.countsByStatus.past_due - before.countsByStatus.past_due).toBe(1);
    expect(after.countsByStatus.pending - before.countsByStatus.pending).toBe(1);
  });
});

describe('GET /subscriptions search', () => {
  it('ignores accents: clinica finds Clínica, conceicao finds Conceição', async () => {
    const clinic = await created({
      companyId: await newCompany({ legalName: 'Clínica Sem Acento Ltda' }),
    });
    const named = await created({ companyId: await newCompany({ tradeName: 'Padaria Conceição' }) });
    const ids = async (key: string) =>
      ((await inject('GET', `/api/subscriptions?key=${key}`)).json().rows as Subscription[]).map(
        (row) => row.id,
      );
    expect(await ids('clinica sem acento')).toEqual([clinic.id]);
    expect(await ids('padaria conceicao')).toEqual([named.id]);
  });
});

describe('GET /companies/{id}/plan-usage', () => {
  it("answers the newest subscription and the active plan's limits against the open processes", async () => {
    const plan = await createPlan(ctx.app, headers, { maxOpenProcesses: 3, maxApplicationsPerProcess: 40 });
    const companyId = await newCompany();
    const none = await inject('GET', `/api/companies/${companyId}/plan-usage`);
    expect(none.json()).toEqual({ subscription: null, limits: null, openProcesses: 0, processes: 0 });

    const subscription = await created({ companyId, planId: plan.id });
    const pending = (await inject('GET', `/api/companies/${companyId}/plan-usage`)).json();
    // A pending subscription is shown but grants nothing yet.
    expect(pending).toMatchObject({ subscription: { id: subscription.id, status: 'pending' }, limits: null });

    await move(subscription.id, 'active');
    const process = await createProcess(ctx.app, headers, companyId);
    await createProcess(ctx.app, headers, companyId);
    await openProcess(ctx.app, headers, process.id);
    const usage = (await inject('GET', `/api/companies/${companyId}/plan-usage`)).json();
    expect(usage).toMatchObject({
      subscription: { id: subscription.id, status: 'active', planName: plan.name },
      limits: { planName: plan.name, maxOpenProcesses: 3, maxApplicationsPerProcess: 40 },
      openProcesses: 1,
      processes: 2,
    });
  });

  it('answers 404 for an unknown company', async () => {
    const response = await inject('GET', '/api/companies/00000000-0000-4000-8000-000000000000/plan-usage');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Empresa não encontrada');
  });
});
