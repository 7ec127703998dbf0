import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { passwordResetTokens } from '../../db/schema/index';
import { insertSuperAdmin } from '../../test/factories';
import { ADMIN, loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';
import { mailText, startSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';

let ctx: TestContext;
let smtp: TestSmtp;
const APP = 'https://backoffice.conselho.org.br';
/** The mail is enqueued just after the answer: waited for as long as a loaded machine may take. */
const WAIT = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({ SMTP_URL: smtp.url, APP_URLS: APP, RESET_RATE_LIMIT: '5' });
});

const forgot = (payload: object, remoteAddress = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload, remoteAddress });

/** The mail the last forgotPassword enqueued once it has answered, delivered by the outbox. */
const nextMail = async (): Promise<ReceivedMail> => {
  const before = smtp.received.length;
  await vi.waitFor(async () => {
    await ctx.deliverMail();
    expect(smtp.received.length).toBeGreaterThan(before);
  }, WAIT);
  const mail = smtp.received.at(-1);
  if (!mail) throw new Error('no mail');
  return mail;
};

const keyFromNextMail = async (): Promise<string> => {
  const match = /\?key=([A-Za-z0-9_-]+)/.exec(mailText((await nextMail()).raw));
  if (!match?.[1]) throw new Error('no reset link in the last mail');
  return match[1];
};

describe('forgotPassword and resetPassword', () => {
  it('mails a reset link on the app origin and route, and the key works once', async () => {
    const response = await forgot({ email: ADMIN.email, appUrl: APP, route: '/auth/change-password' });
    expect(response.statusCode).toBe(204);
    const mail = await nextMail();
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mailText(mail.raw)).toContain(`${APP}/auth/change-password?key=`);
    const key = /\?key=([A-Za-z0-9_-]+)/.exec(mailText(mail.raw))?.[1] ?? '';

    const reset = await ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key, password: 'nova-senha-456' } });
    expect(reset.statusCode).toBe(204);
    await loginAs(ctx.app, { email: ADMIN.email, password: 'nova-senha-456' });

    const again = await ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key, password: 'outra-senha-789' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/inválido ou expirado/);
    // Put the known password back for the other tests.
    await forgot({ email: ADMIN.email, appUrl: APP, route: '/auth/change-password' });
    await ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key: await keyFromNextMail(), password: ADMIN.password } });
  });

  it('refuses an expired key', async () => {
    await forgot({ email: ADMIN.email, appUrl: APP, route: '/auth/change-password' });
    const key = await keyFromNextMail();
    await ctx.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.purpose, 'reset'));
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key, password: 'nova-senha-456' } });
    expect(response.statusCode).toBe(400);
  });

  it('stores only a hash of the key', async () => {
    await forgot({ email: ADMIN.email, appUrl: APP, route: '/auth/change-password' });
    const key = await keyFromNextMail();
    const rows = await ctx.database.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === key)).toBe(false);
  });

  it('answers 204 and enqueues nothing for an unknown email', async () => {
    const before = await ctx.database.query('SELECT id FROM mails');
    const response = await forgot({ email: 'ninguem@conselho.org.br', appUrl: APP, route: '/auth/change-password' });
    expect(response.statusCode).toBe(204);
    // An unknown email has no work left after the answer: nothing can be enqueued later.
    expect(await ctx.database.query('SELECT id FROM mails')).toHaveLength(before.length);
  });

  it('refuses a foreign appUrl with 400 and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await forgot({ email: ADMIN.email, appUrl: 'https://evil.example.com', route: '/auth/change-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'appUrl', message: 'Endereço da aplicação não permitido' });
    expect(smtp.received.length).toBe(before);
  });

  it('rate-limits forgotPassword per email', async () => {
    const email = 'limite@conselho.org.br';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await forgot({ email, appUrl: APP, route: '/auth/change-password' })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('PUT /user/{id} (password change)', () => {
  it('needs the current password, then makes older tokens stop working', async () => {
    const first = await loginAs(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${first.userId}`,
      headers: first.headers,
      payload: { currentPassword: 'errada', password: 'trocada-123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toContainEqual({ path: 'currentPassword', message: 'A senha atual está incorreta' });

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${first.userId}`,
      headers: first.headers,
      payload: { currentPassword: ADMIN.password, password: 'trocada-123' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().accessToken as string;

    const old = await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${first.token}` });
    expect(old.statusCode).toBe(401);
    const current = await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${fresh}` });
    expect(current.statusCode).toBe(200);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${first.userId}`,
      headers: { authorization: `Bearer ${fresh}` },
      payload: { currentPassword: 'trocada-123', password: ADMIN.password },
    });
  });

  it("counts wrong current passwords on the account's own budget: past it even the right one is 429, and signing in still works", async () => {
    const LIMIT = ctx.config.rateLimit.login;
    const owner = await insertSuperAdmin(ctx.database.db, 'troca-limitada@test.local', 'senha-da-dona-1');
    const session = await loginAs(ctx.app, owner);
    const change = (currentPassword: string, headers = session.headers) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/user/${owner.id}`,
        headers,
        payload: { currentPassword, password: 'senha-nova-da-dona-2' },
      });
    // Another administrator's tries are refused before any check: they spend nothing of hers.
    const stranger = await loginAs(ctx.app);
    for (let attempt = 0; attempt < LIMIT + 1; attempt++)
      expect((await change('chute', stranger.headers)).statusCode).toBe(403);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 1; attempt++) statuses.push((await change(`chute-${attempt}`)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: LIMIT }, () => 400), 429]);
    const right = await change(owner.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // Re-authentication checks the same password on the same budget.
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/confirm-identity',
      headers: session.headers,
      payload: { password: owner.password },
    });
    expect(confirm.statusCode).toBe(429);
    // The login's budget is another: the owner still signs in, with the password unchanged.
    await loginAs(ctx.app, owner);
  });

  it('refuses to change another account', async () => {
    const { headers } = await loginAs(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${crypto.randomUUID()}`,
      headers,
      payload: { currentPassword: ADMIN.password, password: 'trocada-123' },
    });
    expect(response.statusCode).toBe(403);
  });
});
