import { describe, expect, it, vi } from 'vitest';
import { COUNT_CAP } from '@hub/contract/common';
import { CAPPED_KEY_MS } from '../../lib/pages/many-matches';
import { loginAs, setupApp } from '../../test/helper';

const { app, database } = await setupApp();
const { headers } = await loginAs(app);

/** More professionals holding 'silva' than the planner's threshold (lib/pages/many-matches.ts MANY_MATCHES), and a few who do not. */
const SILVAS = 4 * COUNT_CAP;
await database.query(
  `INSERT INTO candidates (name, email, cpf)
   SELECT (ARRAY['Ana', 'Bruno', 'Érica', 'zélia'])[i % 4 + 1] || ' Silva ' || i, 'p' || i || '@muitos.test', lpad(i::text, 11, '0')
     FROM generate_series(1, ${SILVAS}) AS i`,
);
await database.query(
  `INSERT INTO candidates (name, email, cpf) VALUES ('Carla Souza', 'carla@poucos.test', '99999999999')`,
);
await database.query('ANALYZE candidates');

type Listed = {
  totalItens: number;
  totalCapped?: boolean;
  nextPage: number | null;
  rows: { id: string }[];
};
const listed = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/candidates?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
};
const matched = async (order: 'asc' | 'desc', limit: number, offset: number) =>
  (
    await database.query<{ id: string }>(
      `SELECT id FROM candidates WHERE name_folded LIKE '%silva%' OR email ILIKE '%silva%'
        ORDER BY name ${order}, id ${order} LIMIT ${limit} OFFSET ${offset}`,
    )
  ).map((row) => row.id);

describe('a fragment tens of thousands of professionals hold', () => {
  it('pages in name order with "more than 10,000" as its total, and counts them all when asked', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const first = await listed(`key=silva&sort=name&order=${order}&limit=25&page=1`);
      expect(first).toMatchObject({ totalItens: COUNT_CAP, totalCapped: true, nextPage: 2 });
      expect(first.rows.map((row) => row.id)).toEqual(await matched(order, 25, 0));
      const third = await listed(`key=silva&sort=name&order=${order}&limit=25&page=3`);
      expect(third.rows.map((row) => row.id)).toEqual(await matched(order, 25, 50));
    }
    const exact = await listed('key=silva&limit=25&exactTotal=true');
    expect(exact).toMatchObject({ totalItens: SILVAS });
    expect(exact.totalCapped).toBeUndefined();
  });

  it('keeps a rare key exact', async () => {
    const rare = await listed('key=souza&limit=25');
    expect(rare).toMatchObject({ totalItens: 1, nextPage: null });
    expect(rare.totalCapped).toBeUndefined();
  });

  it('remembers a key counted past the cap for a minute, its rows always read afresh', async () => {
    expect(await listed('key=silva&limit=25')).toMatchObject({ totalCapped: true });
    const LEFT = 30;
    await database.query(
      `DELETE FROM candidates WHERE email LIKE '%@muitos.test' AND cpf::bigint > ${LEFT}`,
    );
    const remembered = await listed('key=silva&limit=25');
    expect(remembered).toMatchObject({ totalItens: COUNT_CAP, totalCapped: true });
    expect(remembered.rows.map((row) => row.id)).toEqual(await matched('asc', 25, 0));
    expect(await listed('key=silva&limit=25&exactTotal=true')).toMatchObject({ totalItens: LEFT });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + CAPPED_KEY_MS);
    try {
      const counted = await listed('key=silva&limit=25');
      expect(counted).toMatchObject({ totalItens: LEFT, nextPage: 2 });
      expect(counted.totalCapped).toBeUndefined();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
