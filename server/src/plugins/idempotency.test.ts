import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '../test/factories';
import { createPlan, insertCompany } from '../test/commerce';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp({ REGISTRATION_OPEN: 'true' });
  ({ headers } = await loginAs(ctx.app));
});

const post = (url: string, payload: object, key?: string, as = headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...as, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const count = async (sql: string, params: unknown[]) =>
  (await ctx.database.query<{ n: number }>(sql, params))[0]?.n;

describe('Idempotency-Key on the creating requests a client may retry', () => {
  it('answers a retried message with the first result: one message, one delivery per recipient', async () => {
    const companies = await Promise.all([insertCompany(ctx.database.db), insertCompany(ctx.database.db), insertCompany(ctx.database.db)]);
    const body = {
      typeUser: 2,
      audience: { kind: 'chosen', ids: companies.map((company) => company.id) },
      subject: `Feira ${randomUUID().slice(0, 6)}`,
      body: '<p>Participem</p>',
      channels: ['email', 'whatsapp'],
    };
    const key = randomUUID();
    const first = await post('/messages', body, key);
    expect(first.statusCode).toBe(201);
    const again = await post('/messages', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await count('SELECT count(*)::int AS n FROM messages WHERE subject = $1', [body.subject])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM deliveries WHERE message_id = $1', [first.json().id])).toBe(6);

    // The same key with another body is refused, and creates nothing.
    const other = await post('/messages', { ...body, subject: `${body.subject} (2)` }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Esta Idempotency-Key já foi usada com outro pedido');
    expect(await count('SELECT count(*)::int AS n FROM messages WHERE subject = $1', [`${body.subject} (2)`])).toBe(0);
    // Without a key, or with a new one, each request creates.
    expect((await post('/messages', body)).json().id).not.toBe(first.json().id);
    expect((await post('/messages', body, randomUUID())).json().id).not.toBe(first.json().id);
  });

  it('keeps each administrator’s keys apart, and refuses a malformed key', async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { email: `outro-${randomUUID().slice(0, 6)}@hub.local`, password: 'senha-forte-456', firstName: 'Outro', lastName: 'Admin' },
    });
    const company = await insertCompany(ctx.database.db);
    const body = { typeUser: 2, audience: { kind: 'chosen', ids: [company.id] }, subject: 'Aviso', body: '<p>Olá</p>', channels: ['email'] };
    const key = randomUUID();
    const mine = await post('/messages', body, key);
    expect(other.statusCode).toBe(200);
    const theirs = await post('/messages', body, key, { authorization: `Bearer ${other.json().accessToken as string}` });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const bad = await post('/messages', body, 'chave com espaço');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: 'headers.idempotency-key' })]);
  });

  it('answers a retried subscription and a retried enrolment with the first result', async () => {
    const plan = await createPlan(ctx.app, headers, { name: `Plano ${randomUUID().slice(0, 6)}` });
    const company = await insertCompany(ctx.database.db);
    const subscription = { companyId: company.id, planId: plan.id, paymentMethod: 'pix' };
    const key = randomUUID();
    const first = await post('/subscriptions', subscription, key);
    expect(first.statusCode).toBe(201);
    const again = await post('/subscriptions', subscription, key);
    expect(again.json().id).toBe(first.json().id);
    expect(await count('SELECT count(*)::int AS n FROM subscriptions WHERE company_id = $1', [company.id])).toBe(1);

    const { company: owner } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, owner.id);
    await openProcess(ctx.app, headers, process.id);
    const candidate = await createCandidate(ctx.app, headers);
    const enrolKey = randomUUID();
    const enrolled = await post(`/selective-processes/${process.id}/applications`, { candidateId: candidate.id }, enrolKey);
    expect(enrolled.statusCode).toBe(201);
    const retried = await post(`/selective-processes/${process.id}/applications`, { candidateId: candidate.id }, enrolKey);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(enrolled.json().id);
    // Without the key the same enrolment is the conflict it always was.
    expect((await post(`/selective-processes/${process.id}/applications`, { candidateId: candidate.id })).statusCode).toBe(409);
  });
});
