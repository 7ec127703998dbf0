import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir, type Database } from '../db/client';
import { createCandidate, createCompany, createPartner } from '../test/factories';
import { appOn, loginAs, testConfig } from '../test/helper';
import { createPgDatabase } from '../test/pg-database';
import { multipart, PNG } from '../test/uploads';
import { createBackup, restoreBackup, type BackupOptions } from './backup';
import { openSession, publicTables, quoteIdent } from './backup-session';
import { foldKeptWrites } from './kept-writes';

const journal = JSON.parse(
  fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

/** The same run on the database this pass tests: PGlite under a data dir, or a new PostgreSQL database. */
const onPg = process.env.TEST_DB === 'pg' && Boolean(process.env.TEST_DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-backup-'));
let target: BackupOptions;
let dropPg = async (): Promise<void> => undefined;
const backupFile = path.join(dataDir, 'backups', 'round-trip.hub.gz');

const open = (): Promise<Database> =>
  openDatabase(
    target.databaseUrl
      ? { driver: 'pg', url: target.databaseUrl, poolSize: 2 }
      : { driver: 'pglite', dataDir },
  );

/**
 * The column of each kept count that holds the amount (the word starts are rows, not counts). The
 * tables' counts are compared whole, zeros included: each counted table has its counter back.
 */
const KEPT_AMOUNT: Record<string, string> = {
  group_counts: 'count',
  page_anchors: 'rows',
};

/** Tables whose values are new after a restore by design (decision 041): only these columns compare. */
const RENEWED_COLUMNS: Record<string, string> = { table_versions: 'table_name' };


/** Each table's row count and an md5 of its rows in a stable order: equal digests, equal content. */
const digest = async (): Promise<Record<string, string>> => {
  const session = await openSession(target);
  try {
    const result: Record<string, string> = {};
    // Each writing transaction's counts, anchors and versions, folded as a restore folds them.
    await foldKeptWrites(session.query);
    for (const table of await publicTables(session)) {
      // Kept counts are retaken on restore: a group or an anchor emptied since is not recreated.
      const amount = KEPT_AMOUNT[table];
      const kept = amount ? `WHERE t.${amount} <> 0` : '';
      const value = RENEWED_COLUMNS[table] ? `t.${RENEWED_COLUMNS[table]}` : 't';
      const [row] = await session.query<{ rows: number; md5: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(md5(${value}::text), '' ORDER BY md5(${value}::text))) AS md5 FROM ${quoteIdent(table)} t ${kept}`,
      );
      result[table] = `${row?.rows}:${row?.md5}`;
    }
    return result;
  } finally {
    await session.close();
  }
};

/** Runs the real app on the target, then closes it and the database (a backup needs the PGlite dir free). */
const withApp = async <T>(
  use: (app: Awaited<ReturnType<typeof appOn>>['app']) => Promise<T>,
): Promise<T> => {
  const database = await open();
  const { app, close } = await appOn(
    database,
    testConfig(dataDir, target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  );
  try {
    return await use(app);
  } finally {
    await close();
    await database.close();
  }
};

let before: Record<string, string>;
let logoFile: string;

beforeAll(async () => {
  if (onPg) {
    const created = await createPgDatabase(process.env.TEST_DATABASE_URL ?? '');
    dropPg = created.drop;
    target = { databaseUrl: created.url, dataDir, localUploads: true };
  } else {
    target = { dataDir, localUploads: true };
  }
  logoFile = await withApp(async (app) => {
    const { headers } = await loginAs(app);
    for (let index = 0; index < 5; index += 1) {
      await createCompany(app, headers);
      await createCandidate(app, headers, {
        about: `Linha "${index}" com acento: ação, € e \\ barra`,
      });
    }
    // Deliveries are counted per group by triggers (group_counts): the restore retakes the counts.
    const message = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: { typeUser: 2, audience: { kind: 'all' }, subject: 'Aviso', body: '<p>Oi</p>', channels: ['email'] },
    });
    expect(message.statusCode, message.body).toBe(201);
    const partner = await createPartner(app, headers);
    const logo = multipart('logo.png', PNG, 'image/png');
    const stored = await app.inject({
      method: 'POST',
      url: `/api/partners/${partner.id}/logo`,
      payload: logo.payload,
      headers: { ...logo.headers, ...headers },
    });
    expect(stored.statusCode).toBe(200);
    return path.join(
      dataDir,
      'uploads',
      (stored.json().logoUrl as string).replace('/api/files/', ''),
    );
  });
  before = await digest();
});

afterAll(async () => {
  await dropPg();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`db:backup and db:restore (${onPg ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores every table and upload as they were after rows were changed and deleted', async () => {
    const saved = await createBackup(target, backupFile);
    expect(saved.tables.companies).toBe(5);
    expect(saved.tables.candidates).toBe(5);
    expect(saved.tables.users).toBe(1);
    expect(saved.tables.deliveries).toBe(5);
    expect(saved.tables.audit_log).toBeGreaterThan(0);
    expect(saved).toMatchObject({ files: 1, fileBytes: PNG.length });
    expect(saved.bytes).toBe(fs.statSync(backupFile).size);
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);

    await withApp(async (app) => {
      const { headers } = await loginAs(app);
      await createCompany(app, headers);
    });
    const database = await open();
    await database.query('DELETE FROM candidates WHERE id IN (SELECT id FROM candidates LIMIT 2)');
    await database.query("UPDATE companies SET legal_name = 'Alterada Ltda'");
    await database.close();
    fs.rmSync(logoFile);
    expect(await digest()).not.toEqual(before);

    const restored = await restoreBackup(target, backupFile, true);
    expect(restored.tables).toEqual(saved.tables);
    expect(await digest()).toEqual(before);
    expect(fs.readFileSync(logoFile).equals(PNG)).toBe(true);
  });

  it('leaves a working database: migrations recorded, the server starts and the admin logs in', async () => {
    const session = await openSession(target);
    const [migrations] = await session.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    await session.close();
    expect(migrations?.count).toBe(journal.entries.length);
    await withApp(async (app) => {
      const { headers } = await loginAs(app);
      expect((await app.inject({ url: '/api/companies', headers })).json().totalItens).toBe(5);
    });
  });

  it('refuses a target with data without force, a damaged, crafted or foreign file, changing nothing', async () => {
    const current = await digest();
    await expect(restoreBackup(target, backupFile)).rejects.toThrow(
      /já tem dados \(1 usuário\)\. Use --force/,
    );
    const lines = zlib.gunzipSync(fs.readFileSync(backupFile)).toString().trimEnd().split('\n');
    const damaged = {
      'without its end line': zlib.gzipSync(lines.slice(0, -1).join('\n')),
      'cut inside the gzip stream': fs.readFileSync(backupFile).subarray(0, -40),
    };
    for (const [name, content] of Object.entries(damaged)) {
      const file = path.join(dataDir, 'damaged.gz');
      fs.writeFileSync(file, content);
      await expect(restoreBackup(target, file, true), name).rejects.toThrow(
        /incompleto ou corrompido/,
      );
    }
    // A crafted file naming an upload outside the uploads folder.
    const escape = JSON.stringify({
      kind: 'file',
      key: '../../escaped.png',
      data: PNG.toString('base64'),
    });
    const crafted = path.join(dataDir, 'crafted.gz');
    fs.writeFileSync(
      crafted,
      zlib.gzipSync([...lines.slice(0, -1), escape, lines.at(-1)].join('\n')),
    );
    await expect(restoreBackup(target, crafted, true)).rejects.toThrow(
      /nome inválido \(\.\.\/\.\.\/escaped\.png\)/,
    );
    expect(fs.existsSync(path.join(dataDir, '..', 'escaped.png'))).toBe(false);
    const foreign = path.join(dataDir, 'foreign.gz');
    fs.writeFileSync(foreign, zlib.gzipSync('PGDMP\n'));
    await expect(restoreBackup(target, foreign, true)).rejects.toThrow(/não é um backup do Hub/);
    await expect(restoreBackup(target, path.join(dataDir, 'nao-existe.gz'), true)).rejects.toThrow(
      /não encontrado/,
    );
    expect(await digest()).toEqual(current);
  });

  it.skipIf(onPg)(
    'refuses to back up the embedded database while a server holds its directory',
    async () => {
      fs.writeFileSync(path.join(pgliteDir(dataDir), 'hub.lock'), String(process.ppid));
      try {
        await expect(createBackup(target, path.join(dataDir, 'busy.gz'))).rejects.toThrow(
          /já está aberto por outro processo/,
        );
      } finally {
        fs.rmSync(path.join(pgliteDir(dataDir), 'hub.lock'));
      }
    },
  );
});
