import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '@hub/contract/subscriptions';
import { VOUCHER_EFFECTIVE_STATUSES } from '@hub/contract/vouchers';
import { insertCompany } from '../test/commerce';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { commerceSeeder } from './commerce';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  for (let index = 0; index < 24; index += 1) await insertCompany(ctx.database.db);
  await commerceSeeder.run(ctx.database.db);
  await commerceSeeder.run(ctx.database.db);
});

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers })).json();

describe('commerce demo data', () => {
  it('seeds once, with active and inactive plans and the public ones in display order', async () => {
    expect((await get('/api/plans?limit=100')).totalItens).toBe(6);
    const publicNames = (await get('/api/plans/public')).rows.map(
      (row: { name: string }) => row.name,
    );
    expect(publicNames).toEqual([
      'Essencial',
      'Profissional',
      'Profissional Trimestral',
      'Institucional Semestral',
      'Corporativo Anual',
    ]);
  });

  it('shows every voucher status and every subscription status', async () => {
    for (const status of VOUCHER_EFFECTIVE_STATUSES)
      expect((await get(`/api/vouchers?status=${status}`)).totalItens, status).toBeGreaterThan(0);
    for (const status of SUBSCRIPTION_STATUSES)
      expect((await get(`/api/subscriptions?status=${status}`)).totalItens, status).toBeGreaterThan(
        0,
      );
  });

  it('counts each voucher use of the seeded subscriptions', async () => {
    const { rows } = await get('/api/vouchers?key=BEMVINDO10');
    const subscriptions = await get('/api/subscriptions?key=BEMVINDO10&limit=100');
    expect(rows[0].redemptions).toBe(subscriptions.totalItens);
    expect(subscriptions.totalItens).toBeGreaterThan(0);
  });
});
