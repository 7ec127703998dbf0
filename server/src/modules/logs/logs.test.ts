import { councilDay } from '@hub/contract/calendar';
import { and, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@hub/contract/common';
import { LOG_KINDS, type LogPage } from '@hub/contract/logs';
import type { MessageDetail } from '@hub/contract/messages';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertCompany, insertProcessWithMove, makeRetriesDue } from '../../test/message-fixtures';
import { startSmtp } from '../../test/smtp';
import { rowsOf } from '../../db/rows';
import { deliveries } from '../../db/schema/index';
import { LOG_DEFINITIONS } from './log-definitions';
import { logConditions } from './logs.service';

let ctx: TestContext;
let headers: { authorization: string };
let message: MessageDetail;
let alfaId: string;

beforeAll(async () => {
  const smtp = await startSmtp();
  smtp.refuse(/^recusa/, 550);
  smtp.refuse(/^cheia/, 450);
  ctx = await setupApp({ SMTP_URL: smtp.url });
  ({ headers } = await loginAs(ctx.app));
  const db = ctx.database.db;
  alfaId = (await insertCompany(db, { legalName: 'Alfa Ltda', email: 'contato@alfa.com.br', phone: '+5511999990001' })).id;
  await insertCompany(db, { legalName: 'Recusa Ltda', email: 'recusa@recusa.com.br' });
  await insertCompany(db, { legalName: 'Cheia Ltda', email: 'cheia@cheia.com.br' });
  await insertProcessWithMove(db);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers,
    payload: { typeUser: 2, audience: { kind: 'all' }, subject: 'Convite para feira', body: '<p>Venham</p>', channels: ['email', 'whatsapp'] },
  });
  message = response.json();
  await ctx.deliverMail();
  await makeRetriesDue(db);
  await ctx.deliverMail();
});

const get = async <Kind extends Parameters<typeof logUrl>[0]>(kind: Kind, query = ''): Promise<LogPage<Kind>> => {
  const response = await ctx.app.inject({ url: logUrl(kind, query), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const logUrl = (kind: 'emails' | 'email-errors' | 'email-sending-errors' | 'whatsapp' | 'catho' | 'kanban', query: string) =>
  `/api/logs/${kind}?${query}`;

describe('GET /logs/{kind}', () => {
  it('lists sent emails with search, status filter and date range', async () => {
    const sent = await get('emails', 'status=sent&key=feira');
    // Alfa and the company of the process fixture accept mail; the other two refuse it.
    expect(sent.rows.map((row) => row.to)).toContain('contato@alfa.com.br');
    expect(sent.totalItens).toBe(2);
    const failed = await get('emails', 'status=failed');
    expect(failed.rows.map((row) => row.to).sort()).toEqual(['cheia@cheia.com.br', 'cheia@cheia.com.br', 'recusa@recusa.com.br']);
    const future = await get('emails', 'createdFrom=2999-01-01');
    expect(future.totalItens).toBe(0);
    const today = councilDay();
    expect((await get('emails', `createdFrom=${today}&createdTo=${today}&status=sent`)).totalItens).toBeGreaterThan(0);
  });

  it('lists final email failures once each, and every failed attempt, retried ones too', async () => {
    const errors = await get('email-errors');
    expect(errors.rows.map((row) => [row.to, row.attempts]).sort()).toEqual([
      ['cheia@cheia.com.br', 2],
      ['recusa@recusa.com.br', 1],
    ]);
    const attempts = await get('email-sending-errors');
    expect(attempts.rows.map((row) => [row.to, row.attempt, row.status, row.code]).sort()).toEqual([
      ['cheia@cheia.com.br', 1, 'retry', '450'],
      ['cheia@cheia.com.br', 2, 'failed', '450'],
      ['recusa@recusa.com.br', 1, 'failed', '550'],
    ]);
    expect((await get('email-sending-errors', 'status=retry')).totalItens).toBe(1);
  });

  it('lists WhatsApp sends recorded as not configured, the Catho log and kanban moves', async () => {
    const whatsapp = await get('whatsapp', 'status=not_configured');
    expect(whatsapp.totalItens).toBe(message.recipientCount);
    expect(whatsapp.rows[0]).toMatchObject({ subject: 'Convite para feira', status: 'not_configured', providerId: null });
    const catho = await get('catho', 'status=error');
    expect(catho.rows[0]).toMatchObject({ processTitle: 'Analista de RH', statusCode: 422, status: 'error', operation: 'publish' });
    expect((await get('catho', 'status=ok')).totalItens).toBe(0);
    const kanban = await get('kanban', 'key=triagem');
    expect(kanban.rows[0]).toMatchObject({ fromStageName: 'Inscritos', toStageName: 'Triagem', status: 'move', processTitle: 'Analista de RH' });
  });

  it("lists one process's kanban moves, in the list and its export, and refuses the filter elsewhere", async () => {
    const { process } = await insertProcessWithMove(ctx.database.db, { title: 'Analista de Compras' });
    expect((await get('kanban', 'limit=100')).rows.map((row) => row.processTitle)).toEqual(
      expect.arrayContaining(['Analista de RH', 'Analista de Compras']),
    );
    const only = await get('kanban', `selectiveProcessId=${process.id}`);
    expect(only.totalItens).toBe(1);
    expect(only.rows.map((row) => row.selectiveProcessId)).toEqual([process.id]);
    const exported = await ctx.app.inject({ url: `/api/logs/kanban/export.csv?selectiveProcessId=${process.id}`, headers });
    expect(exported.body).toContain('Analista de Compras');
    expect(exported.body).not.toContain('Analista de RH');
    const elsewhere = await ctx.app.inject({ url: `/api/logs/emails?selectiveProcessId=${process.id}`, headers });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      message: 'Este log não pode ser filtrado por processo seletivo',
      issues: [{ path: 'selectiveProcessId' }],
    });
    expect((await ctx.app.inject({ url: '/api/logs/kanban?selectiveProcessId=abc', headers })).statusCode).toBe(400);
  });

  it('pages with the spec shape and answers one record by id, 404 for an unknown one', async () => {
    const page = await get('emails', 'limit=1&page=2&order=asc');
    expect(page).toMatchObject({ currentPage: 2, previousPage: 1 });
    const first = page.rows[0];
    if (!first) throw new Error('no row');
    const detail = await ctx.app.inject({ url: `/api/logs/emails/${first.id}`, headers });
    expect(detail.json()).toEqual(first);
    expect((await ctx.app.inject({ url: '/api/logs/emails/00000000-0000-4000-8000-000000000000', headers })).statusCode).toBe(404);
  });

  it("takes the query every web list sends: its date's sort, and the page's cursor beside its number", async () => {
    const first = await get('emails', 'limit=1&page=1&order=asc');
    const second = await get('emails', 'limit=1&page=2&order=asc');
    const edge = first.rows[0];
    if (!edge) throw new Error('no row');
    expect((await get('emails', `limit=1&page=2&order=asc&sort=createdAt&after=${edge.id}`)).rows).toEqual(second.rows);
    const unknown = await ctx.app.inject({ url: '/api/logs/emails?sort=subject', headers });
    expect(unknown.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/logs/emails/export.csv?sort=subject', headers })).statusCode).toBe(400);
  });

  it('answers every time as an ISO instant, in the lists, a record and the timeline', async () => {
    const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    for (const kind of LOG_KINDS) {
      for (const query of ['limit=5', 'limit=5&createdFrom=2000-01-01']) {
        for (const row of (await get(kind, query)).rows as Record<string, unknown>[]) {
          for (const [field, value] of Object.entries(row))
            if (field.endsWith('At') && value !== null) expect(value, `${kind} ${field}`).toMatch(ISO);
        }
      }
    }
    const [first] = (await get('emails', 'limit=1')).rows;
    if (!first) throw new Error('no row');
    expect((await ctx.app.inject({ url: `/api/logs/emails/${first.id}`, headers })).json().createdAt).toMatch(ISO);
    const timeline = await ctx.app.inject({ url: `/api/logs/timeline?address=${encodeURIComponent(first.to)}`, headers });
    for (const row of timeline.json().rows) expect(row.createdAt).toMatch(ISO);
  });

  it('counts, without a search, exactly the rows the joined list holds', async () => {
    for (const kind of ['emails', 'email-errors', 'email-sending-errors', 'whatsapp', 'catho', 'kanban'] as const) {
      const page = await get(kind, 'limit=100');
      expect(page.rows.length, kind).toBeGreaterThan(0);
      expect(page.totalItens, kind).toBe(page.rows.length);
    }
  });

  it('pages a log as it opens (its prepared view, its rows carrying the total) as the same log filtered from long ago, in both orders and past its end', async () => {
    for (const kind of LOG_KINDS) {
      for (const order of ['asc', 'desc']) {
        for (const page of [1, 2, 1000]) {
          const query = `limit=1&page=${page}&order=${order}`;
          const asOpened = await get(kind, query);
          const filtered = await get(kind, `${query}&createdFrom=2000-01-01`);
          expect(asOpened.rows, `${kind} ${query}`).toEqual(filtered.rows);
          expect(asOpened.totalItens, `${kind} ${query}`).toBe(filtered.totalItens);
        }
      }
    }
  });

  it('refuses a status the log does not know and a bad date', async () => {
    const status = await ctx.app.inject({ url: '/api/logs/whatsapp?status=lido', headers });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Status inválido para este log');
    expect((await ctx.app.inject({ url: '/api/logs/emails?createdFrom=ontem', headers })).statusCode).toBe(400);
    // The export refuses it too, before the download starts (it used to cut the download short).
    const exported = await ctx.app.inject({ url: '/api/logs/whatsapp/export.csv?status=lido', headers });
    expect(exported.statusCode).toBe(400);
    expect(exported.json().message).toBe('Status inválido para este log');
  });

  it('takes % and _ in a search literally', async () => {
    expect((await get('emails', 'key=feira')).totalItens).toBeGreaterThan(0);
    expect((await get('emails', `key=${encodeURIComponent('%_%')}`)).totalItens).toBe(0);
  });

  it('exports the filtered log as CSV with every row', async () => {
    const response = await ctx.app.inject({ url: '/api/logs/email-sending-errors/export.csv?key=cheia', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Data;Email;Assunto;Tentativa;Resultado;Código;Erro');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('cheia@cheia.com.br'))).toBe(true);
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/), expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/)]);
  });

  it('ignores accents in every log, as the registry lists do, and finds codes by their labels', async () => {
    const db = ctx.database.db;
    const named = 'Clínica da Conceição';
    await db.execute(sql`UPDATE deliveries SET last_error = ${`Caixa da ${named} lotada`} WHERE status = 'failed'`);
    await db.execute(sql`UPDATE delivery_attempts SET error = ${`Caixa da ${named} lotada`}`);
    await db.execute(sql`INSERT INTO email_log ("to", subject, template, status) VALUES ('a@b.com.br', ${`Aviso à ${named}`}, 'company-approved', 'sent')`);
    await db.execute(sql`INSERT INTO whatsapp_log ("to", status, error) VALUES ('+5541999990000', 'failed', ${`Número da ${named}`})`);
    await insertProcessWithMove(db, { title: `Vaga na ${named}` });
    for (const kind of LOG_KINDS) {
      for (const key of ['clinica', 'conceicao']) expect((await get(kind, `key=${key}`)).totalItens, `${kind} ${key}`).toBeGreaterThan(0);
    }
    const approved = await get('emails', `key=${encodeURIComponent('empresa aprovada')}`);
    expect(approved.rows.map((row) => row.template)).toEqual(['company-approved']);
    expect((await get('whatsapp', `key=${encodeURIComponent('nao configurado')}`)).totalItens).toBe(message.recipientCount);
  });

  it('exports the labels the screens show, never the codes', async () => {
    const response = await ctx.app.inject({ url: `/api/logs/emails/export.csv?key=${encodeURIComponent('empresa aprovada')}`, headers });
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Empresa aprovada;Enviado;');
    expect(lines[1]).not.toContain('company-approved');
  });
});

describe('GET /logs/timeline', () => {
  it("joins one recipient's email and WhatsApp deliveries", async () => {
    const response = await ctx.app.inject({ url: `/api/logs/timeline?recipientId=${alfaId}`, headers });
    const timeline = response.json();
    expect(timeline.rows.map((row: { channel: string; status: string }) => `${row.channel}:${row.status}`).sort()).toEqual([
      'email:sent',
      'whatsapp:not_configured',
    ]);
    const byAddress = await ctx.app.inject({ url: '/api/logs/timeline?address=CONTATO@alfa.com.br', headers });
    expect(byAddress.json().totalItens).toBe(2);
    expect((await ctx.app.inject({ url: '/api/logs/timeline', headers })).statusCode).toBe(400);
  });
});

describe("the failures' log searched", () => {
  it("finds a failure by its recipient's name or address, its subject or its error, a word of a key in any of them", async () => {
    const refused = (await get('email-errors')).rows.find((row) => row.to === 'recusa@recusa.com.br');
    expect(refused).toMatchObject({ name: 'Recusa Ltda', subject: 'Convite para feira' });
    const found = async (key: string) =>
      (await get('email-errors', `key=${encodeURIComponent(key)}`)).rows.map((row) => row.to).sort();
    expect(await found('recusa ltda')).toEqual(['recusa@recusa.com.br']);
    expect(await found('CHEIA@cheia')).toEqual(['cheia@cheia.com.br']);
    expect(await found('convite para feira')).toEqual(['cheia@cheia.com.br', 'recusa@recusa.com.br']);
    await ctx.database.db.execute(sql`UPDATE deliveries SET last_error = 'Caixa postal inexistente' WHERE to_address = 'recusa@recusa.com.br' AND status = 'failed'`);
    expect(await found('postal inexistente')).toEqual(['recusa@recusa.com.br']);
    // The words of a key in any order, each at a word start of the name, address, subject or
    // error (issue 70): the name's end and the address's start find the failure.
    expect(await found('ltda recusa@')).toEqual(['recusa@recusa.com.br']);
    expect(await found('feira recusa')).toEqual(['recusa@recusa.com.br']);
    expect(await found('feira zuleica')).toEqual([]);
    // Each on its own line of the searched text: a key of one word never spans two of them.
    expect(await found('ltdarecusa@')).toEqual([]);
  });

  it('is served by the trigram index of its group, not by reading every failure', async () => {
    await ctx.database.query(
      `INSERT INTO deliveries (message_id, recipient_id, channel, to_name, to_address, subject, status, last_error)
       SELECT d.message_id, d.recipient_id, 'email', 'Pessoa ' || i, 'pessoa' || i || '@exemplo.com.br', d.subject, 'failed', 'Caixa cheia'
         FROM deliveries d CROSS JOIN generate_series(1, 3000) AS i
        WHERE d.to_address = 'recusa@recusa.com.br' AND d.channel = 'email'`,
    );
    // Vacuumed as a table loaded in bulk is: the new rows move from the trigram index's pending list into it.
    await ctx.database.query('VACUUM (ANALYZE) deliveries');
    const definition = LOG_DEFINITIONS['email-errors'];
    const condition = and(definition.group?.where, logConditions('email-errors', { key: 'zuleica', sort: 'createdAt', order: 'desc' }));
    const plan = await rowsOf<Record<string, unknown>>(
      ctx.database.db,
      sql`EXPLAIN (FORMAT JSON) SELECT count(*) FROM ${deliveries} WHERE ${condition}`,
    );
    expect(JSON.stringify(plan)).toContain('deliveries_email_failures_search_idx');
    expect((await get('email-errors', 'key=pessoa2999')).rows.map((row) => row.to)).toEqual(['pessoa2999@exemplo.com.br']);
  });
});

describe('a log of more rows than a count reads', () => {
  it('pages next to the row the client holds, and counts a filter up to the cap unless asked for all', async () => {
    await ctx.database.query(
      `INSERT INTO email_log ("to", subject, template, status, created_at)
       SELECT 'lote' || i || '@exemplo.com.br', 'Lote ' || (i % 3), 'message', 'sent', timestamp '2026-01-01' + (i % 7) * interval '1 second'
         FROM generate_series(1, ${COUNT_CAP + 20}) AS i`,
    );
    expect(await get('emails', 'key=lote&limit=10')).toMatchObject({ totalItens: COUNT_CAP, totalCapped: true, nextPage: 2 });
    const exact = await get('emails', 'key=lote&limit=10&exactTotal=true');
    expect(exact).toMatchObject({ totalItens: COUNT_CAP + 20, totalPages: Math.ceil((COUNT_CAP + 20) / 10) });
    expect(exact.totalCapped).toBeUndefined();
    // Times repeat every seven rows: the id breaks the ties, so no page repeats or skips a row.
    for (const query of ['key=lote&limit=10', 'limit=10', 'key=lote&limit=10&order=asc', 'limit=10&order=asc']) {
      const [first, second, third] = await Promise.all([1, 2, 3].map((page) => get('emails', `${query}&page=${page}`)));
      expect((await get('emails', `${query}&page=2&after=${first?.rows.at(-1)?.id}`)).rows, query).toEqual(second?.rows);
      expect((await get('emails', `${query}&page=2&before=${third?.rows[0]?.id}`)).rows, query).toEqual(second?.rows);
      // The row decides, not the number: next to the second page's last row are the third's rows.
      expect((await get('emails', `${query}&page=2&after=${second?.rows.at(-1)?.id}`)).rows, query).toEqual(third?.rows);
      const gone = await get('emails', `${query}&page=2&after=00000000-0000-4000-8000-000000000000`);
      expect(gone.rows, `${query}, the row gone`).toEqual(second?.rows);
    }
  });
});
