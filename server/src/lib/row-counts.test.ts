import { describe, expect, it } from 'vitest';
import { createCandidate, createCompany } from '../test/factories';
import { loginAs, setupApp } from '../test/helper';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

const kept = async (table: string): Promise<number> => {
  const [row] = await database.query<{ count: string }>('SELECT count FROM row_counts WHERE table_name = $1', [table]);
  return Number(row?.count);
};
const counted = async (table: string): Promise<number> => {
  const [row] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? -1;
};
const listTotal = async (url: string): Promise<number> => (await app.inject({ method: 'GET', url, headers })).json<{ totalItens: number }>().totalItens;

describe('row counts kept by triggers', () => {
  it('follow inserts through the API, concurrent ones included, and the unfiltered lists read them', async () => {
    await Promise.all(Array.from({ length: 8 }, () => createCandidate(app, headers)));
    await Promise.all(Array.from({ length: 3 }, () => createCompany(app, headers)));
    expect(await kept('candidates')).toBe(8);
    expect(await kept('companies')).toBe(3);
    expect(await listTotal('/api/candidates?page=1&limit=5')).toBe(8);
    expect(await listTotal('/api/companies?page=1&limit=5')).toBe(3);
  });

  it('follow multi-row inserts, deletes and truncation in plain SQL', async () => {
    const before = await counted('candidates');
    await database.query(
      `INSERT INTO candidates (name, email, cpf)
       SELECT 'Pessoa ' || n, 'pessoa' || n || '@contagem.test', lpad(n::text, 11, '7') FROM generate_series(1, 25) AS n`,
    );
    expect(await kept('candidates')).toBe(before + 25);
    await database.query(`DELETE FROM candidates WHERE email LIKE '%@contagem.test' AND name <> 'Pessoa 1'`);
    expect(await kept('candidates')).toBe(before + 1);
    expect(await kept('candidates')).toBe(await counted('candidates'));
    expect(await listTotal('/api/candidates?page=1&limit=5')).toBe(before + 1);
    await database.query('TRUNCATE candidates CASCADE');
    expect(await kept('candidates')).toBe(0);
  });

  it('leave filtered lists to a real count', async () => {
    await createCompany(app, headers, { tradeName: 'Contagem Filtrada Ltda' });
    expect(await listTotal(`/api/companies?key=${encodeURIComponent('Contagem Filtrada')}`)).toBe(1);
  });
});
