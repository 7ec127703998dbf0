import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPool, pgDatabase } from '../db/client';
import { createCandidate } from '../test/factories';
import { loginAs, setupApp } from '../test/helper';
import { ANCHOR_SPACING, anchorsDue, rebalancePageAnchors } from './page-anchors';
import { foldKeptWrites } from './kept-writes';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

const LIST = 'candidates:name';

/** Professionals named from a few shared names, so many tie on the name and the id decides. */
const insertProfessionals = (count: number, prefix: string, emailTag = '') =>
  database.query(
    `INSERT INTO candidates (name, email, cpf)
     SELECT $2 || ' ' || (n % 37), lower($2) || $4 || n || '@ancoras.test', lpad((n + $3)::text, 11, '0')
       FROM generate_series(1, $1::int) AS n`,
    [count, prefix, Math.floor(Math.random() * 1e9), emailTag],
  );

const retake = (spacing: number) =>
  database.query(`SELECT rebuild_page_anchors('${LIST}', 'candidates', 'name', $1)`, [spacing]);

/** The ids of a page as OFFSET walks every row before it. */
const walked = async (order: 'asc' | 'desc', offset: number, limit: number): Promise<string[]> =>
  (
    await database.query<{ id: string }>(
      `SELECT id FROM candidates ORDER BY name ${order}, id ${order} LIMIT $1 OFFSET $2`,
      [limit, offset],
    )
  ).map((row) => row.id);

const listed = async (order: 'asc' | 'desc', page: number, limit: number) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/candidates?sort=name&order=${order}&page=${page}&limit=${limit}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalItens: number; rows: { id: string }[] }>();
};

/** Anchors whose count differs from the rows that sort from them up to the next anchor. */
const miscounted = async (): Promise<number> => {
  await foldKeptWrites(database.query);
  const [row] = await database.query<{ wrong: number }>(
    `WITH bounds AS (
       SELECT sort_value, row_id, rows,
              lead(sort_value) OVER w AS next_value, lead(row_id) OVER w AS next_id
         FROM page_anchors WHERE list_name = $1 WINDOW w AS (ORDER BY sort_value, row_id))
     SELECT count(*) FILTER (WHERE b.rows <> (
              SELECT count(*) FROM candidates c
               WHERE (c.name, c.id) >= (b.sort_value, b.row_id)
                 AND (b.next_value IS NULL OR (c.name, c.id) < (b.next_value, b.next_id))))::int AS wrong
       FROM bounds b`,
    [LIST],
  );
  return row?.wrong ?? -1;
};

const anchorTotal = async (): Promise<number> => {
  const [row] = await database.query<{ total: number }>(
    'SELECT coalesce(sum(rows), 0)::int AS total FROM page_anchors WHERE list_name = $1',
    [LIST],
  );
  return row?.total ?? -1;
};

/** Every page from the anchors' depth on, both orders, against the walk of every row. */
const expectPagesAsWalked = async (limit: number) => {
  const [{ total } = { total: 0 }] = await database.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM candidates',
  );
  const firstAnchoredPage = Math.floor(ANCHOR_SPACING / limit) + 1;
  const lastPage = Math.ceil(total / limit) + 1;
  for (const order of ['asc', 'desc'] as const) {
    for (let page = firstAnchoredPage; page <= lastPage; page += 1) {
      const found = await listed(order, page, limit);
      expect(found.totalItens).toBe(total);
      expect(found.rows.map((row) => row.id)).toEqual(
        await walked(order, (page - 1) * limit, limit),
      );
    }
  }
};

describe('page anchors of the professionals by name', () => {
  it('answer deep pages by number with the rows an OFFSET walks to, in both orders', async () => {
    await insertProfessionals(1_250, 'Ancora');
    await retake(7);
    expect(await miscounted()).toBe(0);
    await expectPagesAsWalked(100);
  });

  it('follow inserts before, between and after the anchors, renames and deletions', async () => {
    await insertProfessionals(40, 'Aaron');
    await insertProfessionals(40, 'Zuleica');
    await insertProfessionals(1, 'Ancora', 'meio');
    await Promise.all(Array.from({ length: 6 }, () => createCandidate(app, headers)));
    await database.query(
      `UPDATE candidates SET name = 'Beatriz ' || name WHERE email LIKE 'ancora1%@ancoras.test'`,
    );
    await database.query(`DELETE FROM candidates WHERE email LIKE 'ancora2%@ancoras.test'`);
    // Each writing transaction's entries are read as their anchor's before the fold, and after it.
    const [unfolded] = await database.query<{ entries: number }>(
      'SELECT count(*)::int AS entries FROM page_anchors WHERE list_name = $1 AND transaction_id <> 0',
      [LIST],
    );
    expect(unfolded?.entries).toBeGreaterThan(0);
    await expectPagesAsWalked(100);
    expect(await miscounted()).toBe(0);
    const [counted] = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM candidates',
    );
    expect(await anchorTotal()).toBe(counted?.count);
    await expectPagesAsWalked(100);
  });

  it('are retaken by two instances at once, one after the other', async () => {
    await Promise.all([retake(5), retake(5), retake(9)]);
    expect(await miscounted()).toBe(0);
    const spacing = await database.query<{ rows: number }>(
      'SELECT max(rows)::int AS rows FROM page_anchors WHERE list_name = $1',
      [LIST],
    );
    expect([5, 9]).toContain(spacing[0]?.rows);
  });

  it('restart from the first anchor when the table is emptied, and are retaken when a bucket outgrows them', async () => {
    await database.query('TRUNCATE candidates CASCADE');
    expect(
      await database.query('SELECT sort_value, rows::int FROM page_anchors WHERE list_name = $1', [
        LIST,
      ]),
    ).toEqual([{ sort_value: '', rows: 0 }]);
    expect(await rebalancePageAnchors(database)).toEqual([]);

    await insertProfessionals(2 * ANCHOR_SPACING + 1, 'Depois');
    expect(await anchorTotal()).toBe(2 * ANCHOR_SPACING + 1);
    expect(await rebalancePageAnchors(database)).toEqual([LIST]);
    const anchors = await database.query<{ rows: number }>(
      'SELECT rows::int FROM page_anchors WHERE list_name = $1 ORDER BY sort_value, row_id',
      [LIST],
    );
    expect(anchors.map((anchor) => anchor.rows)).toEqual([ANCHOR_SPACING, ANCHOR_SPACING, 1]);
    expect(await miscounted()).toBe(0);
    expect(await rebalancePageAnchors(database)).toEqual([]);
    await expectPagesAsWalked(100);
  });
});

describe.skipIf(database.driver !== 'pg')('page anchors beside a long write (PostgreSQL)', () => {
  it('are not retaken while a transaction writes professionals, and are once it ends', async () => {
    await database.query('TRUNCATE candidates CASCADE');
    await insertProfessionals(2 * ANCHOR_SPACING + 1, 'Espera');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE candidates IN ROW EXCLUSIVE MODE`);
      // 55P03 lock_not_available: "canceling statement due to lock timeout".
      await expect(rebalancePageAnchors(database)).rejects.toMatchObject({
        cause: { code: '55P03' },
      });
    });
    expect(await rebalancePageAnchors(database)).toEqual([LIST]);
    expect(await miscounted()).toBe(0);
  });

  it("are retaken past a request's statement limit (DB_STATEMENT_TIMEOUT_MS): a retake is not a request", async () => {
    await database.query('TRUNCATE candidates CASCADE');
    await insertProfessionals(2 * ANCHOR_SPACING + 1, 'Limite');
    const [current] = await database.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${current?.name ?? ''}`;
    const pool = createPool({ url: url.toString(), statementTimeoutMs: 100 });
    const limited = pgDatabase(pool);
    let retaking: Promise<string[]> | undefined;
    let ended = false;
    // A writer holds the retake back past the limit (waiting for a lock counts against it), as
    // numbering a million professionals outlasts it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE candidates IN ROW EXCLUSIVE MODE`);
      retaking = rebalancePageAnchors(limited).finally(() => {
        ended = true;
      });
      await expect
        .poll(
          async () =>
            ended ||
            (
              await database.query(
                `SELECT 1 FROM pg_stat_activity
                  WHERE query LIKE 'SELECT rebuild_page_anchors%' AND wait_event_type = 'Lock'
                    AND clock_timestamp() - query_start > interval '300 ms'`,
              )
            ).length > 0,
        )
        .toBe(true);
    });
    try {
      expect(await retaking).toEqual([LIST]);
    } finally {
      await pool.end();
    }
    expect(await miscounted()).toBe(0);
  });
});

describe('anchorsDue', () => {
  it('asks for new anchors when a bucket holds over twice the spacing or deletions left too many', () => {
    expect(anchorsDue({ largest: 2 * ANCHOR_SPACING, anchors: 3, total: 3 * ANCHOR_SPACING })).toBe(
      false,
    );
    expect(
      anchorsDue({ largest: 2 * ANCHOR_SPACING + 1, anchors: 3, total: 3 * ANCHOR_SPACING }),
    ).toBe(true);
    expect(anchorsDue({ largest: 10, anchors: 1000, total: 10 * ANCHOR_SPACING })).toBe(true);
    expect(anchorsDue({ largest: 0, anchors: 1, total: 0 })).toBe(false);
  });
});
