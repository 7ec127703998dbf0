import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../server/src/test/smtp';
import { ADMIN, poll, report, serverEnv, tempDataDir } from '../faults/support';
import { createFreshDatabase, type FreshDatabase } from '../fresh-database';
import { freePort, ROOT, startServer, type RunningServer } from '../server-process';
import { login, type Session } from '../session';
import { startHaproxy, type Balancer } from './haproxy';
import { startTraffic, tally } from './traffic';

const INSTANCES = 3;
const BOOT_ROUNDS = 3;
/** Above HAProxy's detection time (about 2.5 s with deploy/haproxy.cfg), well below the default 10 s. */
const DRAIN_SECONDS = 3;
/** Shorter than the default 30 s, so a dead instance's deliveries are taken over within the run. */
const LEASE_SECONDS = 10;
const WORKERS = 10;
const RECIPIENTS = 2000;
/** The server's LOGIN_RATE_LIMIT default: failed logins per address and per email in a window. */
const LOGIN_LIMIT = 10;

const RESULTS = path.join(ROOT, 'bench', 'results');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const smtp = await startSmtp();
const dataDir = tempDataDir();

type Instance = { port: number; server: RunningServer | null };

let database: FreshDatabase | null = null;
let instances: Instance[] = [];
let balancer: Balancer | null = null;
let session: Session | null = null;
let password = ADMIN.password;

const env = (url: string) =>
  serverEnv(
    { url },
    {
      DATA_DIR: dataDir.dataDir,
      SMTP_URL: smtp.url,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      OUTBOX_POLL_MS: '200',
      TRUST_PROXY: '127.0.0.1',
      DB_POOL_SIZE: '10',
    },
  );

const start = async (instance: Instance) => {
  instance.server = await startServer(env(database?.url ?? ''), instance.port);
};
const stopAll = async () => {
  await Promise.all(instances.map((instance) => instance.server?.stop()));
  for (const instance of instances) instance.server = null;
};

const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};

/** Whether HAProxy comes to see every instance as `expected` says (all UP, one DOWN) within 30 s. */
const waitStates = async (expected: (status: string, index: number) => boolean) =>
  poll(async () => ((await balancer?.states()) ?? []).every((state, index) => expected(state.status, index)), 30_000, 100);

/**
 * Requests HAProxy logged since the `from`th line: with `option dontlog-normal` only abnormal ones,
 * which here means resent to another instance (its retries field `+1`) or failed.
 */
const abnormalRequests = (from: number): string[] => (balancer?.log.slice(from) ?? []).filter((line) => / "[A-Z]+ \S+ HTTP\//.test(line));

/** A login attempt from another loopback address: the limit counts per address, and the run's own stays free. */
const loginFrom = (localAddress: string, url: string, email: string, attempt: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password: attempt });
    const request = http.request(
      `${url}/api/authentication/login?typeUser=0`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });

const api = (url: string, path: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, { ...init, headers: { ...session?.headers, ...(init.headers as Record<string, string> | undefined) } });

afterAll(async () => {
  await balancer?.stop();
  // What HAProxy logged (abnormal requests, retries, servers going down and up), to read after a failure.
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'cluster-haproxy.log'), `${balancer?.log.join('\n') ?? ''}\n`);
  await stopAll();
  await database?.drop();
  dataDir.remove();
});

describe(`${INSTANCES} instances on PostgreSQL behind HAProxy`, () => {
  it('boot together on an empty database, every time', async () => {
    const rounds: { started: number; crashed: number; admins: number; bootMs: number }[] = [];
    for (let round = 1; round <= BOOT_ROUNDS; round += 1) {
      database = await createFreshDatabase(serverUrl, 'cluster');
      instances = await Promise.all(Array.from({ length: INSTANCES }, async () => ({ port: await freePort(), server: null })));
      const began = Date.now();
      const outcomes = await Promise.allSettled(instances.map((instance) => start(instance)));
      const bootMs = Date.now() - began;
      const [admins] = await query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE type_user = 0');
      rounds.push({
        started: outcomes.filter((outcome) => outcome.status === 'fulfilled').length,
        crashed: outcomes.filter((outcome) => outcome.status === 'rejected').length,
        admins: admins?.count ?? 0,
        bootMs,
      });
      // The last round's cluster serves the checks below.
      if (round < BOOT_ROUNDS) {
        await stopAll();
        await database.drop();
      }
    }
    report('cluster: boot on an empty database', {
      instances: INSTANCES,
      rounds: BOOT_ROUNDS,
      starts: rounds.reduce((sum, round) => sum + round.started, 0),
      crashes: rounds.reduce((sum, round) => sum + round.crashed, 0),
      administratorsPerDatabase: rounds.map((round) => round.admins),
      bootMs: rounds.map((round) => round.bootMs),
    });
    expect(rounds.every((round) => round.started === INSTANCES && round.crashed === 0 && round.admins === 1)).toBe(true);

    balancer = await startHaproxy(instances.map((instance) => `127.0.0.1:${instance.port}`));
    expect(await waitStates((status) => status === 'UP')).toBe(true);
    session = await login(balancer.url, ADMIN.email, password);
  });

  it('shares the login limit and revokes sessions on every instance', async () => {
    const url = balancer?.url ?? '';
    // An address and an email of their own, so the run's other logins keep their budget.
    const email = `ninguem-${randomUUID().slice(0, 8)}@hub.local`;
    const attempt = (base: string) => loginFrom('127.0.0.2', base, email, 'not-the-password');
    const wrong: number[] = [];
    for (let n = 0; n < LOGIN_LIMIT; n += 1) wrong.push(await attempt(url));
    const throughBalancer = await attempt(url);
    const direct = await Promise.all(instances.map((instance) => attempt(instance.server?.url ?? '')));

    // The old token stops working on every instance once the password changes through any of them.
    const old = await login(url, ADMIN.email, password);
    const newPassword = `cluster-${randomUUID()}`;
    const changed = await fetch(`${url}/api/user/${old.adminId}`, {
      method: 'PUT',
      headers: old.headers,
      body: JSON.stringify({ currentPassword: password, password: newPassword }),
    });
    expect(changed.status).toBe(200);
    password = newPassword;
    const fresh = ((await changed.json()) as { accessToken: string }).accessToken;
    const me = (token: string, base: string) =>
      fetch(`${base}/api/user/getUserByAcessToken/?accessToken=${token}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    const oldToken = await Promise.all(instances.map((instance) => me(old.token, instance.server?.url ?? '')));
    const newToken = await Promise.all(instances.map((instance) => me(fresh, instance.server?.url ?? '')));
    session = await login(url, ADMIN.email, password);

    report('cluster: shared login limit and revocation', {
      wrongPasswords: wrong,
      nextAttemptThroughBalancer: throughBalancer,
      nextAttemptOnEachInstance: direct,
      oldTokenOnEachInstance: oldToken,
      newTokenOnEachInstance: newToken,
    });
    expect(wrong).toEqual(Array.from({ length: LOGIN_LIMIT }, () => 401));
    expect(throughBalancer).toBe(429);
    expect(direct).toEqual(instances.map(() => 429));
    expect(oldToken).toEqual(instances.map(() => 401));
    expect(newToken).toEqual(instances.map(() => 200));
  });

  it('restarts every instance in turn under reads and writes without one failed request', async () => {
    const logBefore = balancer?.log.length ?? 0;
    const traffic = startTraffic(balancer?.url ?? '', session?.headers ?? {}, WORKERS);
    await poll(() => traffic.count() >= 100, 30_000, 20);
    const began = Date.now();
    const steps: { stopMs: number; startMs: number; backInBalancerMs: number }[] = [];
    for (const [index, instance] of instances.entries()) {
      const stopping = Date.now();
      await instance.server?.stop();
      const stopMs = Date.now() - stopping;
      const starting = Date.now();
      await start(instance);
      const startMs = Date.now() - starting;
      // An operator moves on once the balancer sends the instance requests again.
      const back = Date.now();
      expect(await waitStates((status, at) => at !== index || status === 'UP')).toBe(true);
      steps.push({ stopMs, startMs, backInBalancerMs: Date.now() - back });
    }
    const result = await traffic.stop();
    report('cluster: rolling restart under load', {
      workers: WORKERS,
      drainSeconds: DRAIN_SECONDS,
      durationMs: Date.now() - began,
      requests: result.requests,
      writes: result.writes,
      failed: result.failures.length,
      failures: tally(result.failures),
      steps,
      requestsResentByHaproxy: abnormalRequests(logBefore).length,
    });
    expect(result.failures).toEqual([]);
    // The drain takes each instance out of the balancer before it closes: no request needed HAProxy's retries.
    expect(abnormalRequests(logBefore)).toEqual([]);
  });

  it('loses only requests in flight on an instance killed with -9', async () => {
    const logBefore = balancer?.log.length ?? 0;
    const traffic = startTraffic(balancer?.url ?? '', session?.headers ?? {}, WORKERS);
    await poll(() => traffic.count() >= 100, 30_000, 20);
    const victim = instances[1];
    const killedAt = traffic.count();
    await victim?.server?.crash();
    const detected = Date.now();
    expect(await waitStates((status, index) => index !== 1 || status.startsWith('DOWN'))).toBe(true);
    const detectionMs = Date.now() - detected;
    await poll(() => traffic.count() >= killedAt + 300, 60_000, 20);
    const result = await traffic.stop();
    if (victim) await start(victim);
    expect(await waitStates((status) => status === 'UP')).toBe(true);
    report('cluster: kill -9 under load', {
      workers: WORKERS,
      requests: result.requests,
      writes: result.writes,
      failed: result.failures.length,
      failures: tally(result.failures),
      downDetectedMs: detectionMs,
      requestsResentOrFailedInHaproxyLog: abnormalRequests(logBefore).length,
    });
    // Only what the dead instance had already received can fail, one request per worker at most.
    expect(result.failures.length).toBeLessThanOrEqual(WORKERS);
  });

  it(`serves every recipient of a ${RECIPIENTS}-recipient message when an instance dies mid-delivery`, async () => {
    const city = `Cluster ${randomUUID().slice(0, 8)}`;
    await query(
      `INSERT INTO candidates (name, email, cpf, city, uf, status)
       SELECT 'Pessoa ' || g, 'pessoa' || g || '@cluster.test', lpad(g::text, 11, '0'), $1, 'MG', 'active'
         FROM generate_series(1, $2::int) AS g`,
      [city, RECIPIENTS],
    );
    const mailsBefore = smtp.received.length;
    const began = Date.now();
    const composed = await api(balancer?.url ?? '', '/api/messages', {
      method: 'POST',
      body: JSON.stringify({ typeUser: 1, audience: { kind: 'filtered', filters: { city } }, subject: 'Convocação', body: '<p>Olá</p>', channels: ['email'] }),
    });
    expect(composed.status).toBe(201);
    const messageId = ((await composed.json()) as { id: string }).id;

    const received = () => smtp.received.slice(mailsBefore);
    await poll(() => received().length >= RECIPIENTS / 3, 120_000, 20);
    const victim = instances[2];
    await victim?.server?.crash();
    const killedAt = Date.now();
    const receivedBeforeKill = received().length;

    const done = () =>
      query<{ left: number }>(`SELECT count(*)::int AS left FROM deliveries WHERE message_id = $1 AND status <> 'sent'`, [messageId]).then(
        ([row]) => row?.left === 0,
      );
    expect(await poll(done, 180_000, 500)).toBe(true);
    const deliveredMs = Date.now() - began;
    if (victim) await start(victim);

    const rows = await query<{ email: string; attempts: number; sent_at_ms: number }>(
      `SELECT r.email, d.attempts, (extract(epoch FROM d.sent_at) * 1000)::float8 AS sent_at_ms
         FROM deliveries d JOIN message_recipients r ON r.id = d.recipient_id WHERE d.message_id = $1`,
      [messageId],
    );
    const copies = new Map<string, number>();
    for (const mail of received()) copies.set(mail.messageId ?? '', (copies.get(mail.messageId ?? '') ?? 0) + 1);
    const mailedTo = new Set(received().flatMap((mail) => mail.to));
    const retaken = rows.filter((row) => row.attempts > 1);
    const lateBySeconds = retaken.map((row) => Math.round((row.sent_at_ms - killedAt) / 100) / 10).sort((a, b) => a - b);
    report('cluster: message to 2,000 with kill -9 mid-delivery', {
      recipients: rows.length,
      leaseSeconds: LEASE_SECONDS,
      receivedBeforeKill,
      mailsReceived: received().length,
      recipientsNotMailed: rows.filter((row) => !mailedTo.has(row.email)).length,
      deliveriesTakenOverAfterTheLease: retaken.length,
      takenOverSentSecondsAfterKill: { min: lateBySeconds[0] ?? null, max: lateBySeconds.at(-1) ?? null },
      othersLastSentSecondsAfterKill: Math.round((Math.max(...rows.filter((row) => row.attempts === 1).map((row) => row.sent_at_ms)) - killedAt) / 100) / 10,
      mailsTwice: [...copies.values()].filter((count) => count > 1).length,
      deliveredMs,
    });
    expect(rows).toHaveLength(RECIPIENTS);
    expect(rows.filter((row) => !mailedTo.has(row.email))).toEqual([]);
    expect(copies.size).toBe(RECIPIENTS);
  });

  it('answers a retried send with the same Idempotency-Key once, and refuses the key with another body', async () => {
    const url = balancer?.url ?? '';
    const subject = `Aviso ${randomUUID().slice(0, 8)}`;
    const [first, second] = await query<{ id: string }>(`SELECT id FROM candidates ORDER BY created_at LIMIT 2`);
    const body = { typeUser: 1, audience: { kind: 'chosen', ids: [first?.id, second?.id] }, subject, body: '<p>Olá</p>', channels: ['email'] };
    const key = randomUUID();
    const send = (payload: unknown) =>
      api(url, '/api/messages', { method: 'POST', headers: { 'idempotency-key': key }, body: JSON.stringify(payload) });
    const once = await send(body);
    const again = await send(body);
    const other = await send({ ...body, subject: `${subject} (outro)` });
    const [onceBody, againBody] = [await once.text(), await again.text()];
    const [messages] = await query<{ count: number }>(`SELECT count(*)::int AS count FROM messages WHERE subject LIKE $1`, [`${subject}%`]);
    report('cluster: idempotent retry of a send', {
      first: once.status,
      retry: again.status,
      retryReplayed: again.headers.get('idempotent-replayed'),
      sameAnswer: onceBody === againBody,
      otherBody: other.status,
      messagesStored: messages?.count,
    });
    expect([once.status, again.status, other.status]).toEqual([201, 201, 409]);
    expect(againBody).toBe(onceBody);
    expect(messages?.count).toBe(1);
  });
});
