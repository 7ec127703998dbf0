import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import type { SuperAdmin } from '@hub/contract/super-admins';
import { auditLog } from '../../db/schema/index';
import { ADMIN, loginAs, setupApp, type TestContext } from '../../test/helper';
import { mailText, startSmtp, type TestSmtp } from '../../test/smtp';

let ctx: TestContext;
let smtp: TestSmtp;
let session: Awaited<ReturnType<typeof loginAs>>;
const APP = 'https://backoffice.conselho.org.br';

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setupApp({ SMTP_URL: smtp.url, APP_URLS: APP });
  session = await loginAs(ctx.app);
});

const api = (method: 'GET' | 'POST', url: string, payload?: object, headers = session.headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const inviteKey = async (email: string): Promise<string> => {
  await ctx.deliverMail();
  const mail = smtp.received.filter((received) => received.to.includes(email)).at(-1);
  const key = new RegExp(`${APP}/auth/change-password\\?key=([A-Za-z0-9_-]+)`).exec(
    mailText(mail?.raw ?? ''),
  )?.[1];
  if (!key) throw new Error(`no invitation to ${email}`);
  return key;
};

/** Invites an administrator holding `accessProfileId` and sets the password through the invitation link. */
const invitedAdmin = async (name: string, email: string, accessProfileId: string | null = SUPER_ADMIN_PROFILE_ID) => {
  const created = await api('POST', '/super-admins', { name, email, occupation: 'Analista', accessProfileId });
  expect(created.statusCode).toBe(201);
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/resetPassword',
    payload: { key: await inviteKey(email), password: 'senha-do-convite' },
  });
  expect(reset.statusCode).toBe(204);
  return {
    admin: created.json<SuperAdmin>(),
    session: await loginAs(ctx.app, { email, password: 'senha-do-convite' }),
  };
};

// Runs before the describe below: its race may leave the first administrator's session inactive.
describe('GET /super-admins search', () => {
  it('ignores accents: clinica finds Clínica, conceicao finds Conceição', async () => {
    const clinic = await invitedAdmin('Ana da Clínica', 'ana.clinica@conselho.org.br');
    const named = await invitedAdmin('Maria Conceição', 'maria.c@conselho.org.br');
    const ids = async (key: string) =>
      ((await api('GET', `/super-admins?key=${key}`)).json().rows as SuperAdmin[]).map(
        (row) => row.id,
      );
    expect(await ids('ana da clinica')).toEqual([clinic.admin.id]);
    expect(await ids('maria conceicao')).toEqual([named.admin.id]);
  });
});

describe('super-admins', () => {
  it('creates an administrator without a password and mails an invitation that sets it', async () => {
    const response = await api('POST', '/super-admins', {
      name: 'Beatriz Souza',
      email: 'Beatriz@Conselho.org.br',
      occupation: 'Coordenadora',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Beatriz Souza',
      email: 'beatriz@conselho.org.br',
      status: 'active',
      hasPassword: false,
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login?typeUser=0',
      payload: { email: 'beatriz@conselho.org.br', password: 'qualquer-coisa' },
    });
    expect(login.statusCode).toBe(401);
    const key = await inviteKey('beatriz@conselho.org.br');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/resetPassword',
          payload: { key, password: 'senha-nova-123' },
        })
      ).statusCode,
    ).toBe(204);
    await loginAs(ctx.app, { email: 'beatriz@conselho.org.br', password: 'senha-nova-123' });
    expect((await api('GET', `/super-admins/${response.json().id}`)).json().hasPassword).toBe(true);
    expect((await api('POST', `/super-admins/${response.json().id}/invite`)).statusCode).toBe(409);
  });

  it('gives an administrator invited without a profile none: they hold nothing and see no UF until one is chosen', async () => {
    const { admin, session: theirs } = await invitedAdmin('Gil Sem Perfil', 'gil@conselho.org.br', null);
    expect(admin.accessProfile).toBeNull();
    const [row] = (await api('GET', '/super-admins?key=gil')).json<{ rows: SuperAdmin[] }>().rows;
    expect(row?.accessProfile).toBeNull();
    const me = await ctx.app.inject({ url: `/api/user/getUserByAcessToken?accessToken=${theirs.token}` });
    expect(me.json()).toMatchObject({ accessProfile: null, ufs: [] });
    const refused = await api('GET', '/candidates', undefined, theirs.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Seu perfil não permite ver profissionais');
    expect((await api('GET', '/super-admins', undefined, theirs.headers)).statusCode).toBe(403);
    // What the shell asks on signing in still answers, empty of records.
    for (const url of ['/dashboard/summary', '/notifications', '/search?q=ana'])
      expect((await api('GET', url, undefined, theirs.headers)).statusCode, url).toBe(200);
  });

  it('resends an invitation to someone who has not set a password', async () => {
    const created = (
      await api('POST', '/super-admins', { name: 'Carlos Lima', email: 'carlos@conselho.org.br' })
    ).json<SuperAdmin>();
    const first = await inviteKey('carlos@conselho.org.br');
    expect((await api('POST', `/super-admins/${created.id}/invite`)).statusCode).toBe(204);
    expect(await inviteKey('carlos@conselho.org.br')).not.toBe(first);
  });

  it('refuses an invalid payload and an email already used by any account', async () => {
    expect((await api('POST', '/super-admins', { name: '', email: 'x' })).statusCode).toBe(400);
    const duplicate = await api('POST', '/super-admins', {
      name: 'Outro',
      email: ADMIN.email.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().issues).toEqual([
      { path: 'email', message: 'Já existe uma conta com este email' },
    ]);
  });

  it('lists, searches, filters and exports administrators', async () => {
    await api('POST', '/super-admins', { name: 'Diana Prates', email: 'diana@conselho.org.br' });
    const page = (await api('GET', '/super-admins?key=prates')).json<{
      rows: SuperAdmin[];
      totalItens: number;
    }>();
    expect(page.rows.map((row) => row.email)).toEqual(['diana@conselho.org.br']);
    const all = (await api('GET', '/super-admins?sort=email&order=asc&limit=100')).json<{
      rows: SuperAdmin[];
    }>();
    expect(all.rows.map((row) => row.email)).toEqual([...all.rows.map((row) => row.email)].sort());
    const csv = await api('GET', '/super-admins/export.csv?key=diana');
    expect(csv.body).toContain('Diana Prates;diana@conselho.org.br;;Sem perfil;Ativo;Não;');
  });

  it('deactivates another administrator, whose session then stops working, and reactivates', async () => {
    const { admin, session: theirs } = await invitedAdmin('Eva Martins', 'eva@conselho.org.br');
    const response = await api('POST', `/super-admins/${admin.id}/status`, { status: 'inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('inactive');
    expect((await api('GET', '/super-admins', undefined, theirs.headers)).statusCode).toBe(401);
    expect(
      (await api('POST', `/super-admins/${admin.id}/status`, { status: 'inactive' })).statusCode,
    ).toBe(409);
    expect(
      (await api('POST', `/super-admins/${admin.id}/status`, { status: 'active' })).json().status,
    ).toBe('active');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'super-admins'), eq(auditLog.entityId, admin.id)));
    expect(audits.filter((row) => row.action === 'status.change')).toHaveLength(2);
  });

  it('never deactivates oneself, nor the last active administrator', async () => {
    const self = await api('POST', `/super-admins/${session.userId}/status`, {
      status: 'inactive',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Você não pode desativar a sua própria conta');
  });

  it('keeps one administrator active when the last two deactivate each other at once', async () => {
    const { admin: other, session: theirs } = await invitedAdmin(
      'Fábio Rocha',
      'fabio@conselho.org.br',
    );
    const everyone = (await api('GET', '/super-admins?status=active&limit=100')).json<{
      rows: SuperAdmin[];
    }>().rows;
    for (const admin of everyone) {
      if (admin.id !== session.userId && admin.id !== other.id)
        await api('POST', `/super-admins/${admin.id}/status`, { status: 'inactive' });
    }
    const [mine, their] = await Promise.all([
      api('POST', `/super-admins/${other.id}/status`, { status: 'inactive' }),
      api('POST', `/super-admins/${session.userId}/status`, { status: 'inactive' }, theirs.headers),
    ]);
    expect([mine.statusCode, their.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const remaining = (
      await ctx.database.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM users WHERE type_user = 0 AND status = 'active'`,
      )
    )[0];
    expect(remaining?.count).toBe(1);
  });
});
