import { randomUUID } from 'node:crypto';
import { eq, ilike, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import type { DashboardSummary } from '@hub/contract/dashboard';
import {
  accessProfiles,
  applications,
  candidates,
  companies,
  superAdminProfiles,
} from '../db/schema/index';
import { insertSuperAdmin } from '../test/factories';
import { sessionTokenOf, setupApp, type TestContext } from '../test/helper';
import { insertCandidate, insertCompany, insertProcessWithMove } from '../test/message-fixtures';

/*
 * A scoped administrator (Cadastro's permissions, limited to SP; decision 029) never receives a row
 * outside the scope: lists and their totals, a record by id (404 as an unknown one), the search bar,
 * the CSV, bulk actions by filter and by ids, and the dashboard's figures. Rows are seeded in SP and
 * RJ, with an RJ professional enrolled in a process of an SP company (in scope) and one of an RJ
 * company (not).
 */

let ctx: TestContext;
let scopedToken = '';
/** An administrator of Comunicação's permissions, limited to SP: a message's audience. */
let senderToken = '';
const seeded = {
  spCompany: '',
  rjCompany: '',
  spCandidate: '',
  rjCandidate: '',
  rjEnrolledInSp: '',
  rjEnrolledInRj: '',
  spProcess: '',
  rjProcess: '',
};

const asScoped = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${scopedToken}` },
    ...(payload === undefined ? {} : { payload }),
  });

beforeAll(async () => {
  ctx = await setupApp({ DASHBOARD_TTL_SECONDS: '0' });
  const { db } = ctx.database;
  const profileId = randomUUID();
  await db.insert(accessProfiles).values({
    id: profileId,
    name: 'Cadastro SP',
    permissions: [...BUILT_IN_PROFILES[2].permissions],
    ufs: ['SP'],
  });
  const admin = await insertSuperAdmin(db, 'cadastro-sp@test.local', 'senha-do-escopo-1');
  await db
    .update(superAdminProfiles)
    .set({ accessProfileId: profileId })
    .where(eq(superAdminProfiles.userId, admin.id));
  scopedToken = await sessionTokenOf(ctx, admin.id);
  const senderProfileId = randomUUID();
  await db.insert(accessProfiles).values({
    id: senderProfileId,
    name: 'Comunicação SP',
    permissions: [...BUILT_IN_PROFILES[5].permissions],
    ufs: ['SP'],
  });
  const sender = await insertSuperAdmin(db, 'comunicacao-sp@test.local', 'senha-do-escopo-2');
  await db
    .update(superAdminProfiles)
    .set({ accessProfileId: senderProfileId })
    .where(eq(superAdminProfiles.userId, sender.id));
  senderToken = await sessionTokenOf(ctx, sender.id);
  await insertCompany(db, { legalName: 'Pendente Paulista', uf: 'SP', status: 'pending' });
  await insertCompany(db, { legalName: 'Pendente Carioca', uf: 'RJ', status: 'pending' });

  seeded.spCompany = (await insertCompany(db, { legalName: 'Escopo Paulista Ltda', uf: 'SP' })).id;
  seeded.rjCompany = (await insertCompany(db, { legalName: 'Escopo Carioca Ltda', uf: 'RJ' })).id;
  seeded.spCandidate = (await insertCandidate(db, { name: 'Escopo Paula', uf: 'SP' })).id;
  seeded.rjCandidate = (await insertCandidate(db, { name: 'Escopo Rita', uf: 'RJ' })).id;
  const listed = { area: 'people', seniority: 'mid', workMode: 'remote' } as const;
  const sp = await insertProcessWithMove(db, { ...listed, title: 'Escopo vaga paulista' });
  const rj = await insertProcessWithMove(db, { ...listed, title: 'Escopo vaga carioca' });
  await db.update(companies).set({ uf: 'SP', legalName: 'Escopo Contratante SP' }).where(eq(companies.id, sp.company.id));
  await db.update(companies).set({ uf: 'RJ', legalName: 'Escopo Contratante RJ' }).where(eq(companies.id, rj.company.id));
  seeded.spProcess = sp.process.id;
  seeded.rjProcess = rj.process.id;
  seeded.rjEnrolledInSp = sp.candidate.id;
  seeded.rjEnrolledInRj = rj.candidate.id;
  // Enrolled in both: only the SP process's application is the scope's.
  await db.insert(applications).values({
    selectiveProcessId: rj.process.id,
    candidateId: sp.candidate.id,
    stageId: rj.stages[0]?.id ?? '',
  });
  await db
    .update(candidates)
    .set({ uf: 'RJ', name: 'Escopo Inscrita' })
    .where(inArray(candidates.id, [sp.candidate.id, rj.candidate.id]));
});

describe('regional scope', () => {
  it('lists and counts only the companies of the scope, and their processes', async () => {
    const response = await asScoped('GET', '/api/companies?limit=100');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ rows: { id: string; uf: string | null }[]; totalItens: number }>();
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.uf === 'SP')).toBe(true);
    expect(page.totalItens).toBe(page.rows.length);
    expect(page.rows.map((row) => row.id)).toContain(seeded.spCompany);

    const processes = await asScoped('GET', '/api/selective-processes?limit=100');
    expect(processes.statusCode).toBe(200);
    const ids = processes.json<{ rows: { id: string }[] }>().rows.map((row) => row.id);
    expect(ids).toContain(seeded.spProcess);
    expect(ids).not.toContain(seeded.rjProcess);

    // Searched, in the order of the company's name: the search's matches join the company too.
    const searched = await asScoped('GET', '/api/selective-processes?limit=100&key=escopo%20vaga&sort=companyName');
    expect(searched.statusCode).toBe(200);
    expect(searched.json<{ rows: { id: string }[] }>().rows.map((row) => row.id)).toEqual([seeded.spProcess]);
  });

  it('lists the professionals of the scope and those enrolled in its processes, no other', async () => {
    const response = await asScoped('GET', '/api/candidates?limit=100&key=Escopo');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ rows: { id: string }[]; totalItens: number }>();
    const ids = page.rows.map((row) => row.id).sort();
    expect(ids).toEqual([seeded.spCandidate, seeded.rjEnrolledInSp].sort());
    expect(page.totalItens).toBe(2);

    // Past the last page the total is still the scope's.
    const past = await asScoped('GET', '/api/candidates?limit=1&page=9&key=Escopo');
    expect(past.json<{ rows: unknown[]; totalItens: number }>()).toMatchObject({ rows: [], totalItens: 2 });
    // A key of several words (read from the word pairs) keeps to the scope too.
    const words = await asScoped('GET', `/api/candidates?limit=100&key=${encodeURIComponent('escopo inscrita')}`);
    expect(words.json<{ rows: unknown[]; totalItens: number }>()).toMatchObject({
      rows: [{ id: seeded.rjEnrolledInSp }],
      totalItens: 1,
    });
    // A filter beside the scope: RJ's professionals the scope holds are those enrolled in SP.
    const filtered = await asScoped('GET', '/api/candidates?limit=100&uf=RJ');
    const filteredPage = filtered.json<{ rows: { id: string }[]; totalItens: number }>();
    expect(filteredPage.rows.map((row) => row.id)).toEqual([seeded.rjEnrolledInSp]);
    expect(filteredPage.totalItens).toBe(1);
  });

  it('pages the professionals of a scope alone, one UF or several, its total the scope\'s', async () => {
    const { db } = ctx.database;
    const inScope = async (ufs: string[]) => {
      const profileId = randomUUID();
      await db.insert(accessProfiles).values({
        id: profileId,
        name: `Paginação ${ufs.join(' ')}`,
        permissions: [...BUILT_IN_PROFILES[2].permissions],
        ufs,
      });
      const admin = await insertSuperAdmin(db, `paginacao-${ufs.join('-')}@test.local`, 'senha-do-escopo-3');
      await db.update(superAdminProfiles).set({ accessProfileId: profileId }).where(eq(superAdminProfiles.userId, admin.id));
      const token = await sessionTokenOf(ctx, admin.id);
      const get = async (url: string) => {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(200);
        return response.json<{ rows: { id: string; uf: string | null }[]; totalItens: number }>();
      };
      const all = await get('/api/candidates?limit=100');
      const first = await get('/api/candidates?limit=1&order=asc');
      const next = await get(`/api/candidates?limit=1&order=asc&page=2&after=${first.rows[0]?.id ?? ''}`);
      return { all, first, next };
    };
    const rows = await db.select({ id: candidates.id, uf: candidates.uf }).from(candidates);
    const expected = (ufs: string[], enrolled: string[]) =>
      [...rows.filter((row) => row.uf && ufs.includes(row.uf)).map((row) => row.id), ...enrolled].sort();

    const rj = await inScope(['RJ']);
    // Every RJ professional: of the enrolled ones, only RJ's own.
    expect(rj.all.rows.map((row) => row.id).sort()).toEqual(expected(['RJ'], []));
    expect(rj.all.totalItens).toBe(rj.all.rows.length);
    const sp = await inScope(['SP']);
    expect(sp.all.rows.map((row) => row.id).sort()).toEqual(expected(['SP'], [seeded.rjEnrolledInSp]));
    expect(sp.all.totalItens).toBe(sp.all.rows.length);
    const both = await inScope(['SP', 'RJ']);
    expect(both.all.rows.map((row) => row.id).sort()).toEqual(expected(['SP', 'RJ'], []));
    expect(both.all.totalItens).toBe(both.all.rows.length);
    // The next page starts after the row the client holds, within the scope.
    for (const scoped of [rj, sp, both]) {
      const ids = scoped.all.rows.map((row) => row.id);
      expect(scoped.next.rows).toHaveLength(1);
      expect(ids).toContain(scoped.next.rows[0]?.id);
      expect(scoped.next.rows[0]?.id).not.toBe(scoped.first.rows[0]?.id);
    }
  });

  it('answers a record out of scope, and any write on it, as an unknown one (404)', async () => {
    const company = await asScoped('GET', `/api/companies/${seeded.rjCompany}`);
    const unknown = await asScoped('GET', `/api/companies/${randomUUID()}`);
    expect(company.statusCode).toBe(404);
    expect(company.json()).toEqual(unknown.json());
    expect((await asScoped('GET', `/api/companies/${seeded.spCompany}`)).statusCode).toBe(200);

    const status = await asScoped('POST', `/api/companies/${seeded.rjCompany}/status`, {
      status: 'suspended',
      reason: 'Fora do escopo',
    });
    expect(status.statusCode).toBe(404);
    expect((await asScoped('GET', `/api/candidates/${seeded.rjCandidate}`)).statusCode).toBe(404);
    expect((await asScoped('GET', `/api/candidates/${seeded.rjEnrolledInSp}`)).statusCode).toBe(200);
    const enrolments = await asScoped('GET', `/api/candidates/${seeded.rjEnrolledInSp}/applications`);
    expect(enrolments.statusCode).toBe(200);
    expect(
      enrolments.json<{ selectiveProcessId: string }[]>().map((row) => row.selectiveProcessId),
    ).toEqual([seeded.spProcess]);
    expect((await asScoped('GET', `/api/selective-processes/${seeded.rjProcess}`)).statusCode).toBe(404);
    const history = await asScoped('GET', `/api/history/companies/${seeded.rjCompany}`);
    expect(history.statusCode).toBe(404);
  });

  it('finds in the search bar only what the scope holds', async () => {
    const response = await asScoped('GET', '/api/search?q=Escopo');
    expect(response.statusCode).toBe(200);
    const hits = response
      .json<{ groups: { kind: string; hits: { id: string }[] }[] }>()
      .groups.flatMap((group) => group.hits.map((hit) => hit.id));
    expect(hits).toContain(seeded.spCompany);
    expect(hits).toContain(seeded.spCandidate);
    for (const outside of [seeded.rjCompany, seeded.rjCandidate, seeded.rjEnrolledInRj, seeded.rjProcess])
      expect(hits).not.toContain(outside);
  });

  it('exports only the rows of the scope', async () => {
    const response = await asScoped('GET', '/api/companies/export.csv?key=Escopo');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Escopo Paulista Ltda');
    expect(response.body).not.toContain('Carioca');
    expect(response.body).not.toContain('Contratante RJ');
    const people = await asScoped('GET', '/api/candidates/export.csv?key=Escopo');
    expect(people.statusCode).toBe(200);
    expect(people.body).toContain('Escopo Paula');
    expect(people.body).not.toContain('Escopo Rita');
  });

  it('counts on the dashboard only the records of the scope', async () => {
    const response = await asScoped('GET', '/api/dashboard/summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json<DashboardSummary>();
    const { db } = ctx.database;
    const sp = await db.select({ id: companies.id }).from(companies).where(eq(companies.uf, 'SP'));
    expect(summary.kpis.companies.total).toBe(sp.length);
    expect(summary.kpis.professionals.total).toBe(2);
  });

  it('refuses to create a company in a UF out of the scope, in Portuguese', async () => {
    const response = await asScoped('POST', '/api/companies', {
      legalName: 'Nova Carioca Ltda',
      cnpj: '11222333000181',
      email: 'nova-carioca@exemplo.com.br',
      uf: 'RJ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Seu perfil atende apenas à UF SP: escolha uma delas' });
  });

  it('changes by filter and by ids only the rows of the scope', async () => {
    const byFilter = await asScoped('POST', '/api/companies/bulk/status', {
      status: 'suspended',
      reason: 'Revisão regional',
      selection: { filter: { key: 'Escopo' } },
    });
    expect(byFilter.statusCode).toBe(200);
    const result = byFilter.json<{ results: { id: string; ok: boolean }[] }>();
    expect(result.results.map((row) => row.id)).toContain(seeded.spCompany);
    const { db } = ctx.database;
    const rows = await db
      .select({ uf: companies.uf, status: companies.status })
      .from(companies)
      .where(ilike(companies.legalName, 'Escopo%'));
    expect(rows.filter((row) => row.uf === 'RJ').map((row) => row.status)).toEqual(['active', 'active']);
    expect(rows.filter((row) => row.uf === 'SP').map((row) => row.status)).toEqual(['suspended', 'suspended']);

    const byIds = await asScoped('POST', '/api/companies/bulk/status', {
      status: 'active',
      selection: { ids: [seeded.spCompany, seeded.rjCompany] },
    });
    expect(byIds.statusCode).toBe(200);
    const outcome = byIds.json<{ succeeded: number; results: { id: string; ok: boolean; message: string | null }[] }>();
    expect(outcome.succeeded).toBe(1);
    expect(outcome.results.find((row) => row.id === seeded.rjCompany)).toMatchObject({
      ok: false,
      message: 'Empresa não encontrada',
    });
    const [rj] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, seeded.rjCompany));
    expect(rj?.status).toBe('active');
  });

  it('rings the bell only about records of the scope', async () => {
    const response = await asScoped('GET', '/api/notifications');
    expect(response.statusCode).toBe(200);
    const messages = response.json<{ rows: { message: string }[] }>().rows.map((row) => row.message);
    expect(messages).toContain('Empresa aguardando aprovação: Pendente Paulista');
    expect(messages.some((message) => message.includes('Carioca'))).toBe(false);
  });

  it('addresses a message only to the people of the scope', async () => {
    const preview = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/messages/audience-preview',
        headers: { authorization: `Bearer ${senderToken}` },
        payload,
      });
    const { db } = ctx.database;
    const spCompanies = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.uf, 'SP'));
    const toCompanies = await preview({ typeUser: 2, audience: { kind: 'all' } });
    expect(toCompanies.statusCode).toBe(200);
    expect(toCompanies.json()).toEqual({ count: spCompanies.length });
    const toPeople = await preview({
      typeUser: 1,
      audience: { kind: 'chosen', ids: [seeded.spCandidate, seeded.rjCandidate, seeded.rjEnrolledInSp] },
    });
    expect(toPeople.json()).toEqual({ count: 2 });
  });
});
