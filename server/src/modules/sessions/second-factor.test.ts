import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Factors, RecoveryCodes, TotpEnrolment } from '@hub/contract/sessions';
import { auditLog, totpFactors } from '../../db/schema/index';
import { issuePasswordKey } from '../auth/password-reset';
import { insertSuperAdmin } from '../../test/factories';
import { loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
const PASSWORD = 'senha-com-segundo-fator';

beforeAll(async () => {
  ctx = await setupApp();
});

type Headers = { authorization: string };

const newAdmin = (name: string) =>
  insertSuperAdmin(ctx.database.db, `${name.toLowerCase().replace(/\W+/g, '.')}@conselho.org.br`, PASSWORD, name);

const postLogin = (credentials: { email: string; password: string }) =>
  ctx.app.inject({ method: 'POST', url: '/api/authentication/login?typeUser=0', payload: credentials, remoteAddress: randomIp() });

const secondStep = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/authentication/second-factor', payload, remoteAddress: randomIp() });

const me = (headers: Headers) => ctx.app.inject({ url: '/api/dashboard/summary', headers });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** A code of the step `offset` periods from now (the server accepts one step either way). */
const codeAt = (secret: string, offset: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Enrols TOTP through the API with the code of the current step; answers the key and recovery codes. */
const enrolTotp = async (headers: Headers) => {
  const started = await ctx.app.inject({ method: 'POST', url: '/api/account/totp', headers });
  expect(started.statusCode).toBe(200);
  const enrolment = started.json<TotpEnrolment>();
  expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
  expect(enrolment.uri).toContain('otpauth://totp/');
  const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/account/totp/confirm', headers, payload: { code: await codeAt(enrolment.secret, 0) } });
  expect(confirmed.statusCode).toBe(200);
  return { secret: enrolment.secret, recoveryCodes: confirmed.json<RecoveryCodes>().recoveryCodes };
};

const challengeOf = async (credentials: { email: string; password: string }) => {
  const response = await postLogin(credentials);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ challenge: string; accessToken?: string; methods: string[] }>();
  expect(body.accessToken).toBeUndefined();
  return body;
};

describe('TOTP as a second factor', () => {
  it('enrols with a QR code and a code, then logs in in two steps; a code used once is refused again', async () => {
    const admin = await newAdmin('Ana Totp');
    const first = await loginAs(ctx.app, admin);
    const { secret, recoveryCodes } = await enrolTotp(first.headers);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The key is kept sealed: the table alone does not give it away.
    const [stored] = await ctx.database.db.select().from(totpFactors).where(eq(totpFactors.userId, admin.id));
    expect(stored?.secret).not.toContain(secret);
    const factors = (await ctx.app.inject({ url: '/api/account/factors', headers: first.headers })).json<Factors>();
    expect(factors).toMatchObject({ totp: true, recoveryCodesLeft: 10, passkeys: [] });

    const step = await challengeOf(admin);
    expect(step).toMatchObject({ secondFactorRequired: true, methods: ['totp'] });
    // The challenge is no access token.
    expect((await me(bearer(step.challenge))).statusCode).toBe(401);
    const code = await codeAt(secret, 1);
    const passed = await secondStep({ challenge: step.challenge, code });
    expect(passed.statusCode).toBe(200);
    expect((await me(bearer(passed.json<{ accessToken: string }>().accessToken))).statusCode).toBe(200);
    // The challenge is spent, and so is the code.
    expect((await secondStep({ challenge: step.challenge, code })).statusCode).toBe(401);
    const replay = await secondStep({ challenge: (await challengeOf(admin)).challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: 'Código inválido ou já usado' });
  });

  it('takes a recovery code once, and refuses it the second time', async () => {
    const admin = await newAdmin('Bia Recuperação');
    const { recoveryCodes } = await enrolTotp((await loginAs(ctx.app, admin)).headers);
    const [recoveryCode] = recoveryCodes;
    if (!recoveryCode) throw new Error('no code');
    const once = await secondStep({ challenge: (await challengeOf(admin)).challenge, recoveryCode: recoveryCode.toUpperCase() });
    expect(once.statusCode).toBe(200);
    const twice = await secondStep({ challenge: (await challengeOf(admin)).challenge, recoveryCode });
    expect(twice.statusCode).toBe(401);
    const headers = bearer(once.json<{ accessToken: string }>().accessToken);
    expect((await ctx.app.inject({ url: '/api/account/factors', headers })).json<Factors>().recoveryCodesLeft).toBe(9);
  });

  it('renews the recovery codes: the old ones stop working, the new ones work once', async () => {
    const admin = await newAdmin('Lia Novos Códigos');
    const session = await loginAs(ctx.app, admin);
    const renew = () => ctx.app.inject({ method: 'POST', url: '/api/account/recovery-codes', headers: session.headers });
    expect((await renew()).statusCode).toBe(409);
    const { recoveryCodes: old } = await enrolTotp(session.headers);
    const renewed = await renew();
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<RecoveryCodes>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep({ challenge: (await challengeOf(admin)).challenge, recoveryCode: old[0] })).statusCode).toBe(401);
    expect((await secondStep({ challenge: (await challengeOf(admin)).challenge, recoveryCode: fresh[0] })).statusCode).toBe(200);
  });

  it('counts codes per account, whatever the address: past the limit even the right code gets 429', async () => {
    const admin = await newAdmin('Cida Limite');
    const { secret } = await enrolTotp((await loginAs(ctx.app, admin)).headers);
    const { challenge } = await challengeOf(admin);
    for (let attempt = 0; attempt < ctx.config.rateLimit.login; attempt += 1) {
      expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(401);
    }
    expect((await secondStep({ challenge, code: await codeAt(secret, 1) })).statusCode).toBe(429);
  });

  it('refuses a malformed code with 400 and an unknown challenge with 401', async () => {
    const bad = await secondStep({ challenge: 'x', code: '12ab' });
    expect(bad.statusCode).toBe(400);
    const unknown = await secondStep({ challenge: 'nao-existe', code: '123456' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: 'A verificação expirou. Entre novamente.' });
  });

  it('a password reset never skips the second factor', async () => {
    const admin = await newAdmin('Duda Redefinida');
    await enrolTotp((await loginAs(ctx.app, admin)).headers);
    const key = await issuePasswordKey(ctx.database.db, admin.id, 'reset');
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key, password: 'senha-redefinida-1' } });
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');
    const step = await challengeOf({ email: admin.email, password: 'senha-redefinida-1' });
    expect(step.methods).toEqual(['totp']);
  });

  it('re-authenticates with a TOTP code as well as the password', async () => {
    const admin = await newAdmin('Iris Código');
    const session = await loginAs(ctx.app, admin);
    const { secret } = await enrolTotp(session.headers);
    await ctx.database.db.execute(sql`UPDATE sessions SET proved_at = now() - interval '6 minutes' WHERE user_id = ${admin.id}`);
    const removing = () => ctx.app.inject({ method: 'DELETE', url: '/api/account/totp', headers: session.headers });
    expect((await removing()).json()).toMatchObject({ code: 'reauth_required' });
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/account/confirm-identity', headers: session.headers, payload: { code: await codeAt(secret, 1) } });
    expect(confirmed.statusCode).toBe(204);
    expect((await removing()).statusCode).toBe(204);
    const entries = await ctx.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(entries.map((entry) => entry.action)).toContain('totp.remove');
    // Without a factor the password alone opens a session again.
    expect((await postLogin(admin)).json<{ accessToken?: string }>().accessToken).toBeDefined();
  });

  it('records the failed and successful second steps in the audit trail', async () => {
    const admin = await newAdmin('Eva Trilha');
    const { secret } = await enrolTotp((await loginAs(ctx.app, admin)).headers);
    const { challenge } = await challengeOf(admin);
    await secondStep({ challenge, code: '000000' });
    await secondStep({ challenge, code: await codeAt(secret, 1) });
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual(
      expect.arrayContaining([
        ['totp.add', null],
        ['login.failed', { method: 'totp' }],
        ['login', { method: 'totp' }],
      ]),
    );
  });
});

describe("a super-administrator resets another's factors", () => {
  it('removes them, ends their sessions and records it', async () => {
    const admin = await newAdmin('Fê Redefinida');
    const theirs = await loginAs(ctx.app, admin);
    await enrolTotp(theirs.headers);
    const acting = await loginAs(ctx.app);
    const reset = await ctx.app.inject({ method: 'POST', url: `/api/super-admin/${admin.id}/factors/reset`, headers: acting.headers });
    expect(reset.statusCode).toBe(204);
    expect((await me(theirs.headers)).statusCode).toBe(401);
    const login = (await postLogin(admin)).json<{ accessToken?: string }>();
    expect(login.accessToken).toBeDefined();
    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'factors.reset'), eq(auditLog.entityId, admin.id)));
    expect(entry?.actorId).toBe(acting.userId);
  });
});

describe('MFA_REQUIRED', () => {
  it('holds an administrator without a factor to enrolling one before anything else', async () => {
    const strict = await setupApp({ MFA_REQUIRED: 'true' });
    const session = await loginAs(strict.app);
    const answer = await strict.app.inject({ url: `/api/user/getUserByAcessToken?accessToken=${session.token}` });
    expect(answer.json()).toMatchObject({ enrolmentRequired: true });
    const blocked = await strict.app.inject({ url: '/api/dashboard/summary', headers: session.headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'mfa_enrolment_required' });
    const started = await strict.app.inject({ method: 'POST', url: '/api/account/totp', headers: session.headers });
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<TotpEnrolment>();
    const confirmed = await strict.app.inject({ method: 'POST', url: '/api/account/totp/confirm', headers: session.headers, payload: { code: await codeAt(secret, 0) } });
    expect(confirmed.statusCode).toBe(200);
    expect((await strict.app.inject({ url: '/api/dashboard/summary', headers: session.headers })).statusCode).toBe(200);
  });
});
