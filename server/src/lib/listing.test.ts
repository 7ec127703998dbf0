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
