import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSuperAdmin } from '../../test/factories';
import { appOn, randomIp, setupApp, type TestContext } from '../../test/helper';
import type { App } from '../../app';

/**
 * Guessing a password stays as slow as before (LOGIN_RATE_LIMIT failures per window for the
 * account's unknown devices, and per address), but strangers who spend that budget cannot keep the
 * owner out of a browser where the account signed in before, and successes never count.
 */
const LIMIT = 5;
const PASSWORD = 'senha-do-alvo-1';

let ctx: TestContext;
/** A second instance on the same database, as behind a load balancer. */
let other: App;
let closeOther: () => Promise<void>;

beforeAll(async () => {
  ctx = await setupApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
  ({ app: other, close: closeOther } = await appOn(ctx.database, ctx.config));
});
afterAll(async () => closeOther());

const newAdmin = async (): Promise<string> =>
  (await insertSuperAdmin(ctx.database.db, `alvo-${randomUUID().slice(0, 8)}@test.local`, PASSWORD)).email;

const login = (email: string, password: string, options: { ip?: string; cookie?: string; app?: App } = {}) =>
  (options.app ?? ctx.app).inject({
    method: 'POST',
    url: '/api/authentication/login?typeUser=0',
    payload: { email, password },
    remoteAddress: options.ip ?? randomIp(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });

/** The device cookie a successful login sets, as the browser sends it back. */
const deviceCookie = async (email: string): Promise<string> => {
  const response = await login(email, PASSWORD);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((item) => item.name.startsWith('hub_device_'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/authentication' });
  return `${cookie?.name}=${cookie?.value}`;
};

/** LIMIT wrong passwords for the email, each from another address, as a botnet would. */
const strangersGuess = async (email: string, app: App = ctx.app): Promise<number[]> => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < LIMIT; attempt += 1) statuses.push((await login(email, `errada-${attempt}`, { app })).statusCode);
  return statuses;
};

describe('the login limit and a chosen account', () => {
  it('lets the owner in from a browser where they signed in before, after strangers spent the account budget', async () => {
    const email = await newAdmin();
    const cookie = await deviceCookie(email);
    expect(await strangersGuess(email)).toEqual(Array.from({ length: LIMIT }, () => 401));
    // The strangers are stopped, even with the right password: guessing is as slow as before.
    expect((await login(email, 'mais-uma', { ip: randomIp() })).statusCode).toBe(429);
    expect((await login(email, PASSWORD, { ip: randomIp() })).statusCode).toBe(429);
    // The owner, from a new address, with the browser they used before.
    expect((await login(email, PASSWORD, { cookie })).statusCode).toBe(200);
  });

  it('holds across instances: a device cookie and the counts are shared', async () => {
    const email = await newAdmin();
    const cookie = await deviceCookie(email);
    expect(await strangersGuess(email, other)).toEqual(Array.from({ length: LIMIT }, () => 401));
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, { cookie, app: other })).statusCode).toBe(200);
  });

  it('does not take a device cookie of another account, nor a forged one', async () => {
    const victim = await newAdmin();
    const attacker = await newAdmin();
    const attackers = await deviceCookie(attacker);
    await strangersGuess(victim);
    expect((await login(victim, PASSWORD, { cookie: attackers })).statusCode).toBe(429);
    const [name] = attackers.split('=');
    expect((await login(victim, PASSWORD, { cookie: `${name}=abc.def.ghi` })).statusCode).toBe(429);
  });

  it('gives a known device a budget of its own, no larger than the unknown devices share', async () => {
    const email = await newAdmin();
    const cookie = await deviceCookie(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) statuses.push((await login(email, 'errada', { cookie })).statusCode);
    expect(statuses).toEqual([...Array.from({ length: LIMIT }, () => 401), 429]);
  });

  it('never counts a success toward the address limit: an office behind one address keeps signing in', async () => {
    const office = randomIp();
    const email = await newAdmin();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT * 3; attempt += 1) statuses.push((await login(email, PASSWORD, { ip: office })).statusCode);
    expect(statuses).toEqual(Array.from({ length: LIMIT * 3 }, () => 200));
    // Failures still count for the address.
    const failures: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) failures.push((await login(`x${attempt}@x.org`, 'errada', { ip: office })).statusCode);
    expect(failures).toEqual([...Array.from({ length: LIMIT }, () => 401), 429]);
  });
});
