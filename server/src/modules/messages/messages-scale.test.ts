import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail } from '@hub/contract/messages';
import { loginAs, setupApp, type TestContext } from '../../test/helper';

const RECIPIENTS = 10_000;

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

describe('a send to 10,000 professionals', () => {
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

    const queued = await ctx.app.inject({
      url: `/api/messages/${message.id}/recipients?limit=100&page=100&status=pending`,
      headers,
    });
    expect(queued.json()).toMatchObject({
      totalItens: RECIPIENTS,
      currentPage: 100,
      nextPage: null,
    });
  });
});
