import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import type { Page } from '@hub/contract/common';
import type { Import, ImportRow } from '@hub/contract/imports';
import { createCandidate, createCompany, randomCnpj, randomCpf } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { multipart } from '../../test/uploads';
import { createImportWorker, type ImportWorker } from './import-job';

/*
 * A limited administrator's spreadsheet (decision 029): a row out of their UFs is an error of the
 * preview and never written; a registered record out of their scope is no match (as unknown as to
 * the form), so it is neither updated nor revealed; the job reads its author's scope itself, when it
 * runs; another administrator's imports are unknown to them.
 */

let ctx: TestContext;
let admin: { authorization: string };
let scoped: { id: string; headers: { authorization: string } };
let worker: ImportWorker;

const CADASTRO = BUILT_IN_PROFILES.find((profile) => profile.name === 'Cadastro')?.permissions ?? [];
const SCOPE_MESSAGE = 'Seu perfil atende apenas à UF SP: escolha uma delas';

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers: admin } = await loginAs(ctx.app));
  scoped = await insertScopedAdmin(ctx, {
    email: 'importa-sp@test.local',
    permissions: CADASTRO,
    ufs: ['SP'],
  });
  worker = createImportWorker({
    database: ctx.database,
    storage: ctx.app.deps.storage,
    options: { pollMs: 20, leaseSeconds: 30, batchSize: 5 },
  });
});

const drain = async () => {
  while (await worker.runOnce());
};

const csv = (lines: string[][]): Buffer =>
  Buffer.from(lines.map((cells) => cells.join(',')).join('\r\n'), 'utf8');

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** Uploads, maps as suggested and verifies a sheet as `headers`' administrator: the preview's rows. */
const preview = async (
  resource: string,
  content: Buffer,
  headers = scoped.headers,
): Promise<{ created: Import; rows: ImportRow[] }> => {
  const form = multipart('planilha.csv', content, 'text/csv');
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `/api/imports/upload/${resource}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const created = uploaded.json<Import>();
  const mapped = await call('PUT', `/imports/${created.id}/mapping`, headers, {
    columns: created.columns.map(({ index, field }) => ({ index, field })),
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  await drain();
  const rows = await call('GET', `/imports/${created.id}/rows?limit=100`, headers);
  return { created, rows: rows.json<Page<ImportRow>>().rows };
};

const importValid = async (id: string, headers = scoped.headers) => {
  const started = await call('POST', `/imports/${id}/start`, headers, {
    onMatch: 'overwrite',
    validOnly: true,
  });
  expect(started.statusCode, started.body).toBe(202);
  await drain();
};

const HEADER = ['Nome', 'CPF', 'E-mail', 'Município', 'UF'];
const person = (cpf: string, uf: string, name = `Pessoa ${uf} ${cpf.slice(0, 4)}`) => [
  name,
  cpf,
  `p${cpf}@exemplo.com.br`,
  'Campinas',
  uf,
];

const candidateByCpf = async (cpf: string) =>
  (
    await ctx.database.query<{ name: string; uf: string | null }>(
      'SELECT name, uf FROM candidates WHERE cpf = $1',
      [cpf],
    )
  )[0];

describe("a limited administrator's import", () => {
  it('refuses in the preview a professional of another UF, or without one, and writes only those of the scope', async () => {
    const [sp, rj, none] = [randomCpf(), randomCpf(), randomCpf()];
    const { created, rows } = await preview(
      'candidates',
      csv([HEADER, person(sp, 'SP'), person(rj, 'RJ'), person(none, '')]),
    );
    const byLine = new Map(rows.map((row) => [row.cells[1], row]));
    expect(byLine.get(sp)?.state).toBe('new');
    expect(byLine.get(rj)?.state).toBe('invalid');
    expect(byLine.get(rj)?.issues).toContainEqual({ column: 'UF', message: SCOPE_MESSAGE, warning: false });
    expect(byLine.get(none)?.state).toBe('invalid');
    expect(byLine.get(none)?.issues.map((issue) => issue.message)).toContain(SCOPE_MESSAGE);

    await importValid(created.id);
    expect(await candidateByCpf(sp)).toMatchObject({ uf: 'SP' });
    expect(await candidateByCpf(rj)).toBeUndefined();
    expect(await candidateByCpf(none)).toBeUndefined();
  });

  it('names every UF of a scope of several, as the form does', async () => {
    const several = await insertScopedAdmin(ctx, {
      email: 'importa-sp-rj@test.local',
      permissions: CADASTRO,
      ufs: ['RJ', 'SP'],
    });
    const cpf = randomCpf();
    const { rows } = await preview('candidates', csv([HEADER, person(cpf, 'MG')]), several.headers);
    expect(rows[0]?.issues.map((issue) => issue.message)).toContain(
      'Seu perfil atende apenas às UFs RJ, SP: escolha uma delas',
    );
  });

  it('leaves a registered professional out of the scope alone: no match, no update, the row fails as the form would', async () => {
    const outside = await createCandidate(ctx.app, admin, { uf: 'RJ', name: 'Registrada Carioca' });
    const { created, rows } = await preview(
      'candidates',
      csv([HEADER, person(outside.cpf, 'SP', 'Nome Trocado')]),
    );
    expect(rows[0]).toMatchObject({ state: 'new', matchId: null, matchLabel: null });
    await importValid(created.id);
    const after = await candidateByCpf(outside.cpf);
    expect(after).toEqual({ name: 'Registrada Carioca', uf: 'RJ' });
    const report = await call('GET', `/imports/${created.id}/rows?limit=100`, scoped.headers);
    expect(report.json<Page<ImportRow>>().rows[0]).toMatchObject({
      outcome: 'failed',
      recordId: null,
      outcomeMessage: 'Já existe um profissional com este CPF',
    });
  });

  it('updates a registered professional of the scope', async () => {
    const inside = await createCandidate(ctx.app, admin, { uf: 'SP', name: 'Registrada Paulista' });
    const { created, rows } = await preview(
      'candidates',
      csv([HEADER, person(inside.cpf, 'SP', 'Paulista Atualizada')]),
    );
    expect(rows[0]).toMatchObject({ state: 'match', matchId: inside.id });
    await importValid(created.id);
    expect(await candidateByCpf(inside.cpf)).toEqual({ name: 'Paulista Atualizada', uf: 'SP' });
  });

  it('refuses a company of another UF and never matches one out of the scope', async () => {
    const outside = await createCompany(ctx.app, admin, { uf: 'RJ' });
    const [sp, rj] = [randomCnpj(), randomCnpj()];
    const { created, rows } = await preview(
      'companies',
      csv([
        ['Razão social', 'CNPJ', 'E-mail', 'UF'],
        ['Paulista Nova Ltda', sp, `${sp}@exemplo.com.br`, 'SP'],
        ['Carioca Nova Ltda', rj, `${rj}@exemplo.com.br`, 'RJ'],
        ['Outro Nome Ltda', outside.cnpj, outside.email, 'SP'],
      ]),
    );
    const [first, second, third] = rows;
    expect(first?.state).toBe('new');
    expect(second?.state).toBe('invalid');
    expect(second?.issues.map((issue) => issue.message)).toContain(SCOPE_MESSAGE);
    expect(third).toMatchObject({ state: 'new', matchId: null });
    await importValid(created.id);
    const written = await ctx.database.query<{ cnpj: string; uf: string; legal_name: string }>(
      'SELECT cnpj, uf, legal_name FROM companies WHERE cnpj = ANY($1)',
      [[sp, rj, outside.cnpj]],
    );
    expect(written.toSorted((a, b) => a.cnpj.localeCompare(b.cnpj))).toEqual(
      [
        { cnpj: sp, uf: 'SP', legal_name: 'Paulista Nova Ltda' },
        { cnpj: outside.cnpj, uf: 'RJ', legal_name: outside.legalName },
      ].toSorted((a, b) => a.cnpj.localeCompare(b.cnpj)),
    );
  });

  it("uses the author's scope when the job runs, not the one of the preview", async () => {
    const cpf = randomCpf();
    const { created, rows } = await preview('candidates', csv([HEADER, person(cpf, 'SP')]));
    expect(rows[0]?.state).toBe('new');
    // The profile loses SP between the preview and the import.
    await ctx.database.query(
      `UPDATE access_profiles SET ufs = ARRAY['RJ'] WHERE id = (SELECT access_profile_id FROM super_admin_profiles WHERE user_id = $1)`,
      [scoped.id],
    );
    try {
      await importValid(created.id);
      expect(await candidateByCpf(cpf)).toBeUndefined();
      const report = await call('GET', `/imports/${created.id}/rows?limit=100`, scoped.headers);
      expect(report.json<Page<ImportRow>>().rows[0]).toMatchObject({
        outcome: 'failed',
        outcomeMessage: 'Seu perfil atende apenas à UF RJ: escolha uma delas',
      });
    } finally {
      await ctx.database.query(
        `UPDATE access_profiles SET ufs = ARRAY['SP'] WHERE id = (SELECT access_profile_id FROM super_admin_profiles WHERE user_id = $1)`,
        [scoped.id],
      );
    }
  });

  it("answers another administrator's import as unknown, and leaves it out of the lists", async () => {
    const { created } = await preview('candidates', csv([HEADER, person(randomCpf(), 'RJ')]), admin);
    const unknown = await call('GET', '/imports/00000000-0000-4000-8000-000000000000', scoped.headers);
    for (const url of [`/imports/${created.id}`, `/imports/${created.id}/rows`]) {
      const response = await call('GET', url, scoped.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
    const list = await call('GET', '/imports?limit=100', scoped.headers);
    const ids = list.json<Page<Import>>().rows.map((row) => row.id);
    expect(ids).not.toContain(created.id);
    expect(ids.length).toBeGreaterThan(0);
    const all = await call('GET', '/imports?limit=100', admin);
    expect(all.json<Page<Import>>().rows.map((row) => row.id)).toContain(created.id);
  });
});
