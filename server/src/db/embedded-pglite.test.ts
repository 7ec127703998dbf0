import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { EmbeddedPglite } from './embedded-pglite';
import { users } from './schema/index';

const client = new EmbeddedPglite();
await client.exec(`CREATE TABLE kinds (
  id serial PRIMARY KEY, label text UNIQUE, amount numeric, active boolean, at timestamptz,
  tags text[], data jsonb, raw bytea)`);
afterAll(() => client.close());

const prepared = async (): Promise<string[]> =>
  (
    await client.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements ORDER BY statement',
    )
  ).rows.map((row) => row.statement);

describe('EmbeddedPglite', () => {
  it('sends values as node-postgres does and answers as PGlite does', async () => {
    const values = [
      'Ação "dupla"',
      12.5,
      true,
      new Date('2026-11-22T10:00:00Z'),
      ['a', 'b "c"', null],
      { nome: 'José', n: [1, 2] },
      Buffer.from([0, 1, 255]),
    ];
    const insert = `INSERT INTO kinds (label, amount, active, at, tags, data, raw) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`;
    const inserted = await client.query<Record<string, unknown>>(insert, values);
    expect(inserted.affectedRows).toBe(1);
    const [row] = inserted.rows;
    expect(row).toMatchObject({
      label: 'Ação "dupla"',
      amount: '12.5',
      active: true,
      tags: ['a', 'b "c"', null],
      data: { nome: 'José', n: [1, 2] },
    });
    expect((row?.at as Date).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect([...(row?.raw as Uint8Array)]).toEqual([0, 1, 255]);
    const same = await PGlite.prototype.query.call(client, 'SELECT * FROM kinds WHERE id = $1', [
      row?.id,
    ]);
    expect((await client.query('SELECT * FROM kinds WHERE id = $1', [row?.id])).rows).toEqual(
      same.rows,
    );
    expect(
      (
        await client.query('SELECT $1::int AS n, $2::text AS t', [null, undefined], {
          rowMode: 'array',
        })
      ).rows,
    ).toEqual([[null, null]]);
  });

  it('reads an answer that arrives in many pieces whole, as PGlite reads it', async () => {
    // About 3 MB of rows: PostgreSQL hands them over in pieces, messages cut across them.
    const many = `SELECT n, repeat(chr(65 + n % 26) || 'ç', 60 + n % 7) AS text, CASE WHEN n % 3 = 0 THEN NULL ELSE n * 1.5 END AS half
      FROM generate_series(1, $1::int) AS n`;
    const answer = await client.query<{ n: number; text: string }>(many, [20_000]);
    expect(answer.rows).toHaveLength(20_000);
    expect(answer.rows[19_999]).toEqual({ n: 20_000, text: 'Gç'.repeat(61), half: '30000.0' });
    expect(answer.rows).toEqual((await PGlite.prototype.query.call(client, many, [20_000])).rows);
  });

  it('hands the notices PostgreSQL raises to a query that listens for them', async () => {
    await client.exec(`CREATE FUNCTION noisy(n int) RETURNS int LANGUAGE plpgsql AS $$
      BEGIN RAISE NOTICE 'aviso %', n; RETURN n; END $$`);
    const notices: string[] = [];
    const answer = await client.query('SELECT noisy($1) AS n', [4], {
      onNotice: (notice) => notices.push(notice.message ?? ''),
    });
    expect(answer.rows).toEqual([{ n: 4 }]);
    expect(notices).toEqual(['aviso 4']);
  });

  it("applies a query's own parsers over PGlite's, each time", async () => {
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `texto ${value}` } };
    const at = `SELECT '2026-11-22 10:00:00+00'::timestamptz AS at, 7::int AS n`;
    for (let time = 0; time < 2; time++) {
      expect((await client.query(at, [], asText)).rows).toEqual([
        { at: 'texto 2026-11-22 10:00:00+00', n: 7 },
      ]);
    }
    expect((await client.query<{ at: Date }>(at)).rows[0]?.at).toBeInstanceOf(Date);
  });

  it('builds every result as PGlite builds it: rows in both modes, fields, command and counts', async () => {
    const asText = {
      [types.TIMESTAMPTZ]: (value: string) => value,
      [types.DATE]: (value: string) => value,
    };
    const statements: [string, unknown[]][] = [
      [
        `SELECT 1::int2 AS small, 2::int8 AS big, 1.25::numeric AS exact, 0.5::float8 AS float, true AS yes,
                '{"a": [1, null]}'::json AS doc, '{"b": 2}'::jsonb AS docb, '2026-11-22 10:00:00+00'::timestamptz AS at, '2026-11-22'::date AS day,
                '{1,2}'::int[] AS ints, ARRAY['x', NULL] AS texts, gen_random_uuid() IS NOT NULL AS uuid_made,
                '\\x00ff'::bytea AS raw, NULL::text AS nothing, 'a' AS same, 'b' AS same`,
        [],
      ],
      ['SELECT n FROM generate_series(1, $1::int) AS n WHERE false', [3]],
      [
        "INSERT INTO kinds (label) VALUES ('resultado 1'), ('resultado 2') RETURNING label, amount",
        [],
      ],
      ["UPDATE kinds SET amount = 3 WHERE label LIKE 'resultado%'", []],
      ["DELETE FROM kinds WHERE label LIKE 'resultado%' RETURNING label", []],
      ['CREATE TEMP TABLE scratch AS SELECT generate_series(1, 3) AS n', []],
      ["SET LOCAL work_mem = '8MB'", []],
    ];
    // Each statement runs twice, in the same state: the writes inside a transaction undone.
    const undone = async <T>(run: () => Promise<T>): Promise<T> => {
      await client.exec('BEGIN');
      try {
        return await run();
      } finally {
        await client.exec('ROLLBACK');
      }
    };
    for (const [text, params] of statements) {
      for (const options of [
        {},
        { rowMode: 'array' as const },
        { rowMode: 'array' as const, parsers: asText },
      ]) {
        const ours = await undone(() => client.query(text, params, options));
        const theirs = await undone(() =>
          PGlite.prototype.query.call(client, text, params, options),
        );
        expect(ours, `${text} ${JSON.stringify(options)}`).toEqual(theirs);
      }
    }
  });

  it('prepares a statement marked to plan once, once, and no other', async () => {
    const once = 'SELECT label FROM kinds WHERE amount > $1';
    client.planOnce(once);
    expect((await client.query(once, [1])).rows).toEqual([{ label: 'Ação "dupla"' }]);
    expect((await client.query(once, [100])).rows).toEqual([]);
    await client.query('SELECT label FROM kinds WHERE amount < $1', [1]);
    expect(await prepared()).toEqual([once]);
  });

  it('fails as PostgreSQL does, and a named statement survives its failed execution', async () => {
    const insert = 'INSERT INTO kinds (label) VALUES ($1)';
    client.planOnce(insert);
    await client.query(insert, ['única']);
    await expect(client.query(insert, ['única'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    await client.query(insert, ['outra']);
    expect(
      (
        await client.query('SELECT count(*)::int AS n FROM kinds WHERE label IN ($1, $2)', [
          'única',
          'outra',
        ])
      ).rows,
    ).toEqual([{ n: 2 }]);
    const broken = 'SELEC label FROM kinds';
    client.planOnce(broken);
    await expect(client.query(broken)).rejects.toMatchObject({ code: '42601' });
    expect(await prepared()).not.toContain(broken);
  });

  it('waits for a transaction to end before answering outside it', async () => {
    let outside: Promise<unknown> | undefined;
    const rolledBack = client.transaction(async (transaction) => {
      await transaction.query(`INSERT INTO kinds (label) VALUES ('desfeita')`);
      outside = client.query(`SELECT count(*)::int AS n FROM kinds WHERE label = 'desfeita'`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('desfaz');
    });
    await expect(rolledBack).rejects.toThrow('desfaz');
    // One PostgreSQL session: answered inside the transaction, it would have seen the row.
    expect(await outside).toMatchObject({ rows: [{ n: 0 }] });
  });
});

describe('Drizzle over EmbeddedPglite', () => {
  it('costs a page read out of order as one read from the cache (decision 016)', async () => {
    const database = await openDatabase({ driver: 'pglite' });
    try {
      expect(await database.query('SHOW random_page_cost')).toEqual([{ random_page_cost: '1.1' }]);
    } finally {
      await database.close();
    }
  });

  it('plans once the queries Drizzle prepares under a name, and only those', async () => {
    const database = await openDatabase({ driver: 'pglite' });
    try {
      const byEmail = database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')));
      const named = byEmail.prepare('user_by_email_test');
      expect(await named.execute({ email: 'ninguem@exemplo.com' })).toEqual([]);
      await byEmail.prepare('').execute({ email: 'outro@exemplo.com' });
      const statements = await database.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements',
      );
      expect(statements.map((row) => row.statement)).toEqual([named.getQuery().sql]);
    } finally {
      await database.close();
    }
  });
});
