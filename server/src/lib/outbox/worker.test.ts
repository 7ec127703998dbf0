import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Channel } from '@hub/contract/messages';
import { deliveries, deliveryAttempts, emailLog, messageRecipients, messages } from '../../db/schema/index';
import { setupApp, type TestContext } from '../../test/helper';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { createMailer, type Mailer } from '../mailer';
import { inAppSender, type Channels } from './channels';
import { createEmailSender } from './email-channel';
import { createWhatsAppSender } from './whatsapp';
import { backoffSeconds, createOutboxWorker, type OutboxOptions } from './worker';

let smtp: TestSmtp;
let ctx: TestContext;
let channels: Channels;
let mailer: Mailer;
afterAll(() => mailer.close());

const options: OutboxOptions = { batchSize: 10, maxAttempts: 3, backoffSeconds: 30, leaseSeconds: 60, pollMs: 50 };

beforeAll(async () => {
  smtp = await startSmtp();
  smtp.refuse(/^perm/, 550);
  smtp.refuse(/^temp/, 450);
  ctx = await setupApp({ SMTP_URL: smtp.url });
  mailer = createMailer({ smtpUrl: smtp.url, from: ctx.config.mailFrom, dataDir: ctx.dataDir, db: ctx.database.db });
  channels = {
    email: createEmailSender(mailer, ctx.config.mailFrom),
    whatsapp: createWhatsAppSender(ctx.database.db, null),
    in_app: inAppSender,
  };
});

beforeEach(async () => {
  await ctx.database.db.delete(messages);
  smtp.received.length = 0;
});

/** One message to the given addresses, one delivery per recipient and channel. */
const enqueue = async (emails: string[], channel: Channel = 'email'): Promise<string[]> => {
  const db = ctx.database.db;
  const [message] = await db
    .insert(messages)
    .values({ typeUser: 2, subject: 'Aviso', body: '<p>Olá</p>', textBody: 'Olá', channels: [channel], audience: { kind: 'all' } })
    .returning();
  if (!message) throw new Error('no message');
  const recipients = await db
    .insert(messageRecipients)
    .values(emails.map((email, index) => ({ messageId: message.id, typeUser: 2, name: `Empresa ${index}`, email, phone: null })))
    .returning();
  const rows = await db
    .insert(deliveries)
    .values(
      recipients.map((recipient) => ({
        messageId: message.id,
        recipientId: recipient.id,
        channel,
        toName: recipient.name,
        toAddress: recipient.email,
        subject: message.subject,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
};

const deliveryRows = (ids: string[]) => ctx.database.db.select().from(deliveries).where(inArray(deliveries.id, ids));
const makeDue = (ids: string[]) =>
  ctx.database.db.update(deliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(inArray(deliveries.id, ids));

const worker = (overrides: Partial<OutboxOptions> = {}) => createOutboxWorker({ database: ctx.database, channels, options: { ...options, ...overrides } });

describe('outbox worker over a real SMTP server', () => {
  it('sends each pending delivery once, with its idempotency key as the Message-ID', async () => {
    const ids = await enqueue(['a@empresa.com.br', 'b@empresa.com.br']);
    expect(await worker().runOnce()).toBe(2);
    const rows = await deliveryRows(ids);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    const domain = 'hub.local';
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => `<${row.idempotencyKey}@${domain}>`).sort());
    expect(rows.every((row) => row.providerId === `<${row.idempotencyKey}@${domain}>` && row.attempts === 1)).toBe(true);
    const logged = await ctx.database.db.select().from(emailLog).where(eq(emailLog.template, 'message'));
    expect(logged.filter((row) => row.status === 'sent').map((row) => row.to)).toEqual(expect.arrayContaining(['a@empresa.com.br', 'b@empresa.com.br']));
    expect(await worker().runOnce()).toBe(0);
  });

  it('fails a permanently refused recipient (5xx) at once and retries a temporarily refused one (4xx) with backoff', async () => {
    const [permanent, temporary] = await enqueue(['perm@empresa.com.br', 'temp@empresa.com.br']);
    if (!permanent || !temporary) throw new Error('no deliveries');
    await worker().runOnce();

    const [perm] = await deliveryRows([permanent]);
    expect(perm).toMatchObject({ status: 'failed', attempts: 1 });
    expect(perm?.lastError).toMatch(/550/);
    const [temp] = await deliveryRows([temporary]);
    expect(temp).toMatchObject({ status: 'pending', attempts: 1 });
    const waitSeconds = ((temp?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(options.backoffSeconds - 5);

    // Not due yet: nothing is claimed.
    expect(await worker().runOnce()).toBe(0);
    await makeDue([temporary]);
    expect(await worker().runOnce()).toBe(1);
    await makeDue([temporary]);
    expect(await worker().runOnce()).toBe(1);
    const [final] = await deliveryRows([temporary]);
    expect(final).toMatchObject({ status: 'failed', attempts: 3 });

    const attempts = await ctx.database.db
      .select({ deliveryId: deliveryAttempts.deliveryId, attempt: deliveryAttempts.attempt, outcome: deliveryAttempts.outcome, code: deliveryAttempts.code })
      .from(deliveryAttempts)
      .orderBy(deliveryAttempts.attempt);
    expect(attempts.filter((row) => row.deliveryId === permanent)).toEqual([{ deliveryId: permanent, attempt: 1, outcome: 'failed', code: '550' }]);
    expect(attempts.filter((row) => row.deliveryId === temporary).map((row) => [row.attempt, row.outcome, row.code])).toEqual([
      [1, 'retry', '450'],
      [2, 'retry', '450'],
      [3, 'failed', '450'],
    ]);
    expect(smtp.received).toHaveLength(0);
  });

  it('never lets two workers send one delivery twice', async () => {
    const emails = Array.from({ length: 45 }, (_, index) => `pessoa${index}@empresa.com.br`);
    const ids = await enqueue(emails);
    const first = worker({ batchSize: 4 });
    const second = worker({ batchSize: 4 });
    const drain = async (instance: typeof first) => {
      let total = 0;
      for (let claimed = -1; claimed !== 0; ) {
        claimed = await instance.runOnce();
        total += claimed;
      }
      return total;
    };
    const [a, b] = await Promise.all([drain(first), drain(second)]);
    expect(a + b).toBe(45);
    expect(smtp.received).toHaveLength(45);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(45);
    const rows = await deliveryRows(ids);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('resends with the same Message-ID only when a worker died before the send was acknowledged', async () => {
    const [leased, expired, acknowledged] = await enqueue(['um@empresa.com.br', 'dois@empresa.com.br', 'tres@empresa.com.br']);
    if (!leased || !expired || !acknowledged) throw new Error('no deliveries');
    const db = ctx.database.db;
    // A live worker is sending this one: its lease still runs.
    await db.update(deliveries).set({ status: 'sending', attempts: 1, leaseUntil: sql`now() + interval '1 minute'` }).where(eq(deliveries.id, leased));
    // This worker died mid-send: the lease ran out without an acknowledgement.
    await db.update(deliveries).set({ status: 'sending', attempts: 1, leaseUntil: sql`now() - interval '1 second'` }).where(eq(deliveries.id, expired));
    // This one died after the provider acknowledged it: never sent again.
    await db
      .update(deliveries)
      .set({ status: 'sending', attempts: 1, providerId: '<ack@hub.local>', leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(deliveries.id, acknowledged));

    expect(await worker().runOnce()).toBe(1);
    const [resent] = await deliveryRows([expired]);
    expect(resent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${resent?.idempotencyKey}@hub.local>`]);
    expect((await deliveryRows([leased]))[0]?.status).toBe('sending');
  });

  it('keeps the lease of a slow send alive, so no other worker takes it over while it works', async () => {
    const [slow] = await enqueue(['lento@empresa.com.br']);
    if (!slow) throw new Error('no delivery');
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A relay that holds the mail until told: the send outlives its first lease.
    const slowWorker = createOutboxWorker({
      database: ctx.database,
      channels: { ...channels, email: async (delivery) => (await gate, channels.email(delivery)) },
      options: { ...options, leaseSeconds: 3 },
    });
    const sending = slowWorker.runOnce();
    await expect.poll(async () => (await deliveryRows([slow]))[0]?.status).toBe('sending');
    const [claimed] = await deliveryRows([slow]);
    // Renewed before it ran out, again and again past the first lease's end.
    await expect
      .poll(async () => (await deliveryRows([slow]))[0]?.leaseUntil?.getTime() ?? 0, { timeout: 10_000 })
      .toBeGreaterThan((claimed?.leaseUntil?.getTime() ?? 0) + 3_000);
    expect(await worker({ leaseSeconds: 3 }).runOnce()).toBe(0);
    release();
    expect(await sending).toBe(1);
    expect((await deliveryRows([slow]))[0]).toMatchObject({ status: 'sent', attempts: 1, leaseUntil: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers in-app at once and records WhatsApp as not configured, never as sent', async () => {
    const [inApp] = await enqueue(['x@empresa.com.br'], 'in_app');
    const [whatsapp] = await enqueue(['y@empresa.com.br'], 'whatsapp');
    if (!inApp || !whatsapp) throw new Error('no deliveries');
    await worker().runOnce();
    expect((await deliveryRows([inApp]))[0]?.status).toBe('sent');
    expect((await deliveryRows([whatsapp]))[0]).toMatchObject({ status: 'not_configured', sentAt: null });
    const logged = await ctx.database.query<{ status: string }>('SELECT status FROM whatsapp_log WHERE delivery_id = $1', [whatsapp]);
    expect(logged).toEqual([{ status: 'not_configured' }]);
    expect(smtp.received).toHaveLength(0);
  });

  it('stops gracefully after draining what is due', async () => {
    const ids = await enqueue(['c@empresa.com.br', 'd@empresa.com.br', 'e@empresa.com.br']);
    let batches = 0;
    const running = createOutboxWorker({
      database: ctx.database,
      channels,
      options: { ...options, batchSize: 1 },
      afterBatch: async () => {
        batches += 1;
      },
    });
    running.start();
    await expect.poll(async () => (await deliveryRows(ids)).filter((row) => row.status === 'sent').length, { timeout: 10_000 }).toBe(3);
    await running.stop();
    expect(batches).toBeGreaterThan(0);
  });
});

describe('backoff', () => {
  it('doubles from the base and stops at six hours', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffSeconds(attempt, 30))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(30, 30)).toBe(6 * 60 * 60);
  });
});
