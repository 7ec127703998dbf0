import { beforeAll, describe, expect, it } from 'vitest';
import { auditActionLabel, type AuditEntry } from '@hub/contract/audit';
import { companyInput, createCandidate, createCompany, createPartner } from '../../test/factories';
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

  it('answers the actor name and the record name, and is searched by what it shows, accents ignored', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: session.headers,
      payload: {
        legalName: 'Clínica Conceição Ltda',
        cnpj: '45.723.174/0001-10',
        email: 'clinica@x.com.br',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json<{ id: string }>();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/status`,
      headers: session.headers,
      payload: { status: 'active' },
    });
    for (const key of ['clinica', 'conceicao']) {
      const rows = (await audit(`key=${key}`)).json<{ rows: AuditEntry[] }>().rows;
      expect(
        rows.map((row) => row.action),
        key,
      ).toEqual(['status.change', 'create']);
      expect(rows[0]).toMatchObject({
        entityId: company.id,
        recordLabel: 'Clínica Conceição Ltda',
        actorName: 'Administrador',
        actorEmail: 'admin@test.local',
      });
    }
    // The action and the entity by their Portuguese names: an approval, a company.
    const approvals = (await audit(`key=aprovou&entityId=${company.id}`)).json<{
      rows: AuditEntry[];
    }>();
    expect(approvals.rows.map((row) => row.action)).toEqual(['status.change']);
    expect((await audit(`key=empresa&entityId=${company.id}`)).json().totalItens).toBe(2);
    expect((await audit(`key=${company.id}`)).json().totalItens).toBe(2);
  });

  it("keeps no anonymised professional's name in the trail", async () => {
    const candidate = await createCandidate(ctx.app, session.headers, { name: 'Joana Esquecida' });
    expect((await audit('key=esquecida')).json().totalItens).toBe(1);
    const anonymized = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${candidate.id}/anonymize`,
      headers: session.headers,
      payload: { reason: 'Pedido do titular', confirm: true },
    });
    expect(anonymized.statusCode, anonymized.body).toBeLessThan(300);
    expect((await audit('key=esquecida')).json().totalItens).toBe(0);
  });
});

describe('GET /logs/audit/export.csv', () => {
  const exported = (query: string) =>
    ctx.app.inject({ url: `/api/logs/audit/export.csv?${query}`, headers: session.headers });
  const linesOf = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('exports what the list shows with the same filters and key, accents ignored, in Portuguese', async () => {
    const ip = randomIp();
    const tag = Math.random().toString(36).slice(2, 8);
    const legalName = `Clínica Exportação ${tag} Ltda`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: session.headers,
      remoteAddress: ip,
      payload: companyInput({ legalName, email: `exportada-${tag}@x.com.br` }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json<{ id: string }>();
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/status`,
      headers: session.headers,
      remoteAddress: ip,
      payload: { status: 'active' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const query = `key=${encodeURIComponent(`clinica exportacao ${tag}`)}&sort=createdAt&order=desc`;
    const response = await exported(query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = linesOf(response.body);
    expect(lines[0]).toBe('Data;Administrador;Email;Ação;Tipo de registro;Registro;IP');
    const listed = (await audit(`${query}&limit=100`)).json<{ rows: AuditEntry[] }>().rows;
    expect(
      listed.map((entry) => auditActionLabel(entry.action, entry.before, entry.after)),
    ).toEqual(['aprovou', 'criou']);
    expect(lines.slice(1)).toHaveLength(listed.length);
    const at = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
    expect(lines[1]).toMatch(
      new RegExp(`^${at};Administrador;admin@test\\.local;aprovou;Empresa;${legalName};${ip}$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${at};Administrador;admin@test\\.local;criou;Empresa;${legalName};${ip}$`),
    );
    // No code, id or JSON where a label exists.
    for (const raw of [company.id, 'status.change', 'companies', '{', 'pending'])
      expect(response.body).not.toContain(raw);

    // The list's filters and the key by a label narrow it alike.
    const approvals = linesOf((await exported(`key=aprovou&entityId=${company.id}`)).body);
    expect(approvals.slice(1).map((line) => line.split(';')[3])).toEqual(['aprovou']);
    const creations = linesOf(
      (await exported(`entity=companies&action=create&key=${encodeURIComponent(tag)}`)).body,
    );
    expect(creations.slice(1).map((line) => line.split(';')[3])).toEqual(['criou']);
    expect(linesOf((await exported(`key=${tag}&createdTo=2000-01-01`)).body)).toHaveLength(1);
  });

  it('refuses a bad filter with 400 and answers 401 without a session', async () => {
    const bad = await exported('sort=ip');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Ordenação inválida');
    expect((await exported('actorId=abc')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ url: '/api/logs/audit/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
