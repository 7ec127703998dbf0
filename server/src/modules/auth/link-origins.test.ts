import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mails } from '../../db/schema/index';
import { createCandidate } from '../../test/factories';
import { ADMIN, loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';

/**
 * Password, invitation and professionals' links are built only from configured origins: the
 * request's Host and X-Forwarded-Host are the sender's to choose, and a link on them would hand the
 * key to whoever owns that site.
 */
const APP = 'https://backoffice.conselho.org.br';
const PROXY = '10.0.0.1';
const EVIL = 'evil.example';
const WAIT = { timeout: 15_000, interval: 50 };

let configured: TestContext;
let unset: TestContext;

beforeAll(async () => {
  configured = await setupApp({ APP_URLS: APP, TRUST_PROXY: PROXY });
  unset = await setupApp({ PORT: '3999' });
});

const forgot = (ctx: TestContext, appUrl: string, headers: Record<string, string>, remoteAddress = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/forgotPassword',
    headers,
    payload: { email: ADMIN.email, appUrl, route: '/auth/change-password' },
    remoteAddress,
  });

/** The newest platform mail of a template, once the work after the answer has enqueued it. */
const lastMail = async (ctx: TestContext, template: string, to: string) => {
  let html = '';
  await vi.waitFor(async () => {
    const [row] = await ctx.database.db
      .select({ html: mails.html, toEmail: mails.toEmail })
      .from(mails)
      .where(eq(mails.template, template))
      .orderBy(desc(mails.createdAt))
      .limit(1);
    expect(row?.toEmail).toBe(to);
    html = row?.html ?? '';
  }, WAIT);
  return html;
};

describe('links are built only from configured origins', () => {
  it('refuses an appUrl on the Host the request names, with APP_URLS set', async () => {
    const response = await forgot(configured, `http://${EVIL}`, { host: EVIL });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'appUrl', message: 'Endereço da aplicação não permitido' });
  });

  it('refuses an appUrl on X-Forwarded-Host sent through the trusted proxy', async () => {
    const response = await forgot(configured, `https://${EVIL}`, { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https', 'x-forwarded-for': randomIp() }, PROXY);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'appUrl', message: 'Endereço da aplicação não permitido' });
  });

  it('refuses the Host the request names when APP_URLS is unset, and accepts this server on localhost', async () => {
    expect((await forgot(unset, `http://${EVIL}`, { host: EVIL })).statusCode).toBe(400);
    const own = await forgot(unset, 'http://localhost:3999', { host: EVIL });
    expect(own.statusCode).toBe(204);
    expect(await lastMail(unset, 'password-reset', ADMIN.email)).toContain('href="http://localhost:3999/auth/change-password?key=');
  });

  it('builds an invitation on APP_URLS whatever Host or X-Forwarded-Host say', async () => {
    const session = await loginAs(configured.app);
    const response = await configured.app.inject({
      method: 'POST',
      url: '/api/super-admins',
      headers: { ...session.headers, host: EVIL, 'x-forwarded-host': EVIL },
      payload: { name: 'Convidada', email: 'convidada@conselho.org.br', occupation: 'Analista' },
      remoteAddress: PROXY,
    });
    expect(response.statusCode).toBe(201);
    const html = await lastMail(configured, 'super-admin-invite', 'convidada@conselho.org.br');
    expect(html).toContain(`href="${APP}/`);
    expect(html).not.toContain(EVIL);
  });

  it("builds a professional's password link on APP_URLS whatever Host says", async () => {
    const session = await loginAs(configured.app);
    const candidate = await createCandidate(configured.app, session.headers);
    const response = await configured.app.inject({
      method: 'POST',
      url: `/api/candidates/${candidate.id}/password-reset`,
      headers: { ...session.headers, host: EVIL, 'x-forwarded-host': EVIL },
      remoteAddress: PROXY,
    });
    expect(response.statusCode).toBe(200);
    const html = await lastMail(configured, 'candidate-password-reset', candidate.email);
    expect(html).toContain(`href="${APP}/auth/change-password?key=`);
    expect(html).not.toContain(EVIL);
  });
});
