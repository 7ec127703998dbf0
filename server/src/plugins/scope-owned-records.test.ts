import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@hub/contract/common';
import type { MessageDetail, MessageRow, ReceivedMessage, Recipient } from '@hub/contract/messages';
import { BUILT_IN_PROFILES, type Permission } from '@hub/contract/permissions';
import { applications, candidates, companies, questionSheets, recordNotes } from '../db/schema/index';
import { createPlan } from '../test/commerce';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { insertCandidate, insertCompany, insertProcessWithMove } from '../test/message-fixtures';
import { insertScopedAdmin } from '../test/scoped-admin';

/*
 * The records that belong to a scoped one (decision 029), reached by their own id: a note, a
 * subscription, a question sheet, a message sent and its recipients, a professional's history. For an administrator limited
 * to SP, one of RJ answers as an unknown id and changes nothing; one of SP is theirs as before.
 */

let ctx: TestContext;
let admin: { authorization: string };
/** Every permission, limited to SP: only the scope refuses. */
let scoped: { id: string; headers: { authorization: string } };
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
const seeded = { spCompany: '', rjCompany: '', spCandidate: '', rjCandidate: '' };

const as = (
  headers: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** The answer of an out-of-scope id is that of an unknown one: status and body. */
const expectUnknown = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: (id: string) => string,
  id: string,
  payload?: object,
) => {
  const outside = await as(scoped.headers, method, url(id), payload);
  const unknown = await as(scoped.headers, method, url(UNKNOWN), payload);
  expect(outside.statusCode, `${method} ${url(id)}`).toBe(404);
  expect(outside.json()).toEqual(unknown.json());
};

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers: admin } = await loginAs(ctx.app));
  const everything: readonly Permission[] = BUILT_IN_PROFILES[0].permissions;
  scoped = await insertScopedAdmin(ctx, { email: 'tudo-sp@test.local', permissions: everything, ufs: ['SP'] });
  const { db } = ctx.database;
  seeded.spCompany = (await insertCompany(db, { legalName: 'Dona Paulista Ltda', uf: 'SP' })).id;
  seeded.rjCompany = (await insertCompany(db, { legalName: 'Dona Carioca Ltda', uf: 'RJ' })).id;
  seeded.spCandidate = (await insertCandidate(db, { name: 'Paula Paulista', uf: 'SP' })).id;
  seeded.rjCandidate = (await insertCandidate(db, { name: 'Rita Carioca', uf: 'RJ', phone: '+5521987654321' })).id;
});

describe('records that belong to a scoped one', () => {
  it("deletes a note only while its record is in the scope: else 404 as an unknown note, and it stays", async () => {
    const written = await as(scoped.headers, 'POST', `/history/companies/${seeded.spCompany}/notes`, {
      body: 'Ligar na segunda',
    });
    expect(written.statusCode, written.body).toBe(201);
    const noteId = written.json<{ id: string }>().id;
    // The company moves to RJ: the note is now of a record out of the scope.
    await ctx.database.db.update(companies).set({ uf: 'RJ' }).where(eq(companies.id, seeded.spCompany));
    try {
      await expectUnknown('DELETE', (id) => `/notes/${id}`, noteId);
      const [kept] = await ctx.database.db.select().from(recordNotes).where(eq(recordNotes.id, noteId));
      expect(kept?.body).toBe('Ligar na segunda');
    } finally {
      await ctx.database.db.update(companies).set({ uf: 'SP' }).where(eq(companies.id, seeded.spCompany));
    }
    expect((await as(scoped.headers, 'DELETE', `/notes/${noteId}`)).statusCode).toBe(204);
  });

  it("answers a subscription of an out-of-scope company as an unknown one, for reads and writes", async () => {
    const plan = await createPlan(ctx.app, admin);
    const subscribe = async (companyId: string) => {
      const response = await as(admin, 'POST', '/subscriptions', { companyId, planId: plan.id, paymentMethod: 'pix' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string; status: string; updatedAt: string }>();
    };
    const rj = await subscribe(seeded.rjCompany);
    const sp = await subscribe(seeded.spCompany);
    await expectUnknown('GET', (id) => `/subscriptions/${id}`, rj.id);
    await expectUnknown('PUT', (id) => `/subscriptions/${id}`, rj.id, { paymentMethod: 'boleto', updatedAt: rj.updatedAt });
    await expectUnknown('POST', (id) => `/subscriptions/${id}/cancel`, rj.id, {
      atPeriodEnd: false,
      reason: 'Fora do escopo',
    });
    const unchanged = await as(admin, 'GET', `/subscriptions/${rj.id}`);
    expect(unchanged.json()).toMatchObject({ paymentMethod: 'pix', status: rj.status });
    expect((await as(scoped.headers, 'GET', `/subscriptions/${sp.id}`)).statusCode).toBe(200);
    // The summary's counts and revenue are the scope's: an SP desk is not shown the national figures.
    await as(admin, 'POST', `/subscriptions/${rj.id}/status`, { status: 'active' });
    const whole = (await as(admin, 'GET', '/subscriptions/summary')).json<{ activeCount: number; mrrCents: number }>();
    const own = (await as(scoped.headers, 'GET', '/subscriptions/summary')).json<{ activeCount: number; countsByStatus: Record<string, number> }>();
    expect(whole.activeCount).toBe(1);
    expect(own).toMatchObject({ activeCount: 0, mrrCents: 0, countsByStatus: { pending: 1, active: 0 } });
  });

  it("answers a question sheet of an out-of-scope company as an unknown one", async () => {
    const [rj] = await ctx.database.db
      .insert(questionSheets)
      .values({ companyId: seeded.rjCompany, name: 'Perguntas cariocas' })
      .returning();
    const [sp] = await ctx.database.db
      .insert(questionSheets)
      .values({ companyId: seeded.spCompany, name: 'Perguntas paulistas' })
      .returning();
    await expectUnknown('GET', (id) => `/question-sheets/${id}`, rj?.id ?? '');
    await expectUnknown('PUT', (id) => `/question-sheets/${id}`, rj?.id ?? '', {
      name: 'Trocado',
      questions: [{ text: 'Quanto é 2 + 2?', options: ['3', '4'], correctOption: 1 }],
      updatedAt: rj?.updatedAt.toISOString(),
    });
    expect((await as(scoped.headers, 'GET', `/question-sheets/${sp?.id}`)).statusCode).toBe(200);
  });
});

describe("the history of a professional enrolled in and out of the scope", () => {
  it('shows the notes and stage moves of the applications to processes of the scope, not the others', async () => {
    const { db } = ctx.database;
    const sp = await insertProcessWithMove(db, { title: 'Vaga paulista do histórico' });
    const rj = await insertProcessWithMove(db, { title: 'Vaga carioca do histórico' });
    await db.update(companies).set({ uf: 'SP' }).where(eq(companies.id, sp.company.id));
    await db.update(companies).set({ uf: 'RJ' }).where(eq(companies.id, rj.company.id));
    const person = sp.candidate;
    await db.update(candidates).set({ uf: 'RJ' }).where(eq(candidates.id, person.id));
    // The same professional in the RJ process too, with a stage move there.
    await db.update(applications).set({ candidateId: person.id }).where(eq(applications.id, rj.application.id));
    for (const [application, body] of [
      [sp.application.id, 'Nota da vaga paulista'],
      [rj.application.id, 'Nota da vaga carioca'],
    ] as const) {
      const note = await as(admin, 'POST', `/history/applications/${application}/notes`, { body });
      expect(note.statusCode, note.body).toBe(201);
    }
    const seen = await as(scoped.headers, 'GET', `/history/candidates/${person.id}?limit=100`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body).toContain('Nota da vaga paulista');
    expect(seen.body).toContain('Vaga paulista do histórico');
    expect(seen.body).not.toContain('Nota da vaga carioca');
    expect(seen.body).not.toContain('Vaga carioca do histórico');
    const whole = await as(admin, 'GET', `/history/candidates/${person.id}?limit=100`);
    expect(whole.body).toContain('Nota da vaga carioca');
    expect(whole.body).toContain('Vaga carioca do histórico');
  });
});

describe('messages already sent, to a limited administrator', () => {
  const send = async (headers: { authorization: string }, ids: string[], subject: string) => {
    const response = await as(headers, 'POST', '/messages', {
      typeUser: 1,
      audience: { kind: 'chosen', ids },
      subject,
      body: '<p>Olá</p>',
      channels: ['email', 'whatsapp'],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MessageDetail>();
  };
  let both: MessageDetail;
  let rjOnly: MessageDetail;
  let adminId = '';

  beforeAll(async () => {
    adminId = (await loginAs(ctx.app)).userId;
    both = await send(admin, [seeded.spCandidate, seeded.rjCandidate], 'Para SP e RJ');
    rjOnly = await send(admin, [seeded.rjCandidate], 'Só para o RJ');
  });

  it("lists another's messages that reached the scope, not those that did not; their own whole", async () => {
    const own = await send(scoped.headers, [seeded.spCandidate], 'Minha mensagem');
    const others = await as(scoped.headers, 'GET', `/messages/author/${adminId}?typeUser=1&limit=100`);
    expect(others.statusCode).toBe(200);
    const page = others.json<Page<MessageRow>>();
    const subjects = page.rows.map((row) => row.subject);
    expect(subjects).toContain('Para SP e RJ');
    expect(subjects).not.toContain('Só para o RJ');
    expect(page.totalItens).toBe(page.rows.length);
    const searched = await as(scoped.headers, 'GET', `/messages/author/${adminId}?typeUser=1&key=RJ`);
    expect(searched.json<Page<MessageRow>>().rows.map((row) => row.subject)).toEqual(['Para SP e RJ']);
    const mine = await as(scoped.headers, 'GET', `/messages/author/${scoped.id}?typeUser=1`);
    expect(mine.json<Page<MessageRow>>().rows.map((row) => row.id)).toEqual([own.id]);
    // Unlimited, the whole mailbox as before.
    const all = await as(admin, 'GET', `/messages/author/${adminId}?typeUser=1&limit=100`);
    expect(all.json<Page<MessageRow>>().rows.map((row) => row.subject)).toEqual(
      expect.arrayContaining(['Para SP e RJ', 'Só para o RJ']),
    );
  });

  it('shows only the recipients of the scope, in the message and its recipient list', async () => {
    const detail = await as(scoped.headers, 'GET', `/messages/${both.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<MessageDetail>().recipients.map((row) => row.name)).toEqual(['Paula Paulista']);
    const list = await as(scoped.headers, 'GET', `/messages/${both.id}/recipients?limit=100`);
    const page = list.json<Page<Recipient>>();
    expect(page.rows.map((row) => row.name)).toEqual(['Paula Paulista']);
    expect(page.totalItens).toBe(1);
    expect(JSON.stringify(list.json())).not.toContain('Rita');
    const whole = await as(admin, 'GET', `/messages/${both.id}/recipients?limit=100`);
    expect(whole.json<Page<Recipient>>().totalItens).toBe(2);
  });

  it('answers a message with no recipient in the scope as an unknown one, and changes nothing by ids', async () => {
    await expectUnknown('GET', (id) => `/messages/${id}`, rjOnly.id);
    await expectUnknown('GET', (id) => `/messages/${id}/recipients`, rjOnly.id);
    await expectUnknown('PUT', (id) => `/messages/${id}`, rjOnly.id, { isImportant: true });
    const group = await as(scoped.headers, 'PUT', '/messages/updateGroup', { ids: [rjOnly.id, both.id], isFavorite: true });
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json()).toEqual({ updated: 1 });
    const label = await as(admin, 'POST', '/messages/labels', { name: 'Escopo', color: '#1976d2' });
    expect(label.statusCode, label.body).toBe(201);
    const tagged = await as(scoped.headers, 'POST', `/messages/labels/${label.json<{ id: string }>().id}/messages`, {
      messageIds: [rjOnly.id],
      tagged: true,
    });
    expect(tagged.statusCode).toBe(404);
    const after = await as(admin, 'GET', `/messages/${rjOnly.id}`);
    expect(after.json<MessageDetail>()).toMatchObject({ isImportant: false, isFavorite: false, labels: [] });
  });

  it('finds in the search bar only the messages their mailbox shows them', async () => {
    const hits = async (headers: { authorization: string }) =>
      (await as(headers, 'GET', `/search?q=${encodeURIComponent('para')}`))
        .json<{ groups: { kind: string; hits: { id: string }[] }[] }>()
        .groups.filter((group) => group.kind === 'messages')
        .flatMap((group) => group.hits.map((hit) => hit.id));
    const seen = await hits(scoped.headers);
    expect(seen).toContain(both.id);
    expect(seen).not.toContain(rjOnly.id);
    expect(await hits(admin)).toEqual(expect.arrayContaining([both.id, rjOnly.id]));
  });

  it("shows a professional's received messages only when the professional is in the scope", async () => {
    const received = (headers: { authorization: string }, id: string) =>
      as(headers, 'GET', `/messages/received?typeUser=1&recipientId=${id}`);
    const outside = await received(scoped.headers, seeded.rjCandidate);
    expect(outside.statusCode).toBe(200);
    expect(outside.json<ReceivedMessage[]>()).toEqual([]);
    const inside = await received(scoped.headers, seeded.spCandidate);
    expect(inside.json<ReceivedMessage[]>().map((row) => row.subject)).toContain('Para SP e RJ');
    expect((await received(admin, seeded.rjCandidate)).json<ReceivedMessage[]>()).toHaveLength(2);
  });
});
