import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { candidates } from '../db/schema/index';
import { loginAs, setupApp } from '../test/helper';
import { preparedWindow } from './pages/query';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

type Page = { totalItens: number; rows: { id: string; name: string; email: string }[] };
const list = async (url: string): Promise<Page> =>
  (await app.inject({ method: 'GET', url, headers })).json<Page>();

describe('a list without filters (its prepared default view)', () => {
  it('pages every sort and order as the filtered query does, asked again and again', async () => {
    await database.query(
      `INSERT INTO candidates (name, email, cpf)
       SELECT 'Pessoa ' || (n % 4), 'p' || lpad(n::text, 2, '0') || '@pagina.test', lpad(n::text, 11, '3') FROM generate_series(1, 13) AS n`,
    );
    for (const sort of ['name', 'email', 'city']) {
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}`;
        const everyRow = await list(`/api/candidates?key=pagina.test&${query}&limit=20`);
        expect(everyRow.totalItens).toBe(13);
        for (let round = 0; round < 2; round += 1) {
          const pages = await Promise.all(
            [1, 2, 3].map((page) => list(`/api/candidates?${query}&limit=5&page=${page}`)),
          );
          expect(pages.map((page) => page.totalItens)).toEqual([13, 13, 13]);
          expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(
            everyRow.rows.map((row) => row.id),
          );
          // At a size the lists offer, the first page is a statement of its own (preparedWindow).
          const offered = await Promise.all(
            [1, 2].map((page) => list(`/api/candidates?${query}&limit=10&page=${page}`)),
          );
          expect(offered.flatMap((page) => page.rows.map((row) => row.id))).toEqual(
            everyRow.rows.map((row) => row.id),
          );
        }
      }
    }
  });

  it("writes the first page's size into its statement, which keeps no parameter to plan for", () => {
    const first = preparedWindow({ limit: 25, offset: 0 });
    expect(first.name).toBe('_first25');
    expect(first.values).toEqual({});
    // Drizzle writes an SQL chunk given as the limit as it is, and leaves out an offset of 0.
    const { sql: text, params } = new QueryBuilder()
      .select({ id: candidates.id })
      .from(candidates)
      .limit(first.window.limit)
      .offset(first.window.offset)
      .toSQL();
    expect(text).toMatch(/ limit 25$/);
    expect(params).toEqual([]);
    // Any other page passes its window as values.
    for (const window of [
      { limit: 25, offset: 25 },
      { limit: 7, offset: 0 },
    ]) {
      expect(preparedWindow(window)).toMatchObject({ name: '', values: window });
    }
  });
});

describe('a search (its matches found once, for the page and the total)', () => {
  it('pages as a filter without a key does, with the total on every page and past the last one', async () => {
    await database.query(
      `INSERT INTO candidates (name, email, cpf, uf, city, status)
       SELECT 'Busca ' || (n % 3), 'b' || lpad(n::text, 2, '0') || '@busca.test', lpad(n::text, 11, '4'), 'AC',
              'Cidade ' || (n % 2), CASE WHEN n % 4 = 0 THEN 'blocked' ELSE 'active' END
       FROM generate_series(1, 7) AS n`,
    );
    for (const sort of ['name', 'email', 'city']) {
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}&limit=3`;
        const filtered = await Promise.all(
          [1, 2, 3].map((page) => list(`/api/candidates?uf=AC&${query}&page=${page}`)),
        );
        const searched = await Promise.all(
          [1, 2, 3].map((page) => list(`/api/candidates?key=busca.test&${query}&page=${page}`)),
        );
        expect(searched.map((page) => page.totalItens)).toEqual([7, 7, 7]);
        expect(searched.flatMap((page) => page.rows.map((row) => row.id))).toEqual(
          filtered.flatMap((page) => page.rows.map((row) => row.id)),
        );
      }
    }
    const pastTheEnd = await list('/api/candidates?key=busca.test&limit=3&page=4');
    expect(pastTheEnd).toMatchObject({ rows: [], totalItens: 7 });
    const blocked = await list('/api/candidates?key=busca&status=blocked');
    expect(blocked.rows.map((row) => row.email)).toEqual(['b04@busca.test']);
    expect(blocked.totalItens).toBe(1);
    expect(await list('/api/candidates?key=nenhuma-busca')).toMatchObject({
      rows: [],
      totalItens: 0,
    });
  });

  it('by key alone is built once per form and answers as the same search built with a filter, again and again', async () => {
    await database.query(
      `INSERT INTO candidates (name, email, cpf, registration_number)
       SELECT 'Preparada ' || n, 'p' || n || '@preparo.test', lpad(n::text, 11, '6'), 'ZX-' || n
       FROM generate_series(1, 9) AS n`,
    );
    // One key per form (the start of a CPF, a name, the start of a registration number, each
    // also shorter than a trigram), each asked again with other values bound to the same built query.
    const keys = {
      '666.666.666': 9,
      'preparada 1': 1,
      'zx-': 9,
      'zx-9': 1,
      '6666666666x': 0,
      '66': 9,
      zx: 9,
      pr: 9,
    };
    for (let round = 0; round < 7; round += 1) {
      for (const [key, count] of Object.entries(keys)) {
        const query = `key=${encodeURIComponent(key)}&limit=4`;
        const [prepared, built] = await Promise.all([
          list(`/api/candidates?${query}`),
          list(`/api/candidates?${query}&createdFrom=2000-01-01`),
        ]);
        expect(prepared.totalItens).toBe(count);
        expect(prepared).toEqual(built);
      }
    }
  });
});

describe('a page next to the one the client holds (keyset: after its last row, before its first)', () => {
  it('is the page its number names, unfiltered and filtered, in every order, and falls back to the number when the row is gone', async () => {
    await database.query(
      `INSERT INTO candidates (name, email, cpf, uf, city)
       SELECT 'Cursor ' || (n % 3), 'c' || lpad(n::text, 2, '0') || '@cursor.test', lpad(n::text, 11, '5'), 'AP', 'Cidade ' || (n % 2)
       FROM generate_series(1, 8) AS n`,
    );
    for (const filter of ['', 'uf=AP&']) {
      for (const sort of ['name', 'city']) {
        for (const order of ['asc', 'desc']) {
          const query = `/api/candidates?${filter}sort=${sort}&order=${order}&limit=3`;
          const [first, second, third] = await Promise.all(
            [1, 2, 3].map((page) => list(`${query}&page=${page}`)),
          );
          const ids = (page: Page | undefined) => page?.rows.map((row) => row.id) ?? [];
          const lastOf = (page: Page | undefined) => ids(page).at(-1);
          const firstOf = (page: Page | undefined) => ids(page)[0];
          expect(ids(await list(`${query}&page=2&after=${lastOf(first)}`))).toEqual(ids(second));
          expect(ids(await list(`${query}&page=3&after=${lastOf(second)}`))).toEqual(ids(third));
          expect(ids(await list(`${query}&page=2&before=${firstOf(third)}`))).toEqual(ids(second));
          const backToFirst = await list(`${query}&page=1&before=${firstOf(second)}`);
          expect(ids(backToFirst)).toEqual(ids(first));
          expect(backToFirst.totalItens).toBe(second?.totalItens);
        }
      }
    }
    // A row added in front while the administrator reads page 1: page 2 still starts after what they saw.
    const seen = await list('/api/candidates?uf=AP&limit=3&page=1');
    await database.query(
      `INSERT INTO candidates (name, email, cpf, uf) VALUES ('Cursor 0 antes', 'antes@cursor.test', '55555555599', 'AP')`,
    );
    const next = await list(`/api/candidates?uf=AP&limit=3&page=2&after=${seen.rows.at(-1)?.id}`);
    const byNumber = await list('/api/candidates?uf=AP&limit=3&page=2');
    expect(next.rows[0]?.id).toBe(byNumber.rows[1]?.id);
    expect(next.rows.map((row) => row.id)).not.toContain(seen.rows.at(-1)?.id);
    const gone = '00000000-0000-4000-8000-000000000000';
    const second = await list('/api/candidates?uf=AP&limit=3&page=2');
    expect((await list(`/api/candidates?uf=AP&limit=3&page=2&after=${gone}`)).rows).toEqual(
      second.rows,
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/candidates?after=nao-e-um-id',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: 'querystring.after', message: 'Identificador inválido' }],
    });
  });
});
