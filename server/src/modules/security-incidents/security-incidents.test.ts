import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SecurityIncident, SecurityIncidentInput } from '@hub/contract/security-incidents';
import { auditLog } from '../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertScopedAdmin } from '../../test/scoped-admin';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });

const input = (overrides: Partial<SecurityIncidentInput> = {}): SecurityIncidentInput => ({
  title: 'Planilha enviada ao destinatário errado',
  description: 'Uma planilha com dados de 40 profissionais foi enviada a uma empresa por engano.',
  knownOn: '2026-04-17',
  dataAffected: 'Nome, email e CPF',
  peopleAffected: 40,
  measures: 'Pedida a exclusão ao destinatário',
  ...overrides,
});

const register = async (overrides: Partial<SecurityIncidentInput> = {}) => {
  const response = await api('POST', '/security-incidents', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SecurityIncident>();
};

describe('security incidents', () => {
  it('registers an incident due to be notified 3 business days after it became known, holidays skipped', async () => {
    // Known on Friday 17 April 2026: Monday 20, Tiradentes on Tuesday 21 skipped, Wednesday 22, Thursday 23.
    const incident = await register();
    expect(incident).toMatchObject({ status: 'investigating', knownOn: '2026-04-17', noticeDueOn: '2026-04-23', peopleAffected: 40 });
    expect(incident.overdue).toBe(true);
    const moved = await api('PUT', `/security-incidents/${incident.id}`, {
      ...input({ knownOn: '2026-04-01' }),
      updatedAt: incident.updatedAt,
    });
    // Good Friday, 3 April, skipped.
    expect(moved.json()).toMatchObject({ knownOn: '2026-04-01', noticeDueOn: '2026-04-07' });
  });

  it('records the notice, then closes with a reason; a closed incident no longer changes', async () => {
    const incident = await register({ title: 'Acesso indevido a uma conta' });
    const notified = await api('POST', `/security-incidents/${incident.id}/status`, { status: 'notified' });
    expect(notified.json()).toMatchObject({ status: 'notified', overdue: false, notifiedAt: expect.any(String) });
    const withoutReason = await api('POST', `/security-incidents/${incident.id}/status`, { status: 'closed' });
    expect(withoutReason.statusCode).toBe(400);
    const closed = await api('POST', `/security-incidents/${incident.id}/status`, { status: 'closed', reason: 'Medidas concluídas' });
    expect(closed.json()).toMatchObject({ status: 'closed', statusReason: 'Medidas concluídas' });
    const edit = await api('PUT', `/security-incidents/${incident.id}`, { ...input(), updatedAt: closed.json<SecurityIncident>().updatedAt });
    expect(edit.statusCode).toBe(409);
    expect((await api('DELETE', `/security-incidents/${incident.id}`)).statusCode).toBe(404);
    const trail = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'security-incidents'), eq(auditLog.entityId, incident.id)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'status.change', 'status.change']);
  });

  it('refuses bad input with 400 naming the fields, and a profile that only sees the desk', async () => {
    const invalid = await api('POST', '/security-incidents', {
      title: '',
      description: '',
      knownOn: '2999-01-01',
      dataAffected: '',
      peopleAffected: -1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(['dataAffected', 'description', 'knownOn', 'peopleAffected', 'title']);
    const reader = await insertScopedAdmin(ctx, { email: 'leitor-incidentes@test.local', permissions: ['lgpd.ver'], ufs: null });
    expect((await api('GET', '/security-incidents', undefined, reader.headers)).statusCode).toBe(200);
    expect((await api('POST', '/security-incidents', input(), reader.headers)).statusCode).toBe(403);
  });
});
