import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { auditLog, mails, passwordResetTokens, totpFactors } from '../../db/schema/index';
import { hashOneTimeKey } from '../../lib/tokens';
import { insertSuperAdmin } from '../../test/factories';
import { randomIp, setupApp, type TestContext } from '../../test/helper';
import { issuePasswordKey } from './password-reset';

/**
 * Strangers who spend an account's login budget keep its owner out of every browser the account has
 * not used (decision 025). The owner proves themselves by mail instead: a link, used once and
 * briefly, makes the browser that opens it a known device, whose logins count on a budget of its
 * own; the password (and a second factor) is still asked.
 */
const APP = 'https://backoffice.conselho.org.br';
const PROXY = '10.0.0.1';
const EVIL = 'evil.example';
const PASSWORD = 'senha-do-dono-1';
const LOGIN_LIMIT = 10;
const LINK_LIMIT = 3;
/** The mail is enqueued just after the answer: waited for as long as a loaded machine may take. */
const WAIT = { timeout: 15_000, interval: 50 };

let ctx: TestContext;
const logged: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
  ctx = await setupApp(
    { APP_URLS: APP, TRUST_PROXY: PROXY, LOGIN_RATE_LIMIT: String(LOGIN_LIMIT), RESET_RATE_LIMIT: String(LINK_LIMIT), LOG_LEVEL: 'info' },
    stream,
  );
});

const newOwner = async (): Promise<{ id: string; email: string }> =>
  insertSuperAdmin(ctx.database.db, `dono-${randomUUID().slice(0, 8)}@conselho.org.br`, PASSWORD, 'Dono');

const login = (email: string, password: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authentication/login?typeUser=0',
    payload: { email, password },
    remoteAddress: randomIp(),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const askLink = (email: string, options: { appUrl?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authentication/device-link',
    payload: { email, appUrl: options.appUrl ?? APP },
    remoteAddress: options.remoteAddress ?? randomIp(),
    headers: options.headers ?? {},
  });

const useLink = (key: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/authentication/known-device', payload: { key }, remoteAddress: randomIp() });

/** The link of the newest device-link mail to `email`, once the work after the answer has enqueued it. */
const mailedLink = async (email: string): Promise<string> => {
  let text = '';
  await vi.waitFor(async () => {
    const [row] = await ctx.database.db
      .select({ text: mails.textBody })
      .from(mails)
      .where(and(eq(mails.template, 'device-link'), eq(mails.toEmail, email)))
      .orderBy(desc(mails.createdAt))
      .limit(1);
    expect(row?.text).toBeDefined();
    text = row?.text ?? '';
  }, WAIT);
  const link = /https?:\/\/\S+\?key=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
};

const keyOf = (link: string): string => new URL(link).searchParams.get('key') ?? '';

/** The device cookie an answer sets, as the browser sends it back. */
const cookieOf = (response: Awaited<ReturnType<typeof useLink>>): string => {
  const cookie = response.cookies.find((item) => item.name.startsWith('hub_device_'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/authentication' });
  return `${cookie?.name}=${cookie?.value}`;
};

/** LOGIN_LIMIT wrong passwords for the email, each from another address, as a botnet would. */
const strangersGuess = async (email: string): Promise<void> => {
  for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) expect((await login(email, `errada-${attempt}`)).statusCode).toBe(401);
};

const invalidLink = { statusCode: 400, error: 'Bad Request', message: AUTH_MESSAGES.deviceLinkInvalid, issues: [{ path: 'key', message: AUTH_MESSAGES.deviceLinkInvalid }] };

describe('a link by mail for a browser strangers locked out', () => {
  it('lets the owner in from a new browser after strangers spent the account budget: the link, then the password', async () => {
    const owner = await newOwner();
    await strangersGuess(owner.email);
    const refused = await login(owner.email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);

    expect((await askLink(owner.email)).statusCode).toBe(204);
    const link = await mailedLink(owner.email);
    expect(link.startsWith(`${APP}/auth/device-link?key=`)).toBe(true);
    const used = await useLink(keyOf(link));
    // The link opens no session: it answers the account's email, for the login form.
    expect({ status: used.statusCode, body: used.json() }).toEqual({ status: 200, body: { email: owner.email } });
    const cookie = cookieOf(used);

    expect((await login(owner.email, PASSWORD, cookie)).statusCode).toBe(200);
    // Strangers without the cookie are still stopped.
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(429);
    const [audited] = await ctx.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityId, owner.id), eq(auditLog.action, 'device.recognize')));
    expect(audited).toBeDefined();
  });

  it('still asks the second factor of an account that has one', async () => {
    const owner = await newOwner();
    await ctx.database.db.insert(totpFactors).values({ userId: owner.id, secret: 'selado', confirmedAt: new Date() });
    await strangersGuess(owner.email);
    await askLink(owner.email);
    const cookie = cookieOf(await useLink(keyOf(await mailedLink(owner.email))));
    const answer = await login(owner.email, PASSWORD, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ secondFactorRequired: true, methods: ['totp'] });
    expect(answer.json().accessToken).toBeUndefined();
  });

  it('works once, and refuses an expired or unknown link in Portuguese', async () => {
    const owner = await newOwner();
    await askLink(owner.email);
    const key = keyOf(await mailedLink(owner.email));
    expect((await useLink(key)).statusCode).toBe(200);
    const again = await useLink(key);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 400, body: invalidLink });
    expect(again.cookies).toEqual([]);

    await askLink(owner.email);
    const expiring = keyOf(await mailedLink(owner.email));
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashOneTimeKey(expiring)));
    expect((await useLink(expiring)).json()).toEqual(invalidLink);
    expect((await useLink('chave-que-nao-existe')).json()).toEqual(invalidLink);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/authentication/known-device', payload: {} })).statusCode).toBe(400);
  });

  it('keeps device keys and password keys apart: neither opens the other', async () => {
    const owner = await newOwner();
    await askLink(owner.email);
    const deviceKey = keyOf(await mailedLink(owner.email));
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key: deviceKey, password: 'outra-senha-longa-9' } });
    expect(reset.statusCode).toBe(400);
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await useLink(await issuePasswordKey(ctx.database.db, owner.id, 'reset'))).json()).toEqual(invalidLink);
    // The refused reset left the device key usable.
    expect((await useLink(deviceKey)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const owner = await newOwner();
    const known = await askLink(owner.email);
    await mailedLink(owner.email);
    const before = await ctx.database.query('SELECT id FROM mails');
    const unknown = await askLink(`ninguem-${randomUUID().slice(0, 8)}@conselho.org.br`);
    const shape = (response: typeof known) => ({ status: response.statusCode, headers: { ...response.headers, date: undefined }, body: response.body });
    expect(shape(unknown)).toEqual(shape(known));
    // An unknown email has no work left after the answer: nothing can be enqueued later.
    expect(await ctx.database.query('SELECT id FROM mails')).toHaveLength(before.length);
  });

  it('builds the link on APP_URLS whatever Host or X-Forwarded-Host say, and refuses any other origin', async () => {
    const owner = await newOwner();
    const forwarded = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https', 'x-forwarded-for': randomIp() };
    expect((await askLink(owner.email, { headers: forwarded, remoteAddress: PROXY })).statusCode).toBe(204);
    const link = await mailedLink(owner.email);
    expect(new URL(link).origin).toBe(APP);
    for (const appUrl of [`https://${EVIL}`, `http://${EVIL}`]) {
      const refused = await askLink(owner.email, { appUrl, headers: forwarded, remoteAddress: PROXY });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toContainEqual({ path: 'appUrl', message: AUTH_MESSAGES.appUrlNotAllowed });
    }
  });

  it('limits the requests per email and per address', async () => {
    const owner = await newOwner();
    const perEmail: number[] = [];
    for (let attempt = 0; attempt <= LINK_LIMIT; attempt += 1) perEmail.push((await askLink(owner.email)).statusCode);
    expect(perEmail).toEqual([...Array.from({ length: LINK_LIMIT }, () => 204), 429]);
    expect((await askLink(owner.email)).json().message).toBe(AUTH_MESSAGES.tooManyAttempts);

    const address = randomIp();
    const perAddress: number[] = [];
    for (let attempt = 0; attempt <= LINK_LIMIT; attempt += 1) perAddress.push((await askLink(`x${attempt}-${randomUUID().slice(0, 6)}@x.org`, { remoteAddress: address })).statusCode);
    expect(perAddress).toEqual([...Array.from({ length: LINK_LIMIT }, () => 204), 429]);
  });

  it('never writes a key to the logs: the landing page, the link used, refused or unknown', async () => {
    const owner = await newOwner();
    await askLink(owner.email);
    const link = await mailedLink(owner.email);
    const key = keyOf(link);
    await ctx.app.inject({ url: new URL(link).pathname + new URL(link).search });
    await useLink(key);
    await useLink(key);
    await ctx.app.inject({ method: 'POST', url: '/api/authentication/known-device', payload: { key: `${key}x`.repeat(20) } });
    const output = logged.join('');
    expect(output).toContain('/auth/device-link?key=[redacted]');
    expect(output).toContain('/api/authentication/known-device');
    expect(output).not.toContain(key);
  });
});
