import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { ensureFirstAdmin } from '../bootstrap';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createMailer } from '../lib/mailer';
import { createStorage } from '../lib/create-storage';
import { sessions } from '../db/schema/index';
import { drainOutbox } from './message-fixtures';
import { createPgDatabase } from './pg-database';

export const ADMIN = { email: 'admin@test.local', password: 'senha-forte-123' };

/** The key test apps sign sessions with (tests forge expired or foreign tokens beside it). */
export const TEST_JWT_SECRET = 'x'.repeat(40);

/** Each test client gets its own address, so per-IP rate limits never leak between tests. */
export const randomIp = (): string => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** deliverMail: runs the outbox until nothing is due, as the server's worker would, with the real mailer. */
export type TestContext = { app: App; database: Database; config: Config; dataDir: string; deliverMail: () => Promise<void> };

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database created from TEST_DATABASE_URL when TEST_DB=pg (so files run in parallel). Either is
 * a copy of the migrated one global-setup.ts made.
 */
const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'pg' || !url) {
    const image = new Blob([fs.readFileSync(inject('pgliteImage'))]);
    return { database: await openDatabase({ driver: 'pglite', image }), drop: async () => undefined };
  }
  const created = await createPgDatabase(url, inject('pgTemplate') ?? undefined);
  return { database: await openDatabase({ driver: 'pg', url: created.url, poolSize: 10 }), drop: created.drop };
};

export const testConfig = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Each test reads the figures it has just written; lib/kept-answers.test.ts tests the keeping.
    REPORTS_TTL_SECONDS: '0',
    ...env,
  });

/** The real app with the first admin on a database the caller opened; `close` leaves the database open. */
export const appOn = async (
  database: Database,
  config: Config,
  logStream?: NodeJS.WritableStream,
): Promise<{ app: App; close: () => Promise<void>; deliverMail: () => Promise<void> }> => {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, db: database.db });
  const app = await buildApp({ config, database, storage: createStorage(config), jwtSecret: TEST_JWT_SECRET, ...(logStream ? { logStream } : { logger: false }) });
  await ensureFirstAdmin(database.db, config);
  return {
    app,
    deliverMail: () => drainOutbox(database, mailer, config.mailFrom),
    close: async () => {
      await app.close();
      mailer.close();
    },
  };
};

/**
 * What setupApp opened in this test file, closed after its last test by setup-file.ts (an
 * afterAll registered inside a beforeAll, where most files call setupApp, is never run).
 */
const openedInFile: (() => Promise<void>)[] = [];

export const closeOpenedInFile = async (): Promise<void> => {
  for (const closeOpened of openedInFile.splice(0).reverse()) await closeOpened();
};

/** Builds the real app on a fresh database with the first admin; closed after the file. */
export const setupApp = async (env: Record<string, string> = {}, logStream?: NodeJS.WritableStream): Promise<TestContext> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-'));
  const config = testConfig(dataDir, env);
  const { database, drop } = await openTestDatabase();
  const { app, close, deliverMail } = await appOn(database, config, logStream);
  openedInFile.push(async () => {
    await close();
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, config, dataDir, deliverMail };
};

/** Logs in and answers the headers of an authenticated request. */
export const loginAs = async (app: App, credentials = ADMIN): Promise<{ token: string; userId: string; headers: { authorization: string } }> => {
  const response = await app.inject({ method: 'POST', url: '/api/authentication/login?typeUser=0', payload: credentials, remoteAddress: randomIp() });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json<{ accessToken: string; user: { id: string } }>();
  return { token: body.accessToken, userId: body.user.id, headers: { authorization: `Bearer ${body.accessToken}` } };
};

/**
 * The access token of a session opened straight in the table, for a test that inserts its own
 * administrators (signing in is not what it tests): the token names its session, as a login's does.
 */
export const sessionTokenOf = async (ctx: TestContext, userId: string): Promise<string> => {
  const [session] = await ctx.database.db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return ctx.app.deps.tokens.sign({ sub: userId, ver: 0, sid: session.id });
};
