import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hub/contract/audit';
import { createCompany, createPartner } from '../../test/factories';
import { loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let session: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await setupApp();
  session = await loginAs(ctx.app);
});

const audit = (query: string) =>
  ctx.app.inject({ url: `/api/logs/audit?${query}`, headers: session.headers });

describe('GET /logs/audit', () => {
  it('lists every write with actor, action, entity, before/after and IP, newest first', async () => {
    const ip = randomIp();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: session.headers,
      remoteAddress: ip,
      payload: {
        legalName: 'Auditada Ltda',
        cnpj: '11.222.333/0001-81',
        email: 'auditada@x.com.br',
      },
    });
    const company = response.json<{ id: string; updatedAt: string }>();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/status`,
      headers: session.headers,
      payload: { status: 'active' },
    });
    const page = (await audit(`entity=companies&entityId=${company.id}`)).json<{
      rows: AuditEntry[];
    }>();
    expect(page.rows.map((row) => row.action)).toEqual(['status.change', 'create']);
    expect(page.rows[1]).toMatchObject({
      actorId: session.userId,
      actorEmail: 'admin@test.local',
      entity: 'companies',
      before: null,
      ip,
    });
    expect(page.rows[1]?.after).toMatchObject({ legalName: 'Auditada Ltda' });
    expect(
      page.rows[1]?.after,
      "the names folded for searches are nobody's write",
    ).not.toHaveProperty('legalNameFolded');
    expect(page.rows[0]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'active' },
    });
  });

  it('filters by entity, action and date, and refuses a bad filter', async () => {
    await createPartner(ctx.app, session.headers);
    await createCompany(ctx.app, session.headers);
    const partners = (await audit('entity=partners&action=create')).json<{ rows: AuditEntry[] }>()
      .rows;
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.every((row) => row.entity === 'partners' && row.action === 'create')).toBe(
      true,
    );
    expect((await audit('createdTo=2000-01-01')).json().totalItens).toBe(0);
    expect((await audit('actorId=abc')).statusCode).toBe(400);
    expect((await audit('sort=ip')).statusCode).toBe(400);
  });
});
