import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionList } from '@hub/contract/sessions';
import { auditLog, sessions } from '../../db/schema/index';
import { purgeOldSessions } from '../../lib/sessions';
import { deviceName } from './sessions.service';
import { insertSuperAdmin } from '../../test/factories';
import { ADMIN, loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'senha-da-outra-conta';

beforeAll(async () => {
  ctx = await setupApp();
});

type Headers = { authorization: string };

const login = async (credentials: { email: string; password: string }, userAgent = CHROME_LINUX) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/authentication/login?typeUser=0',
    payload: credentials,
    remoteAddress: randomIp(),
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  const token = response.json<{ accessToken: string }>().accessToken;
  return { token, sid: decodeJwt<{ sid: string }>(token).sid, headers: { authorization: `Bearer ${token}` } };
};

const me = (headers: Headers) => ctx.app.inject({ url: '/api/dashboard/summary', headers });

const otherAdmin = (name: string) =>
  insertSuperAdmin(ctx.database.db, `${name.toLowerCase().replace(/\W+/g, '.')}@conselho.org.br`, PASSWORD, name);

const sessionRow = async (sid: string) => {
  const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, sid));
  if (!row) throw new Error('no session');
  return row;
};

const age = (sid: string, column: 'last_active_at' | 'proved_at' | 'expires_at', minutes: number) =>
  ctx.database.db.execute(sql`UPDATE sessions SET ${sql.identifier(column)} = now() - make_interval(secs => ${minutes * 60}) WHERE id = ${sid}`);

describe('sessions kept on the server', () => {
  it('logging out ends the session: the same token answers 401 afterwards', async () => {
    const session = await login(ADMIN);
    expect((await me(session.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/user/getUserByAcessToken?accessToken=${session.token}` })).statusCode).toBe(401);
    expect((await sessionRow(session.sid)).endedReason).toBe('logout');
  });

  it('deactivating an administrator ends their sessions for good: reactivation does not revive the old token', async () => {
    const admin = session0();
    const other = await otherAdmin('Bruna Desativada');
    const theirs = await login(other);
    const acting = await admin;
    const status = (value: 'active' | 'inactive') =>
      ctx.app.inject({ method: 'POST', url: `/api/super-admins/${other.id}/status`, headers: acting.headers, payload: { status: value } });
    expect((await status('inactive')).statusCode).toBe(200);
    expect((await me(theirs.headers)).statusCode).toBe(401);
    expect((await status('active')).statusCode).toBe(200);
    expect((await me(theirs.headers)).statusCode).toBe(401);
    // A new login works again.
    expect((await me((await login(other)).headers)).statusCode).toBe(200);
  });

  it('ends a session idle longer than SESSION_IDLE_MINUTES (30 by default)', async () => {
    const session = await login(ADMIN);
    await age(session.sid, 'last_active_at', 29);
    expect((await me(session.headers)).statusCode).toBe(200);
    await age(session.sid, 'last_active_at', 31.5);
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('never ends a session early: its last request may be up to a minute after the activity written', async () => {
    const session = await login(ADMIN);
    // Written 30 min 40 s ago, and used since without a write (the last activity is written once a
    // minute): the last request may have been 29 min 40 s ago, inside the idle time.
    await age(session.sid, 'last_active_at', 30 + 40 / 60);
    expect((await me(session.headers)).statusCode).toBe(200);
  });

  it('ends a session at its absolute end whatever its activity', async () => {
    const session = await login(ADMIN);
    await ctx.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = ${session.sid}`);
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('writes the last activity at most once a minute per session', async () => {
    const session = await login(ADMIN);
    const opened = (await sessionRow(session.sid)).lastActiveAt;
    await me(session.headers);
    await me(session.headers);
    expect((await sessionRow(session.sid)).lastActiveAt).toEqual(opened);
    await age(session.sid, 'last_active_at', 2);
    const aged = (await sessionRow(session.sid)).lastActiveAt;
    await me(session.headers);
    expect((await sessionRow(session.sid)).lastActiveAt.getTime()).toBeGreaterThan(aged.getTime());
  });

  it("lists one's sessions with browser and system in Portuguese, marks this one, and ends another", async () => {
    const other = await otherAdmin('Carla Duas Sessões');
    const here = await login(other, CHROME_LINUX);
    const there = await login(other, FIREFOX_WINDOWS);
    const listed = await ctx.app.inject({ url: '/api/account/sessions', headers: here.headers });
    expect(listed.statusCode).toBe(200);
    const items = listed.json<SessionList>().items;
    expect(items.map((item) => [item.device, item.current]).sort()).toEqual([
      ['Chrome no Linux', true],
      ['Firefox no Windows', false],
    ]);
    expect(items.every((item) => item.ip && item.createdAt && item.lastActiveAt)).toBe(true);
    const ended = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${there.sid}`, headers: here.headers });
    expect(ended.statusCode).toBe(204);
    expect((await me(there.headers)).statusCode).toBe(401);
    expect((await me(here.headers)).statusCode).toBe(200);
    // Ended already, or another account's: 404.
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${there.sid}`, headers: here.headers });
    expect(again.statusCode).toBe(404);
    const foreign = await login(ADMIN);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${foreign.sid}`, headers: here.headers })).statusCode).toBe(404);
    expect((await me(foreign.headers)).statusCode).toBe(200);
  });

  it("'Encerrar as outras' ends every session but this one, and the trail says so", async () => {
    const other = await otherAdmin('Dora Muitas Sessões');
    const here = await login(other);
    const others = [await login(other), await login(other)];
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: here.headers });
    expect(response.statusCode).toBe(204);
    for (const session of others) expect((await me(session.headers)).statusCode).toBe(401);
    expect((await me(here.headers)).statusCode).toBe(200);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sessions.end-others'), eq(auditLog.entityId, other.id)));
    expect(entry?.after).toEqual({ sessions: 2 });
  });

  it('a password change ends the other sessions and keeps this one (with its new token)', async () => {
    const other = await otherAdmin('Elisa Troca Senha');
    const here = await login(other);
    const there = await login(other);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${other.id}`,
      headers: here.headers,
      payload: { currentPassword: PASSWORD, password: 'senha-nova-da-elisa' },
    });
    expect(change.statusCode).toBe(200);
    const renewed = change.json<{ accessToken: string }>().accessToken;
    expect(decodeJwt<{ sid: string }>(renewed).sid).toBe(here.sid);
    expect((await me({ authorization: `Bearer ${renewed}` })).statusCode).toBe(200);
    expect((await me(there.headers)).statusCode).toBe(401);
    expect((await sessionRow(there.sid)).endedReason).toBe('password');
  });

  it("a super-administrator sees and ends another administrator's sessions, audited", async () => {
    const acting = await session0();
    const other = await otherAdmin('Fabi Encerrada');
    const theirs = await login(other);
    const listed = await ctx.app.inject({ url: `/api/super-admin/${other.id}/sessions`, headers: acting.headers });
    expect(listed.json<SessionList>().items.map((item) => item.current)).toEqual([false]);
    const ended = await ctx.app.inject({ method: 'POST', url: `/api/super-admin/${other.id}/sessions/end`, headers: acting.headers });
    expect(ended.statusCode).toBe(204);
    expect((await me(theirs.headers)).statusCode).toBe(401);
    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'sessions.end'), eq(auditLog.entityId, other.id)));
    expect(entry?.actorId).toBe(acting.userId);
    const unknown = await ctx.app.inject({ method: 'POST', url: `/api/super-admin/${crypto.randomUUID()}/sessions/end`, headers: acting.headers });
    expect(unknown.statusCode).toBe(404);
  });

  it('records logins, successful and failed, in the audit trail', async () => {
    const other = await otherAdmin('Gabi Auditada');
    await login(other);
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login?typeUser=0',
      payload: { email: other.email, password: 'errada-errada' },
      remoteAddress: randomIp(),
    });
    expect(failed.statusCode).toBe(401);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, other.id));
    expect(entries.map((entry) => [entry.action, entry.actorId]).sort()).toEqual([
      ['login', other.id],
      ['login.failed', other.id],
    ]);
    // An email without an account is named as the one who tried.
    const stranger = `ninguem-${crypto.randomUUID()}@conselho.org.br`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login?typeUser=0',
      payload: { email: stranger, password: 'qualquer-uma' },
      remoteAddress: randomIp(),
    });
    const [tried] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorEmail, stranger));
    expect(tried).toMatchObject({ action: 'login.failed', actorId: null, entityId: null, recordLabel: stranger });
  });
});

describe('old sessions', () => {
  it('are deleted 30 days after they ended or expired; recent and open ones stay', async () => {
    const other = await otherAdmin('Kátia Antiga');
    const kept = await login(other);
    const days = (count: number) => new Date(Date.now() - count * 86_400_000);
    const [ended, expired, recent] = await ctx.database.db
      .insert(sessions)
      .values([
        { userId: other.id, expiresAt: days(20), endedAt: days(31), endedReason: 'logout' },
        { userId: other.id, expiresAt: days(31) },
        { userId: other.id, expiresAt: days(-1), endedAt: days(29), endedReason: 'logout' },
      ])
      .returning({ id: sessions.id });
    await purgeOldSessions(ctx.database.db);
    const left = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.id));
    expect(left.map((row) => row.id).sort()).toEqual([kept.sid, recent?.id].sort());
    expect([ended?.id, expired?.id].every((id) => id && !left.some((row) => row.id === id))).toBe(true);
  });
});

describe('re-authentication', () => {
  it('asks for the password again when the last proof is older than 5 minutes, then lets the change through', async () => {
    const acting = await session0();
    const other = await otherAdmin('Helena Reautenticada');
    const sid = decodeJwt<{ sid: string }>(acting.token).sid;
    await age(sid, 'proved_at', 6);
    const deactivate = () =>
      ctx.app.inject({ method: 'POST', url: `/api/super-admins/${other.id}/status`, headers: acting.headers, payload: { status: 'inactive' } });
    const refused = await deactivate();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reauth_required', message: 'Confirme sua senha para continuar' });
    const ending = await ctx.app.inject({ method: 'POST', url: `/api/super-admin/${other.id}/sessions/end`, headers: acting.headers });
    expect(ending.statusCode).toBe(403);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/account/confirm-identity', headers: acting.headers, payload: { password: 'errada' } });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/account/confirm-identity', headers: acting.headers, payload: { password: ADMIN.password } });
    expect(confirmed.statusCode).toBe(204);
    expect((await deactivate()).statusCode).toBe(200);
  });
});

describe('re-authentication of email changes', () => {
  it("asks for the password to change one's own email (whatever the last proof), not to change one's name", async () => {
    const other = await otherAdmin('Joana Email');
    const session = await login(other);
    await age(session.sid, 'proved_at', 6);
    const update = (email: string, name: string, currentPassword?: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/super-admin/${other.id}`,
        headers: session.headers,
        payload: { name, occupation: null, email, ...(currentPassword ? { currentPassword } : {}) },
      });
    expect((await update(other.email, 'Joana Nome Novo')).statusCode).toBe(200);
    expect((await update('joana.nova@conselho.org.br', 'Joana Nome Novo')).statusCode).toBe(400);
    const changed = await update('joana.nova@conselho.org.br', 'Joana Nome Novo', PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
    // This session goes on with the token answered; the account's other sessions ended.
    const token = changed.json<{ accessToken: string }>().accessToken;
    const me = await ctx.app.inject({ url: '/api/account/sessions', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
  });
});

/** A fresh login of the first administrator, proved just now. */
const session0 = () => loginAs(ctx.app);

describe('deviceName', () => {
  it('says browser and system in Portuguese, as people name them', () => {
    expect(deviceName(CHROME_LINUX)).toBe('Chrome no Linux');
    expect(deviceName(FIREFOX_WINDOWS)).toBe('Firefox no Windows');
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari no iOS');
    expect(
      deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15'),
    ).toBe('Safari no macOS');
    expect(deviceName('curl/8.5.0')).toBe('Navegador desconhecido');
    expect(deviceName(null)).toBe('Navegador desconhecido');
  });
});
