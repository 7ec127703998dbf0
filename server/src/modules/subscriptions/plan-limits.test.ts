import { beforeAll, describe, expect, it } from 'vitest';
import { createPlan, insertCompany } from '../../test/commerce';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { mayOpenProcess, mayTakeApplication } from './plan-limits';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const subscribed = async (
  limits: { maxOpenProcesses: number | null; maxApplicationsPerProcess: number | null },
  activate = true,
) => {
  const plan = await createPlan(ctx.app, headers, {
    name: `Limites ${crypto.randomUUID()}`,
    ...limits,
  });
  const company = await insertCompany(ctx.database.db);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers,
    payload: { companyId: company.id, planId: plan.id, paymentMethod: 'pix' },
  });
  if (activate)
    await ctx.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${created.json().id}/status`,
      headers,
      payload: { status: 'active' },
    });
  return { companyId: company.id, plan };
};

describe('plan limits', () => {
  it('allows processes below the plan limit and refuses at the limit with the plan named', async () => {
    const { companyId, plan } = await subscribed({
      maxOpenProcesses: 2,
      maxApplicationsPerProcess: 50,
    });
    expect(await mayOpenProcess(ctx.database.db, companyId, 1)).toMatchObject({
      allowed: true,
      limits: { planId: plan.id },
    });
    expect(await mayOpenProcess(ctx.database.db, companyId, 2)).toEqual({
      allowed: false,
      error: {
        kind: 'conflict',
        message: `O plano ${plan.name} permite até 2 processos abertos ao mesmo tempo`,
      },
    });
    expect((await mayTakeApplication(ctx.database.db, companyId, 49)).allowed).toBe(true);
    expect(await mayTakeApplication(ctx.database.db, companyId, 50)).toMatchObject({
      allowed: false,
      error: { message: `O plano ${plan.name} permite até 50 inscrições por processo` },
    });
  });

  it('treats a null limit as unlimited', async () => {
    const { companyId } = await subscribed({
      maxOpenProcesses: null,
      maxApplicationsPerProcess: null,
    });
    expect((await mayOpenProcess(ctx.database.db, companyId, 10_000)).allowed).toBe(true);
    expect((await mayTakeApplication(ctx.database.db, companyId, 1_000_000)).allowed).toBe(true);
  });

  it('refuses a company without an active subscription', async () => {
    const { companyId } = await subscribed(
      { maxOpenProcesses: 5, maxApplicationsPerProcess: 5 },
      false,
    );
    const check = await mayOpenProcess(ctx.database.db, companyId, 0);
    expect(check).toMatchObject({
      allowed: false,
      error: { message: expect.stringMatching(/não tem uma assinatura ativa/) },
    });
  });
});
