import { describe, expect, it } from 'vitest';
import { SEARCH_HITS_PER_KIND } from '@hub/contract/search';
import { loginAs, setupApp } from '../../test/helper';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

type Listed = { totalItens: number; rows: { id: string }[] };

type Matched = (key: string, order: 'asc' | 'desc') => Promise<string[]>;

/** Legal and trade names holding 'silva' and 'logistica' at a word's start and not, in either name, in either order. */
const COMPANIES: [legalName: string, tradeName: string | null][] = [
  ['Silva Logística Ltda', null],
  ['Transportes Oliveira', 'Silva Logística'],
  ['Irmãos Silva Logística Ltda', 'Irmãos Silva'],
  ['Prata Silva Logísticas', 'Silva Logística Express'],
  ['Pinto da Silva Logistica', null],
  ['Assilva Logística', 'Nada a ver'],
  ['Silva  Logística', null],
  ['Costa Comércio', 'Costa Comércio'],
  ['Logística Pereira da Silva', null],
  ['Comércio Horizonte Ltda', 'Horizonte Logística'],
];

const PAIR_KEYS = [
  'silva logistica',
  'SILVA LOGÍSTICA',
  'silva log',
  'silva logistica ltda',
  'irmaos silva',
  'zz yy',
  'logistica silva',
  'log sil',
  'l s',
  'silva zz',
  'com hor',
  'horizonte comércio',
  'Horizonte  Comercio LTDA',
];

/** Each word of the key at the start of a word of one of the names, in any order (issue 70). */
const matchedAtWordStarts: Matched = async (key, order) =>
  (
    await database.query<{ id: string }>(
      `WITH words AS (SELECT regexp_split_to_table(lower(immutable_unaccent(trim($1))), '\\s+') AS w)
       SELECT id FROM companies
        WHERE NOT EXISTS (SELECT 1 FROM words WHERE strpos(' ' || legal_name_folded, ' ' || w) = 0)
           OR (trade_name_folded IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM words WHERE strpos(' ' || trade_name_folded, ' ' || w) = 0))
        ORDER BY legal_name ${order}, id ${order}`,
      [key],
    )
  ).map((row) => row.id);

/** Names holding 'silva' and 'logistica' inside words, at their starts, across punctuation, and not. */
const FRAGMENT_COMPANIES: [legalName: string, tradeName: string | null, email: string][] = [
  ['Silva Logística Ltda', null, 'contato@silvalog.com.br'],
  ['Transportes Oliveira', 'Silva Logística', 'frota@oliveira.com.br'],
  ['Assilva Logísticas S.A.', 'Assilva', 'assilva@exemplo.com.br'],
  ['Prata-Silva Comércio', 'Prata/Silva', 'prata@exemplo.com.br'],
  ['São João Serviços 10203', null, 'sj@exemplo.com.br'],
  ['Costa Comércio', 'Costa Comércio', 'costa@logistica.com.br'],
  ['Lva Indústria', 'Ilva', 'lva@exemplo.com.br'],
];

/** Keys of one word: each is served by the fragments (decision 039) but the last three. */
const FRAGMENT_KEYS = [
  'silva',
  'SILVA',
  'Logística',
  'ogis',
  'lva',
  'assilva',
  'sao',
  'São',
  'comercio',
  '10203',
  'Ltda',
  'frota',
  'zzz',
  'ata-sil',
  'silva%',
  'straße',
];

/** What the search's own condition finds (a fragment of the names or the email, the CNPJ's start). */
const matchedAnywhere: Matched = async (key, order) =>
  (
    await database.query<{ id: string }>(
      `SELECT id FROM companies
        WHERE strpos(legal_name_folded, lower(immutable_unaccent($1))) > 0
           OR strpos(coalesce(trade_name_folded, ''), lower(immutable_unaccent($1))) > 0
           OR strpos(lower(email), lower($1)) > 0
           OR ($1 ~ '^[0-9]{2,14}$' AND cnpj LIKE $1 || '%')
        ORDER BY legal_name ${order}, id ${order}`,
      [key],
    )
  ).map((row) => row.id);

const listed = async (key: string, order: 'asc' | 'desc', more = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/companies?key=${encodeURIComponent(key)}&sort=legalName&order=${order}&limit=100${more}`,
    headers,
  });
  expect(response.statusCode, key).toBe(200);
  return response.json<Listed>();
};

/** Entries of a table of keys the triggers missed or left behind, against its key function. */
const drift = async (table: string, keysOf: string) => {
  const [row] = await database.query<{ missing: number; extra: number }>(
    `WITH expected AS (
       SELECT key, legal_name AS sort_value, id AS row_id FROM companies, ${keysOf}(legal_name_folded, trade_name_folded) AS key)
     SELECT (SELECT count(*) FROM (SELECT * FROM expected EXCEPT SELECT key, sort_value, row_id FROM ${table}) AS m)::int AS missing,
            (SELECT count(*) FROM (SELECT key, sort_value, row_id FROM ${table} EXCEPT SELECT * FROM expected) AS e)::int AS extra`,
  );
  return row;
};

const expectSearchesAsMatched = async (keys: string[], matchedByTheSearch: Matched) => {
  for (const key of keys)
    for (const order of ['asc', 'desc'] as const) {
      const expected = await matchedByTheSearch(key, order);
      const alone = await listed(key, order);
      expect(
        alone.rows.map((row) => row.id),
        `${key} ${order}`,
      ).toEqual(expected);
      expect(alone.totalItens, `${key} ${order} total`).toBe(expected.length);
      const filtered = await listed(key, order, '&createdFrom=2000-01-01');
      expect(
        filtered.rows.map((row) => row.id),
        `${key} ${order}, filtered`,
      ).toEqual(expected);
    }
};

describe('companies found by a key of several words: each at a word start of one name, in any order (issue 70)', () => {
  it('finds by either name what the search finds by its conditions, and as companies change', async () => {
    let n = 0;
    for (const [legalName, tradeName] of COMPANIES) {
      n += 1;
      await database.query(
        'INSERT INTO companies (legal_name, trade_name, cnpj, email) VALUES ($1, $2, $3, $4)',
        [legalName, tradeName, String(10_000_000_000_000 + n), `empresa${n}@exemplo.com.br`],
      );
    }
    expect(
      await matchedAtWordStarts('silva logistica', 'asc'),
      'seven of the ten, the double space and Logística Pereira da Silva among them',
    ).toHaveLength(7);
    expect(await matchedAtWordStarts('com hor', 'asc'), 'Comércio Horizonte').toHaveLength(1);
    expect(await matchedAtWordStarts('silva zz', 'asc'), 'a word nobody has').toEqual([]);
    await expectSearchesAsMatched(PAIR_KEYS, matchedAtWordStarts);
    for (const change of [
      "UPDATE companies SET trade_name = 'Silva Logística' WHERE legal_name = 'Costa Comércio'",
      "UPDATE companies SET legal_name = 'Oliveira Transportes' WHERE legal_name = 'Transportes Oliveira'",
      "UPDATE companies SET trade_name = NULL WHERE legal_name = 'Prata Silva Logísticas'",
      "DELETE FROM companies WHERE legal_name = 'Silva Logística Ltda'",
    ])
      await database.query(change);
    await expectSearchesAsMatched(PAIR_KEYS, matchedAtWordStarts);
  });
});

describe('companies found by a key of one word (word fragments, decision 039)', () => {
  it('finds what the search finds by its conditions, and keeps the fragments as companies change', async () => {
    let n = 0;
    for (const [legalName, tradeName, email] of FRAGMENT_COMPANIES) {
      n += 1;
      await database.query(
        'INSERT INTO companies (legal_name, trade_name, cnpj, email) VALUES ($1, $2, $3, $4)',
        [legalName, tradeName, String(10_200_000_000_000 + n), email],
      );
    }
    const [holding] = await database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM companies WHERE cnpj LIKE '10200%'
          AND (legal_name_folded LIKE '%silva%' OR trade_name_folded LIKE '%silva%')`,
    );
    expect(holding?.count, "'silva' in four of the seven").toBe(4);
    const [fragments] = await database.query<{ keys: string[] }>(
      `SELECT array_agg(key ORDER BY key COLLATE "C") AS keys FROM word_fragment_keys('assilva logisticas s.a.', 'a-b') AS key`,
    );
    expect(fragments?.keys, 'the ends of three or more of each run of letters and digits').toEqual(
      [
        ...['assilva', 'ssilva', 'silva', 'ilva', 'lva'],
        ...['logisticas', 'ogisticas', 'gisticas', 'isticas', 'sticas', 'ticas', 'icas', 'cas'],
      ].sort(),
    );
    expect(await drift('company_word_fragments', 'word_fragment_keys')).toEqual({
      missing: 0,
      extra: 0,
    });
    await expectSearchesAsMatched(FRAGMENT_KEYS, matchedAnywhere);
    for (const change of [
      "UPDATE companies SET trade_name = 'Silva Transportes' WHERE legal_name = 'Costa Comércio'",
      "UPDATE companies SET legal_name = 'Oliveira Logística' WHERE legal_name = 'Transportes Oliveira'",
      "UPDATE companies SET trade_name = NULL WHERE legal_name = 'Assilva Logísticas S.A.'",
      "DELETE FROM companies WHERE legal_name = 'Silva Logística Ltda'",
    ])
      await database.query(change);
    expect(await drift('company_word_fragments', 'word_fragment_keys')).toEqual({
      missing: 0,
      extra: 0,
    });
    await expectSearchesAsMatched(FRAGMENT_KEYS, matchedAnywhere);
  });
});

/** Names of one word or pair of several keys of a range ('silva', 'silvana', 'silvano'), some twice. */
const PAGED_COMPANIES = Array.from({ length: 30 }, (_, n) => {
  const first = [
    'Ágata',
    'alfa',
    'Bela',
    'Érica',
    'zeta',
    'Ômega',
    'Ana',
    'Carlos',
    'beta',
    'Íris',
  ][n % 10];
  const rest =
    n % 2 === 0
      ? `Silva ${['Logística', 'Logos', 'Lopes'][n % 3]}`
      : `${['Silvana', 'Silvano'][(n % 4) >> 1]} Lopes`;
  return {
    legalName: `${first} ${rest} ${n}`,
    tradeName: n % 4 === 0 ? 'Silvano Silva Lopes' : null,
    email: n === 7 ? 'silvio@exemplo.com.br' : `paginada${n}@exemplo.com.br`,
  };
});

describe('companies of a key whose range holds several keys, page by page', () => {
  it('pages in either order what the search finds, each page with the whole total', async () => {
    for (const [n, company] of PAGED_COMPANIES.entries())
      await database.query(
        'INSERT INTO companies (legal_name, trade_name, cnpj, email) VALUES ($1, $2, $3, $4)',
        [company.legalName, company.tradeName, String(10_300_000_000_000 + n), company.email],
      );
    for (const [key, matchedByTheSearch] of [
      ['silv', matchedAnywhere],
      ['silva lo', matchedAtWordStarts],
    ] as const)
      for (const order of ['asc', 'desc'] as const) {
        const expected = await matchedByTheSearch(key, order);
        expect(expected.length, key).toBeGreaterThan(10);
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 10) + 1; page += 1) {
          const response = await app.inject({
            method: 'GET',
            url: `/api/companies?key=${encodeURIComponent(key)}&sort=legalName&order=${order}&limit=10&page=${page}`,
            headers,
          });
          expect(response.statusCode).toBe(200);
          const { rows, totalItens } = response.json<Listed>();
          expect(totalItens, `${key} ${order} page ${page}`).toBe(expected.length);
          paged.push(...rows.map((row) => row.id));
        }
        expect(paged, `${key} ${order}`).toEqual(expected);
      }
    // The top bar asks the first rows only (no count): the same first companies.
    for (const [key, matchedByTheSearch] of [
      ['silv', matchedAnywhere],
      ['silva lo', matchedAtWordStarts],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(key)}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const { groups } = response.json<{ groups: { kind: string; hits: { id: string }[] }[] }>();
      const hits = groups.find((group) => group.kind === 'companies')?.hits ?? [];
      expect(
        hits.map((hit) => hit.id),
        key,
      ).toEqual((await matchedByTheSearch(key, 'asc')).slice(0, SEARCH_HITS_PER_KIND));
    }
    // A page far past the last (its window past 2³¹ rows) is empty and carries the total.
    const far = await app.inject({
      method: 'GET',
      url: '/api/companies?key=silv&limit=100&page=30000000',
      headers,
    });
    expect(far.statusCode).toBe(200);
    expect(far.json<Listed>()).toMatchObject({
      rows: [],
      totalItens: (await matchedAnywhere('silv', 'asc')).length,
    });
  });
});
