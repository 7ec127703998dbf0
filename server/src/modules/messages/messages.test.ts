import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ComposeBody, MessageDetail, MessagePage } from '@hub/contract/messages';
import { auditLog, candidates, companies, deliveries, messageRecipients } from '../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';
import { startSmtp, type TestSmtp } from '../../test/smtp';

let ctx: TestContext;
let smtp: TestSmtp;
let headers: { authorization: string };
let adminId: string;
const companyIds: string[] = [];
const candidateIds: string[] = [];

const cnpj = (index: number) => `${String(11222333000100 + index * 101).padStart(14, '0')}`;
const cpf = (index: number) => `${String(10000000000 + index * 7).padStart(11, '0')}`;

beforeAll(async () => {
  smtp = await startSmtp();
  smtp.refuse(/^recusa/, 550);
  ctx = await setupApp({ SMTP_URL: smtp.url });
  const session = await loginAs(ctx.app);
  headers = session.headers;
  adminId = session.userId;
  const db = ctx.database.db;
  const companyRows = await db
    .insert(companies)
    .values([
      { legalName: 'Alfa Engenharia Ltda', tradeName: 'Alfa', cnpj: cnpj(1), email: 'contato@alfa.com.br', uf: 'SP', status: 'active', phone: '+5511999990001' },
      { legalName: 'Beta Saúde S.A.', cnpj: cnpj(2), email: 'rh@beta.com.br', uf: 'RJ', status: 'pending' },
      { legalName: 'Gama Tecnologia', cnpj: cnpj(3), email: 'recusa@gama.com.br', uf: 'SP', status: 'active' },
      { legalName: 'Delta Encerrada', cnpj: cnpj(4), email: 'fim@delta.com.br', uf: 'SP', status: 'inactive' },
    ])
    .returning({ id: companies.id });
  companyIds.push(...companyRows.map((row) => row.id));
  const candidateRows = await db
    .insert(candidates)
    .values([
      { name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: cpf(1), status: 'active', notifyWhatsapp: true, phone: '+5521988880001' },
      { name: 'Bruno Lima', email: 'bruno@exemplo.com.br', cpf: cpf(2), status: 'active', notifyEmail: false },
      { name: 'Anônimo', email: 'anon@exemplo.com.br', cpf: cpf(3), status: 'anonymized' },
    ])
    .returning({ id: candidates.id });
  candidateIds.push(...candidateRows.map((row) => row.id));
});

const compose = (body: ComposeBody) => ctx.app.inject({ method: 'POST', url: '/api/messages', headers, payload: body });
const toCompanies = (subject: string, extra: Partial<ComposeBody> = {}): ComposeBody =>
  ({ typeUser: 2, audience: { kind: 'all' }, subject, body: `<p>${subject}</p>`, channels: ['email'], ...extra }) as ComposeBody;
const list = async (query: string): Promise<MessagePage> => {
  const response = await ctx.app.inject({ url: `/api/messages/author/${adminId}?isPagination=1&limit=6&${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const put = (url: string, payload: object) => ctx.app.inject({ method: 'PUT', url, headers, payload });

describe('POST /messages', () => {
  it('stores the message with one delivery per recipient and channel, skipping inactive companies', async () => {
    const response = await compose(toCompanies('Boas-vindas', { channels: ['email', 'whatsapp', 'in_app'], body: '<p>Olá <script>x()</script><b>empresas</b></p>' }));
    expect(response.statusCode).toBe(201);
    const message = response.json<MessageDetail>();
    expect(message).toMatchObject({ subject: 'Boas-vindas', typeUser: 2, recipientCount: 3, audience: 'Todas as empresas', body: '<p>Olá <b>empresas</b></p>' });
    expect(message.deliveryCounts).toEqual({ pending: 9, sent: 0, failed: 0, notConfigured: 0, total: 9 });
    expect(message.recipients.map((recipient) => recipient.name).sort()).toEqual(['Alfa', 'Beta Saúde S.A.', 'Gama Tecnologia']);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, message.id));
    expect(audit).toMatchObject({ action: 'message.send', entity: 'messages' });
    // Each delivery carries whom, where and what it goes to (decision 036).
    const carried = await ctx.database.db
      .select({ channel: deliveries.channel, toName: deliveries.toName, toAddress: deliveries.toAddress, subject: deliveries.subject })
      .from(deliveries)
      .where(eq(deliveries.messageId, message.id));
    expect(carried.filter((row) => row.toName === 'Alfa').sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'email', toName: 'Alfa', toAddress: 'contato@alfa.com.br', subject: 'Boas-vindas' },
      { channel: 'in_app', toName: 'Alfa', toAddress: 'contato@alfa.com.br', subject: 'Boas-vindas' },
      { channel: 'whatsapp', toName: 'Alfa', toAddress: '+5511999990001', subject: 'Boas-vindas' },
    ]);
    expect(carried.find((row) => row.toName === 'Gama Tecnologia' && row.channel === 'whatsapp')?.toAddress).toBeNull();
  });

  it("sends professionals only on the channels they accept and never to anonymised ones", async () => {
    const response = await compose({ typeUser: 1, audience: { kind: 'all' }, subject: 'Vagas', body: '<p>Novas vagas</p>', channels: ['email', 'whatsapp'] });
    expect(response.statusCode).toBe(201);
    const message = response.json<MessageDetail>();
    expect(message.recipientCount).toBe(2);
    const byName = Object.fromEntries(message.recipients.map((recipient) => [recipient.name, recipient.deliveries.map((delivery) => delivery.channel).sort()]));
    expect(byName).toEqual({ 'Ana Souza': ['email', 'whatsapp'], 'Bruno Lima': [] });
  });

  it('reaches a filtered set with the registry filters and a chosen set by id', async () => {
    const filtered = await compose(toCompanies('Só SP ativas', { audience: { kind: 'filtered', filters: { uf: 'SP', status: 'active' } } }));
    expect(filtered.json<MessageDetail>().recipientCount).toBe(2);
    const chosen = await compose(toCompanies('Escolhida', { audience: { kind: 'chosen', ids: [companyIds[1] ?? ''] } }));
    expect(chosen.json<MessageDetail>().recipients.map((recipient) => recipient.name)).toEqual(['Beta Saúde S.A.']);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages/audience-preview',
      headers,
      payload: { typeUser: 2, audience: { kind: 'filtered', filters: { key: 'alfa' } } },
    });
    expect(preview.json()).toEqual({ count: 1 });
  });

  it('refuses an empty subject, no channel, a body with no text and a selection with nobody, changing nothing', async () => {
    const before = await ctx.database.db.select().from(deliveries);
    const noSubject = await compose(toCompanies(''));
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().issues).toContainEqual({ path: 'subject', message: 'O assunto é obrigatório' });
    const noChannel = await compose(toCompanies('x', { channels: [] }));
    expect(noChannel.json().issues).toContainEqual({ path: 'channels', message: 'Escolha pelo menos um canal' });
    const scriptOnly = await compose(toCompanies('x', { body: '<script>alert(1)</script>' }));
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().message).toBe('A mensagem é obrigatória');
    const nobody = await compose(toCompanies('x', { audience: { kind: 'filtered', filters: { uf: 'AC' } } }));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('Nenhum destinatário encontrado para esta seleção');
    const badFilter = await compose(toCompanies('x', { audience: { kind: 'filtered', filters: { status: 'bogus' } } } as never));
    expect(badFilter.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(deliveries)).toHaveLength(before.length);
  });
});

describe('GET /messages/{id} with delivery progress', () => {
  it('counts deliveries by status and channel as the worker sends them, failures included', async () => {
    const created = (await compose(toCompanies('Progresso', { channels: ['email', 'whatsapp'] }))).json<MessageDetail>();
    await ctx.deliverMail();
    const response = await ctx.app.inject({ url: `/api/messages/${created.id}`, headers });
    const message = response.json<MessageDetail>();
    expect(message.deliveryCounts).toEqual({ pending: 0, sent: 2, failed: 1, notConfigured: 3, total: 6 });
    expect(message.countsByChannel.find((counts) => counts.channel === 'email')).toMatchObject({ sent: 2, failed: 1 });
    const gama = message.recipients.find((recipient) => recipient.name === 'Gama Tecnologia');
    expect(gama?.deliveries.find((delivery) => delivery.channel === 'email')).toMatchObject({ status: 'failed', attempts: 1 });

    const failedOnly = await ctx.app.inject({ url: `/api/messages/${created.id}/recipients?status=failed`, headers });
    expect(failedOnly.json().rows.map((row: { name: string }) => row.name)).toEqual(['Gama Tecnologia']);
  });

  it('takes a subject edited to the deliveries not yet final, and keeps the one each final delivery had', async () => {
    const created = (await compose(toCompanies('Assunto antigo', { channels: ['email', 'whatsapp'] }))).json<MessageDetail>();
    await ctx.database.db.update(deliveries).set({ status: 'failed' }).where(eq(deliveries.channel, 'whatsapp'));
    expect((await put(`/api/messages/${created.id}`, { subject: 'Assunto novo' })).statusCode).toBe(200);
    const subjects = await ctx.database.db
      .select({ channel: deliveries.channel, subject: deliveries.subject })
      .from(deliveries)
      .where(eq(deliveries.messageId, created.id));
    expect(new Set(subjects.filter((row) => row.channel === 'email').map((row) => row.subject))).toEqual(new Set(['Assunto novo']));
    expect(new Set(subjects.filter((row) => row.channel === 'whatsapp').map((row) => row.subject))).toEqual(new Set(['Assunto antigo']));
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    expect((await ctx.app.inject({ url: '/api/messages/00000000-0000-4000-8000-000000000000', headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/messages/nao-e-id', headers })).statusCode).toBe(400);
  });
});

describe('GET /messages/author/{id}', () => {
  it('finds a subject, and a recipient of a message, typed without accents', async () => {
    const sent = await compose(toCompanies('Informação sobre anuidade'));
    expect((await list('typeUser=2&key=informacao')).rows.map((row) => row.subject)).toEqual(['Informação sobre anuidade']);
    // A key's words in any order, each at a word start (issue 70); a word nobody has finds nothing.
    expect((await list(`typeUser=2&key=${encodeURIComponent('anuidade info')}`)).rows.map((row) => row.subject)).toEqual(['Informação sobre anuidade']);
    expect((await list(`typeUser=2&key=${encodeURIComponent('anuidade zzz')}`)).totalItens).toBe(0);
    const recipients = await ctx.app.inject({ url: `/api/messages/${sent.json<MessageDetail>().id}/recipients?key=saude`, headers });
    expect(recipients.json().rows.map((row: { name: string }) => row.name)).toEqual(['Beta Saúde S.A.']);
    await put(`/api/messages/${sent.json<MessageDetail>().id}`, { isDeleted: true });
  });

  it('pages by 6 with previous/next/totalPages/totalItens right at the edges', async () => {
    const empty = await list('typeUser=2&key=nada-assim');
    expect(empty).toEqual({ currentPage: 1, previousPage: null, nextPage: null, totalPages: 1, totalItens: 0, rows: [] });
    for (let index = 1; index <= 13; index += 1) await compose(toCompanies(`Lote ${index}`, { audience: { kind: 'chosen', ids: [companyIds[0] ?? ''] } }));
    const first = await list('typeUser=2&key=Lote');
    expect(first).toMatchObject({ currentPage: 1, previousPage: null, nextPage: 2, totalPages: 3, totalItens: 13 });
    expect(first.rows).toHaveLength(6);
    expect(first.rows[0]?.subject).toBe('Lote 13');
    const last = await list('typeUser=2&key=Lote&page=3');
    expect(last).toMatchObject({ currentPage: 3, previousPage: 2, nextPage: null, totalPages: 3, totalItens: 13 });
    expect(last.rows.map((row) => row.subject)).toEqual(['Lote 1']);
    const exact = await list('typeUser=2&key=Lote 1');
    expect(exact).toMatchObject({ totalItens: 5, totalPages: 1, nextPage: null });
    // Past the last page no row carries the total: it is still counted.
    expect(await list('typeUser=2&key=Lote&page=4')).toMatchObject({ currentPage: 4, totalItens: 13, rows: [] });
    const { totalItens } = await list('typeUser=2');
    expect(totalItens).toBeGreaterThanOrEqual(13);
    expect(await list('typeUser=2&page=99')).toMatchObject({ totalItens, rows: [] });
  });

  it('lists professionals by default and companies for any other typeUser', async () => {
    expect((await list('')).rows.every((row) => row.typeUser === 1)).toBe(true);
    expect((await list('typeUser=1')).totalItens).toBe(1);
    expect((await list('typeUser=2')).rows.every((row) => row.typeUser === 2)).toBe(true);
    expect((await list('typeUser=qualquer')).rows[0]?.typeUser).toBe(2);
  });

  it('filters by the flags: important, favourites, and the trash that the other labels hide', async () => {
    const a = (await compose(toCompanies('Flag A'))).json<MessageDetail>();
    const b = (await compose(toCompanies('Flag B'))).json<MessageDetail>();
    expect((await put(`/api/messages/${a.id}`, { isImportant: true })).json()).toMatchObject({ isImportant: true });
    expect((await list('typeUser=2&isImportant=true&key=Flag')).rows.map((row) => row.subject)).toEqual(['Flag A']);

    const group = await put('/api/messages/updateGroup', { ids: [a.id, b.id], isFavorite: true });
    expect(group.json()).toEqual({ updated: 2 });
    expect((await list('typeUser=2&isFavorite=true&key=Flag')).totalItens).toBe(2);

    await put(`/api/messages/${b.id}`, { isDeleted: true });
    expect((await list('typeUser=2&key=Flag')).rows.map((row) => row.subject)).toEqual(['Flag A']);
    expect((await list('typeUser=2&isFavorite=true&key=Flag')).rows.map((row) => row.subject)).toEqual(['Flag A']);
    expect((await list('typeUser=2&isDeleted=true&key=Flag')).rows.map((row) => row.subject)).toEqual(['Flag B']);

    await put('/api/messages/updateGroup', { ids: [b.id], isDeleted: false });
    expect((await list('typeUser=2&isDeleted=true&key=Flag')).totalItens).toBe(0);
  });

  it('refuses flags that are not true or false and a group without ids', async () => {
    expect((await ctx.app.inject({ url: `/api/messages/author/${adminId}?isDeleted=talvez`, headers })).statusCode).toBe(400);
    const empty = await put('/api/messages/updateGroup', { ids: [], isDeleted: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Escolha pelo menos uma mensagem');
    expect((await put('/api/messages/00000000-0000-4000-8000-000000000000', { isDeleted: true })).statusCode).toBe(404);
  });
});

describe('messages/labels', () => {
  it('creates, renames, tags, filters by and deletes a label, keeping its messages', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/messages/labels', headers, payload: { name: 'Campanha', color: '#FF3030' } });
    expect(created.statusCode).toBe(201);
    const label = created.json<{ id: string }>();
    const duplicate = await ctx.app.inject({ method: 'POST', url: '/api/messages/labels', headers, payload: { name: 'campanha' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Já existe uma etiqueta com este nome');
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/messages/labels', headers, payload: { name: ' ', color: 'vermelho' } });
    expect(invalid.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'O nome da etiqueta é obrigatório' },
        { path: 'color', message: 'Cor inválida (use #RRGGBB)' },
      ]),
    );

    const renamed = await put(`/api/messages/labels/${label.id}`, { name: 'Campanha 2026', color: '#078DEE' });
    expect(renamed.json()).toMatchObject({ name: 'Campanha 2026', color: '#078DEE', messageCount: 0 });

    const one = (await compose(toCompanies('Etiquetada 1'))).json<MessageDetail>();
    const two = (await compose(toCompanies('Etiquetada 2'))).json<MessageDetail>();
    const tagged = await put(`/api/messages/labels/${label.id}/messages`, { messageIds: [one.id, two.id], tagged: true });
    expect(tagged.json()).toMatchObject({ messageCount: 2 });
    const listed = await list(`typeUser=2&labelId=${label.id}`);
    expect(listed.rows.map((row) => row.subject).sort()).toEqual(['Etiquetada 1', 'Etiquetada 2']);
    expect(listed.rows[0]?.labels).toEqual([{ id: label.id, name: 'Campanha 2026', color: '#078DEE' }]);

    await put(`/api/messages/${two.id}`, { labelIds: [] });
    expect((await list(`typeUser=2&labelId=${label.id}`)).rows.map((row) => row.subject)).toEqual(['Etiquetada 1']);
    expect((await put(`/api/messages/${two.id}`, { labelIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/messages/labels/${label.id}`, headers });
    expect(removed.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/messages/labels', headers })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/messages/${one.id}`, headers })).json().labels).toEqual([]);
    expect((await put(`/api/messages/labels/${label.id}`, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /messages/recipient-options', () => {
  it('finds companies and professionals to choose by name, never inactive or anonymised ones', async () => {
    const companiesFound = await ctx.app.inject({ url: '/api/messages/recipient-options?typeUser=2&key=a', headers });
    expect(companiesFound.json().map((row: { name: string }) => row.name)).not.toContain('Delta Encerrada');
    const people = await ctx.app.inject({ url: '/api/messages/recipient-options?typeUser=1&key=an', headers });
    expect(people.json().map((row: { name: string }) => row.name)).toEqual(['Ana Souza']);
    expect(candidateIds).toHaveLength(3);
  });

  it('finds them as the registry lists do: ignoring accents, and by the start of a word for a short key', async () => {
    const names = async (typeUser: 1 | 2, key: string) =>
      (await ctx.app.inject({ url: `/api/messages/recipient-options?typeUser=${typeUser}&key=${encodeURIComponent(key)}`, headers }))
        .json()
        .map((row: { name: string }) => row.name);
    expect(await names(2, 'saude')).toEqual(['Beta Saúde S.A.']);
    expect(await names(1, 'so')).toEqual(['Ana Souza']);
    expect(await names(1, 'ou')).toEqual([]);
  });
});

describe('GET /messages/received', () => {
  it("lists what one company received, newest first, with each delivery's status", async () => {
    const companyId = companyIds[2] ?? '';
    const first = await compose(toCompanies('Primeira', { audience: { kind: 'chosen', ids: [companyId] } }));
    const second = await compose(toCompanies('Segunda', { audience: { kind: 'chosen', ids: [companyId] }, channels: ['email', 'in_app'] }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const response = await ctx.app.inject({ url: `/api/messages/received?typeUser=2&recipientId=${companyId}`, headers });
    expect(response.statusCode).toBe(200);
    const received = response.json<{ subject: string; deliveries: { channel: string; status: string }[] }[]>();
    const ours = received.filter((message) => ['Primeira', 'Segunda'].includes(message.subject));
    expect(ours.map((message) => message.subject)).toEqual(['Segunda', 'Primeira']);
    expect(ours[0]?.deliveries.map((delivery) => delivery.channel).sort()).toEqual(['email', 'in_app']);
    expect(ours[0]?.deliveries.every((delivery) => delivery.status === 'pending')).toBe(true);
    const bad = await ctx.app.inject({ url: '/api/messages/received?typeUser=3&recipientId=x', headers });
    expect(bad.statusCode).toBe(400);
  });
});

// Last: the process and its company it creates would change the counts of the tests above.
describe('POST /messages to applications', () => {
  it('reaches chosen applications with every field filled per application, which chosen professionals cannot have', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const first = await enrolNew(ctx.app, headers, process.id);
    const second = await enrolNew(ctx.app, headers, process.id);
    const texts = { subject: 'Convite: {{processo}}', body: '<p>Olá, {{nome}}: etapa {{etapa}} na {{empresa}}</p>', channels: ['email'] as const };
    const refused = await compose({ typeUser: 1, audience: { kind: 'chosen', ids: [first.candidateId] }, ...texts, channels: ['email'] });
    expect(refused.statusCode).toBe(400);
    const response = await compose({ typeUser: 1, audience: { kind: 'applications', ids: [first.id, second.id] }, ...texts, channels: ['email'] });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json<MessageDetail>();
    expect(message).toMatchObject({ recipientCount: 2, audience: 'Inscrições escolhidas num processo' });
    const rows = await ctx.database.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, message.id));
    expect(rows.map((row) => row.fields)).toEqual(
      expect.arrayContaining([expect.objectContaining({ processo: process.title, etapa: 'Inscritos', empresa: expect.any(String) })]),
    );
    expect(rows).toHaveLength(2);
  });
});
