import { beforeAll, describe, expect, it } from 'vitest';
import { createPlan, insertCompany } from '../../test/commerce';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { activePlanLimits, subscriptionToActivate, withinLimit } from './plan-limits';

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
  return { companyId: company.id, plan, subscriptionId: created.json<{ id: string }>().id };
};

describe('plan limits', () => {
  it('reads the plan of the active subscription, as the plan is now', async () => {
    const { companyId, plan } = await subscribed({
      maxOpenProcesses: 2,
      maxApplicationsPerProcess: 50,
    });
    expect(await activePlanLimits(ctx.database.db, companyId)).toMatchObject({
      planId: plan.id,
      planName: plan.name,
      maxOpenProcesses: 2,
      maxApplicationsPerProcess: 50,
    });
    expect(await subscriptionToActivate(ctx.database.db, companyId)).toBeNull();
  });

  it('grants nothing to a pending subscription, which is the one to activate', async () => {
    const { companyId, subscriptionId } = await subscribed(
      { maxOpenProcesses: 5, maxApplicationsPerProcess: 5 },
      false,
    );
    expect(await activePlanLimits(ctx.database.db, companyId)).toBeNull();
    expect(await subscriptionToActivate(ctx.database.db, companyId)).toBe(subscriptionId);
  });

  it('lets one more in below the limit, none at it, and any number without one', () => {
    expect(withinLimit(2, 1)).toBe(true);
    expect(withinLimit(2, 2)).toBe(false);
    expect(withinLimit(0, 0)).toBe(false);
    expect(withinLimit(null, 1_000_000)).toBe(true);
  });
});
