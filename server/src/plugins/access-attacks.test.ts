import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, BulkStatusResult } from '@hub/contract/bulk';
import { BUILT_IN_PROFILES, type Permission } from '@hub/contract/permissions';
import { PERSONAL_DATA_REVEAL_ACTION } from '@hub/contract/personal-data';
import { auditLog, candidates, companies } from '../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { insertCandidate, insertCompany } from '../test/message-fixtures';
import { insertScopedAdmin } from '../test/scoped-admin';

/*
 * The endpoints of issue 36, attacked: undoing another administrator's bulk change, oversized and
 * malformed bodies, revealing a professional out of scope or without the permission, and a list's
 * exactTotal with a value it does not take. Each answers as declared: nothing changes, nothing
 * leaks, never a 500.
 */

type Headers = { authorization: string };
let ctx: TestContext;
let admin: Headers;
const EVERYTHING: readonly Permission[] = BUILT_IN_PROFILES[0].permissions;

const post = (url: string, headers: Headers, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers: admin } = await loginAs(ctx.app));
});

describe("undoing another administrator's bulk status change", () => {
  const RESOURCES = [
    {
      path: '/companies',
      insert: () => insertCompany(ctx.database.db, { status: 'pending', uf: 'SP' }),
      to: 'active',
      statusOf: async (id: string) =>
        (await ctx.database.db.select({ status: companies.status }).from(companies).where(eq(companies.id, id)))[0]?.status,
    },
    {
      path: '/candidates',
      insert: () => insertCandidate(ctx.database.db, { status: 'active', uf: 'SP' }),
      to: 'blocked',
      statusOf: async (id: string) =>
        (await ctx.database.db.select({ status: candidates.status }).from(candidates).where(eq(candidates.id, id)))[0]?.status,
    },
  ] as const;

  for (const resource of RESOURCES)
    it(`${resource.path}: changes nothing and answers as for unknown ids, revealing no record`, async () => {
      const record = await resource.insert();
      const moved = await post(`${resource.path}/bulk/status`, admin, {
        selection: { ids: [record.id] },
        status: resource.to,
        reason: 'Mudança do outro administrador',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const { changeIds } = moved.json<BulkStatusResult>();
      expect(changeIds).toHaveLength(1);
      const intruder = await insertScopedAdmin(ctx, {
        email: `intruso-${randomUUID().slice(0, 8)}@test.local`,
        permissions: EVERYTHING,
        ufs: ['SP'],
      });
      const [changeId = ''] = changeIds;
      const unknownId = randomUUID();
      const stolen = await post(`${resource.path}/bulk/status/undo`, intruder.headers, { changeIds: [changeId] });
      const unknown = await post(`${resource.path}/bulk/status/undo`, intruder.headers, { changeIds: [unknownId] });
      expect(stolen.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      // The same answer, but for the id asked: no name, no record id.
      expect(stolen.body.replace(changeId, 'ID')).toBe(unknown.body.replace(unknownId, 'ID'));
      expect(stolen.body).not.toContain(record.id);
      expect(stolen.json<BulkResult>()).toMatchObject({ succeeded: 0, failed: 1 });
      expect(await resource.statusOf(record.id)).toBe(resource.to);
      const undos = await ctx.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'status.undo'), eq(auditLog.entityId, record.id)));
      expect(undos).toEqual([]);
    });

  it('leaves a record that left the scope since as it is, though the change was theirs', async () => {
    const limited = await insertScopedAdmin(ctx, {
      email: `limitado-${randomUUID().slice(0, 8)}@test.local`,
      permissions: EVERYTHING,
      ufs: ['SP'],
    });
    const company = await insertCompany(ctx.database.db, { status: 'pending', uf: 'SP' });
    const moved = await post('/companies/bulk/status', limited.headers, { selection: { ids: [company.id] }, status: 'active' });
    const { changeIds } = moved.json<BulkStatusResult>();
    expect(changeIds).toHaveLength(1);
    await ctx.database.db.update(companies).set({ uf: 'RJ' }).where(eq(companies.id, company.id));
    const undone = await post('/companies/bulk/status/undo', limited.headers, { changeIds });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<BulkResult>()).toMatchObject({ succeeded: 0, failed: 1 });
    expect(undone.body).not.toContain(company.legalName);
    const [row] = await ctx.database.db.select({ status: companies.status }).from(companies).where(eq(companies.id, company.id));
    expect(row?.status).toBe('active');
  });

  it('refuses 10,000 ids and a 1 MB body clearly (400, 413), never a 500', async () => {
    const many = Array.from({ length: 10_000 }, () => randomUUID());
    for (const path of ['/companies', '/candidates']) {
      const tooMany = await post(`${path}/bulk/status/undo`, admin, { changeIds: many });
      expect(tooMany.statusCode, tooMany.body).toBe(400);
      expect(tooMany.json()).toMatchObject({ message: 'Selecione no máximo 500 registros por vez' });
      expect(JSON.stringify(tooMany.json())).toContain('changeIds');
    }
    const huge = JSON.stringify({ changeIds: [randomUUID()], padding: 'x'.repeat(1024 * 1024) });
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies/bulk/status/undo',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: 'Conteúdo grande demais' });
  });

  it('refuses malformed ids with a Portuguese 400 naming changeIds', async () => {
    for (const changeIds of [['não-é-um-id'], [42], 'abc', [null], [], null]) {
      const response = await post('/candidates/bulk/status/undo', admin, { changeIds });
      expect(response.statusCode, JSON.stringify(changeIds)).toBe(400);
      const body = response.json<{ message: string; issues?: { path: string; message: string }[] }>();
      expect(body.issues?.[0]?.path, JSON.stringify(changeIds)).toMatch(/^changeIds/);
      expect(body.message).not.toMatch(/invalid|expected|required/i);
    }
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/companies/bulk/status/undo', headers: admin });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<{ message: string }>().message).not.toMatch(/invalid|expected|required|body/i);
  });
});

describe("revealing a professional's personal data", () => {
  const reveals = async (candidateId: string) =>
    ctx.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, PERSONAL_DATA_REVEAL_ACTION), eq(auditLog.entityId, candidateId)));

  it('answers 404 to a limited administrator for a professional out of scope, as for an unknown one, and audits nothing', async () => {
    const limited = await insertScopedAdmin(ctx, {
      email: `revela-sp-${randomUUID().slice(0, 8)}@test.local`,
      permissions: BUILT_IN_PROFILES.find((profile) => profile.name === 'Auditoria')?.permissions ?? [],
      ufs: ['SP'],
    });
    const outside = await insertCandidate(ctx.database.db, { uf: 'RJ', phone: '+5521987654321' });
    const inside = await insertCandidate(ctx.database.db, { uf: 'SP', phone: '+5511987654321' });
    const refused = await post(`/candidates/${outside.id}/personal-data/reveal`, limited.headers, {});
    const unknown = await post(`/candidates/${randomUUID()}/personal-data/reveal`, limited.headers, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.body).not.toContain(outside.cpf);
    expect(await reveals(outside.id)).toEqual([]);
    const shown = await post(`/candidates/${inside.id}/personal-data/reveal`, limited.headers, {});
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ cpf: inside.cpf, phone: '+5511987654321' });
  });

  it("answers 403 without 'profissionais.ver', naming it, and audits nothing", async () => {
    const comercial = await insertScopedAdmin(ctx, {
      email: `comercial-${randomUUID().slice(0, 8)}@test.local`,
      permissions: BUILT_IN_PROFILES.find((profile) => profile.name === 'Comercial')?.permissions ?? [],
      ufs: ['SP'],
    });
    const person = await insertCandidate(ctx.database.db, { uf: 'SP' });
    const refused = await post(`/candidates/${person.id}/personal-data/reveal`, comercial.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Seu perfil não permite ver profissionais' });
    expect(await reveals(person.id)).toEqual([]);
  });

  it('audits every reveal once: two reveals, two entries, each naming the viewer and the fields, never the values', async () => {
    const person = await insertCandidate(ctx.database.db, { uf: 'SP', phone: '+5511912345678' });
    for (let time = 1; time <= 2; time += 1) {
      const shown = await post(`/candidates/${person.id}/personal-data/reveal`, admin, {});
      expect(shown.statusCode).toBe(200);
      expect(await reveals(person.id)).toHaveLength(time);
    }
    const entries = await ctx.database.db
      .select({ actorId: auditLog.actorId, after: auditLog.after, before: auditLog.before })
      .from(auditLog)
      .where(inArray(auditLog.id, (await reveals(person.id)).map((row) => row.id)));
    for (const entry of entries) {
      expect(entry.actorId).toBe((await loginAs(ctx.app)).userId);
      expect(JSON.stringify(entry)).not.toContain(person.cpf);
      expect(JSON.stringify(entry)).not.toContain('912345678');
    }
  });
});

describe("a list's exactTotal", () => {
  it('refuses a value other than true or false with a Portuguese 400 naming exactTotal', async () => {
    for (const url of ['/api/candidates?exactTotal=maybe', '/api/companies?exactTotal=1', '/api/selective-processes?exactTotal=']) {
      const response = await ctx.app.inject({ url, headers: admin });
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(body.issues.map((issue) => issue.path), url).toContain('querystring.exactTotal');
      expect(body.message, url).toBe('Use true ou false');
    }
  });
});
