import { describe, expect, it } from 'vitest';
import { loginAs, setupApp } from '../../test/helper';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

type Listed = { totalItens: number; rows: { id: string }[] };

/** Legal and trade names holding 'silva logistica' at a word's start and not, in either name. */
const COMPANIES: [legalName: string, tradeName: string | null][] = [
  ['Silva Logística Ltda', null],
  ['Transportes Oliveira', 'Silva Logística'],
  ['Irmãos Silva Logística Ltda', 'Irmãos Silva'],
  ['Prata Silva Logísticas', 'Silva Logística Express'],
  ['Pinto da Silva Logistica', null],
  ['Assilva Logística', 'Nada a ver'],
  ['Silva  Logística', null],
  ['Costa Comércio', 'Costa Comércio'],
];

const KEYS = [
  'silva logistica',
  'SILVA LOGÍSTICA',
  'silva log',
  'silva logistica ltda',
  'irmaos silva',
  'zz yy',
];

const matchedByTheSearch = async (key: string, order: 'asc' | 'desc'): Promise<string[]> =>
  (
    await database.query<{ id: string }>(
      `SELECT id FROM companies
        WHERE legal_name_folded ~ ('(^| )' || lower(immutable_unaccent($1)))
           OR trade_name_folded ~ ('(^| )' || lower(immutable_unaccent($1)))
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

const drift = async () => {
  const [row] = await database.query<{ missing: number; extra: number }>(
    `WITH expected AS (
       SELECT key, legal_name AS sort_value, id AS row_id FROM companies, word_pair_keys(legal_name_folded, trade_name_folded) AS key)
     SELECT (SELECT count(*) FROM (SELECT * FROM expected EXCEPT SELECT key, sort_value, row_id FROM company_word_pairs) AS m)::int AS missing,
            (SELECT count(*) FROM (SELECT key, sort_value, row_id FROM company_word_pairs EXCEPT SELECT * FROM expected) AS e)::int AS extra`,
  );
  return row;
};

const expectSearchesAsMatched = async () => {
  for (const key of KEYS)
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

describe('companies found by a key of several words (word pairs, decision 032)', () => {
  it('finds by either name what the search finds by its conditions, and keeps the pairs as companies change', async () => {
    let n = 0;
    for (const [legalName, tradeName] of COMPANIES) {
      n += 1;
      await database.query(
        'INSERT INTO companies (legal_name, trade_name, cnpj, email) VALUES ($1, $2, $3, $4)',
        [legalName, tradeName, String(10_000_000_000_000 + n), `empresa${n}@exemplo.com.br`],
      );
    }
    expect(await matchedByTheSearch('silva logistica', 'asc'), 'five of the eight').toHaveLength(5);
    expect(await drift()).toEqual({ missing: 0, extra: 0 });
    await expectSearchesAsMatched();
    for (const change of [
      "UPDATE companies SET trade_name = 'Silva Logística' WHERE legal_name = 'Costa Comércio'",
      "UPDATE companies SET legal_name = 'Oliveira Transportes' WHERE legal_name = 'Transportes Oliveira'",
      "UPDATE companies SET trade_name = NULL WHERE legal_name = 'Prata Silva Logísticas'",
      "DELETE FROM companies WHERE legal_name = 'Silva Logística Ltda'",
    ])
      await database.query(change);
    expect(await drift()).toEqual({ missing: 0, extra: 0 });
    await expectSearchesAsMatched();
  });
});
