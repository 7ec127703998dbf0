import { describe, expect, it } from 'vitest';
import type { ProcessSort } from '@hub/contract/selective-processes';
import { candidates, selectiveProcesses } from '../db/schema/index';
import { processList } from '../modules/selective-processes/selective-processes.service';
import { insertCompany } from '../test/commerce';
import { setupApp } from '../test/helper';
import { selectAll } from './keyset-batches';
import { orderOf, type Order } from './listing';

/*
 * Every export reads keyset batches (lib/keyset-batches.ts keysetBatches). A joined list's CSV is read in
 * batches of 3 over 11 processes whose sort values repeat across the batches' edges: two companies
 * of the same name (a joined sort) and three statuses. A column sort may hold nulls: 7 professionals,
 * 3 without a city.
 */
const { database } = await setupApp();
const { db } = database;

const twinA = await insertCompany(db, { tradeName: 'Gêmea' });
const twinB = await insertCompany(db, { tradeName: 'Gêmea' });
const other = await insertCompany(db, { tradeName: 'Outra' });
const companyOf = [twinA, twinB, twinA, other, twinB, twinA, twinB, twinA, other, twinB, twinA];
const statusOf = [
  'draft',
  'open',
  'draft',
  'draft',
  'open',
  'closed',
  'draft',
  'open',
  'draft',
  'closed',
  'draft',
];

await db.insert(selectiveProcesses).values(
  companyOf.map((company, index) => ({
    companyId: company.id,
    title: `Processo ${index % 2}`,
    description: 'Descrição',
    area: 'finance',
    seniority: 'junior',
    contractType: 'clt',
    workMode: 'remote',
    status: statusOf[index] ?? 'draft',
  })),
);

const cities = ['Recife', null, 'Recife', null, null, 'Belém', 'Recife'];
await database.query(`
  INSERT INTO candidates (name, email, cpf, status, city)
  SELECT 'Profissional ' || i, 'lote' || i || '@exemplo.com.br', lpad(i::text, 11, '0'), 'active',
         (ARRAY[${cities.map((city) => (city ? `'${city}'` : 'NULL')).join(', ')}])[i]
    FROM generate_series(1, ${cities.length}) AS i`);

const query = (sort: ProcessSort, order: 'asc' | 'desc') => ({ sort, order, page: 1, limit: 100 });

/** The export's batches, each kept apart. */
const batchesOf = async (sort: ProcessSort, order: 'asc' | 'desc', size: number) => {
  const batches: string[][] = [];
  for await (const batch of processList.csvBatches(db, query(sort, order), null, size))
    batches.push(batch.map((row) => row.id));
  return batches;
};

describe("a joined list's export in keyset batches", () => {
  it.each([
    ['companyName', 'asc'],
    ['companyName', 'desc'],
    ['status', 'asc'],
    ['status', 'desc'],
    ['title', 'asc'],
    ['createdAt', 'desc'],
  ] as const)('gives every row once, in the order of its page, by %s %s', async (sort, order) => {
    const page = await processList.page(db, query(sort, order), null);
    const expected = page.rows.map((row) => row.id);
    expect(expected).toHaveLength(companyOf.length);
    const batches = await batchesOf(sort, order, 3);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 3, 2]);
    expect(batches.flat()).toEqual(expected);
  });

  it('ends when the rows exactly fill the last batch', async () => {
    const batches = await batchesOf('companyName', 'asc', companyOf.length);
    expect(batches.map((batch) => batch.length)).toEqual([companyOf.length]);
  });
});

describe('keyset batches by a column that may be null', () => {
  it.each(['asc', 'desc'] as const)(
    'read its nulls where the page orders them (%s)',
    async (order: Order) => {
      const expected = await db
        .select({ id: candidates.id })
        .from(candidates)
        .orderBy(...orderOf(candidates.city, candidates.id, order));
      const batches: string[][] = [];
      for await (const batch of selectAll<{ id: string }>(
        (fields) => db.select(fields).from(candidates).$dynamic(),
        { id: candidates.id },
        undefined,
        { sort: candidates.city, id: candidates.id, order },
        2,
      ))
        batches.push(batch.map((row) => row.id));
      expect(batches.flat()).toEqual(expected.map((row) => row.id));
      expect(batches.flat()).toHaveLength(cities.length);
    },
  );
});
