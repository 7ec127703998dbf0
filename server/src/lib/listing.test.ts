import { describe, expect, it } from 'vitest';
import { loginAs, setupApp } from '../test/helper';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

type Page = { totalItens: number; rows: { id: string; name: string; email: string }[] };
const list = async (url: string): Promise<Page> => (await app.inject({ method: 'GET', url, headers })).json<Page>();

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
          const pages = await Promise.all([1, 2, 3].map((page) => list(`/api/candidates?${query}&limit=5&page=${page}`)));
          expect(pages.map((page) => page.totalItens)).toEqual([13, 13, 13]);
          expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(everyRow.rows.map((row) => row.id));
        }
      }
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
        const filtered = await Promise.all([1, 2, 3].map((page) => list(`/api/candidates?uf=AC&${query}&page=${page}`)));
        const searched = await Promise.all([1, 2, 3].map((page) => list(`/api/candidates?key=busca.test&${query}&page=${page}`)));
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
    expect(await list('/api/candidates?key=nenhuma-busca')).toMatchObject({ rows: [], totalItens: 0 });
  });
});
