import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@hub/contract/common';
import type { Import, ImportRow } from '@hub/contract/imports';
import {
  maskBirthDate,
  maskCpf,
  maskPhone,
  PERSONAL_DATA_GRANT,
} from '@hub/contract/personal-data';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { randomCpf } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { multipart } from '../../test/uploads';
import { createImportWorker, type ImportWorker } from './import-job';

/*
 * An import's cells are personal data where the field their column fills is (decision 030): a
 * profile that may import but not 'ver dados pessoais completos' receives the preview's CPF, phone
 * and birth date masked, and the failed rows' CSV alike, of its own imports and of another
 * administrator's; a key finds no line by a cell it receives masked. With the grant, whole.
 */

type Headers = { authorization: string };

let ctx: TestContext;
let admin: Headers;
let withoutGrant: Headers;
let withGrant: Headers;
let worker: ImportWorker;

const CADASTRO =
  BUILT_IN_PROFILES.find((profile) => profile.name === 'Cadastro')?.permissions ?? [];

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers: admin } = await loginAs(ctx.app));
  ({ headers: withoutGrant } = await insertScopedAdmin(ctx, {
    email: 'importa-sem-dados@test.local',
    permissions: CADASTRO.filter((permission) => permission !== PERSONAL_DATA_GRANT),
    ufs: null,
  }));
  ({ headers: withGrant } = await insertScopedAdmin(ctx, {
    email: 'importa-com-dados@test.local',
    permissions: CADASTRO,
    ufs: null,
  }));
  worker = createImportWorker({
    database: ctx.database,
    storage: ctx.app.deps.storage,
    options: { pollMs: 20, leaseSeconds: 30, batchSize: 5 },
  });
});

// 'Telefone' names the phone too, which 'Celular' fills: left unmapped, it holds a phone still.
const HEADER = ['Nome', 'CPF', 'E-mail', 'Celular', 'Nascimento', 'Telefone'];
const PHONE = '(11) 98765-4321';
const OTHER_PHONE = '(21) 3456-7890';
const BIRTH = '15/03/1990';

type Sheet = { valid: string; failing: string; email: string; content: Buffer };

let sheets = 0;
/** A line that imports and one that fails (its e-mail), both with their personal cells filled. */
const sheet = (): Sheet => {
  const [valid, failing] = [randomCpf(), randomCpf()];
  sheets += 1;
  const email = `pessoa${sheets}@exemplo.com.br`;
  const line = (cpf: string, address: string) =>
    ['Pessoa Importada', cpf, address, PHONE, BIRTH, OTHER_PHONE].join(',');
  const lines = [HEADER.join(','), line(valid, email), line(failing, 'sem-arroba')];
  return { valid, failing, email, content: Buffer.from(lines.join('\r\n')) };
};

/** Uploaded, mapped as suggested and verified by `headers`' administrator. */
const verified = async (content: Buffer, headers: Headers): Promise<Import> => {
  const form = multipart('planilha.csv', content, 'text/csv');
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports/upload/candidates',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const created = uploaded.json<Import>();
  expect(created.columns.map((column) => column.field)).toEqual([
    'name',
    'cpf',
    'email',
    'phone',
    'birthDate',
    null,
  ]);
  const mapped = await ctx.app.inject({
    method: 'PUT',
    url: `/api/imports/${created.id}/mapping`,
    headers,
    payload: { columns: created.columns.map(({ index, field }) => ({ index, field })) },
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  while (await worker.runOnce());
  return created;
};

const cellsOf = async (id: string, headers: Headers, query = ''): Promise<string[][]> => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/imports/${id}/rows?limit=100${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<ImportRow>>().rows.map((row) => row.cells);
};

const failedCsv = async (id: string, headers: Headers): Promise<string[]> => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/imports/${id}/failed.csv`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

const masked = (cpf: string, email: string) => [
  'Pessoa Importada',
  maskCpf(cpf),
  email,
  maskPhone(PHONE),
  maskBirthDate(BIRTH),
  maskPhone(OTHER_PHONE),
];
const whole = (cpf: string, email: string) => [
  'Pessoa Importada',
  cpf,
  email,
  PHONE,
  BIRTH,
  OTHER_PHONE,
];

/** What `viewer` receives of the sheet's import: its lines' cells, and the failed line's in the CSV. */
const expectReceived = async (
  id: string,
  viewer: Headers,
  { valid, failing, email }: Sheet,
  shown: typeof masked,
) => {
  expect(await cellsOf(id, viewer)).toEqual([shown(valid, email), shown(failing, 'sem-arroba')]);
  const [header, line] = await failedCsv(id, viewer);
  expect(header).toBe([...HEADER, 'Erros'].join(';'));
  expect(line?.split(';').slice(0, HEADER.length)).toEqual(shown(failing, 'sem-arroba'));
};

describe("an import's personal data", () => {
  it('reaches a profile without the grant masked, in its own preview and failed rows', async () => {
    const sent = sheet();
    const created = await verified(sent.content, withoutGrant);
    await expectReceived(created.id, withoutGrant, sent, masked);
  });

  it("reaches them masked in another administrator's import too", async () => {
    const sent = sheet();
    const created = await verified(sent.content, admin);
    await expectReceived(created.id, withoutGrant, sent, masked);
  });

  it('finds no line by a cell the profile receives masked', async () => {
    const { valid, content } = sheet();
    const created = await verified(content, admin);
    const key = `&key=${valid.slice(0, 7)}`;
    expect(await cellsOf(created.id, withoutGrant, key)).toEqual([]);
    expect(await cellsOf(created.id, withoutGrant, '&key=sem-arroba')).toHaveLength(1);
    expect(await cellsOf(created.id, withGrant, key)).toHaveLength(1);
  });

  it('reaches a profile with the grant whole', async () => {
    const sent = sheet();
    const created = await verified(sent.content, withoutGrant);
    await expectReceived(created.id, withGrant, sent, whole);
  });
});
