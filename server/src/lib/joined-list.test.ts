import { describe, expect, it } from 'vitest';
import { COUNT_CAP, type Page } from '@hub/contract/common';
import { insertCompany } from '../test/commerce';
import { loginAs, setupApp } from '../test/helper';

/*
 * A joined list pages as every list does (lib/joined-list.ts): next to a row the client holds, and
 * with a filter's total counted up to COUNT_CAP. 10,030 processes inserted by SQL: 10,020 open of
 * one company named 'Aberta', 10 drafts of another; titles repeat, so sorts tie across pages.
 */
const { app, database } = await setupApp();
const { headers } = await loginAs(app);

const OPEN = COUNT_CAP + 20;
const DRAFTS = 10;
// Names without digits: a random one starting with '3' matched the key 'processo 3' (1 run in 16).
const opener = await insertCompany(database.db, { tradeName: 'Aberta', legalName: 'Aberta Ltda' });
const drafter = await insertCompany(database.db, { tradeName: 'Rascunho', legalName: 'Rascunho Ltda' });
await database.query(`
  INSERT INTO selective_processes (company_id, title, description, area, seniority, contract_type, work_mode, status)
  SELECT CASE WHEN i <= ${DRAFTS} THEN '${drafter.id}'::uuid ELSE '${opener.id}'::uuid END,
         'Processo ' || (i % 7), 'Descrição', 'finance', 'junior', 'clt', 'remote',
         CASE WHEN i <= ${DRAFTS} THEN 'draft' ELSE 'open' END
    FROM generate_series(1, ${OPEN + DRAFTS}) AS i`);

type Row = { id: string; title: string };
const listed = async (query: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/selective-processes?${query}`,
    headers,
  });
  expect(response.statusCode, query).toBe(200);
  return response.json<Page<Row>>();
};

describe("a joined list's page next to the one the client holds", () => {
  it.each([
    'sort=title&order=asc',
    'sort=companyName&order=desc',
    'sort=applications&order=asc',
    'sort=createdAt&order=desc&status=draft&limit=3',
    'sort=title&order=desc&status=open&companyId=' + opener.id,
  ])('is the page its number names (%s)', async (base) => {
    const limit = base.includes('limit=') ? '' : '&limit=25';
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((page) => listed(`${base}${limit}&page=${page}`)),
    );
    const after = await listed(`${base}${limit}&page=2&after=${first?.rows.at(-1)?.id}`);
    const before = await listed(`${base}${limit}&page=2&before=${third?.rows[0]?.id}`);
    expect(after).toEqual(second);
    expect(before).toEqual(second);
    // The row decides, not the number: next to the second page's last row are the third's rows.
    const shifted = await listed(`${base}${limit}&page=2&after=${second?.rows.at(-1)?.id}`);
    expect(shifted.rows).toEqual(third?.rows);
  });

  it("reads a deep page by its number in the order of the joined company's name", async () => {
    const deep = await listed('sort=companyName&order=asc&limit=25&page=300');
    const expected = await database.query<{ id: string }>(
      `SELECT p.id FROM selective_processes p JOIN companies c ON c.id = p.company_id
        ORDER BY coalesce(c.trade_name, c.legal_name), p.id LIMIT 25 OFFSET ${299 * 25}`,
    );
    expect(deep.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it("finds by a key in the order of the joined company's name, both ways, counting every match", async () => {
    for (const order of ['asc', 'desc'] as const) {
      const found = await listed(`key=processo%203&sort=companyName&order=${order}&limit=25&page=2`);
      const expected = await database.query<{ id: string }>(
        `SELECT p.id FROM selective_processes p JOIN companies c ON c.id = p.company_id
          WHERE p.title = 'Processo 3'
          ORDER BY coalesce(c.trade_name, c.legal_name) ${order}, p.id ${order} LIMIT 25 OFFSET 25`,
      );
      expect(found.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      expect(found.totalItens).toBe(Math.floor((OPEN + DRAFTS + 4) / 7));
    }
  });

  it('falls back to the page number when the row is gone', async () => {
    const second = await listed('sort=title&limit=25&page=2');
    const gone = await listed(
      'sort=title&limit=25&page=2&after=00000000-0000-4000-8000-000000000000',
    );
    expect(gone).toEqual(second);
  });
});

describe("a joined list's total", () => {
  it('stops at the cap past it, and is exact when asked or under the cap', async () => {
    const capped = await listed('status=open&limit=10');
    expect(capped).toMatchObject({ totalItens: COUNT_CAP, totalCapped: true, nextPage: 2 });
    const exact = await listed('status=open&limit=10&exactTotal=true');
    expect(exact).toMatchObject({ totalItens: OPEN, totalPages: Math.ceil(OPEN / 10) });
    expect(exact.totalCapped).toBeUndefined();
    const narrow = await listed('status=draft&limit=10');
    expect(narrow).toMatchObject({ totalItens: DRAFTS, totalPages: 1, nextPage: null });
    expect(narrow.totalCapped).toBeUndefined();
  });

  it('is exact without a filter, counted over the processes alone', async () => {
    const all = await listed('limit=10');
    expect(all).toMatchObject({ totalItens: OPEN + DRAFTS });
    expect(all.totalCapped).toBeUndefined();
  });
});
