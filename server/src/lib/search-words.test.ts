import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf } from '@hub/contract/br';
import {
  createCandidate,
  createCandidates,
  createCompany,
  createPartner,
  insertSuperAdmin,
} from '../test/factories';
import { candidates, messages } from '../db/schema/index';
import { rowsOf } from '../db/rows';
import { loginAs, setupApp } from '../test/helper';
import { createProcess } from '../test/processes';
import { nameFound, searchKey, termsOf, textHolds, wordsShape, type SearchTerms } from './listing';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

type Listed = { totalItens: number; rows: { id: string }[] };

/** A list's answer for a key: its status must be 200 (a key nothing holds is an empty page, never an error). */
const listed = async (path: string, key: string, more = ''): Promise<Listed> => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/${path}?key=${encodeURIComponent(key)}${more}`,
    headers,
  });
  expect(response.statusCode, `${path} ${key} ${more}`).toBe(200);
  return response.json<Listed>();
};

/**
 * A key's ids in a list, the same by the key alone, beside a filter, in another order and counted
 * exactly: each is another road through lib/listing.ts (a statement built once per form and words,
 * a search built per request, the capped count).
 */
const idsEveryWay = async (path: string, key: string, ways: string[]): Promise<string[]> => {
  const alone = await listed(path, key);
  const ids = alone.rows.map((row) => row.id).sort();
  expect(alone.totalItens, `${path} ${key} total`).toBe(ids.length);
  for (const more of ways) {
    const other = await listed(path, key, more);
    expect(other.rows.map((row) => row.id).sort(), `${path} ${key} ${more}`).toEqual(ids);
    expect(other.totalItens, `${path} ${key} ${more} total`).toBe(ids.length);
  }
  return ids;
};

/** A registry's ids for a key, the same beside a date filter, newest first and counted exactly. */
const registryIdsEveryWay = (path: 'candidates' | 'companies') => (key: string) =>
  idsEveryWay(path, key, [
    '&createdFrom=2000-01-01',
    '&sort=createdAt&order=desc',
    '&exactTotal=true',
  ]);

const sorted = (...ids: string[]) => [...ids].sort();

describe('a key of several words: every word, in any order, each at a word start (issue 70)', () => {
  it('tells the statement apart by how many words are tested and which are short', () => {
    const keyOf = (text: string) => {
      const found = searchKey(text);
      if (!found) throw new Error('no key');
      return found;
    };
    expect(wordsShape(keyOf('beatriz'))).toBe('');
    expect(wordsShape(keyOf('Beatriz Martins'))).toBe('_wll');
    expect(wordsShape(keyOf(' Bea  Ma '))).toBe('_wls');
    expect(wordsShape(keyOf('a b c d e f g'))).toBe('_wsssss_rest');
    const terms = termsOf(keyOf('a b c d e f g'));
    expect(terms.words.map((word) => word.text)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(terms.restWords).toBe('f g');
    // The punctuation that ends a word is not looked for; a word of punctuation alone is none.
    expect(keyOf('Martins, Beatriz').words).toEqual(['Martins', 'Beatriz']);
    expect(keyOf('Horizonte - S.A.').words).toEqual(['Horizonte', 'S.A']);
    expect(keyOf('na {{empresa}}').words).toEqual(['na', '{{empresa']);
    // Spaced without a word: still not the SQL of a key of one word (its email is not searched).
    expect(keyOf('- -').words).toEqual([]);
    expect(wordsShape(keyOf('- -'))).toBe('_w');
  });

  it('finds professionals by every word of the key in any order, and by CPF formatted or not', async () => {
    const [beatriz, angela] = await createCandidates(app, headers, [
      { name: 'Beatriz Silva Martins', email: 'beatriz.sm@exemplo.com.br' },
      { name: 'Ângela Maria dos Santos', email: 'angela.ms@exemplo.com.br' },
    ]);
    const others = [
      await createCandidate(app, headers, { name: 'Beatriz Souza', email: 'bs@exemplo.com.br' }),
      await createCandidate(app, headers, { name: 'Roberta Martins', email: 'rm@exemplo.com.br' }),
      await createCandidate(app, headers, {
        name: 'Abeatriz Amartins',
        email: 'aa@exemplo.com.br',
      }),
    ];
    const find = registryIdsEveryWay('candidates');
    for (const key of [
      'Beatriz Martins',
      'martins beatriz',
      'Bea Mar',
      'BEATRIZ silva MARTINS',
      'si Be',
      'b s m',
      'mar  sil  bea',
      'b s m beatriz silva martins',
      'Martins, Beatriz',
      'Beatriz - Martins.',
    ])
      expect(await find(key), key).toEqual([beatriz.id]);
    for (const key of ['angela santos', 'Santos ÂNGELA', 'ang dos', 'a m d s'])
      expect(await find(key), key).toEqual([angela.id]);
    // A hyphen or an apostrophe parts words as a space does; what is typed is never an operator.
    const clara = await createCandidate(app, headers, {
      name: "Maria-Clara D'Ávila",
      email: 'mcd@exemplo.com.br',
    });
    for (const key of ['clara avila', 'Maria Clara', "maria-clara d'avila", 'd ávila', 'Avila, Clara'])
      expect(await find(key), key).toEqual([clara.id]);
    for (const key of ['clara & maria', "clara' maria", 'clara: | maria'])
      expect(await find(key), key).toEqual([clara.id]);
    // A word starting with punctuation is looked for as typed ('{{empresa' in a template).
    for (const key of ['!clara maria', '(clara maria', 'clara zz'])
      expect(await find(key), key).toEqual([]);
    expect(await find('beatriz'), 'one word').toEqual(
      sorted(beatriz.id, others[0]!.id, others[2]!.id),
    );
    expect(await find('Beatriz S'), 'two Beatrizes with an S').toEqual(
      sorted(beatriz.id, others[0]!.id),
    );
    // A word nothing has: nothing, as an empty page.
    for (const key of [
      'Beatriz Zuleica',
      'zzz martins',
      'b s m beatriz silva xavier',
      'ilva martins',
      '- -',
      '-',
    ])
      expect(await listed('candidates', key), key).toMatchObject({ rows: [], totalItens: 0 });
    // One word keeps today's meaning: a piece inside a word.
    expect(await find('ilva')).toEqual([beatriz.id]);
    expect(await find('artins')).toEqual(sorted(beatriz.id, others[1]!.id, others[2]!.id));
    // The CPF, formatted or not, whole or its start.
    for (const key of [beatriz.cpf, formatCpf(beatriz.cpf), formatCpf(beatriz.cpf).slice(0, 7)])
      expect(await find(key), key).toContain(beatriz.id);
    expect(await find(beatriz.cpf)).toEqual([beatriz.id]);
    // The CSV reads the same condition.
    const csv = await app.inject({
      method: 'GET',
      url: `/api/candidates/export.csv?key=${encodeURIComponent('martins beatriz')}`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Beatriz Silva Martins');
    expect(csv.body).not.toContain('Roberta Martins');
  });

  it('finds companies by every word in one of their names, in any order, and by CNPJ formatted or not', async () => {
    const horizonte = await createCompany(app, headers, {
      legalName: 'Comércio Horizonte Distribuidora Ltda',
      tradeName: 'Horizonte Atacado',
      cnpj: '45.723.174/0001-10',
    });
    const comercial = await createCompany(app, headers, {
      legalName: 'Horizontes Comercial S.A.',
      tradeName: null,
    });
    await createCompany(app, headers, { legalName: 'Comércio Norte Ltda', tradeName: null });
    const find = registryIdsEveryWay('companies');
    for (const key of [
      'horizonte comércio',
      'Comercio Horizonte',
      'ltda horizonte',
      'atacado hor',
      'Horizonte Comércio Ltda.',
    ])
      expect(await find(key), key).toEqual([horizonte.id]);
    expect(await find('Com Hor'), 'comércio and comercial').toEqual(
      sorted(horizonte.id, comercial.id),
    );
    expect(await find('hor com s'), 'S.A.').toEqual([comercial.id]);
    // The words of one name: not some in the legal name and the rest in the trade name.
    expect(await find('distribuidora atacado')).toEqual([]);
    for (const key of ['horizonte qqq', 'com hor zz'])
      expect(await listed('companies', key), key).toMatchObject({ rows: [], totalItens: 0 });
    expect(await find('orizont'), 'one word, inside a word').toEqual(
      sorted(horizonte.id, comercial.id),
    );
    for (const key of ['45.723.174/0001-10', '45723174000110', '45.723'])
      expect(await find(key), key).toEqual([horizonte.id]);
    expect(formatCnpj('45723174000110')).toBe('45.723.174/0001-10');
  });

  it('finds processes by the words of their title and company names, in any order', async () => {
    const owner = await createCompany(app, headers, {
      legalName: 'Laticínios Serra Azul Ltda',
      tradeName: 'Serra Azul',
    });
    const fiscal = await createProcess(app, headers, owner.id, { title: 'Analista Fiscal Sênior' });
    const other = await createProcess(app, headers, owner.id, { title: 'Assistente Fiscal' });
    const find = (key: string) =>
      idsEveryWay('selective-processes', key, [
        `&companyId=${owner.id}`,
        '&sort=createdAt&order=desc',
      ]);
    for (const key of ['fiscal analista', 'Sen Ana', 'analista fiscal senior'])
      expect(await find(key), key).toEqual([fiscal.id]);
    expect(await find('fiscal serra'), 'a word of the title, one of its company').toEqual(
      sorted(fiscal.id, other.id),
    );
    for (const key of ['analista contabil', 'fiscal zz'])
      expect(await listed('selective-processes', key), key).toMatchObject({
        rows: [],
        totalItens: 0,
      });
  });

  it('finds partners and administrators by every word of their names, in any order', async () => {
    const partner = await createPartner(app, headers, { name: 'Livraria Mar Azul' });
    await createPartner(app, headers, { name: 'Livraria Marítima' });
    expect((await listed('partners', 'azul livraria')).rows.map((row) => row.id)).toEqual([
      partner.id,
    ]);
    expect((await listed('partners', 'liv mar')).totalItens).toBe(2);
    expect(await listed('partners', 'livraria zz')).toMatchObject({ rows: [], totalItens: 0 });
    const admin = await insertSuperAdmin(
      database.db,
      'conceicao.prates@conselho.org.br',
      'senha-forte-1',
      'Maria da Conceição Prates',
    );
    const admins = async (key: string) =>
      (await listed('super-admins', key)).rows.map((row) => row.id);
    for (const key of ['prates maria', 'Conceicao Prates', 'ma co pr'])
      expect(await admins(key), key).toEqual([admin.id]);
    expect(await admins('prates zz')).toEqual([]);
    // An email holds no space: a key of several words is not looked for in it.
    expect(await admins('conceicao.prates@conselho')).toEqual([admin.id]);
  });

  it('asks the trigram index for each word, short or long, and the rest past five', async () => {
    const termsFor = (text: string): SearchTerms => {
      const found = searchKey(text);
      if (!found) throw new Error('no key');
      return termsOf(found);
    };
    // With sequential scans off, a plan reads the index whenever the condition lets it.
    const plan = (table: SQL, condition: SQL) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return JSON.stringify(
          await rowsOf(
            tx,
            sql`EXPLAIN (FORMAT JSON) SELECT count(*) FROM ${table} WHERE ${condition}`,
          ),
        );
      });
    for (const key of ['beatriz martins', 'bea ma', 'b s m beatriz silva martins'])
      expect(
        await plan(sql`${candidates}`, nameFound(candidates.nameFolded, termsFor(key))),
        key,
      ).toContain('candidates_name_folded_trgm_idx');
    expect(
      await plan(sql`${messages}`, textHolds(messages.subject, termsFor('entrevista convite'))),
    ).toContain('messages_subject_unaccent_trgm_idx');
  });
});
