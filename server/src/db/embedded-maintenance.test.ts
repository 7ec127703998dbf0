import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { vacuumDueTables } from './embedded-maintenance';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite' });
  // Everything the migrations created is vacuumed once, so each test starts from a quiet database.
  await vacuumDueTables(database);
});
afterAll(() => database.close());

const lastVacuum = async (table: string): Promise<string | null> => {
  const [row] = await database.query<{ at: string | null }>(
    'SELECT last_vacuum::text AS at FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return row?.at ?? null;
};

describe('vacuumDueTables', () => {
  it('leaves alone a database where nothing changed', async () => {
    expect(await vacuumDueTables(database)).toEqual([]);
  });

  it('vacuums a table with many deleted rows, and only that one', async () => {
    await database.query(`CREATE TABLE churn (id int PRIMARY KEY, note text)`);
    await database.query(`CREATE TABLE calm (id int PRIMARY KEY)`);
    await database.query(`INSERT INTO calm VALUES (1)`);
    await vacuumDueTables(database);
    await database.query(
      `INSERT INTO churn SELECT n, repeat('x', 100) FROM generate_series(1, 2000) AS n`,
    );
    await database.query(`DELETE FROM churn WHERE id > 100`);
    const calmBefore = await lastVacuum('calm');

    expect(await vacuumDueTables(database)).toEqual(['churn']);
    const [counters] = await database.query<{ dead: number }>(
      `SELECT n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = 'churn'`,
    );
    expect(counters?.dead).toBe(0);
    expect(await lastVacuum('calm')).toBe(calmBefore);
  });

  it('vacuums a table a migration rewrote, whose pages are no longer known all-visible', async () => {
    await database.query(`CREATE TABLE rewritten (id int PRIMARY KEY, name text)`);
    await database.query(
      `INSERT INTO rewritten SELECT n, 'Nome ' || n FROM generate_series(1, 500) AS n`,
    );
    await vacuumDueTables(database);
    await database.query(
      `ALTER TABLE rewritten ADD COLUMN name_lower text GENERATED ALWAYS AS (lower(name)) STORED`,
    );
    await database.query('ANALYZE rewritten');
    const [before] = await database.query<{ visible: number; pages: number }>(
      `SELECT relallvisible AS visible, relpages AS pages FROM pg_class WHERE relname = 'rewritten'`,
    );
    expect(before?.visible).toBe(0);

    expect(await vacuumDueTables(database)).toEqual(['rewritten']);
    const [after] = await database.query<{ visible: number; pages: number }>(
      `SELECT relallvisible AS visible, relpages AS pages FROM pg_class WHERE relname = 'rewritten'`,
    );
    expect(after?.visible).toBe(after?.pages);
  });
});
