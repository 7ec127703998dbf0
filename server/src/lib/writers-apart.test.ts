import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/client';
import { sql } from 'drizzle-orm';
import { candidates } from '../db/schema/index';
import { setupApp } from '../test/helper';
import { foldKeptWrites } from './kept-writes';
import { versionOf } from './remembered-totals';

const { database } = await setupApp();
const onPostgres = database.driver === 'pg';

/** Two connections of their own to the test's database, as two instances' requests would hold. */
const connect = async (): Promise<pg.Pool> => {
  const [current] = await database.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${current?.name ?? ''}`;
  return createPool({ url: url.toString(), poolSize: 2 });
};
const pool = onPostgres ? await connect() : undefined;
afterAll(() => pool?.end());

let serial = 0;
const unique = () => {
  serial += 1;
  return `${Date.now() % 1e7}${String(serial).padStart(4, '0')}`;
};

/** A professional with a UF, by SQL as every writer's statement reaches the triggers. */
const professional = async (name: string, uf = 'SP'): Promise<string> => {
  const n = unique();
  const [row] = await database.query<{ id: string }>(
    'INSERT INTO candidates (name, email, cpf, uf) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, `apart${n}@exemplo.com.br`, n.padStart(11, '7'), uf],
  );
  return row?.id ?? '';
};

const company = async (name: string): Promise<string> => {
  const n = unique();
  const [row] = await database.query<{ id: string }>(
    'INSERT INTO companies (legal_name, cnpj, email, uf) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, n.padStart(14, '4'), `empresa${n}@exemplo.com.br`, 'MG'],
  );
  return row?.id ?? '';
};

/** An import's batch: professionals inserted in one statement, in the UF and names of the others. */
const importBatch = (client: pg.PoolClient, count: number) => {
  const n = unique();
  return client.query(
    `INSERT INTO candidates (name, email, cpf, uf)
     SELECT 'Maria Importada ' || i, 'lote' || $2 || '-' || i || '@exemplo.com.br', lpad((($2::bigint % 100000) * 1000 + i)::text, 11, '9'), 'SP'
       FROM generate_series(1, $1::int) AS i`,
    [count, n],
  );
};

type Write = (client: pg.PoolClient) => Promise<unknown>;

/**
 * `first` writes in a transaction left open; `second`, on another connection with a lock timeout,
 * must commit before it: waiting for `first`'s row locks would end in 55P03 (lock_not_available).
 */
const writesApart = async (first: Write, second: Write): Promise<void> => {
  if (!pool) throw new Error('PostgreSQL only');
  const [one, other] = [await pool.connect(), await pool.connect()];
  try {
    await one.query('BEGIN');
    await first(one);
    await other.query('BEGIN');
    await other.query("SET LOCAL lock_timeout = '2s'");
    await second(other);
    await other.query('COMMIT');
    await one.query('COMMIT');
  } catch (error) {
    await other.query('ROLLBACK');
    await one.query('ROLLBACK');
    throw error;
  } finally {
    one.release();
    other.release();
  }
};

describe.runIf(onPostgres)(
  'no write waits for another writer of the same table (PostgreSQL)',
  () => {
    it('two administrators edit two different professionals', async () => {
      const [ana, bruno] = [
        await professional('Ana Apart Souza'),
        await professional('Bruno Apart Lima'),
      ];
      await writesApart(
        (client) =>
          client.query("UPDATE candidates SET phone = '11999990001' WHERE id = $1", [ana]),
        (client) =>
          client.query("UPDATE candidates SET phone = '11999990002' WHERE id = $1", [bruno]),
      );
      await writesApart(
        (client) =>
          client.query("UPDATE candidates SET name = 'Ana Apart Souza Reis' WHERE id = $1", [ana]),
        (client) =>
          client.query(
            "UPDATE candidates SET name = 'Bruno Apart Lima Reis', uf = 'RJ' WHERE id = $1",
            [bruno],
          ),
      );
      const names = await database.query<{ name: string }>(
        'SELECT name FROM candidates WHERE id IN ($1, $2) ORDER BY name',
        [ana, bruno],
      );
      expect(names.map((row) => row.name)).toEqual([
        'Ana Apart Souza Reis',
        'Bruno Apart Lima Reis',
      ]);
    });

    it('two administrators create two professionals, and each one removes another', async () => {
      const [gone, alsoGone] = [
        await professional('Carla Apart'),
        await professional('Davi Apart'),
      ];
      await writesApart(
        (client) => professionalBy(client, 'Elisa Apart'),
        (client) => professionalBy(client, 'Fábio Apart'),
      );
      await writesApart(
        (client) => client.query('DELETE FROM candidates WHERE id = $1', [gone]),
        (client) => client.query('DELETE FROM candidates WHERE id = $1', [alsoGone]),
      );
    });

    it('two administrators edit two different companies', async () => {
      const [one, other] = [await company('Apart Comércio'), await company('Apart Serviços')];
      await writesApart(
        (client) =>
          client.query("UPDATE companies SET legal_name = 'Apart Comércio Novo' WHERE id = $1", [
            one,
          ]),
        (client) =>
          client.query("UPDATE companies SET phone = '3133330000', uf = 'SP' WHERE id = $1", [
            other,
          ]),
      );
      await writesApart(
        (client) => companyBy(client, 'Apart Indústria'),
        (client) => companyBy(client, 'Apart Logística'),
      );
    });

    it('an import batch beside an edit, a rename and a new professional of the same UF', async () => {
      const [edited, renamed] = [
        await professional('Marta Apart'),
        await professional('Mário Apart'),
      ];
      await writesApart(
        (client) => importBatch(client, 200),
        (client) =>
          client.query("UPDATE candidates SET phone = '11988887777' WHERE id = $1", [edited]),
      );
      await writesApart(
        (client) => importBatch(client, 200),
        (client) =>
          client.query("UPDATE candidates SET name = 'Mariana Apart', uf = 'RJ' WHERE id = $1", [
            renamed,
          ]),
      );
      await writesApart(
        (client) => importBatch(client, 200),
        (client) => professionalBy(client, 'Maria Apart Nova'),
      );
      const [counted] = await database.query<{ kept: number; counted: number }>(
        `SELECT (SELECT sum(count)::int FROM row_counts WHERE table_name = 'candidates') AS kept,
              (SELECT count(*)::int FROM candidates) AS counted`,
      );
      expect(counted?.kept).toBe(counted?.counted);
    });
  },
);

describe.runIf(onPostgres)('the kept rows of each writing transaction, folded (PostgreSQL)', () => {
  it('are folded by two instances at once once each: the counts, anchors and versions stay whole', async () => {
    if (!pool) throw new Error('PostgreSQL only');
    for (let n = 0; n < 6; n += 1) await professional(`Dobra Apart ${n}`, n % 2 ? 'SP' : 'MG');
    const kept = () =>
      database.query<{ counted: number; kept: number; uf: number; ufs: number; anchored: number }>(
        `SELECT (SELECT count(*)::int FROM candidates) AS counted,
                (SELECT sum(count)::int FROM row_counts WHERE table_name = 'candidates') AS kept,
                (SELECT sum(count)::int FROM group_counts WHERE table_name = 'candidate_ufs') AS uf,
                (SELECT count(*)::int FROM candidate_ufs) AS ufs,
                (SELECT sum(rows)::int FROM page_anchors WHERE list_name = 'candidates:name') AS anchored`,
      );
    const version = async () =>
      (await database.db.select({ version: versionOf(candidates) }).from(sql`(SELECT 1) AS one`))[0]
        ?.version;
    const [before] = await kept();
    const versionBefore = await version();
    expect(before?.kept).toBe(before?.counted);
    await Promise.all([
      foldKeptWrites((text) => pool.query(text).then((r) => r.rows)),
      foldKeptWrites((text) => pool.query(text).then((r) => r.rows)),
    ]);
    expect(await kept()).toEqual([before]);
    expect(await version()).toBe(versionBefore);
    const [left] = await database.query<{ rows: number }>(
      `SELECT (SELECT count(*) FROM row_counts WHERE transaction_id <> 0)
            + (SELECT count(*) FROM group_counts WHERE transaction_id <> 0)
            + (SELECT count(*) FROM page_anchors WHERE transaction_id <> 0)
            + (SELECT count(*) FROM table_writes) AS rows`,
    );
    expect(Number(left?.rows)).toBe(0);
    expect(before?.uf).toBe(before?.ufs);
    expect(before?.anchored).toBe(before?.counted);
  });
});

const professionalBy = (client: pg.PoolClient, name: string) => {
  const n = unique();
  return client.query('INSERT INTO candidates (name, email, cpf, uf) VALUES ($1, $2, $3, $4)', [
    name,
    `novo${n}@exemplo.com.br`,
    n.padStart(11, '6'),
    'SP',
  ]);
};

const companyBy = (client: pg.PoolClient, name: string) => {
  const n = unique();
  return client.query(
    'INSERT INTO companies (legal_name, cnpj, email, uf) VALUES ($1, $2, $3, $4)',
    [name, n.padStart(14, '3'), `nova${n}@exemplo.com.br`, 'MG'],
  );
};
