import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsappConsents } from '@hub/contract/candidates';
import { candidates, deliveries, messageRecipients } from '../../db/schema/index';
import { inAppSender } from '../../lib/outbox/channels';
import { createOutboxWorker } from '../../lib/outbox/worker';
import { createWhatsAppSender, WHATSAPP_WITHOUT_CONSENT } from '../../lib/outbox/whatsapp';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let headers: { authorization: string };

/** A local server speaking the WhatsApp Cloud API: a number ending in 131 has blocked the business. */
const seen: string[] = [];
let server: http.Server;
let apiUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const to = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string }).to);
      seen.push(to);
      const [status, body] = to.endsWith('131')
        ? [400, { error: { message: 'Unable to deliver the message: the recipient stopped receiving messages', code: 131050 } }]
        : [200, { messaging_product: 'whatsapp', messages: [{ id: `wamid.${to}` }] }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const OPT_IN = { channel: 'app', text: 'Aceito receber avisos do conselho por WhatsApp neste número.' };

/** The outbox run once through, its WhatsApp channel configured against the local Cloud API. */
const drain = async () => {
  const worker = createOutboxWorker({
    database: ctx.database,
    channels: {
      email: inAppSender,
      in_app: inAppSender,
      whatsapp: createWhatsAppSender(ctx.database.db, { token: 'token-de-teste', phoneId: '1234567890', apiUrl }),
    },
    options: { batchSize: 100, maxAttempts: 1, backoffSeconds: 30, leaseSeconds: 60, pollMs: 50 },
  });
  while ((await worker.runOnce()) > 0);
};

const whatsappTo = async (ids: string[]) => {
  const response = await api('POST', '/messages', {
    typeUser: 1,
    audience: { kind: 'chosen', ids },
    subject: 'Vagas novas',
    body: '<p>Há vagas novas na sua área.</p>',
    channels: ['whatsapp'],
  });
  expect(response.statusCode, response.body).toBe(201);
  await drain();
  return ctx.database.db
    .select({ candidateId: messageRecipients.recipientId, status: deliveries.status, error: deliveries.lastError })
    .from(deliveries)
    .innerJoin(messageRecipients, eq(messageRecipients.id, deliveries.recipientId))
    .where(eq(messageRecipients.messageId, response.json<{ id: string }>().id));
};

describe('WhatsApp opt-in', () => {
  it('records an opt-in for the registered number and its revocation; refuses one without a phone or a text', async () => {
    const candidate = await createCandidate(ctx.app, headers, { phone: '(21) 98888-0001' });
    expect((await api('POST', `/candidates/${candidate.id}/whatsapp-consents`, { channel: 'app', text: ' ' })).statusCode).toBe(400);
    const recorded = await api('POST', `/candidates/${candidate.id}/whatsapp-consents`, OPT_IN);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json<WhatsappConsents>().consents).toEqual([
      expect.objectContaining({ phone: '+5521988880001', channel: 'app', text: OPT_IN.text, revokedAt: null }),
    ]);
    expect((await api('GET', `/candidates/${candidate.id}/settings`)).json().notifications.whatsapp).toBe(true);

    const revoked = await api('POST', `/candidates/${candidate.id}/whatsapp-consents/revoke`, { reason: 'Pediu por telefone' });
    expect(revoked.json<WhatsappConsents>().consents).toEqual([
      expect.objectContaining({ revokedAt: expect.any(String), revokeReason: 'Pediu por telefone' }),
    ]);
    expect((await api('GET', `/candidates/${candidate.id}/settings`)).json().notifications.whatsapp).toBe(false);
    expect((await api('POST', `/candidates/${candidate.id}/whatsapp-consents/revoke`, { reason: 'De novo' })).statusCode).toBe(409);

    const withoutPhone = await createCandidate(ctx.app, headers, { phone: '' });
    expect((await api('POST', `/candidates/${withoutPhone.id}/whatsapp-consents`, OPT_IN)).statusCode).toBe(409);
  });

  it('sends WhatsApp only to professionals with an active opt-in, and a 131050 answer revokes it', async () => {
    const unconsented = await createCandidate(ctx.app, headers, { phone: '(21) 98888-0101' });
    const consented = await createCandidate(ctx.app, headers, { phone: '(21) 98888-0102' });
    const blocking = await createCandidate(ctx.app, headers, { phone: '(21) 98888-0131' });
    // The preference alone, as professionals had it before opt-ins were recorded, is no consent.
    await ctx.database.db
      .update(candidates)
      .set({ notifyWhatsapp: true })
      .where(inArray(candidates.id, [unconsented.id, consented.id, blocking.id]));
    for (const { id } of [consented, blocking])
      expect((await api('POST', `/candidates/${id}/whatsapp-consents`, OPT_IN)).statusCode).toBe(201);

    const sent = await whatsappTo([unconsented.id, consented.id, blocking.id]);
    expect(seen.toSorted()).toEqual(['5521988880102', '5521988880131']);
    const statusOf = (id: string) => sent.find((row) => row.candidateId === id);
    expect(statusOf(unconsented.id)).toMatchObject({ status: 'failed', error: WHATSAPP_WITHOUT_CONSENT });
    expect(statusOf(consented.id)).toMatchObject({ status: 'sent' });
    expect(statusOf(blocking.id)).toMatchObject({ status: 'failed' });

    const blocked = (await api('GET', `/candidates/${blocking.id}/whatsapp-consents`)).json<WhatsappConsents>();
    expect(blocked.consents).toEqual([
      expect.objectContaining({
        revokedAt: expect.any(String),
        revokeReason: 'O profissional bloqueou o WhatsApp do conselho (resposta 131050 da API)',
      }),
    ]);
    expect((await api('GET', `/candidates/${blocking.id}/settings`)).json().notifications.whatsapp).toBe(false);

    // The next message goes to the consented number alone.
    seen.length = 0;
    await whatsappTo([unconsented.id, consented.id, blocking.id]);
    expect(seen).toEqual(['5521988880102']);
  });
});
