import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plannedOnceHandle } from '../../db/prepared';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp } from '../../test/helper';
import { expectPagesAsMatched, type Listed } from '../../test/searched-pages';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

/**
 * Professionals whose names hold 'ana' and 'silva' at a word's start and not: accents and capitals,
 * a second word it only starts, a double space, the words inside a longer word, apart and in the
 * other order, twice in one name, names that tie (the id decides), and a registration number of
 * several words.
 */
const PROFESSIONALS: [name: string, registration: string | null][] = [
  ['Ana Silva', null],
  ['Ana Silva', 'AS-2'],
  ['Ána Sílva Costa', null],
  ['ANA SILVANA', null],
  ['Maria Ana Silva Costa', null],
  ['Juliana Silva', null],
  ['Ana  Silva', null],
  ['Ana Silva Ana Silva', null],
  ['Bruno Costa', 'ANA SILVA 7'],
  ['Carla A Souza', null],
  ['Silva Costa Ana', null],
  ['Ana Beatriz Costa Silva', null],
];

const KEYS = [
  'ana silva',
  'ANA SILVA',
  'Ána silva',
  'ana silv',
  'ana silva costa',
  'silva costa',
  'na silva',
  'a s',
  'ana silva 7',
  'ana  silva',
  'zz yy',
  '12 34',
  'silva ana',
  'costa ana',
  'an co si',
  'ana zz',
  'a b c d e f',
  'ana ana silva silva a s',
];

/**
 * What the search's own conditions find for a key of several words: each of its words at the start
 * of a word of the name, in any order (issue 70), or the registration number's start.
 */
const matchedByTheSearch = async (key: string, order: 'asc' | 'desc'): Promise<string[]> =>
  (
    await database.query<{ id: string }>(
      `SELECT id FROM candidates
        WHERE NOT EXISTS (SELECT 1 FROM regexp_split_to_table(lower(immutable_unaccent(trim($1))), '\\s+') AS w
                           WHERE strpos(' ' || name_folded, ' ' || w) = 0)
           OR registration_number LIKE upper($1) || '%'
           OR (regexp_replace($1, '[\\s./-]', '', 'g') ~ '^\\d{2,14}$' AND cpf LIKE regexp_replace($1, '[\\s./-]', '', 'g') || '%')
        ORDER BY name ${order}, id ${order}`,
      [key],
    )
  ).map((row) => row.id);

const listed = async (
  key: string,
  order: 'asc' | 'desc',
  page: number,
  limit: number,
  more = '',
) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/candidates?key=${encodeURIComponent(key)}&sort=name&order=${order}&page=${page}&limit=${limit}${more}`,
    headers,
  });
  expect(response.statusCode, key).toBe(200);
  return response.json<Listed>();
};

/** Every page of a key's search, both orders, and the same key beside a filter (the names' conditions). */
const expectSearchesAsMatched = async () => {
  await expectPagesAsMatched(KEYS, matchedByTheSearch, listed);
  for (const key of KEYS)
    for (const order of ['asc', 'desc'] as const) {
      const filtered = await listed(key, order, 1, 100, '&createdFrom=2000-01-01');
      expect(
        filtered.rows.map((row) => row.id),
        `${key} ${order}, filtered`,
      ).toEqual(await matchedByTheSearch(key, order));
    }
};

describe('professionals found by a key of several words: each at a word start, in any order (issue 70)', () => {
  it('finds, page by page and in both orders, what the search finds by its conditions, and totals it', async () => {
    let n = 0;
    for (const [name, registration] of PROFESSIONALS) {
      n += 1;
      await database.query(
        'INSERT INTO candidates (name, email, registration_number, cpf) VALUES ($1, $2, $3, $4)',
        [name, `pessoa${n}@exemplo.com.br`, registration, String(10_000_000_000 + n)],
      );
    }
    expect(
      await matchedByTheSearch('ana silva', 'asc'),
      'Ana Silva twice, Ána Sílva Costa, ANA SILVANA, Maria Ana Silva Costa, Ana  Silva, Ana Silva Ana Silva, Silva Costa Ana, Ana Beatriz Costa Silva and the registration',
    ).toHaveLength(10);
    expect(await matchedByTheSearch('ana zz', 'asc'), 'a word nobody has').toEqual([]);
    await expectSearchesAsMatched();
  });

  it('finds them as professionals are added, renamed, edited and deleted', async () => {
    await createCandidate(app, headers, { name: 'Ana Silveira Lima', email: 'asl@exemplo.com.br' });
    for (const change of [
      "UPDATE candidates SET name = 'Ana Silva ' || name WHERE name LIKE 'B%'",
      "UPDATE candidates SET name = 'Juliana Costa' WHERE name = 'Juliana Silva'",
      "UPDATE candidates SET status = 'blocked' WHERE name LIKE 'C%'",
      "DELETE FROM candidates WHERE name = 'Maria Ana Silva Costa'",
    ])
      await database.query(change);
    await expectSearchesAsMatched();
  });

  it('finds a CPF typed in parts by its start, as the search does', async () => {
    const [someone] = await database.query<{ id: string; cpf: string }>(
      'SELECT id, cpf FROM candidates ORDER BY name LIMIT 1',
    );
    if (!someone) throw new Error('no professional');
    const key = `${someone.cpf.slice(0, 3)} ${someone.cpf.slice(3, 6)}`;
    const found = await listed(key, 'asc', 1, 100);
    expect(found.rows.map((row) => row.id)).toContain(someone.id);
    expect(found.rows.map((row) => row.id)).toEqual(await matchedByTheSearch(key, 'asc'));
  });

  it.runIf(database.driver === 'pg')(
    'plans the search by CPF digits once for every value, without parallel workers (decision 043)',
    async () => {
      const plannedOnce = plannedOnceHandle(database.db);
      if (!plannedOnce) throw new Error('no connections plan once for every value');
      const [someone] = await database.query<{ id: string; cpf: string }>(
        'SELECT id, cpf FROM candidates ORDER BY name LIMIT 1',
      );
      if (!someone) throw new Error('no professional');
      // The CPF form's matches: the start of the CPF or of the registration number (decision 045).
      const matchedByDigits = async (key: string) =>
        (
          await database.query<{ id: string }>(
            `SELECT id FROM candidates
              WHERE cpf LIKE $1 || '%' OR registration_number LIKE $1 || '%'
              ORDER BY name, id LIMIT 10`,
            [key],
          )
        ).map((row) => row.id);
      for (const key of [someone.cpf, someone.cpf.slice(0, 6), '999']) {
        const { rows } = await listed(key, 'asc', 1, 10);
        expect(rows.map((row) => row.id)).toEqual(await matchedByDigits(key));
      }
      const { rows } = (await plannedOnce.execute(
        sql`SELECT generic_plans, custom_plans, current_setting('max_parallel_workers_per_gather') AS workers
            FROM pg_prepared_statements WHERE name LIKE 'candidates_search_cpf%'`,
      )) as unknown as { rows: { generic_plans: string; custom_plans: string; workers: string }[] };
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Number(row.generic_plans)).toBeGreaterThan(0);
        expect(Number(row.custom_plans)).toBe(0);
        expect(row.workers).toBe('0');
      }
    },
  );
});
