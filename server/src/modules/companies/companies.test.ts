import { councilDay } from '@hub/contract/calendar';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyInputSchema,
  companyRowSchema,
  type Company,
  type CompanyRow,
} from '@hub/contract/companies';
import { auditLog, companies } from '../../db/schema/index';
import { companyInput, createCompany } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { expectListedRows } from '../../test/list-rows';
import { mailText, startSmtp, type TestSmtp } from '../../test/smtp';
import { multipart, PNG } from '../../test/uploads';

let ctx: TestContext;
let smtp: TestSmtp;
let headers: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({ SMTP_URL: smtp.url });
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const auditRows = (entityId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, entityId)));

describe('POST /companies', () => {
  it('creates a pending company, storing the CNPJ, CEP and phone bare, and audits it', async () => {
    const response = await api(
      'POST',
      '/companies',
      companyInput({ cnpj: '11.222.333/0001-81', cep: '01310-100', phone: '(11) 98765-4321' }),
    );
    expect(response.statusCode).toBe(201);
    const company = response.json<Company>();
    expect(company).toMatchObject({
      cnpj: '11222333000181',
      cep: '01310100',
      phone: '+5511987654321',
      status: 'pending',
    });
    const read = await api('GET', `/companies/${company.id}`);
    expect(read.json()).toEqual(company);
    const [audit] = await auditRows(company.id);
    expect(audit).toMatchObject({ action: 'create', actorEmail: 'admin@test.local' });
    expect((audit?.after as { cnpj: string }).cnpj).toBe('11222333000181');
  });

  it('answers 400 naming each invalid field, and writes nothing', async () => {
    const before = await api('GET', '/companies?limit=1');
    const response = await api('POST', '/companies', {
      legalName: '',
      cnpj: '11.222.333/0001-82',
      email: 'sem-arroba',
      phone: '1234',
      cep: '123',
      uf: 'XX',
      website: 'não é site',
    });
    expect(response.statusCode).toBe(400);
    const issues = Object.fromEntries(
      response
        .json<{ issues: { path: string; message: string }[] }>()
        .issues.map((issue) => [issue.path, issue.message]),
    );
    expect(issues).toMatchObject({
      legalName: 'A razão social é obrigatória',
      cnpj: 'CNPJ inválido',
      email: 'O email deve ser um endereço de email válido',
      cep: 'CEP inválido',
      uf: 'UF inválida',
    });
    expect(issues.phone).toMatch(/^Telefone inválido/);
    expect(issues.website).toMatch(/^Endereço inválido/);
    const after = await api('GET', '/companies?limit=1');
    expect(after.json().totalItens).toBe(before.json().totalItens);
  });

  it('answers 409 naming the field for a duplicate CNPJ (any punctuation) or email (any case)', async () => {
    const existing = await createCompany(ctx.app, headers);
    const byCnpj = await api(
      'POST',
      '/companies',
      companyInput({
        cnpj: existing.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      }),
    );
    expect(byCnpj.statusCode).toBe(409);
    expect(byCnpj.json()).toMatchObject({
      message: 'Já existe uma empresa com este CNPJ',
      issues: [{ path: 'cnpj' }],
      recordId: existing.id,
    });
    const byEmail = await api(
      'POST',
      '/companies',
      companyInput({ email: existing.email.toUpperCase() }),
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().issues).toEqual([
      { path: 'email', message: 'Já existe uma empresa com este email' },
    ]);
  });
});

describe('GET /companies', () => {
  it('finds by name fragment, email, CNPJ with or without punctuation, and filters by status, UF and city', async () => {
    const target = await createCompany(ctx.app, headers, {
      legalName: 'Quitanda Girassol Alimentos Ltda',
      tradeName: 'Comércio Girassol',
      uf: 'PE',
      city: 'Recife',
      cnpj: '45.723.174/0001-10',
    });
    await createCompany(ctx.app, headers, {
      legalName: 'Outra Coisa SA',
      uf: 'PE',
      city: 'Olinda',
    });
    const keys = [
      'girassol',
      'GIRASSOL ALIM',
      'comercio gira',
      target.email,
      '45.723.174/0001-10',
      '45723174',
      '45.723',
    ];
    for (const key of keys) {
      const response = await api('GET', `/companies?key=${encodeURIComponent(key)}`);
      expect(response.statusCode).toBe(200);
      expect(
        response.json<{ rows: CompanyRow[] }>().rows.map((row) => row.id),
        key,
      ).toContain(target.id);
    }
    const filtered = await api('GET', '/companies?uf=PE&city=recife&status=pending');
    expect(filtered.json<{ rows: CompanyRow[] }>().rows.map((row) => row.legalName)).toEqual([
      'Quitanda Girassol Alimentos Ltda',
    ]);
    const none = await api('GET', '/companies?key=%25');
    expect(none.json().totalItens).toBe(0);
  });

  it('pages and sorts by any listed column in both directions', async () => {
    for (const name of ['Zeta Ordem Ltda', 'Alfa Ordem Ltda', 'Meio Ordem Ltda'])
      await createCompany(ctx.app, headers, { legalName: name });
    const asc = await api('GET', '/companies?key=Ordem&sort=legalName&order=asc&limit=2');
    expect(asc.json()).toMatchObject({
      currentPage: 1,
      nextPage: 2,
      previousPage: null,
      totalPages: 2,
      totalItens: 3,
    });
    expect(asc.json<{ rows: CompanyRow[] }>().rows.map((row) => row.legalName)).toEqual([
      'Alfa Ordem Ltda',
      'Meio Ordem Ltda',
    ]);
    const desc = await api('GET', '/companies?key=Ordem&sort=legalName&order=desc&page=2&limit=2');
    expect(desc.json<{ rows: CompanyRow[] }>().rows.map((row) => row.legalName)).toEqual([
      'Alfa Ordem Ltda',
    ]);
  });

  it('answers each page with the columns its table shows, however the page is read', async () => {
    const company = await createCompany(ctx.app, headers, {
      legalName: 'Colunária Quíntupla Ltda',
      cep: '01310-100',
      street: 'Avenida Paulista',
      about: 'Uma apresentação longa. '.repeat(200),
    });
    const newer = await createCompany(ctx.app, headers);
    const detail = (await api('GET', `/companies/${company.id}`)).json<Company>();
    expect(detail.about?.length).toBeGreaterThan(4000);
    await expectListedRows(
      ctx.app,
      headers,
      {
        path: '/companies',
        fields: Object.keys(companyRowSchema.shape),
        queries: [
          'sort=createdAt&order=desc',
          `sort=createdAt&order=desc&after=${newer.id}`,
          `sort=createdAt&order=asc&before=${newer.id}`,
          'key=Colunaria%20Quintupla',
          'key=Quintupla&uf=SP',
          'uf=SP&sort=createdAt&order=desc',
        ],
      },
      detail,
    );
  });

  it('answers 400 for an unknown sort, a limit over 100 or a bad date', async () => {
    for (const query of ['sort=senha', 'limit=101', 'createdFrom=21/11/2026', 'status=aprovada']) {
      expect((await api('GET', `/companies?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('filters by created date range', async () => {
    const today = councilDay();
    const company = await createCompany(ctx.app, headers, { legalName: 'Datada Hoje Ltda' });
    const inRange = await api(
      'GET',
      `/companies?key=Datada&createdFrom=${today}&createdTo=${today}`,
    );
    expect(inRange.json<{ rows: CompanyRow[] }>().rows.map((row) => row.id)).toEqual([company.id]);
    const before = await api('GET', '/companies?key=Datada&createdTo=2020-01-01');
    expect(before.json().totalItens).toBe(0);
  });
});

describe('GET /companies/export.csv', () => {
  it('streams every matching row, past one batch, with the same filters and formatted fields', async () => {
    const many = Array.from({ length: 520 }, (_, index) =>
      companyInputSchema.parse(
        companyInput({
          legalName: `Lote Exportação ${String(index).padStart(3, '0')} Ltda`,
          uf: 'AM',
        }),
      ),
    );
    await ctx.database.db.insert(companies).values(many);
    await createCompany(ctx.app, headers, { legalName: 'Lote Exportação Fora Ltda', uf: 'RR' });
    const response = await api(
      'GET',
      '/companies/export.csv?key=Lote%20Exporta&uf=AM&sort=legalName&order=desc',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="empresas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Razão social;Nome fantasia;CNPJ;Email;Telefone/);
    expect(lines).toHaveLength(1 + 520);
    expect(lines[1]).toMatch(/^Lote Exportação 519 Ltda;/);
    expect(lines.at(-1)).toMatch(/^Lote Exportação 000 Ltda;/);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines[1]).toContain(
      many[519]?.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    );
    expect(lines[1]).toContain(';(11) 3333-4444;');
    expect(response.body).not.toContain('Fora');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await createCompany(ctx.app, headers, { legalName: '=HYPERLINK("x") Formula Ltda' });
    const response = await api('GET', '/companies/export.csv?key=Formula');
    expect(response.body).toContain(`"'=HYPERLINK(""x"") Formula Ltda"`);
  });
});

describe('PUT /companies/{id}', () => {
  it('updates with the updatedAt it was read with, and refuses a stale one with 409', async () => {
    const company = await createCompany(ctx.app, headers);
    const { id, updatedAt } = company;
    const first = await api('PUT', `/companies/${id}`, {
      ...companyInput(),
      cnpj: company.cnpj,
      email: company.email,
      legalName: 'Nome Novo Ltda',
      updatedAt,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ legalName: 'Nome Novo Ltda' });
    expect(first.json().updatedAt).not.toBe(updatedAt);
    const stale = await api('PUT', `/companies/${id}`, {
      ...companyInput(),
      cnpj: company.cnpj,
      email: company.email,
      legalName: 'Perdida Ltda',
      updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/alterado por outra pessoa/);
    expect((await api('GET', `/companies/${id}`)).json().legalName).toBe('Nome Novo Ltda');
    const audits = await auditRows(id);
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'update']);
    expect(audits.find((row) => row.action === 'update')?.before).toMatchObject({
      legalName: company.legalName,
    });
  });

  it('refuses to take another company CNPJ, and answers 404 for an unknown id', async () => {
    const [a, b] = [await createCompany(ctx.app, headers), await createCompany(ctx.app, headers)];
    const clash = await api('PUT', `/companies/${a.id}`, {
      ...companyInput(),
      cnpj: b.cnpj,
      email: a.email,
      updatedAt: a.updatedAt,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().issues[0].path).toBe('cnpj');
    const missing = await api('PUT', `/companies/${crypto.randomUUID()}`, {
      ...companyInput(),
      updatedAt: a.updatedAt,
    });
    expect(missing.statusCode).toBe(404);
    expect((await api('GET', `/companies/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await api('GET', '/companies/nao-e-uuid')).statusCode).toBe(400);
  });
});

describe('POST /companies/{id}/status', () => {
  it('approves a pending company and mails it', async () => {
    const company = await createCompany(ctx.app, headers, { tradeName: 'Aprovável' });
    const response = await api('POST', `/companies/${company.id}/status`, { status: 'active' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'active', statusReason: null });
    await ctx.deliverMail();
    const mail = smtp.received.find((received) => received.to.includes(company.email));
    expect(mailText(mail?.raw ?? '')).toContain('foi aprovado');
  });

  it('needs a reason to suspend, stores it, and allows reactivation', async () => {
    const company = await createCompany(ctx.app, headers);
    await api('POST', `/companies/${company.id}/status`, { status: 'active' });
    const withoutReason = await api('POST', `/companies/${company.id}/status`, {
      status: 'suspended',
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().issues).toEqual([{ path: 'reason', message: 'Informe o motivo' }]);
    const suspended = await api('POST', `/companies/${company.id}/status`, {
      status: 'suspended',
      reason: 'Documentação vencida',
    });
    expect(suspended.json()).toMatchObject({
      status: 'suspended',
      statusReason: 'Documentação vencida',
    });
    expect(suspended.json().statusChangedAt).toBeTruthy();
    const back = await api('POST', `/companies/${company.id}/status`, { status: 'active' });
    expect(back.json().status).toBe('active');
    const audits = await auditRows(company.id);
    expect(audits.filter((row) => row.action === 'status.change')).toHaveLength(3);
  });

  it('refuses moves outside the lifecycle with 409, and nothing leaves inactive', async () => {
    const company = await createCompany(ctx.app, headers);
    const skip = await api('POST', `/companies/${company.id}/status`, {
      status: 'suspended',
      reason: 'x',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'Mudança de status não permitida: de "Pendente" para "Suspensa"',
    );
    expect(
      (
        await api('POST', `/companies/${company.id}/status`, {
          status: 'inactive',
          reason: 'Encerrou as atividades',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await api('POST', `/companies/${company.id}/status`, { status: 'active' })).statusCode,
    ).toBe(409);
    expect(
      (await api('POST', `/companies/${company.id}/status`, { status: 'pending' })).statusCode,
    ).toBe(409);
    expect((await api('GET', `/companies/${company.id}`)).json().status).toBe('inactive');
  });
});

describe('POST /companies/{id}/logo', () => {
  const upload = (id: string, content: Buffer, type = 'image/png') => {
    const body = multipart('logo.png', content, type);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/companies/${id}/logo`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('stores an image and serves it at logoUrl', async () => {
    const company = await createCompany(ctx.app, headers);
    const response = await upload(company.id, PNG);
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json();
    expect((await api('GET', `/companies/${company.id}`)).json().logoUrl).toBe(logoUrl);
    expect((await ctx.app.inject({ url: logoUrl })).rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image, an image over 2 MB, and an unknown company', async () => {
    const company = await createCompany(ctx.app, headers);
    expect((await upload(company.id, Buffer.from('%PDF-1.4 not an image'))).statusCode).toBe(415);
    expect(
      (await upload(company.id, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).statusCode,
    ).toBe(413);
    expect((await upload(crypto.randomUUID(), PNG)).statusCode).toBe(404);
    expect((await api('GET', `/companies/${company.id}`)).json().logoUrl).toBeNull();
  });
});

describe('values test', () => {
  it('lists the seeded values, saves a company answers and replaces them', async () => {
    const items = (await api('GET', '/values-test/items')).json<{
      rows: { id: string; name: string }[];
    }>().rows;
    expect(items.map((item) => item.name)).toContain('Ética');
    const company = await createCompany(ctx.app, headers);
    const empty = await api('GET', `/companies/${company.id}/values-test`);
    expect(empty.json()).toMatchObject({ answeredAt: null });
    expect(empty.json().answers).toHaveLength(items.length);
    const [first, second] = items;
    const saved = await api('PUT', `/companies/${company.id}/values-test`, {
      answers: [
        { valueId: first?.id, score: 5 },
        { valueId: second?.id, score: 2 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const scores = Object.fromEntries(
      saved
        .json<{ answers: { valueId: string; score: number | null }[] }>()
        .answers.map((answer) => [answer.valueId, answer.score]),
    );
    expect(scores[first?.id ?? '']).toBe(5);
    expect(scores[second?.id ?? '']).toBe(2);
    expect(saved.json().answeredAt).toBeTruthy();
  });

  it('refuses scores out of 1..5, repeated values and unknown values', async () => {
    const company = await createCompany(ctx.app, headers);
    const [item] = (await api('GET', '/values-test/items')).json<{ rows: { id: string }[] }>().rows;
    const put = (answers: object[]) =>
      api('PUT', `/companies/${company.id}/values-test`, { answers });
    expect((await put([{ valueId: item?.id, score: 6 }])).statusCode).toBe(400);
    expect(
      (
        await put([
          { valueId: item?.id, score: 3 },
          { valueId: item?.id, score: 4 },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await put([{ valueId: crypto.randomUUID(), score: 3 }])).statusCode).toBe(400);
  });

  it('lets administrators add, rename and deactivate values, refusing duplicate names', async () => {
    const created = await api('POST', '/values-test/items', {
      name: 'Coragem',
      description: 'Enfrentar desafios',
      position: 20,
    });
    expect(created.statusCode).toBe(201);
    expect((await api('POST', '/values-test/items', { name: 'coragem' })).statusCode).toBe(409);
    const updated = await api('PUT', `/values-test/items/${created.json().id}`, {
      name: 'Coragem',
      active: false,
      position: 20,
    });
    expect(updated.json()).toMatchObject({ active: false });
    const company = await createCompany(ctx.app, headers);
    const answers = (await api('GET', `/companies/${company.id}/values-test`)).json<{
      answers: { valueName: string }[];
    }>().answers;
    expect(answers.map((answer) => answer.valueName)).not.toContain('Coragem');
  });
});
