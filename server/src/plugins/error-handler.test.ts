import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createPool, pgDatabase } from '../db/client';
import { isDatabaseUnavailable, isStatementTimeout } from '../lib/db-errors';
import { createStorage } from '../lib/create-storage';
import { createTokenService } from '../lib/tokens';
import { registerErrorHandler } from './error-handler';

/** A TCP endpoint standing in for PostgreSQL: `hang` accepts and never answers, `reset` hangs up at once. */
const fakePostgres = async (behaviour: 'hang' | 'reset'): Promise<{ url: string; close: () => void }> => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (behaviour === 'reset') return socket.destroy();
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/hub`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
};

/** A port nothing listens on: taken from the system, then released. */
const refusedUrl = async (): Promise<string> => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `postgres://postgres@127.0.0.1:${port}/hub`;
};

/** What node-postgres really throws for one query through a pool on that URL. */
const failureOf = async (url: string): Promise<unknown> => {
  const pool = createPool({ url, connectTimeoutMs: 300 });
  try {
    await pool.query('SELECT 1');
    throw new Error('the query should have failed');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
};

const closers: (() => void)[] = [];
afterAll(() => closers.forEach((close) => close()));

describe('isDatabaseUnavailable', () => {
  it('recognises the driver errors of a refused, a silent and a dropped connection, and of a pool closed by shutdown', async () => {
    const hang = await fakePostgres('hang');
    const reset = await fakePostgres('reset');
    closers.push(hang.close, reset.close);
    for (const url of [await refusedUrl(), hang.url, reset.url]) {
      expect(isDatabaseUnavailable(await failureOf(url))).toBe(true);
    }
    const closed = createPool({ url: hang.url });
    await closed.end();
    expect(isDatabaseUnavailable(await closed.query('SELECT 1').catch((error: unknown) => error))).toBe(true);
  });

  it('recognises them wrapped by Drizzle and PostgreSQL shutting down, but not failing queries', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('the API while PostgreSQL refuses connections', () => {
  let app: App;
  let token: string;
  const logged: string[] = [];
  const USER_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-down-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web') });
    const database = pgDatabase(createPool({ url: await refusedUrl(), connectTimeoutMs: 300 }));
    const secret = 'x'.repeat(40);
    const logStream = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        logged.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ config, database, storage: createStorage(config), jwtSecret: secret, logStream });
    token = await createTokenService(secret, 60).sign({ sub: USER_ID, ver: 0, sid: USER_ID });
    closers.push(() => void app.close().then(() => database.close()), () => fs.rmSync(dataDir, { recursive: true, force: true }));
  });

  it('answers readiness and ordinary requests with 503 in the error shape, never 500', async () => {
    const expected = { statusCode: 503, error: 'Service Unavailable', message: 'Banco de dados indisponível. Tente novamente em instantes.' };
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(expected);
    const list = await app.inject({ url: '/api/companies', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual(expected);
    expect(list.headers['retry-after']).toBe('5');
    const login = await app.inject({ method: 'POST', url: '/api/authentication/login?typeUser=0', payload: { email: 'a@b.com', password: 'senha-forte-123' } });
    expect(login.statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('logs each failed query with its SQL and cause, never with the values it was sent', async () => {
    logged.length = 0;
    await app.inject({ url: '/api/companies', headers: { authorization: `Bearer ${token}` } });
    const failures = logged.filter((line) => line.includes('database unavailable')).join('');
    expect(failures).toContain('from \\"sessions\\" inner join \\"users\\" on \\"users\\".\\"id\\" = \\"sessions\\".\\"user_id\\" where \\"sessions\\".\\"id\\" = $1');
    expect(failures).toContain('ECONNREFUSED');
    // The session's id, the value that query was sent.
    expect(failures).not.toContain(USER_ID);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a statement past DB_STATEMENT_TIMEOUT_MS (PostgreSQL)', () => {
  it('is cancelled by PostgreSQL and answered 503 asking for a narrower search, not as the database being down', async () => {
    const pool = createPool({ url: process.env.TEST_DATABASE_URL ?? '', statementTimeoutMs: 100 });
    const cancelled = await pool.query('SELECT pg_sleep(2)').then(
      () => new Error('the statement should have been cancelled'),
      (error: unknown) => error,
    );
    // The connection went back to the pool usable, with the limit still on.
    const { rows } = await pool.query<{ limit: string }>("SELECT current_setting('statement_timeout') AS limit");
    await pool.end();
    expect(isStatementTimeout(cancelled)).toBe(true);
    expect(isDatabaseUnavailable(cancelled)).toBe(false);
    expect(rows[0]?.limit).toBe('100ms');

    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/slow', () => Promise.reject(cancelled));
    const answer = await app.inject({ url: '/slow' });
    await app.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'A consulta demorou mais que o permitido. Refine a busca (mais letras ou um filtro) e tente novamente.',
    });
  });
});
