import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDirLock } from './dir-lock';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Raw SQL with positional parameters, for the few places Drizzle cannot express. */
  query: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;
  close: () => Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export type OpenOptions =
  | { driver: 'pg'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). */
  | { driver: 'pglite'; dataDir?: string };

export const openDatabase = async (options: OpenOptions): Promise<Database> => {
  if (options.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several instances may boot at once: one migrates, the others wait for it.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock(727071)');
      await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock(727071)');
      lockClient.release();
    }
    return {
      db,
      driver: 'pg',
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  let release = (): void => undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDirLock(dataDir);
  }
  try {
    const client = new PGlite({ dataDir, extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      query: async (text, params) => (await client.query(text, params)).rows as never,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};
