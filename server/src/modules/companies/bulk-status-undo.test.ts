import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_UNDO_MESSAGES, type BulkResult, type BulkStatusResult } from '@hub/contract/bulk';
import { auditLog, candidates, companies } from '../../db/schema/index';
import { insertCompany } from '../../test/commerce';
import { createCandidate, insertSuperAdmin } from '../../test/factories';
import { loginAs, sessionTokenOf, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const post = (url: string, payload: object, as = headers) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: as, payload });

const companyStatuses = async (ids: string[]) =>
  new Map(
    (
      await ctx.database.db
        .select({ id: companies.id, status: companies.status, reason: companies.statusReason })
        .from(companies)
        .where(inArray(companies.id, ids))
    ).map((row) => [row.id, { status: row.status, reason: row.reason }]),
  );

describe('undoing a bulk status change', () => {
  it('puts three approved companies back to pending, with their reasons, audited as an undo', async () => {
    const tag = `Desfaz${Date.now()}`;
    const rows = await Promise.all(
      ['Alfa', 'Beta', 'Gama'].map((name) =>
        insertCompany(ctx.database.db, { status: 'pending', legalName: `${tag} ${name} Ltda` }),
      ),
    );
    const ids = rows.map((row) => row.id);
    await ctx.database.db.update(companies).set({ statusReason: 'Aguardando documentos' }).where(eq(companies.id, ids[0]!));

    const approved = await post('/companies/bulk/status', { selection: { ids }, status: 'active', reason: 'Documentos conferidos' });
    expect(approved.statusCode).toBe(200);
    const result = approved.json<BulkStatusResult>();
    expect(result).toMatchObject({ succeeded: 3, failed: 0 });
    expect(result.changeIds).toHaveLength(3);
    expect([...(await companyStatuses(ids)).values()].every((row) => row.status === 'active')).toBe(true);

    const undone = await post('/companies/bulk/status/undo', { changeIds: result.changeIds });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<BulkResult>()).toMatchObject({ succeeded: 3, failed: 0 });
    const now = await companyStatuses(ids);
    expect(now.get(ids[0]!)).toEqual({ status: 'pending', reason: 'Aguardando documentos' });
    expect(now.get(ids[1]!)).toEqual({ status: 'pending', reason: null });
    expect(now.get(ids[2]!)).toEqual({ status: 'pending', reason: null });
    const undoAudits = await ctx.database.db
      .select({ entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(inArray(auditLog.entityId, ids));
    expect(undoAudits.filter((row) => (row.after as { status?: string }).status === 'pending')).toHaveLength(3);

    // Undone once: a second undo finds the records changed since (by the undo itself).
    const again = await post('/companies/bulk/status/undo', { changeIds: result.changeIds });
    expect(again.json<BulkResult>()).toMatchObject({ succeeded: 0, failed: 3 });
    expect((await companyStatuses(ids)).get(ids[1]!)?.status).toBe('pending');
  });

  it('leaves a record changed since as it is and says which', async () => {
    const [kept, changed] = await Promise.all([
      insertCompany(ctx.database.db, { status: 'active' }),
      insertCompany(ctx.database.db, { status: 'active' }),
    ]);
    const suspended = await post('/companies/bulk/status', {
      selection: { ids: [kept.id, changed.id] },
      status: 'suspended',
      reason: 'Inadimplência',
    });
    const { changeIds } = suspended.json<BulkStatusResult>();
    // Someone reactivates one of them before the undo.
    expect((await post(`/companies/${changed.id}/status`, { status: 'active' })).statusCode).toBe(200);

    const undone = await post('/companies/bulk/status/undo', { changeIds });
    expect(undone.statusCode).toBe(200);
    const report = undone.json<BulkResult>();
    expect(report).toMatchObject({ succeeded: 1, failed: 1 });
    expect(report.results.find((row) => !row.ok)).toMatchObject({
      id: changed.id,
      label: changed.legalName,
      message: BULK_UNDO_MESSAGES.changedSince,
    });
    const now = await companyStatuses([kept.id, changed.id]);
    expect(now.get(kept.id)).toEqual({ status: 'active', reason: null });
    expect(now.get(changed.id)?.status).toBe('active');
  });

  it("undoes only one's own changes of that resource: another administrator's, a professional's id or an unknown id are nothing to undo", async () => {
    const company = await insertCompany(ctx.database.db, { status: 'pending' });
    const { changeIds } = (
      await post('/companies/bulk/status', { selection: { ids: [company.id] }, status: 'active' })
    ).json<BulkStatusResult>();
    const other = await insertSuperAdmin(ctx.database.db, `outro${Date.now()}@conselho.org.br`, 'Senha-forte-123');
    const otherHeaders = { authorization: `Bearer ${await sessionTokenOf(ctx, other.id)}` };
    const byOther = await post('/companies/bulk/status/undo', { changeIds }, otherHeaders);
    expect(byOther.json<BulkResult>()).toMatchObject({ succeeded: 0, failed: 1 });
    expect(byOther.json<BulkResult>().results[0]?.message).toBe(BULK_UNDO_MESSAGES.nothingToUndo);
    // A company's change is not a professional's.
    const asCandidates = await post('/candidates/bulk/status/undo', { changeIds });
    expect(asCandidates.json<BulkResult>()).toMatchObject({ succeeded: 0, failed: 1 });
    expect((await companyStatuses([company.id])).get(company.id)?.status).toBe('active');

    const unknown = await post('/companies/bulk/status/undo', {
      changeIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<BulkResult>()).toMatchObject({ succeeded: 0, failed: 1 });
    const bad = await post('/companies/bulk/status/undo', { changeIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    const empty = await post('/companies/bulk/status/undo', { changeIds: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('puts blocked professionals back to active', async () => {
    const people = await Promise.all([createCandidate(ctx.app, headers), createCandidate(ctx.app, headers)]);
    const ids = people.map((person) => person.id);
    await ctx.database.db.update(candidates).set({ status: 'active' }).where(inArray(candidates.id, ids));
    const blocked = await post('/candidates/bulk/status', { selection: { ids }, status: 'blocked', reason: 'Registro suspenso' });
    expect(blocked.json<BulkStatusResult>()).toMatchObject({ succeeded: 2 });
    const undone = await post('/candidates/bulk/status/undo', { changeIds: blocked.json<BulkStatusResult>().changeIds });
    expect(undone.json<BulkResult>()).toMatchObject({ succeeded: 2, failed: 0 });
    const now = await ctx.database.db
      .select({ status: candidates.status, reason: candidates.statusReason })
      .from(candidates)
      .where(inArray(candidates.id, ids));
    expect(now).toEqual([
      { status: 'active', reason: null },
      { status: 'active', reason: null },
    ]);
  });
});
