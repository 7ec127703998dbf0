import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createMailer } from '../lib/mailer';
import { inAppSender } from '../lib/outbox/channels';
import { createEmailSender } from '../lib/outbox/email-channel';
import { createOutboxWorker } from '../lib/outbox/worker';
import { createWhatsAppSender } from '../lib/outbox/whatsapp';
import type { TestContext } from './helper';

/** What the Cloud API was asked to send: a template, or a text. */
export type WhatsAppRequest = {
  to: string;
  type: string;
  text?: { body: string };
  template?: { name: string; components: { parameters: { text: string }[] }[] };
};

export type TestWhatsApp = { url: string; seen: WhatsAppRequest[] };

/**
 * A local server that answers as the WhatsApp Cloud API does (`{ messages: [{ id }] }`), so the
 * app's adapter goes through the network for real; `url` is its WHATSAPP_API_URL.
 */
export const startWhatsApp = async (): Promise<TestWhatsApp> => {
  const seen: WhatsAppRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WhatsAppRequest);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages: [{ id: `wamid.${seen.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v21.0`, seen };
};

/** Every channel for real, until nothing is due: the app's mailer to the SMTP server, WhatsApp to its local server. */
export const deliverEveryChannel = async (ctx: TestContext): Promise<void> => {
  const mailer = createMailer({ smtpUrl: ctx.config.smtpUrl, from: ctx.config.mailFrom, dataDir: ctx.dataDir, db: ctx.database.db });
  const worker = createOutboxWorker({
    database: ctx.database,
    channels: {
      email: createEmailSender(mailer, ctx.config.mailFrom),
      whatsapp: createWhatsAppSender(ctx.database.db, ctx.config.whatsapp),
      in_app: inAppSender,
    },
    options: { batchSize: 100, maxAttempts: 2, backoffSeconds: 30, leaseSeconds: 60, pollMs: 50 },
  });
  while ((await worker.runOnce()) > 0);
  mailer.close();
};
