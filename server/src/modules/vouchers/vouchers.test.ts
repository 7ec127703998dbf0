import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@hub/contract/plans';
import type { Voucher } from '@hub/contract/vouchers';
import { auditLog, vouchers } from '../../db/schema/index';
import { createPlan, createVoucher, insertPartner, voucherInput } from '../../test/commerce';
import { loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let headers: { authorization: string };
let plan: Plan;
let cheapPlan: Plan;
beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  plan = await createPlan(ctx.app, headers, { priceCents: 20_000 });
  cheapPlan = await createPlan(ctx.app, headers, { priceCents: 5_000 });
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const editable = (voucher: Voucher) => ({
  code: voucher.code,
  description: voucher.description,
  discountType: voucher.discountType,
  discountValue: voucher.discountValue,
  validFrom: voucher.validFrom,
  validUntil: voucher.validUntil,
  maxRedemptions: voucher.maxRedemptions,
  planIds: voucher.planIds,
  partnerId: voucher.partnerId,
  updatedAt: voucher.updatedAt,
});

const setRedemptions = (id: string, redemptions: number) =>
  ctx.database.db.update(vouchers).set({ redemptions }).where(eq(vouchers.id, id));

const validate = (code: string, planId = plan.id) =>
  inject('POST', '/api/vouchers/validate', { code, planId });

const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('POST /vouchers', () => {
  it('stores the code upper-case and audits the creation', async () => {
    const response = await inject(
      'POST',
      '/api/vouchers',
      voucherInput({ code: ' bem-vindo-2026 ', planIds: [plan.id] }),
    );
    expect(response.statusCode).toBe(201);
    const voucher = response.json<Voucher>();
    expect(voucher).toMatchObject({
      code: 'BEM-VINDO-2026',
      redemptions: 0,
      status: 'active',
      effectiveStatus: 'active',
      planIds: [plan.id],
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vouchers'), eq(auditLog.entityId, voucher.id)));
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('refuses characters outside A-Z, 0-9 and hyphen', async () => {
    for (const code of ['DESC 10', 'PROMOÇÃO', 'CUPOM_10', 'x']) {
      const response = await inject('POST', '/api/vouchers', voucherInput({ code }));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().issues[0].path).toBe('code');
    }
  });

  it('refuses a duplicate code, typed in any case, with 409', async () => {
    await createVoucher(ctx.app, headers, { code: 'DUPLICADO' });
    const response = await inject('POST', '/api/vouchers', voucherInput({ code: 'duplicado' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Já existe um voucher com este código',
      issues: [{ path: 'code' }],
    });
  });

  it('keeps a percentage within 1-100', async () => {
    for (const discountValue of [0, 101]) {
      const response = await inject(
        'POST',
        '/api/vouchers',
        voucherInput({ discountType: 'percent', discountValue }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe('discountValue');
    }
    expect(
      (await inject('POST', '/api/vouchers', voucherInput({ discountValue: 100 }))).statusCode,
    ).toBe(201);
  });

  it('refuses a fixed discount above the price of an allowed plan', async () => {
    const response = await inject(
      'POST',
      '/api/vouchers',
      voucherInput({
        discountType: 'fixed',
        discountValue: 6_000,
        planIds: [plan.id, cheapPlan.id],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `O desconto fixo não pode passar do preço do plano ${cheapPlan.name}`,
    );
    const fits = await inject(
      'POST',
      '/api/vouchers',
      voucherInput({ discountType: 'fixed', discountValue: 5_000, planIds: [cheapPlan.id] }),
    );
    expect(fits.statusCode).toBe(201);
  });

  it('refuses unknown plans and partners, a window that ends before it starts, and repeated plans', async () => {
    const unknownPlan = await inject(
      'POST',
      '/api/vouchers',
      voucherInput({ planIds: [crypto.randomUUID()] }),
    );
    expect(unknownPlan.json()).toMatchObject({
      statusCode: 400,
      message: 'Um dos planos escolhidos não existe',
    });
    const unknownPartner = await inject(
      'POST',
      '/api/vouchers',
      voucherInput({ partnerId: crypto.randomUUID() }),
    );
    expect(unknownPartner.json()).toMatchObject({
      statusCode: 400,
      message: 'O parceiro escolhido não existe',
    });
    const window = await inject(
      'POST',
      '/api/vouchers',
      voucherInput({ validFrom: hourFromNow(2), validUntil: hourFromNow(1) }),
    );
    expect(window.json()).toMatchObject({
      statusCode: 400,
      issues: [{ path: 'validUntil', message: 'O fim da validade deve ser depois do início' }],
    });
    const repeated = await inject(
      'POST',
      '/api/vouchers',
      voucherInput({ planIds: [plan.id, plan.id] }),
    );
    expect(repeated.statusCode).toBe(400);
  });

  it('links a voucher to a partner', async () => {
    const partner = await insertPartner(ctx.database.db);
    const voucher = await createVoucher(ctx.app, headers, { partnerId: partner.id });
    expect(voucher.partnerId).toBe(partner.id);
    const listed = await inject('GET', `/api/vouchers?partnerId=${partner.id}`);
    expect(listed.json().rows.map((row: Voucher) => row.id)).toEqual([voucher.id]);
  });
});

describe('PUT /vouchers/{id}', () => {
  it('saves with a fresh updatedAt and refuses a stale one with 409', async () => {
    const voucher = await createVoucher(ctx.app, headers);
    const saved = await inject('PUT', `/api/vouchers/${voucher.id}`, {
      ...editable(voucher),
      discountValue: 25,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().discountValue).toBe(25);
    const stale = await inject('PUT', `/api/vouchers/${voucher.id}`, {
      ...editable(voucher),
      discountValue: 30,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().issues[0].path).toBe('updatedAt');
  });

  it('refuses a maximum of uses below the uses already made', async () => {
    const voucher = await createVoucher(ctx.app, headers, { maxRedemptions: 10 });
    await setRedemptions(voucher.id, 4);
    const below = await inject('PUT', `/api/vouchers/${voucher.id}`, {
      ...editable(voucher),
      maxRedemptions: 3,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe('O máximo de usos não pode ser menor que os usos já feitos');
    const equal = await inject('PUT', `/api/vouchers/${voucher.id}`, {
      ...editable(voucher),
      maxRedemptions: 4,
    });
    expect(equal.statusCode).toBe(200);
    expect(equal.json()).toMatchObject({
      redemptions: 4,
      maxRedemptions: 4,
      effectiveStatus: 'exhausted',
    });
  });

  it('answers 404 for an unknown voucher', async () => {
    const response = await inject('PUT', `/api/vouchers/${crypto.randomUUID()}`, {
      ...voucherInput(),
      updatedAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /vouchers/{id}/status', () => {
  it('moves active ↔ inactive with the reason, and refuses computed statuses', async () => {
    const voucher = await createVoucher(ctx.app, headers);
    const off = await inject('POST', `/api/vouchers/${voucher.id}/status`, {
      status: 'inactive',
      reason: 'Campanha encerrada',
    });
    expect(off.json()).toMatchObject({
      status: 'inactive',
      effectiveStatus: 'inactive',
      statusReason: 'Campanha encerrada',
    });
    expect(
      (await inject('POST', `/api/vouchers/${voucher.id}/status`, { status: 'inactive' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await inject('POST', `/api/vouchers/${voucher.id}/status`, { status: 'expired' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject('POST', `/api/vouchers/${voucher.id}/status`, { status: 'active' })).json()
        .status,
    ).toBe('active');
  });
});

describe('POST /vouchers/validate', () => {
  it('answers the price after a percent or fixed discount, the fixed one never above the price', async () => {
    const percent = await createVoucher(ctx.app, headers, {
      discountType: 'percent',
      discountValue: 15,
    });
    expect((await validate(percent.code.toLowerCase())).json()).toEqual({
      valid: true,
      code: percent.code,
      priceCents: 20_000,
      discountCents: 3_000,
      finalPriceCents: 17_000,
    });
    const fixed = await createVoucher(ctx.app, headers, {
      discountType: 'fixed',
      discountValue: 8_000,
    });
    expect((await validate(fixed.code, cheapPlan.id)).json()).toMatchObject({
      valid: true,
      discountCents: 5_000,
      finalPriceCents: 0,
    });
  });

  it('answers the exact reason of each refusal', async () => {
    const inactive = await createVoucher(ctx.app, headers);
    await inject('POST', `/api/vouchers/${inactive.id}/status`, { status: 'inactive' });
    const expired = await createVoucher(ctx.app, headers, {
      validFrom: hourFromNow(-48),
      validUntil: hourFromNow(-1),
    });
    const future = await createVoucher(ctx.app, headers, { validFrom: hourFromNow(24) });
    const exhausted = await createVoucher(ctx.app, headers, { maxRedemptions: 2 });
    await setRedemptions(exhausted.id, 2);
    const otherPlan = await createVoucher(ctx.app, headers, { planIds: [cheapPlan.id] });
    const cases = [
      ['NAO-EXISTE', 'not_found', 'não encontrado'],
      [inactive.code, 'inactive', 'inativo'],
      [expired.code, 'expired', 'expirado'],
      [future.code, 'not_started', 'ainda não vale'],
      [exhausted.code, 'exhausted', 'esgotado'],
      [otherPlan.code, 'plan_not_allowed', 'não vale para este plano'],
    ] as const;
    for (const [code, reason, message] of cases) {
      const response = await validate(code);
      expect(response.statusCode, code).toBe(200);
      expect(response.json(), code).toEqual({ valid: false, code, reason, message });
    }
  });

  it('answers 404 for an unknown plan', async () => {
    const voucher = await createVoucher(ctx.app, headers);
    expect((await validate(voucher.code, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('POST /vouchers/check (public, for /payment)', () => {
  const check = (body: object, remoteAddress = randomIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/vouchers/check', payload: body, remoteAddress });

  it('answers the discount to a visitor without a session', async () => {
    const voucher = await createVoucher(ctx.app, headers, { discountValue: 25 });
    const response = await check({ code: voucher.code.toLowerCase(), planId: plan.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      code: voucher.code,
      priceCents: 20_000,
      discountCents: 5_000,
      finalPriceCents: 15_000,
    });
  });

  it('refuses unknown, expired and other-plan codes alike, without telling why', async () => {
    const expired = await createVoucher(ctx.app, headers, {
      validFrom: hourFromNow(-48),
      validUntil: hourFromNow(-1),
    });
    const otherPlan = await createVoucher(ctx.app, headers, { planIds: [cheapPlan.id] });
    for (const code of ['NAO-EXISTE', expired.code, otherPlan.code]) {
      const response = await check({ code, planId: plan.id });
      expect(response.statusCode, code).toBe(200);
      expect(response.json(), code).toEqual({
        valid: false,
        code,
        message: 'não encontrado ou não vale para este plano',
      });
    }
  });

  it('answers 404 for an inactive or unknown plan and 400 with the field for a blank code', async () => {
    const retired = await createPlan(ctx.app, headers);
    await inject('POST', `/api/plans/${retired.id}/status`, { status: 'inactive' });
    const voucher = await createVoucher(ctx.app, headers);
    expect((await check({ code: voucher.code, planId: retired.id })).statusCode).toBe(404);
    expect((await check({ code: voucher.code, planId: crypto.randomUUID() })).statusCode).toBe(404);
    const blank = await check({ code: ' ', planId: plan.id });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      issues: [{ path: 'code', message: 'O código é obrigatório' }],
    });
  });

  it('stops an address after VOUCHER_CHECK_RATE_LIMIT checks in a window, before any lookup', async () => {
    const address = randomIp();
    const limit = ctx.config.rateLimit.voucherCheck;
    const answers = [];
    for (let attempt = 0; attempt <= limit; attempt += 1)
      answers.push(
        (await check({ code: `TENTATIVA-${attempt}`, planId: plan.id }, address)).statusCode,
      );
    expect(answers.slice(0, limit).every((status) => status === 200)).toBe(true);
    const refused = await check({ code: 'OUTRA', planId: crypto.randomUUID() }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message:
        'Muitas verificações de voucher em pouco tempo. Aguarde alguns minutos e tente de novo.',
    });
    expect(answers[limit]).toBe(429);
    expect((await check({ code: 'OUTRA', planId: plan.id })).statusCode).toBe(200);
  });
});

describe('GET /vouchers', () => {
  it('filters by the computed statuses, by plan and by search', async () => {
    const tag = `F${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const live = await createVoucher(ctx.app, headers, { code: `${tag}-LIVE`, planIds: [plan.id] });
    const expired = await createVoucher(ctx.app, headers, {
      code: `${tag}-OLD`,
      validFrom: hourFromNow(-48),
      validUntil: hourFromNow(-1),
    });
    const exhausted = await createVoucher(ctx.app, headers, {
      code: `${tag}-USED`,
      maxRedemptions: 1,
      planIds: [cheapPlan.id],
    });
    await setRedemptions(exhausted.id, 1);
    const ids = async (query: string) =>
      ((await inject('GET', `/api/vouchers?key=${tag}&${query}`)).json().rows as Voucher[])
        .map((row) => row.id)
        .sort();
    expect(await ids('status=active')).toEqual([live.id]);
    expect(await ids('status=expired')).toEqual([expired.id]);
    expect(await ids('status=exhausted')).toEqual([exhausted.id]);
    expect(await ids(`planId=${plan.id}`)).toEqual([live.id, expired.id].sort());
    expect(await ids('sort=code&order=asc&limit=2')).toEqual([live.id, expired.id].sort());
  });

  it('exports the filtered list as CSV with the shown status', async () => {
    const tag = `X${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const used = await createVoucher(ctx.app, headers, { code: `${tag}-A`, maxRedemptions: 1 });
    await setRedemptions(used.id, 1);
    await createVoucher(ctx.app, headers, { code: `${tag}-B` });
    const response = await inject('GET', `/api/vouchers/export.csv?key=${tag}&sort=code&order=asc`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Código;Descrição;Tipo de desconto/);
    expect(lines[1]).toMatch(new RegExp(`^${tag}-A;.*;Esgotado;`));
    expect(lines[2]).toMatch(new RegExp(`^${tag}-B;.*;Ativo;`));
  });
});

describe('GET /vouchers search', () => {
  it('ignores accents: clinica finds Clínica, conceicao finds Conceição', async () => {
    const clinic = await createVoucher(ctx.app, headers, { description: 'Clínica parceira' });
    const named = await createVoucher(ctx.app, headers, { description: 'Campanha Conceição' });
    const ids = async (key: string) =>
      ((await inject('GET', `/api/vouchers?key=${key}`)).json().rows as Voucher[]).map(
        (row) => row.id,
      );
    expect(await ids('clinica parceira')).toEqual([clinic.id]);
    expect(await ids('campanha conceicao')).toEqual([named.id]);
  });
});
