import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { syncBuiltInProfiles } from './built-in-profiles';
import { acquireDirLock } from './dir-lock';
import { EmbeddedPglite } from './embedded-pglite';
import type { Db } from './handle';
import { planOnceOn } from './prepared';

export type { Db, Schema } from './handle';

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Raw SQL with positional parameters, for the few places Drizzle cannot express. */
  query: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;
  /** PostgreSQL: runs `run` holding a session advisory lock, on a connection of its own. */
  withLock?: <T>(lock: number, run: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export type PgOptions = {
  url: string;
  poolSize?: number;
  /** How long a request waits for a connection (a free one of the pool, or a new one) before failing. */
  connectTimeoutMs?: number;
  /**
   * How long one statement may run before PostgreSQL cancels it (0: no limit), so that one slow
   * query cannot hold a pooled connection while the other requests wait for one.
   */
  statementTimeoutMs?: number;
  /** A pooled connection that breaks while idle (PostgreSQL restarted, network cut). */
  onIdleError?: (error: Error) => void;
};

export type OpenOptions =
  | ({ driver: 'pg' } & PgOptions)
  /**
   * dataDir undefined = in memory (tests); `image`: a migrated database's dump to start from
   * (migratedImage), where an empty one would run initdb and every migration.
   */
  | { driver: 'pglite'; dataDir?: string; image?: Blob };

/**
 * The pool fails fast when PostgreSQL is away: a request waits at most connectTimeoutMs for a
 * connection instead of queueing forever, and its error answers 503 (plugins/error-handler.ts).
 */
export const createPool = (options: PgOptions & { settings?: string }): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.settings ? { options: options.settings } : {}),
  });
  // Without a listener, an idle client's socket error is an uncaught 'error' event that ends the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
};

/**
 * The connections of DB_POOL_SIZE whose named statements PostgreSQL plans once for every value
 * (decision 038): a fifth of a pool of ten or more; a smaller pool keeps them all for the rest.
 */
export const plannedOncePoolSize = (poolSize: number): number =>
  poolSize >= 10 ? Math.floor(poolSize / 5) : 0;

/**
 * A pool of connections whose named statements are planned once, for every value
 * (`plan_cache_mode`): PostgreSQL otherwise plans a statement for its values at each execution
 * while that plan looks cheaper than one for every value, and planning a search costs as much as
 * running it.
 */
export const createPlannedOncePool = (options: PgOptions & { poolSize: number }): pg.Pool =>
  createPool({
    ...options,
    // A plan for every value expects thousands of rows of a key that finds one: its parallel
    // workers took 10 ms to start for a search of 1 ms (decision 043).
    settings: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
  });

/**
 * The Database over a pool, without migrating: openDatabase migrates first. `plannedOnce`, a pool
 * from `createPlannedOncePool`, serves the statements built 'once for every value' (db/prepared.ts).
 */
export const pgDatabase = (pool: pg.Pool, plannedOnce?: pg.Pool): Database => ({
  db: withPlannedOnce(drizzlePg(pool, { schema }) as unknown as Db, plannedOnce),
  driver: 'pg',
  query: async (text, params) => (await pool.query(text, params)).rows,
  withLock: async (lock, run) => {
    const client = await pool.connect();
    try {
      // Waiting for another instance's lock (its demo data, say) is not a slow query.
      await client.query('SET statement_timeout = 0');
      await client.query('SELECT pg_advisory_lock($1)', [lock]);
      try {
        return await run();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lock]);
      }
    } finally {
      await client.query('RESET statement_timeout').catch(() => undefined);
      client.release();
    }
  },
  close: async () => {
    await Promise.all([pool.end(), plannedOnce?.end()]);
  },
});

const withPlannedOnce = (db: Db, pool: pg.Pool | undefined): Db => {
  if (pool) planOnceOn(db, drizzlePg(pool, { schema }) as unknown as Db);
  return db;
};

/** PGlite with the extensions the migrations create; in memory without a directory. */
const createPglite = (dataDir?: string, image?: Blob): EmbeddedPglite =>
  new EmbeddedPglite({ dataDir, extensions: { pg_trgm, unaccent }, loadDataDir: image });

/** Drizzle over PGlite, whose named statements (`.prepare(name)`) PGlite plans once, as PostgreSQL does. */
const embeddedDrizzle = (client: EmbeddedPglite): Db => {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const { session } = db._;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    if (name) client.planOnce(query.sql);
    return prepareQuery(query, fields, name, ...rest);
  };
  return db;
};

/**
 * The embedded database's pages are read through the operating system's cache, where reading one
 * out of order costs about what reading the next does. At PostgreSQL's default (4, a spinning
 * disk's), the ranking hashed every competency score for a process's hundred applications
 * instead of looking each up by key, several times slower (decision 016).
 */
const EMBEDDED_SETTINGS = 'SET random_page_cost = 1.1';

/** Where the embedded database lives under DATA_DIR. */
export const pgliteDir = (dataDir: string): string => path.join(dataDir, 'pglite');

/** PostgreSQL advisory locks of the start: the migrations', then the first writes'. */
const MIGRATION_LOCK = 727071;
const STARTUP_LOCK = 727072;

/** Migrates on one connection. Several instances may boot at once: one migrates, the others wait for it. */
export const migratePgClient = async (client: pg.PoolClient | pg.Client): Promise<void> => {
  // A migration rebuilding an index of a million rows runs for minutes: no statement limit here.
  await client.query('SET statement_timeout = 0');
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await syncBuiltInProfiles(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    await client.query('RESET statement_timeout');
  }
};

/**
 * Runs the start's writes (the first administrator, the demo data) while holding a lock every
 * instance takes for them: of N instances booting together on an empty database, one writes and
 * the others then find the rows there. The embedded database has one process only.
 */
export const whileStarting = async <T>(database: Database, run: () => Promise<T>): Promise<T> => {
  if (!database.withLock) return run();
  return database.withLock(STARTUP_LOCK, run);
};

export const migrateEmbedded = async (client: PGlite): Promise<void> => {
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await syncBuiltInProfiles(client);
};

/**
 * PGlite in its directory, held by this process until closed (the server, a backup and a restore
 * each lock it: the embedded database has one process at a time); in memory without a directory.
 */
export const openPglite = async (
  dir: string | undefined,
  prepare: (client: PGlite) => Promise<void>,
  image?: Blob,
): Promise<{ client: EmbeddedPglite; close: () => Promise<void> }> => {
  const release = dir ? acquireDirLock(dir) : () => undefined;
  try {
    const client = createPglite(dir, image);
    await prepare(client);
    return {
      client,
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

export const openDatabase = async (options: OpenOptions): Promise<Database> => {
  if (options.driver === 'pg') {
    const poolSize = options.poolSize ?? 20;
    const plannedOnceSize = plannedOncePoolSize(poolSize);
    const pool = createPool({ ...options, poolSize: poolSize - plannedOnceSize });
    const lockClient = await pool.connect();
    try {
      await migratePgClient(lockClient);
    } finally {
      lockClient.release();
    }
    return pgDatabase(
      pool,
      plannedOnceSize > 0
        ? createPlannedOncePool({ ...options, poolSize: plannedOnceSize })
        : undefined,
    );
  }
  const dataDir = options.dataDir ? pgliteDir(options.dataDir) : undefined;
  // The database's folder and DATA_DIR above it are the server's user's alone (lib/private-files.ts).
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { client, close } = await openPglite(
    dataDir,
    async (pglite) => {
      await migrateEmbedded(pglite);
      await pglite.exec(EMBEDDED_SETTINGS);
    },
    options.image,
  );
  return {
    db: embeddedDrizzle(client),
    driver: 'pglite',
    query: async (text, params) => (await client.query(text, params)).rows as never,
    close,
  };
};

/**
 * An empty, migrated embedded database as a dump `openDatabase` starts from (`image`). The API
 * tests open one per file: from the dump it costs about a sixth of initdb and the migrations.
 */
export const migratedImage = async (): Promise<Blob> => {
  const client = createPglite();
  try {
    await migrateEmbedded(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
};
