import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Import, ImportRow } from '@hub/contract/imports';
import type { Page } from '@hub/contract/common';
import { IMPORT_MAX_BYTES } from '@hub/contract/imports';
import { createCandidate, createCompany, randomCnpj, randomCpf } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../../test/processes';
import { multipart } from '../../test/uploads';
import { createImportWorker, type ImportWorker } from './import-job';

let ctx: TestContext;
let headers: { authorization: string };
let worker: ImportWorker;

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  worker = createImportWorker({
    database: ctx.database,
    storage: ctx.app.deps.storage,
    options: { pollMs: 20, leaseSeconds: 30, batchSize: 5 },
  });
});

/** Runs the job until no import has work left, as the server's worker does in the background. */
const drain = async (on: ImportWorker = worker) => {
  while (await on.runOnce());
};

const csv = (lines: string[][], separator = ','): Buffer =>
  Buffer.from(lines.map((cells) => cells.join(separator)).join('\r\n'), 'utf8');

const upload = (resource: string, name: string, content: Buffer, type = 'text/csv') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/imports/upload/${resource}`,
    headers: { ...headers, ...multipart(name, content, type).headers },
    payload: multipart(name, content, type).payload,
  });

const uploaded = async (
  resource: string,
  content: Buffer,
  name = 'planilha.csv',
  type?: string,
): Promise<Import> => {
  const response = await upload(resource, name, content, type);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Import>();
};

const get = async (id: string): Promise<Import> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers })).json<Import>();

/** Confirms the suggested mapping and verifies every line. */
const verified = async (created: Import): Promise<Import> => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/imports/${created.id}/mapping`,
    headers,
    payload: { columns: created.columns.map(({ index, field }) => ({ index, field })) },
  });
  expect(response.statusCode, response.body).toBe(200);
  await drain();
  return get(created.id);
};

const rows = async (id: string, query = ''): Promise<ImportRow[]> =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/imports/${id}/rows?limit=100${query}`,
      headers,
    })
  ).json<Page<ImportRow>>().rows;

const start = (id: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/imports/${id}/start`, headers, payload: body });

const imported = async (id: string, body: object): Promise<Import> => {
  const response = await start(id, body);
  expect(response.statusCode, response.body).toBe(202);
  await drain();
  return get(id);
};

const candidateByCpf = async (cpf: string) => {
  const [row] = await ctx.database.query<{
    id: string;
    name: string;
    city: string | null;
    phone: string | null;
    updated_at: Date;
  }>('SELECT id, name, city, phone, updated_at FROM candidates WHERE cpf = $1', [cpf]);
  return row;
};

const HEADER = ['Nome', 'CPF', 'E-mail', 'Celular', 'Município', 'UF', 'Nascimento'];
const person = (
  cpf: string,
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'city' | 'uf' | 'birth', string>> = {},
) => [
  overrides.name ?? `Pessoa ${cpf.slice(0, 4)}`,
  cpf,
  overrides.email ?? `p${cpf}@exemplo.com.br`,
  overrides.phone ?? '(11) 98765-4321',
  overrides.city ?? 'Campinas',
  overrides.uf ?? 'SP',
  overrides.birth ?? '15/03/1990',
];

describe('upload', () => {
  it('recognises Portuguese headers by themselves, accents and case ignored, and ignores unknown columns', async () => {
    const created = await uploaded(
      'candidates',
      csv([
        ['NOME', 'cpf', 'e-mail', 'Municipio', 'uf', 'Cor favorita'],
        ['Ana', randomCpf(), 'ana@x.com.br', 'Santos', 'SP', 'azul'],
      ]),
    );
    expect(created.status).toBe('mapping');
    expect(created.format).toBe('CSV (UTF-8, vírgula)');
    expect(created.counts.total).toBe(1);
    expect(created.columns.map((column) => column.field)).toEqual([
      'name',
      'cpf',
      'email',
      'city',
      'uf',
      null,
    ]);
  });

  it('refuses a PDF renamed .csv', async () => {
    const response = await upload(
      'candidates',
      'planilha.csv',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 3, 0xff, 0x00])]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/não é uma planilha/);
  });

  it('refuses an empty file, and a header with no rows', async () => {
    const empty = await upload('candidates', 'vazio.csv', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('O arquivo está vazio');
    const headerOnly = await upload('candidates', 'cabecalho.csv', csv([HEADER, ['', '', '']]));
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().message).toBe(
      'A planilha tem o cabeçalho, mas nenhuma linha de dados',
    );
  });

  it('refuses 200 columns', async () => {
    const header = Array.from({ length: 200 }, (_, index) => `Coluna ${index + 1}`);
    const response = await upload('candidates', 'larga.csv', csv([header, header.map(() => 'x')]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/tem 200 colunas: o máximo é 100/);
  });

  it('refuses a file over the limit, saying so in Portuguese', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 10 * 1024 * 1024, 'a');
    const response = await upload('candidates', 'grande.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/passa do limite de 50 MB/);
  });

  it('refuses a line past 1 MB (a quote left open), naming it', async () => {
    const content = Buffer.concat([
      csv([HEADER, person(randomCpf())]),
      Buffer.from('\r\n"Nome sem fim;'),
      Buffer.alloc(2 * 1024 * 1024, 'a'),
    ]);
    const response = await upload('candidates', 'aspas.csv', content);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'A linha 3 da planilha passa de 1 MB: confira se as aspas estão fechadas e salve de novo',
    );
  });

  it('refuses a companies sheet sent to the professionals', async () => {
    const response = await upload(
      'candidates',
      'empresas.csv',
      csv([
        ['Razão social', 'CNPJ', 'E-mail'],
        ['Loja Ltda', randomCnpj(), 'loja@x.com.br'],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Esta planilha parece ser de empresas, não de profissionais: importe-a na lista de empresas',
    );
  });

  it('reads a Windows-1252 file separated by semicolons, as Excel in Portuguese saves it', async () => {
    const cpf = randomCpf();
    const content = iconv.encode(
      [HEADER.join(';'), person(cpf, { name: 'João Conceição', city: 'São José' }).join(';')].join(
        '\r\n',
      ),
      'win1252',
    );
    const created = await uploaded('candidates', content);
    expect(created.format).toBe('CSV (Windows-1252, ponto e vírgula)');
    expect(created.columns.find((column) => column.field === 'city')?.header).toBe('Município');
    const done = await verified(created);
    expect(done.counts).toMatchObject({ total: 1, invalid: 0 });
    expect((await rows(done.id))[0]?.cells[0]).toBe('João Conceição');
  });

  it('reads an XLSX workbook: dates, numbers and a CPF typed as a number', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Profissionais');
    const cpf = '01234567890';
    sheet.addRow(HEADER);
    sheet.addRow([
      'Bia Ramos',
      Number(cpf),
      'bia@exemplo.com.br',
      '(21) 99876-5432',
      'Niterói',
      'RJ',
      new Date(Date.UTC(1988, 6, 9)),
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const created = await uploaded(
      'candidates',
      content,
      'profissionais.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(created.format).toBe('XLSX');
    const done = await verified(created);
    const [row] = await rows(done.id);
    expect(row?.state).toBe('new');
    expect(row?.cells[6]).toBe('09/07/1988');
    expect(row?.issues).toEqual([
      {
        column: 'CPF',
        message: 'CPF completado com zeros à esquerda: o Excel os tinha tirado',
        warning: true,
      },
    ]);
    const finished = await imported(done.id, { onMatch: 'skip' });
    expect(finished.counts.created).toBe(1);
    expect((await candidateByCpf(cpf))?.name).toBe('Bia Ramos');
  });
});

describe('preview', () => {
  it('checks every row by the contract rules, with errors by line and column, and refuses formulas', async () => {
    const [a, b, c] = [randomCpf(), randomCpf(), randomCpf()];
    const created = await uploaded(
      'candidates',
      csv([
        HEADER,
        person(a),
        person('123.456.789-00'),
        person(b, { email: 'nao-e-email', uf: 'XX', birth: '31/02/1990' }),
        person(c, { name: '=HYPERLINK("http://x")' }),
        person(randomCpf(), { name: '+SOMA(1)' }),
        person(randomCpf(), { name: '-2+3' }),
        person(randomCpf(), { name: '@cmd' }),
        person(randomCpf(), { birth: '1990-13-45' }),
        person(a, { email: 'outro@exemplo.com.br' }),
      ]),
    );
    const done = await verified(created);
    expect(done.status).toBe('ready');
    expect(done.counts).toMatchObject({ total: 9, invalid: 8 });
    const found = await rows(done.id, '&state=invalid');
    const issuesOf = (line: number) =>
      found
        .find((row) => row.line === line)
        ?.issues.map((issue) => `${issue.column}: ${issue.message}`);
    expect(issuesOf(3)).toEqual(['CPF: CPF inválido']);
    expect(issuesOf(4)).toEqual(
      expect.arrayContaining([
        'E-mail: O email deve ser um endereço de email válido',
        'UF: UF inválida',
        'Nascimento: Data inválida',
      ]),
    );
    for (const line of [5, 6, 7, 8])
      expect(issuesOf(line)).toEqual([
        expect.stringMatching(/^Nome: Parece uma fórmula de planilha/),
      ]);
    expect(issuesOf(9)).toEqual(['Nascimento: Data inválida']);
    expect(issuesOf(10)).toEqual(['CPF: CPF repetido na planilha: já está na linha 2']);
    expect((await rows(done.id, '&key=hyperlink')).map((row) => row.line)).toEqual([5]);
  });

  it('imports nothing from a file with errors unless asked to import only the valid rows', async () => {
    const good = randomCpf();
    const created = await verified(
      await uploaded('candidates', csv([HEADER, person(good), person('111')])),
    );
    const refused = await start(created.id, { onMatch: 'skip' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Uma linha tem erros: corrija a planilha, ou escolha importar só as linhas válidas',
    );
    expect(await candidateByCpf(good)).toBeUndefined();
    const done = await imported(created.id, { onMatch: 'skip', validOnly: true });
    expect(done.counts).toMatchObject({ created: 1, failed: 1 });
    expect(await candidateByCpf(good)).toBeDefined();
  });

  it("hands back the failed rows as a CSV with the upload's columns and their reasons", async () => {
    const created = await verified(
      await uploaded(
        'candidates',
        csv([
          [...HEADER, 'Obs'],
          [...person(randomCpf()), 'ok'],
          [...person('222'), '+55 11 9'],
        ]),
      ),
    );
    await imported(created.id, { onMatch: 'skip', validOnly: true });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/imports/${created.id}/failed.csv`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nome;CPF;E-mail;Celular;Município;UF;Nascimento;Obs;Erros');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Pessoa 222;222;.*;'\+55 11 9;CPF: CPF inválido$/);
  });

  it('pages the lines next to the one the client holds, and the imports as every list', async () => {
    const lines = Array.from({ length: 25 }, (_, index) => person(index === 7 ? '333' : randomCpf()));
    const name = `paginas-${Date.now()}.csv`;
    const created = await verified(await uploaded('candidates', csv([HEADER, ...lines]), name));
    const page = async (query: string): Promise<Page<ImportRow>> => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/imports/${created.id}/rows?limit=10${query}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page<ImportRow>>();
    };
    const linesOf = (found: Page<ImportRow>) => found.rows.map((row) => row.line);
    const first = await page('');
    expect(first.totalItens).toBe(25);
    // The job writes ids in time order (UUIDv7): the primary key is appended to, not scattered.
    expect(first.rows.map((row) => row.id[14])).toEqual(first.rows.map(() => '7'));
    const second = await page(`&page=2&after=${first.rows.at(-1)?.id}`);
    expect(linesOf(second)).toEqual(linesOf(await page('&page=2')));
    expect(linesOf(second)[0]).toBe((first.rows.at(-1)?.line ?? 0) + 1);
    expect(linesOf(await page(`&page=1&before=${second.rows[0]?.id}`))).toEqual(linesOf(first));
    // The last page by number: its lines are chosen by the line index, then read.
    expect(linesOf(await page('&page=3'))).toEqual([22, 23, 24, 25, 26]);
    expect(linesOf(await page('&page=4'))).toEqual([]);
    const backwards = await page('&order=desc');
    expect(linesOf(await page(`&order=desc&page=2&after=${backwards.rows.at(-1)?.id}`))).toEqual(
      linesOf(await page('&order=desc&page=2')),
    );
    const invalid = await page('&state=invalid');
    expect(invalid).toMatchObject({ totalItens: 1 });
    expect(invalid.rows[0]?.cells[1]).toBe('333');
    // Filtered, the keyset walks the filter's matches; a row of another import is a place in the order.
    const newLines = await page('&state=new');
    expect(newLines.totalItens).toBe(24);
    expect(linesOf(await page(`&state=new&page=2&after=${newLines.rows.at(-1)?.id}`))).toEqual(
      linesOf(await page('&state=new&page=2')),
    );
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/imports/${created.id}/rows?after=12`,
      headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'querystring.after', message: 'Identificador inválido' }]);
    // Cancelled, its lines are gone: the lines it counted are no total any more.
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/imports/${created.id}/cancel`, headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await page('')).toMatchObject({ totalItens: 0, rows: [] });
    expect(await page('&state=new')).toMatchObject({ totalItens: 0, rows: [] });

    await verified(await uploaded('candidates', csv([HEADER, person(randomCpf())]), name));
    const list = async (query: string): Promise<Page<Import>> =>
      (await ctx.app.inject({ method: 'GET', url: `/api/imports?limit=1${query}`, headers })).json<Page<Import>>();
    const mine = await list(`&key=${name.slice(0, -4)}`);
    expect(mine.totalItens).toBe(2);
    const next = await list(`&key=${name.slice(0, -4)}&page=2&after=${mine.rows[0]?.id}`);
    expect(next.rows.map((row) => row.id)).toEqual([created.id]);
    expect((await list(`&page=2&after=${mine.rows[0]?.id}`)).rows.map((row) => row.id)).toEqual([created.id]);
  });

  it('remembers the mapping for the next file of the registry', async () => {
    const first = await uploaded(
      'partners',
      csv([
        ['Parceiro', 'Contato eletrônico'],
        ['Academia', 'a@x.com.br'],
      ]),
    );
    expect(first.columns.map((column) => column.field)).toEqual([null, null]);
    const mapped = await ctx.app.inject({
      method: 'PUT',
      url: `/api/imports/${first.id}/mapping`,
      headers,
      payload: {
        columns: [
          { index: 0, field: 'name' },
          { index: 1, field: 'email' },
        ],
      },
    });
    expect(mapped.statusCode).toBe(200);
    const next = await uploaded(
      'partners',
      csv([
        ['parceiro', 'CONTATO ELETRONICO'],
        ['Clube', 'c@x.com.br'],
      ]),
    );
    expect(next.columns.map((column) => column.field)).toEqual(['name', 'email']);
  });

  it('refuses a mapping without a required field, or with a field twice', async () => {
    const created = await uploaded('candidates', csv([HEADER, person(randomCpf())]));
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: `/api/imports/${created.id}/mapping`,
      headers,
      payload: { columns: [{ index: 0, field: 'name' }] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Associe uma coluna ao campo CPF');
    const twice = await ctx.app.inject({
      method: 'PUT',
      url: `/api/imports/${created.id}/mapping`,
      headers,
      payload: {
        columns: [
          { index: 0, field: 'name' },
          { index: 1, field: 'cpf' },
          { index: 2, field: 'email' },
          { index: 4, field: 'name' },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(
      'As colunas "Nome" e "Município" estão associadas ao mesmo campo (Nome)',
    );
    expect((await get(created.id)).status).toBe('mapping');
  });
});

describe('matches, updates and undo', () => {
  it('finds registered records by CPF or email and skips them, fills empty fields, or updates all mapped fields', async () => {
    const byCpf = await createCandidate(ctx.app, headers, { city: null, phone: '(11) 91111-1111' });
    const byEmail = await createCandidate(ctx.app, headers, { city: 'Sorocaba' });
    const sheet = () =>
      csv([
        HEADER,
        person(byCpf.cpf, { name: 'Nome Novo', city: 'Jundiaí', phone: '(11) 92222-2222' }),
        person(randomCpf(), { email: byEmail.email, name: 'Outra Pessoa', city: 'Bauru' }),
      ]);
    const preview = await verified(await uploaded('candidates', sheet()));
    expect(preview.counts.matches).toBe(2);
    const matched = await rows(preview.id, '&state=match');
    expect(matched.map((row) => row.matchLabel)).toEqual([byCpf.name, byEmail.name]);
    const skipped = await imported(preview.id, { onMatch: 'skip' });
    expect(skipped.counts).toMatchObject({ skipped: 1, failed: 1, created: 0 });
    expect((await rows(preview.id, '&outcome=failed'))[0]?.outcomeMessage).toBe(
      'O e-mail já pertence a outro cadastro de profissionais',
    );

    const fill = await imported((await verified(await uploaded('candidates', sheet()))).id, {
      onMatch: 'fill_empty',
    });
    expect(fill.counts.updated).toBe(1);
    expect(await candidateByCpf(byCpf.cpf)).toMatchObject({
      name: byCpf.name,
      city: 'Jundiaí',
      phone: '+5511911111111',
    });

    const all = await imported((await verified(await uploaded('candidates', sheet()))).id, {
      onMatch: 'overwrite',
    });
    expect(all.counts.updated).toBe(1);
    expect(await candidateByCpf(byCpf.cpf)).toMatchObject({
      name: 'Nome Novo',
      city: 'Jundiaí',
      phone: '+5511922222222',
    });
  });

  it("puts the import in the audit trail and in the records' history", async () => {
    const cpf = randomCpf();
    const done = await imported(
      (await verified(await uploaded('candidates', csv([HEADER, person(cpf)])))).id,
      { onMatch: 'skip' },
    );
    const record = await candidateByCpf(cpf);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/history/candidates/${record?.id}`,
      headers,
    });
    expect(
      history.json().events.map((event: { entry?: { action: string } }) => event.entry?.action),
    ).toContain('import.create');
    const trail = await ctx.app.inject({
      method: 'GET',
      url: `/api/logs/audit?entity=imports&entityId=${done.id}`,
      headers,
    });
    expect(
      trail
        .json()
        .rows.map((entry: { action: string }) => entry.action)
        .sort(),
    ).toEqual(['import.finish', 'import.start']);
  });

  it('undoes an import: removes what it created and restores what it changed, except what changed since', async () => {
    const changedLater = randomCpf();
    const applied = randomCpf();
    const plain = randomCpf();
    const existing = await createCandidate(ctx.app, headers, { city: 'Limeira' });
    const done = await imported(
      (
        await verified(
          await uploaded(
            'candidates',
            csv([
              HEADER,
              person(plain),
              person(changedLater),
              person(applied),
              person(existing.cpf, { email: existing.email, city: 'Americana' }),
            ]),
          ),
        )
      ).id,
      { onMatch: 'overwrite' },
    );
    expect(done.counts).toMatchObject({ created: 3, updated: 1 });
    const edited = await candidateByCpf(changedLater);
    const current = (
      await ctx.app.inject({ method: 'GET', url: `/api/candidates/${edited?.id}`, headers })
    ).json();
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/candidates/${edited?.id}`,
      headers,
      payload: { ...current, name: 'Editado Depois', updatedAt: current.updatedAt },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const applicant = await candidateByCpf(applied);
    const enrol = await ctx.app.inject({
      method: 'POST',
      url: `/api/selective-processes/${process.id}/applications`,
      headers,
      payload: { candidateId: applicant?.id },
    });
    expect(enrol.statusCode, enrol.body).toBe(201);

    const undo = await ctx.app.inject({
      method: 'POST',
      url: `/api/imports/${done.id}/undo`,
      headers,
    });
    expect(undo.statusCode).toBe(202);
    await drain();
    const undone = await get(done.id);
    expect(undone.status).toBe('undone');
    expect(undone.counts).toMatchObject({ removed: 1, restored: 1, kept: 2 });
    expect(await candidateByCpf(plain)).toBeUndefined();
    expect((await candidateByCpf(existing.cpf))?.city).toBe('Limeira');
    expect((await candidateByCpf(changedLater))?.name).toBe('Editado Depois');
    expect(await candidateByCpf(applied)).toBeDefined();
    const kept = await rows(done.id, '&undoOutcome=kept');
    expect(kept.map((row) => row.undoMessage)).toEqual([
      'Alterado depois da importação: mantido como está',
      'Candidatou-se a um processo depois da importação: mantido como está',
    ]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/imports/${done.id}/undo`, headers }))
        .statusCode,
    ).toBe(409);
  });

  it('imports companies and partners by CNPJ', async () => {
    const existing = await createCompany(ctx.app, headers);
    const cnpj = randomCnpj();
    const companiesDone = await imported(
      (
        await verified(
          await uploaded(
            'companies',
            csv([
              ['Razão social', 'Nome fantasia', 'CNPJ', 'E-mail', 'CEP', 'Setor', 'Porte'],
              ['Nova Ltda', 'Nova', cnpj, 'nova@x.com.br', '01310-100', 'Comércio', 'Microempresa'],
              [existing.legalName, 'Fantasia', existing.cnpj, existing.email, '04538-133', '', ''],
            ]),
          ),
        )
      ).id,
      { onMatch: 'fill_empty' },
    );
    expect(companiesDone.counts).toMatchObject({ created: 1, updated: 1 });
    const [company] = await ctx.database.query<{ sector: string; size: string; cep: string }>(
      'SELECT sector, size, cep FROM companies WHERE cnpj = $1',
      [cnpj],
    );
    expect(company).toEqual({ sector: 'retail', size: 'micro', cep: '01310100' });
    const [filled] = await ctx.database.query<{ trade_name: string; cep: string }>(
      'SELECT trade_name, cep FROM companies WHERE id = $1',
      [existing.id],
    );
    expect(filled).toEqual({ trade_name: existing.tradeName, cep: '04538133' });
    const partnersDone = await imported(
      (
        await verified(
          await uploaded(
            'partners',
            csv([
              ['Nome', 'CNPJ', 'E-mail', 'Benefício'],
              ['Clube Bom', randomCnpj(), 'clube@x.com.br', '10%'],
            ]),
          ),
        )
      ).id,
      {
        onMatch: 'skip',
      },
    );
    expect(partnersDone.counts.created).toBe(1);
  });
});

describe('the job', () => {
  it('resumes where it stopped, on another instance, with no line twice and none missing', async () => {
    const cpfs = Array.from({ length: 60 }, () => randomCpf());
    const created = await verified(
      await uploaded('candidates', csv([HEADER, ...cpfs.map((cpf) => person(cpf))])),
    );
    expect(created.counts.total).toBe(60);
    expect((await start(created.id, { onMatch: 'skip' })).statusCode).toBe(202);
    // The first instance stops after a few batches, as a server being shut down does.
    // An administrator's request stays under way: after each batch the job waits for it, and is stopped there.
    const first = createImportWorker({
      database: ctx.database,
      storage: ctx.app.deps.storage,
      activity: { inFlight: 1, lastAt: Date.now() },
      options: { pollMs: 20, leaseSeconds: 30, batchSize: 5, yieldFactor: 1 },
    });
    const running = first.runOnce();
    await expect
      .poll(async () => (await get(created.id)).counts.processed, { interval: 1 })
      .toBeGreaterThan(0);
    await first.stop();
    await running;
    const stopped = await get(created.id);
    expect(stopped.status).toBe('importing');
    expect(stopped.counts.processed).toBeLessThan(60);
    // Another instance whose lease is the only one now goes on from the cursor.
    const second = createImportWorker({
      database: ctx.database,
      storage: ctx.app.deps.storage,
      options: { pollMs: 20, leaseSeconds: 30, batchSize: 7 },
    });
    await drain(second);
    const done = await get(created.id);
    expect(done.counts).toMatchObject({ processed: 60, created: 60 });
    const [{ count }] = (await ctx.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM candidates WHERE cpf = ANY($1)',
      [cpfs],
    )) as [{ count: number }];
    expect(count).toBe(60);
    const outcomes = await ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM import_rows WHERE import_id = $1 AND outcome = 'created'`,
      [created.id],
    );
    expect(outcomes[0]?.n).toBe(60);
  });

  it('takes over an import whose instance died once its lease runs out', async () => {
    const cpfs = Array.from({ length: 12 }, () => randomCpf());
    const created = await verified(
      await uploaded('candidates', csv([HEADER, ...cpfs.map((cpf) => person(cpf))])),
    );
    await start(created.id, { onMatch: 'skip' });
    // A claim whose worker died at once: its lease is held until it runs out.
    await ctx.database.query(
      `UPDATE imports SET lease_until = now() + interval '1 hour', lease_token = lease_token + 1 WHERE id = $1`,
      [created.id],
    );
    expect(await worker.runOnce()).toBe(false);
    await ctx.database.query(
      `UPDATE imports SET lease_until = now() - interval '1 second' WHERE id = $1`,
      [created.id],
    );
    await drain();
    expect((await get(created.id)).counts).toMatchObject({ created: 12, processed: 12 });
  });

  it('follows the imports under way for the shell, and tells the bell when one ends', async () => {
    const created = await verified(
      await uploaded('candidates', csv([HEADER, person(randomCpf())])),
    );
    await start(created.id, { onMatch: 'skip' });
    const running = (
      await ctx.app.inject({ method: 'GET', url: '/api/imports/running', headers })
    ).json<{ rows: Import[] }>();
    expect(running.rows.map((row) => row.id)).toContain(created.id);
    await drain();
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/imports/running', headers })
    ).json<{ rows: Import[] }>();
    expect(after.rows.map((row) => row.id)).not.toContain(created.id);
    const bell = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers })
    ).json<{ rows: { id: string; message: string; link: string }[] }>();
    expect(bell.rows).toContainEqual(
      expect.objectContaining({
        id: `import_finished:${created.id}:done`,
        message:
          'Importação de profissionais concluída: 1 criado, 0 atualizados, 0 pulados, 0 falharam',
        link: `/dashboard/imports/${created.id}`,
      }),
    );
  });

  it('answers 404 for an unknown import and refuses its files from the public files route', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/imports/5f0f3c9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
          headers,
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await ctx.database.query<{ file_key: string }>(
      `SELECT file_key FROM imports WHERE status = 'mapping' LIMIT 1`,
    );
    const served = await ctx.app.inject({ method: 'GET', url: `/api/files/${row?.file_key}` });
    expect(served.statusCode).toBe(404);
  });
});
