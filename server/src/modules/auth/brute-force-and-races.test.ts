import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { insertSuperAdmin } from '../../test/factories';
import { loginAs, randomIp, setupApp, type TestContext } from '../../test/helper';
import { issuePasswordKey } from './password-reset';

const LIMIT = 5;
const PROXY = '10.0.0.1';
const PASSWORD = 'senha-inicial-1';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupApp({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: PROXY });
});

/** A super-admin of its own, so that each test attacks an account nobody else uses. */
const newAdmin = (): Promise<{ id: string; email: string }> =>
  insertSuperAdmin(ctx.database.db, `alvo-${randomUUID().slice(0, 8)}@test.local`, PASSWORD);

const login = (email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authentication/login?typeUser=0',
    payload: { email, password },
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

const statusesOf = async (requests: Promise<{ statusCode: number }>[]): Promise<number[]> =>
  (await Promise.all(requests)).map((response) => response.statusCode).sort();

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

const passwordHashOf = async (userId: string): Promise<string> => {
  const [row] = await ctx.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? '';
};

describe('X-Forwarded-For and the per-address login limit', () => {
  it('ignores a forged X-Forwarded-For from a client that is not the trusted proxy', async () => {
    const attacker = randomIp();
    // Each attempt names another email and claims another address: only the socket address counts.
    const statuses = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      statuses.push((await login(`ninguem-${attempt}@x.org`, 'errada', attacker, randomIp())).statusCode);
    }
    expect(statuses).toEqual([...times(LIMIT, () => 401), 429, 429]);
  });

  it('counts the address the trusted proxy appended, not the ones the client wrote before it', async () => {
    const client = randomIp();
    const statuses = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      // The proxy appends the address it saw; whatever the client sent stays on the left.
      statuses.push((await login(`ninguem-${attempt}@y.org`, 'errada', PROXY, `${randomIp()}, ${client}`)).statusCode);
    }
    expect(statuses).toEqual([...times(LIMIT, () => 401), 429, 429]);
  });

  it('adds no counter for the emails an address names once it is refused', async () => {
    const attacker = randomIp();
    const emails = times(4 * LIMIT, (index) => `spray-${index}-${randomUUID().slice(0, 6)}@x.org`);
    for (const email of emails) await login(email, 'errada', attacker);
    const [row] = await ctx.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM rate_limits WHERE key = ANY($1)',
      [emails.map((email) => `login:email:${email}`)],
    );
    expect(row?.count).toBe(LIMIT);
  });

  it('gives each client behind the trusted proxy its own budget', async () => {
    const answers = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      answers.push((await login(`ninguem-${attempt}@z.org`, 'errada', PROXY, randomIp())).statusCode);
    }
    expect(answers).toEqual(times(LIMIT + 2, () => 401));
  });
});

describe('the login limit under parallel attempts', () => {
  it('lets exactly LOGIN_RATE_LIMIT of 3× as many simultaneous attempts from one address reach the password check', async () => {
    const admin = await newAdmin();
    const attacker = randomIp();
    const statuses = await statusesOf(times(3 * LIMIT, () => login(admin.email, 'errada', attacker)));
    expect(statuses).toEqual([...times(LIMIT, () => 401), ...times(2 * LIMIT, () => 429)]);
    expect((await login(admin.email, PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('holds per email when the simultaneous attempts come from as many addresses', async () => {
    const admin = await newAdmin();
    const statuses = await statusesOf(times(3 * LIMIT, () => login(admin.email, 'errada', randomIp())));
    expect(statuses).toEqual([...times(LIMIT, () => 401), ...times(2 * LIMIT, () => 429)]);
    const right = await login(admin.email, PASSWORD, randomIp());
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe('password keys and changes under concurrent use', () => {
  it('lets a reset key work once among 10 simultaneous resets, and keeps the winner’s password', async () => {
    const admin = await newAdmin();
    const key = await issuePasswordKey(ctx.database.db, admin.id, 'reset');
    const passwords = times(10, (index) => `senha-paralela-${index}`);
    const answers = await Promise.all(
      passwords.map((password) => ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key, password } })),
    );
    const winners = passwords.filter((_, index) => answers[index]?.statusCode === 204);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(9);
    const hash = await passwordHashOf(admin.id);
    const matching = [];
    for (const password of passwords) if (await verifyPassword(hash, password)) matching.push(password);
    expect(matching).toEqual(winners);
  });

  it('voids the other open keys of the account once a password is chosen, by a key or by a change', async () => {
    const admin = await newAdmin();
    const reset = (key: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { key, password } });
    const older = await issuePasswordKey(ctx.database.db, admin.id, 'reset');
    const newer = await issuePasswordKey(ctx.database.db, admin.id, 'reset');
    expect((await reset(newer, 'senha-da-chave-1')).statusCode).toBe(204);
    expect((await reset(older, 'senha-da-chave-2')).statusCode).toBe(400);

    const pending = await issuePasswordKey(ctx.database.db, admin.id, 'reset');
    const session = await loginAs(ctx.app, { email: admin.email, password: 'senha-da-chave-1' });
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${admin.id}`,
      headers: session.headers,
      payload: { currentPassword: 'senha-da-chave-1', password: 'senha-escolhida-3' },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(pending, 'senha-da-chave-4')).statusCode).toBe(400);
    expect(await verifyPassword(await passwordHashOf(admin.id), 'senha-escolhida-3')).toBe(true);
  });

  it('lets one of 5 simultaneous changes with the same current password through, and its new session works', async () => {
    const admin = await newAdmin();
    const session = await loginAs(ctx.app, { email: admin.email, password: PASSWORD });
    const passwords = times(5, (index) => `senha-trocada-${index}`);
    const answers = await Promise.all(
      passwords.map((password) =>
        ctx.app.inject({ method: 'PUT', url: `/api/user/${admin.id}`, headers: session.headers, payload: { currentPassword: PASSWORD, password } }),
      ),
    );
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400).map((answer) => answer.json().message)).toEqual(
      times(4, () => AUTH_MESSAGES.currentPasswordWrong),
    );
    const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)] ?? '';
    expect(await verifyPassword(await passwordHashOf(admin.id), winner)).toBe(true);
    const fresh = winners[0]?.json<{ accessToken: string }>().accessToken;
    const me = await ctx.app.inject({ url: `/api/user/getUserByAcessToken?accessToken=${fresh}` });
    expect(me.statusCode).toBe(200);
  });
});
