import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessagePage } from '@hub/contract/messages';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { messagesSeeder } from './messages';
import { registrySeeder } from './registry';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: string;

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers, userId: adminId } = await loginAs(ctx.app));
  await registrySeeder.run(ctx.database.db);
  await messagesSeeder.run(ctx.database.db);
  await messagesSeeder.run(ctx.database.db);
});

const get = async <T>(url: string): Promise<T> => {
  const response = await ctx.app.inject({ url: `/api${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const mailbox = (typeUser: number, flag = '') =>
  get<MessagePage>(
    `/messages/author/${adminId}?isPagination=1&limit=6&typeUser=${typeUser}${flag}`,
  );

describe('messages demo data', () => {
  it('fills both mailboxes once, with important, favourite and deleted messages', async () => {
    const professionals = await mailbox(1);
    const companies = await mailbox(2);
    expect(professionals.totalItens).toBeGreaterThanOrEqual(3);
    expect(companies.totalItens).toBeGreaterThanOrEqual(2);
    expect((await mailbox(1, '&isImportant=true')).totalItens).toBeGreaterThan(0);
    expect((await mailbox(2, '&isFavorite=true')).totalItens).toBe(1);
    expect((await mailbox(1, '&isDeleted=true')).totalItens).toBe(1);
  });

  it('leaves nothing for the worker to send, with sent, bounced and unconfigured deliveries', async () => {
    const pending = await ctx.database.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM deliveries WHERE status IN ('pending', 'sending')`,
    );
    expect(pending[0]?.total).toBe(0);
    const { rows } = await mailbox(1);
    const detail = await get<MessageDetail>(`/messages/${rows[0]?.id ?? ''}`);
    expect(detail.deliveryCounts.sent).toBeGreaterThan(0);
    const bounced = await get<{ totalItens: number }>('/logs/email-errors?limit=1');
    expect(bounced.totalItens).toBeGreaterThan(0);
    const sent = await get<{ totalItens: number }>('/logs/emails?limit=1');
    expect(sent.totalItens).toBeGreaterThan(0);
    const whatsapp = await get<{ totalItens: number }>('/logs/whatsapp?limit=1');
    expect(whatsapp.totalItens).toBeGreaterThan(0);
  });
});
