import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@hub/contract/common';
import type { MessageDetail } from '@hub/contract/messages';
import { loginAs, setupApp, type TestContext } from '../../test/helper';

/** Past the count's cap, so a filtered total stops at it. */
const RECIPIENTS = COUNT_CAP + 5;

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  await ctx.database.db.execute(sql`
    INSERT INTO candidates (name, email, cpf, city, uf, status)
    SELECT 'Pessoa ' || g, 'pessoa' || g || '@dezmil.test', lpad(g::text, 11, '0'), 'Dez Mil', 'SP', 'active'
    FROM generate_series(1, ${RECIPIENTS}) AS g`);
});

describe('a send to 10,005 professionals', () => {
  it('answers at once with every delivery queued in the outbox, never sending inside the request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: {
        typeUser: 1,
        audience: { kind: 'filtered', filters: { city: 'Dez Mil' } },
        subject: 'Assembleia geral',
        body: '<p>Convocação</p>',
        channels: ['email'],
      },
    });
    expect(response.statusCode).toBe(201);
    const message = response.json<MessageDetail>();
    expect(message.recipientCount).toBe(RECIPIENTS);
    // Nothing was sent inside the request: the outbox holds every delivery.
    expect(message.deliveryCounts).toMatchObject({ pending: RECIPIENTS, sent: 0 });

    const recipients = async (query: string) => {
      const answer = await ctx.app.inject({ url: `/api/messages/${message.id}/recipients?${query}`, headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ totalItens: number; totalCapped?: boolean; nextPage: number | null; rows: { id: string; name: string }[] }>();
    };
    // Unfiltered, the total the message keeps; filtered, counted up to the cap unless asked for all.
    expect(await recipients('limit=100&page=101')).toMatchObject({ totalItens: RECIPIENTS, nextPage: null });
    expect(await recipients('limit=100&page=100&status=pending')).toMatchObject({
      totalItens: COUNT_CAP,
      totalCapped: true,
      nextPage: 101,
    });
    expect(await recipients('limit=100&page=101&status=pending&exactTotal=true')).toMatchObject({
      totalItens: RECIPIENTS,
      nextPage: null,
    });
    // Next to the row the client holds, the page its number names; the row decides, not the number.
    const [first, second, third] = await Promise.all([1, 2, 3].map((page) => recipients(`limit=50&page=${page}&status=pending`)));
    expect((await recipients(`limit=50&page=2&status=pending&after=${first?.rows.at(-1)?.id}`)).rows).toEqual(second?.rows);
    expect((await recipients(`limit=50&page=2&status=pending&before=${third?.rows[0]?.id}`)).rows).toEqual(second?.rows);
    expect((await recipients(`limit=50&page=2&after=${second?.rows.at(-1)?.id}`)).rows).toEqual(third?.rows);
  });
});
