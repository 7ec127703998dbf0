import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES, type Permission } from '@hub/contract/permissions';
import { applications, companies, selectiveProcesses, subscriptions } from '../db/schema/index';
import { candidateInput, companyInput, randomCnpj, randomCpf } from '../test/factories';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { insertCandidate, insertCompany } from '../test/message-fixtures';
import { createProcess, openProcess, processInput, subscribedCompany } from '../test/processes';
import { createPlan } from '../test/commerce';
import { insertScopedAdmin } from '../test/scoped-admin';

/*
 * A record named inside a request (a body's or a query's id, not the path's) is held to the scope
 * as the path's id is (decision 029): a desk limited to SP cannot enrol a professional of RJ in one
 * of its processes and so pull them into its scope, nor open a process or a subscription for a
 * company of RJ; and a 409 of a duplicate names the record it clashes with only when the asker may
 * see it (issue 68: the id of any professional leaked through the duplicate CPF's 409).
 */

type Headers = { authorization: string };
let ctx: TestContext;
let admin: Headers;
let processosSp: Headers;
let cadastroSp: Headers;
const seeded = { spProcess: '', rjCompany: '', rjCandidate: '', spCandidate: '', rjCpf: '', spCpf: '' };

const as = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const scopedAdmin = async (email: string, permissions: readonly Permission[]) =>
  (await insertScopedAdmin(ctx, { email, permissions, ufs: ['SP'] })).headers;

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers: admin } = await loginAs(ctx.app));
  const { db } = ctx.database;
  processosSp = await scopedAdmin('processos-sp@test.local', BUILT_IN_PROFILES[3].permissions);
  cadastroSp = await scopedAdmin('cadastro-sp@test.local', BUILT_IN_PROFILES[2].permissions);
  const { company } = await subscribedCompany(ctx.app, db, admin);
  await db.update(companies).set({ uf: 'SP' }).where(eq(companies.id, company.id));
  const process = await createProcess(ctx.app, admin, company.id, { uf: 'SP', city: 'São Paulo' });
  await openProcess(ctx.app, admin, process.id);
  seeded.spProcess = process.id;
  seeded.rjCompany = (await insertCompany(db, { legalName: 'Carioca Referida Ltda', uf: 'RJ' })).id;
  seeded.rjCpf = randomCpf();
  seeded.spCpf = randomCpf();
  seeded.rjCandidate = (await insertCandidate(db, { name: 'Rita Referida', uf: 'RJ', cpf: seeded.rjCpf, email: 'rita.referida@exemplo.com.br' })).id;
  seeded.spCandidate = (await insertCandidate(db, { name: 'Paula Referida', uf: 'SP', cpf: seeded.spCpf, email: 'paula.referida@exemplo.com.br' })).id;
});

describe('a record named in a request is held to the scope', () => {
  it('refuses to enrol a professional out of the scope as an unknown one, and the record stays out of reach', async () => {
    const enrolled = await as(processosSp, 'POST', `/selective-processes/${seeded.spProcess}/applications`, {
      candidateId: seeded.rjCandidate,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(404);
    expect(enrolled.json()).toMatchObject({
      message: 'Profissional não encontrado',
      issues: [{ path: 'candidateId', message: 'Profissional não encontrado' }],
    });
    const rows = await ctx.database.db.select().from(applications).where(eq(applications.candidateId, seeded.rjCandidate));
    expect(rows).toEqual([]);
    expect((await as(processosSp, 'GET', `/candidates/${seeded.rjCandidate}`)).statusCode).toBe(404);
    const own = await as(processosSp, 'POST', `/selective-processes/${seeded.spProcess}/applications`, {
      candidateId: seeded.spCandidate,
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses a process or a subscription for a company out of the scope as an unknown company', async () => {
    const everythingSp = await scopedAdmin('tudo-sp@test.local', BUILT_IN_PROFILES[0].permissions);
    const process = await as(everythingSp, 'POST', '/selective-processes', processInput(seeded.rjCompany));
    expect(process.statusCode, process.body).toBe(404);
    expect(process.json()).toMatchObject({ issues: [{ path: 'companyId' }] });
    const plan = await createPlan(ctx.app, admin, { name: 'Plano referido' });
    const subscription = await as(everythingSp, 'POST', '/subscriptions', {
      companyId: seeded.rjCompany,
      planId: plan.id,
      paymentMethod: 'pix',
    });
    expect(subscription.statusCode, subscription.body).toBe(404);
    expect(subscription.json()).toMatchObject({ issues: [{ path: 'companyId' }] });
    const { db } = ctx.database;
    expect(await db.select().from(subscriptions).where(eq(subscriptions.companyId, seeded.rjCompany))).toEqual([]);
    expect(await db.select().from(selectiveProcesses).where(eq(selectiveProcesses.companyId, seeded.rjCompany))).toEqual([]);
  });
});

describe("a duplicate's 409 names only a record the asker may see", () => {
  it("names no professional of another UF, by CPF or email; names one of the scope", async () => {
    for (const clash of [{ cpf: seeded.rjCpf }, { email: 'rita.referida@exemplo.com.br' }]) {
      const created = await as(cadastroSp, 'POST', '/candidates', candidateInput({ uf: 'SP', ...clash }));
      expect(created.statusCode, created.body).toBe(409);
      expect(created.json()).not.toHaveProperty('recordId');
      expect(created.body).not.toContain(seeded.rjCandidate);
    }
    const own = await as(cadastroSp, 'POST', '/candidates', candidateInput({ uf: 'SP', cpf: seeded.spCpf }));
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ recordId: seeded.spCandidate });
    // An administrator of every UF is still shown the record, to open it.
    const whole = await as(admin, 'POST', '/candidates', candidateInput({ cpf: seeded.rjCpf }));
    expect(whole.json()).toMatchObject({ recordId: seeded.rjCandidate });
  });

  it('names no company of another UF by CNPJ', async () => {
    const cnpj = randomCnpj();
    const rj = await insertCompany(ctx.database.db, { uf: 'RJ', cnpj });
    const created = await as(cadastroSp, 'POST', '/companies', companyInput({ uf: 'SP', cnpj }));
    expect(created.statusCode, created.body).toBe(409);
    expect(created.json()).not.toHaveProperty('recordId');
    expect(created.body).not.toContain(rj.id);
  });
});

describe("a template's preview", () => {
  it('renders for no professional, company or application out of the scope: 404 as unknown, naming nobody', async () => {
    const comunicacaoSp = await scopedAdmin('comunicacao-sp@test.local', BUILT_IN_PROFILES[5].permissions);
    const preview = (recipient: { type: 'candidate' | 'company'; id: string }) =>
      as(comunicacaoSp, 'POST', '/message-templates/preview', { subject: 'Olá', body: 'Olá, {{nome}}', recipient });
    const outside = await preview({ type: 'candidate', id: seeded.rjCandidate });
    expect(outside.statusCode, outside.body).toBe(404);
    expect(outside.body).not.toContain('Rita');
    expect(outside.json()).toMatchObject({ issues: [{ path: 'recipient.id', message: 'Profissional não encontrado' }] });
    const company = await preview({ type: 'company', id: seeded.rjCompany });
    expect(company.statusCode).toBe(404);
    expect(company.body).not.toContain('Carioca');
    const own = await preview({ type: 'candidate', id: seeded.spCandidate });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain('Paula Referida');
  });
});
