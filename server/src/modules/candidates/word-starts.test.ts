import { describe, expect, it } from 'vitest';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp } from '../../test/helper';
import { expectPagesAsMatched, type Listed } from '../../test/searched-pages';
import { foldKeptWrites } from '../../lib/kept-writes';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

/**
 * Professionals whose words, emails, registration numbers and CPFs start alike and unlike: accents,
 * double spaces, a registration number in lower case or with a dash in its first two characters,
 * none at all, and names that tie (the id decides).
 */
const PROFESSIONALS: [name: string, email: string, registration: string | null, cpf: string][] = [
  ['João  Conceição', 'jc@exemplo.com.br', 'CR-0001', '10293847561'],
  ['Jorge Amado', 'escritor@exemplo.com.br', 'jo-77', '12345678909'],
  ['Ana Joana', 'Ana.Jo@Exemplo.com.br', 'JO123', '98765432100'],
  ['Ana Joana', 'ana.joana2@exemplo.com.br', 'J-1', '10000000019'],
  ['Érica Éster', 'erica@exemplo.com.br', null, '55544433322'],
  ['Zé Ninguém', 'ze@exemplo.com.br', '1A', '12000000000'],
  ['Maria de Jesus', 'jm@exemplo.com.br', 'C1', '45678912300'],
  ['Hawu Kawuzq', 'hawu@exemplo.com.br', 'X9', '32165498700'],
];

const KEYS = ['jo', 'JO', 'Jo', 'j', 'a', 'e', 'ze', 'c', 'cr', '1', '10', '12', 'x9', 'de', 'zz'];

/** What the search's own conditions find for a key (lib/listing.ts, candidates.service SEARCH), in name order. */
const matchedByTheSearch = async (key: string, order: 'asc' | 'desc'): Promise<string[]> =>
  (
    await database.query<{ id: string }>(
      `SELECT id FROM candidates
        WHERE name_folded ~ ('(^| )' || lower($1)) OR email ~* ('(^| )' || $1)
           OR registration_number LIKE upper($1) || '%' OR ($1 ~ '^[0-9]{2}$' AND cpf LIKE $1 || '%')
        ORDER BY name ${order}, id ${order}`,
      [key],
    )
  ).map((row) => row.id);

const listed = async (key: string, order: 'asc' | 'desc', page: number, limit: number) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/candidates?key=${encodeURIComponent(key)}&sort=name&order=${order}&page=${page}&limit=${limit}`,
    headers,
  });
  expect(response.statusCode, key).toBe(200);
  return response.json<Listed>();
};

const expectSearchesAsMatched = () => expectPagesAsMatched(KEYS, matchedByTheSearch, listed);

/** Entries the table lacks or holds beyond the keys of today's rows, and counts that differ. */
const drift = async () => {
  await foldKeptWrites(database.query);
  const [row] = await database.query<{ missing: number; extra: number; miscounted: number }>(
    `WITH expected AS (
       SELECT key, name AS sort_value, id AS row_id FROM candidates,
              candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key)
     SELECT (SELECT count(*) FROM (SELECT * FROM expected EXCEPT SELECT key, sort_value, row_id FROM candidate_word_starts) AS m)::int AS missing,
            (SELECT count(*) FROM (SELECT key, sort_value, row_id FROM candidate_word_starts EXCEPT SELECT * FROM expected) AS e)::int AS extra,
            (SELECT count(*) FROM (SELECT key, count(*) FROM candidate_word_starts GROUP BY key
               EXCEPT SELECT group_key, count FROM group_counts WHERE table_name = 'candidate_word_starts' AND count <> 0) AS c)::int AS miscounted`,
  );
  return row;
};

const insertProfessionals = async () => {
  for (const [name, email, registration, cpf] of PROFESSIONALS) {
    await database.query(
      'INSERT INTO candidates (name, email, registration_number, cpf) VALUES ($1, $2, $3, $4)',
      [name, email, registration, cpf],
    );
  }
};

describe('professionals found by a key of one or two characters (word starts, decision 017)', () => {
  it('finds, page by page and in both orders, what the search finds by its conditions, and totals it', async () => {
    await insertProfessionals();
    expect(await matchedByTheSearch('jo', 'asc'), 'the fixture has several matches').toHaveLength(
      4,
    );
    await expectSearchesAsMatched();
    // At a size the lists offer, the first page is a statement of its own (preparedWindow).
    await expectPagesAsMatched(KEYS, matchedByTheSearch, listed, 10);
  });

  it('keeps the keys and their counts as professionals are added, renamed, edited and deleted', async () => {
    await createCandidate(app, headers, { name: 'Joaquim Barbosa', email: 'jb@exemplo.com.br' });
    expect(await drift()).toEqual({ missing: 0, extra: 0, miscounted: 0 });
    for (const change of [
      "UPDATE candidates SET name = 'Ana ' || name WHERE name LIKE 'J%'",
      "UPDATE candidates SET email = 'x' || email, registration_number = lower(registration_number) WHERE name LIKE 'Ana J%'",
      "UPDATE candidates SET status = 'blocked' WHERE name LIKE 'Z%'",
      "DELETE FROM candidates WHERE name = 'Maria de Jesus'",
    ])
      await database.query(change);
    expect(await drift()).toEqual({ missing: 0, extra: 0, miscounted: 0 });
    await expectSearchesAsMatched();
  });

  it('totals a key by its kept count, not by counting its matches', async () => {
    await foldKeptWrites(database.query);
    await database.query(
      "UPDATE group_counts SET count = 999 WHERE table_name = 'candidate_word_starts' AND group_key = 'jo'",
    );
    try {
      expect((await listed('jo', 'asc', 1, 3)).totalItens).toBe(999);
      expect((await listed('jo', 'asc', 9, 3)).totalItens, 'past the last page too').toBe(999);
    } finally {
      await database.query('SELECT retake_kept_counts()');
    }
    expect((await listed('jo', 'asc', 1, 3)).totalItens).toBe(
      (await matchedByTheSearch('jo', 'asc')).length,
    );
  });

  it('leaves other sorts, filters and keys with accents to the search conditions', async () => {
    const ids = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/candidates?${query}&limit=100`, headers }))
        .json<Listed>()
        .rows.map((row) => row.id)
        .sort();
    const where = async (condition: string) =>
      (await database.query<{ id: string }>(`SELECT id FROM candidates WHERE ${condition}`))
        .map((row) => row.id)
        .sort();
    expect(await ids('key=jo&sort=email')).toEqual((await matchedByTheSearch('jo', 'asc')).sort());
    await database.query("UPDATE candidates SET status = 'active' WHERE name = 'Ana Jorge Amado'");
    const active = await where("status = 'active'");
    expect(active).toHaveLength(1);
    expect(await ids('key=jo&status=active')).toEqual(
      (await matchedByTheSearch('jo', 'asc')).filter((id) => active.includes(id)),
    );
    expect(
      await ids(`key=${encodeURIComponent('jó')}`),
      'the name folded, the email as typed',
    ).toEqual(await where("name_folded ~ '(^| )jo'"));
  });
});
