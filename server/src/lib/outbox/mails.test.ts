import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';
import { createCandidate, createCompany } from '../../test/factories';
import { makeRetriesDue } from '../../test/message-fixtures';
import { mailText, startSmtp, type TestSmtp } from '../../test/smtp';
import { createMailer } from '../mailer';

const APP = 'https://backoffice.conselho.org.br';
/** The mail is enqueued just after the answer: waited for as long as a loaded machine may take. */
const WAIT = { timeout: 15_000, interval: 50 };

/** An SMTP port that accepts connections and never answers: a request waiting on it would hang. */
const startSilentSmtp = async () => {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

type Outboxed = {
  template: string;
  to_email: string;
  status: string;
  html: string;
  attempts: number;
};
const outboxed = (ctx: TestContext, template: string) =>
  ctx.database.query<Outboxed>(
    `SELECT m.template, m.to_email, d.status, m.html, d.attempts FROM mails m JOIN deliveries d ON d.mail_id = m.id
      WHERE m.template = $1 ORDER BY m.created_at`,
    [template],
  );

describe('platform mails go through the outbox', () => {
  let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
  let ctx: TestContext;
  let smtp: TestSmtp;
  let headers: { authorization: string };

  beforeAll(async () => {
    silent = await startSilentSmtp();
    ctx = await setupApp({
      SMTP_URL: `smtp://127.0.0.1:${silent.port}?ignoreTLS=true`,
      APP_URLS: APP,
    });
    ({ headers } = await loginAs(ctx.app));
  });
  afterAll(() => silent.close());

  it('answers every request that mails while SMTP is down, and delivers each mail when it returns', async () => {
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { email: ADMIN.email, appUrl: APP, route: '/auth/change-password' },
      remoteAddress: randomIp(),
    });
    expect(forgot.statusCode).toBe(204);

    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/super-admins',
      headers,
      payload: { name: 'Beatriz Lima', occupation: 'Analista', email: 'beatriz@conselho.org.br' },
    });
    expect(invited.statusCode).toBe(201);

    const company = await createCompany(ctx.app, headers);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/status`,
      headers,
      payload: { status: 'active' },
    });
    expect(approved.statusCode).toBe(200);

    const candidate = await createCandidate(ctx.app, headers);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${candidate.id}/password-reset`,
      headers,
    });
    expect(reset.statusCode).toBe(200);

    // No request so much as opened a connection to SMTP: each only wrote its mail to the outbox.
    expect(silent.connections()).toBe(0);
    const templates = [
      'password-reset',
      'super-admin-invite',
      'company-approved',
      'candidate-password-reset',
    ];
    await vi.waitFor(async () => {
      for (const template of templates)
        expect(await outboxed(ctx, template)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    }, WAIT);

    // SMTP comes back on the same address: the worker delivers every mail, each to its person.
    await silent.close();
    smtp = await startSmtp(silent.port);
    await makeRetriesDue(ctx.database.db);
    await ctx.deliverMail();
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(
      [ADMIN.email, 'beatriz@conselho.org.br', company.email, candidate.email].sort(),
    );
    const resetMail = smtp.received.find((mail) => mail.to[0] === ADMIN.email);
    expect(mailText(resetMail?.raw ?? '')).toContain(`${APP}/auth/change-password?key=`);

    for (const template of templates) {
      // Sent, and its content (a password link is a credential) no longer kept.
      expect(await outboxed(ctx, template)).toMatchObject([{ status: 'sent', html: '' }]);
    }
    const log = await ctx.app.inject({ url: '/api/logs/emails?limit=100', headers });
    const logged = log.json<{ rows: { template: string; status: string }[] }>().rows;
    for (const template of templates)
      expect(logged).toContainEqual(expect.objectContaining({ template, status: 'sent' }));
  });
});

describe('a platform mail that fails', () => {
  it('shows in the email logs as a message delivery does', async () => {
    const smtp = await startSmtp();
    smtp.refuse(/^recusa/, 550);
    const ctx = await setupApp({ SMTP_URL: smtp.url, APP_URLS: APP });
    const { headers } = await loginAs(ctx.app);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/super-admins',
      headers,
      payload: { name: 'Renata Recusa', occupation: 'Analista', email: 'recusa@conselho.org.br' },
    });
    expect(invited.statusCode).toBe(201);
    await ctx.deliverMail();

    const failed = (await ctx.app.inject({ url: '/api/logs/email-errors', headers })).json<{
      rows: object[];
    }>().rows;
    expect(failed).toEqual([
      expect.objectContaining({
        messageId: null,
        name: 'Renata Recusa',
        to: 'recusa@conselho.org.br',
        subject: 'Convite para o back-office do Hub de Recrutamento',
        status: 'failed',
      }),
    ]);
    const attempts = (
      await ctx.app.inject({ url: '/api/logs/email-sending-errors?key=recusa', headers })
    ).json<{ rows: object[] }>().rows;
    expect(attempts).toEqual([
      expect.objectContaining({ to: 'recusa@conselho.org.br', code: '550' }),
    ]);
  });
});

describe('mail written as .eml files without SMTP_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setupApp();
  });

  it('leaves one readable file per mail in a burst sent at once', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: ctx.config.mailFrom,
      dataDir: ctx.dataDir,
      db: ctx.database.db,
    });
    const burst = Array.from({ length: 50 }, (_, index) => ({
      to: `pessoa${index}@exemplo.com.br`,
      subject: `Aviso ${index}`,
      text: `Olá, pessoa ${index}`,
      template: 'message',
      messageId: `<burst-${index}@hub.local>`,
    }));
    const results = await Promise.all(burst.map((mail) => mailer.send(mail)));
    mailer.close();
    expect(results.every((result) => result.ok)).toBe(true);

    const dir = path.join(ctx.dataDir, 'mail');
    const files = fs.readdirSync(dir);
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(50);
    const recipients = files.map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      // A whole mail, each once: its headers, and its body as the last thing in the file.
      expect(raw.match(/^Message-ID: /gm)).toHaveLength(1);
      expect(raw.trimEnd()).toMatch(/, pessoa \d+$/);
      return /^To: (.+)$/m.exec(raw)?.[1];
    });
    expect(new Set(recipients).size).toBe(50);
  });
});
