import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES, type Permission } from '@hub/contract/permissions';
import { PERSONAL_DATA_MESSAGES } from '@hub/contract/personal-data';
import { deliveries, messageRecipients, messages, whatsappLog } from '../db/schema/index';
import { candidateInput } from '../test/factories';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { insertScopedAdmin } from '../test/scoped-admin';

/*
 * Personal data leaves the server masked for a profile without 'ver dados pessoais completos'
 * wherever it goes (decision 030, issue 68): no search by digits answers whether a masked CPF or
 * phone starts with them, and the audit trail of a professional's export, the WhatsApp log, its
 * CSV and a recipient's timeline hold no whole CPF, phone or birth date.
 */

type Headers = { authorization: string };
let ctx: TestContext;
let admin: Headers;
/** Every permission but 'dados-pessoais', every UF. */
let masked: Headers;
const CPF = '52998224725';
const PHONE = '+5511987654321';
const seeded = { candidateId: '', recipientId: '' };

const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (headers: Headers, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

/** The refusal of a key of digits, naming where it came. */
const expectRefused = (response: { statusCode: number; body: string; json: () => unknown }, path: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    message: PERSONAL_DATA_MESSAGES.documentSearchRefused,
    issues: [{ path, message: PERSONAL_DATA_MESSAGES.documentSearchRefused }],
  });
};

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers: admin } = await loginAs(ctx.app));
  const everything: readonly Permission[] = BUILT_IN_PROFILES[0].permissions;
  masked = (
    await insertScopedAdmin(ctx, {
      email: 'sem-dados-pessoais@test.local',
      permissions: everything.filter((permission) => permission !== 'dados-pessoais'),
      ufs: null,
    })
  ).headers;
  const created = await post(admin, '/candidates', candidateInput({ cpf: CPF, phone: PHONE, birthDate: '1990-03-15' }));
  expect(created.statusCode, created.body).toBe(201);
  seeded.candidateId = created.json<{ id: string }>().id;
  const { db } = ctx.database;
  const [message] = await db
    .insert(messages)
    .values({ typeUser: 1, subject: 'Aviso', body: '<p>Olá</p>', textBody: 'Olá', channels: ['whatsapp'], audience: { kind: 'all' } })
    .returning();
  const [recipient] = await db
    .insert(messageRecipients)
    .values({ messageId: message?.id ?? '', typeUser: 1, recipientId: seeded.candidateId, name: 'Pessoa', phone: PHONE, channels: ['whatsapp'] })
    .returning();
  seeded.recipientId = recipient?.id ?? '';
  const [delivery] = await db
    .insert(deliveries)
    .values({
      messageId: message?.id ?? '',
      recipientId: recipient?.id ?? '',
      channel: 'whatsapp',
      toName: 'Pessoa',
      toAddress: PHONE,
      subject: 'Aviso',
      status: 'failed',
      lastError: `Número ${PHONE.slice(1)} não está no WhatsApp`,
    })
    .returning();
  await db.insert(whatsappLog).values({
    deliveryId: delivery?.id ?? null,
    to: PHONE,
    status: 'failed',
    httpStatus: 400,
    error: `(#131026) ${PHONE.slice(1)} indisponível`,
    responseExcerpt: `{"contacts":[{"input":"${PHONE.slice(1)}","wa_id":"${PHONE.slice(1)}"}]}`,
  });
});

describe('a search by digits never reads a masked value back', () => {
  it("refuses a key of digits on the professionals' list, CSV, bulk action, audience and recipient options", async () => {
    // The attack: one professional by ids, searched with each prefix of the CPF.
    expectRefused(await get(masked, `/candidates?ids=${seeded.candidateId}&key=529`), 'key');
    expectRefused(await get(masked, `/candidates?key=529.982`), 'key');
    expectRefused(await get(masked, `/candidates/export.csv?ids=${seeded.candidateId}&key=5`.replace('key=5', 'key=52')), 'key');
    expectRefused(
      await post(masked, '/candidates/bulk/status', { selection: { filter: { key: '52998' } }, status: 'blocked', reason: 'x' }),
      'selection.filter.key',
    );
    expectRefused(
      await post(masked, '/messages/audience-preview', { typeUser: 1, audience: { kind: 'filtered', filters: { key: '5299' } } }),
      'audience.filters.key',
    );
    expectRefused(await get(masked, '/messages/recipient-options?typeUser=1&key=5299'), 'key');
    expectRefused(await get(masked, '/logs/whatsapp?key=551198'), 'key');
  });

  it('finds nobody by a CPF in the search bar, and still finds by name; the grant still searches by CPF', async () => {
    const byCpf = await get(masked, `/search?q=${CPF}`);
    expect(byCpf.statusCode).toBe(200);
    expect(byCpf.body).not.toContain(seeded.candidateId);
    const list = await get(masked, `/candidates?ids=${seeded.candidateId}&key=Pessoa`);
    expect(list.statusCode, list.body).toBe(200);
    const whole = await get(admin, `/candidates?ids=${seeded.candidateId}&key=529`);
    expect(whole.json()).toMatchObject({ totalItens: 1 });
    expect((await get(admin, `/search?q=${CPF}`)).body).toContain(seeded.candidateId);
    // Companies' digits are a CNPJ, which is not personal.
    expect((await get(masked, '/messages/recipient-options?typeUser=2&key=1234')).statusCode).toBe(200);
  });
});

describe('personal values leave masked', () => {
  it("masks the audit trail inside a professional's export", async () => {
    const exported = await get(masked, `/candidates/${seeded.candidateId}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const { auditTrail } = exported.json<{ auditTrail: { action: string; after: Record<string, unknown> }[] }>();
    const created = auditTrail.find((entry) => entry.action === 'create');
    expect(created?.after).toMatchObject({ cpf: '***.982.247-**', phone: '(**) *****-4321', birthDate: '**/**/1990' });
    expect(exported.body).not.toContain(CPF);
    expect(exported.body).not.toContain('987654321');
    expect(exported.body).not.toContain('1990-03-15');
  });

  it('masks the WhatsApp log, its entry and its CSV, numbers inside the provider\'s words included', async () => {
    const page = await get(masked, '/logs/whatsapp');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ rows: [{ to: '(**) *****-4321' }] });
    const [row] = page.json<{ rows: { id: string }[] }>().rows;
    const entry = await get(masked, `/logs/whatsapp/${row?.id ?? randomUUID()}`);
    const csv = await get(masked, '/logs/whatsapp/export.csv');
    for (const answer of [page, entry, csv]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('987654321');
    }
    expect(csv.body).toContain('(**) *****-4321');
    expect((await get(admin, '/logs/whatsapp')).body).toContain(PHONE);
  });

  it("masks the phone of a recipient's timeline, and the delivery's error", async () => {
    const timeline = await get(masked, `/logs/timeline?recipientId=${seeded.candidateId}`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json()).toMatchObject({ rows: [{ address: '(**) *****-4321' }] });
    expect(timeline.body).not.toContain('987654321');
    const message = await get(masked, `/messages/${(await ctx.database.db.select().from(messages))[0]?.id ?? ''}`);
    expect(message.statusCode).toBe(200);
    expect(message.body).not.toContain('987654321');
  });
});
