import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema/index';
import { insertSuperAdmin } from '../../test/factories';
import { ADMIN, loginAs, setupApp, type TestContext } from '../../test/helper';

/**
 * One administrator could silently take over another: a new email, then a reset to it. Changing an
 * email now needs the acting administrator's password, tells the old address, and ends the
 * changed account's sessions.
 */
const PASSWORD = 'senha-da-beatriz-1';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupApp();
});

const newAdmin = async () => {
  const email = `beatriz-${randomUUID().slice(0, 8)}@conselho.org.br`;
  const user = await insertSuperAdmin(ctx.database.db, email, PASSWORD, 'Beatriz Lima');
  return { id: user.id, email, session: await loginAs(ctx.app, { email, password: PASSWORD }) };
};

const put = (id: string, headers: { authorization: string }, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/super-admin/${id}`, headers, payload });

const works = async (token: string) => (await ctx.app.inject({ url: `/api/user/getUserByAcessToken/?accessToken=${token}` })).statusCode;

const mailsTo = (email: string) =>
  ctx.database.db.select({ subject: mails.subject, text: mails.textBody }).from(mails).where(and(eq(mails.toEmail, email), eq(mails.template, 'email-changed')));

describe("changing another administrator's email", () => {
  it('needs the acting administrator password, tells the old address and ends that account sessions', async () => {
    const actor = await loginAs(ctx.app);
    const target = await newAdmin();
    const body = { name: 'Beatriz Lima', email: 'tomada@exemplo.com' };

    const missing = await put(target.id, actor.headers, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({ path: 'currentPassword', message: 'Para alterar um email, informe a sua senha atual' });
    const wrong = await put(target.id, actor.headers, { ...body, currentPassword: 'nao-e-esta' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().issues).toContainEqual({ path: 'currentPassword', message: 'A senha atual está incorreta' });
    // Refused: nothing changed, nobody told, the session lives.
    expect(await works(target.session.token)).toBe(200);
    expect(await mailsTo(target.email)).toEqual([]);

    const done = await put(target.id, actor.headers, { ...body, currentPassword: ADMIN.password });
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe('tomada@exemplo.com');
    expect(done.json().accessToken).toBeUndefined();
    expect(await works(target.session.token)).toBe(401);
    const [notice] = await mailsTo(target.email);
    expect(notice?.subject).toBe('O email da sua conta foi alterado');
    expect(notice?.text).toContain(`de ${target.email} para tomada@exemplo.com por ${ADMIN.email}`);
    // The acting administrator's own session is untouched.
    expect(await works(actor.token)).toBe(200);
  });

  it('asks nothing more when the email stays (name and occupation only)', async () => {
    const actor = await loginAs(ctx.app);
    const target = await newAdmin();
    const response = await put(target.id, actor.headers, { name: 'Beatriz L.', occupation: 'Fiscal', email: target.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(await works(target.session.token)).toBe(200);
  });
});

describe("changing one's own email", () => {
  it('needs one own password, ends the other sessions and continues this one on the token answered', async () => {
    const me = await newAdmin();
    const other = await loginAs(ctx.app, { email: me.email, password: PASSWORD });
    expect((await put(me.id, me.session.headers, { name: 'Beatriz Lima', email: 'nova@conselho.org.br' })).statusCode).toBe(400);
    const response = await put(me.id, me.session.headers, { name: 'Beatriz Lima', email: 'nova@conselho.org.br', currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    expect(await works(accessToken)).toBe(200);
    expect(await works(me.session.token)).toBe(401);
    expect(await works(other.token)).toBe(401);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });
});
