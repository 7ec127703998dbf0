import fs from 'node:fs';
import pg from 'pg';
import { migrateEmbedded, migratePgClient, openPglite, pgliteDir } from '../db/client';
import type { Migration } from './backup-format';

/** The database a backup reads or a restore writes: DATABASE_URL, else PGlite under DATA_DIR. */
export type BackupTarget = { databaseUrl?: string; dataDir: string };

/** One connection, so a backup reads one snapshot and a restore is one transaction. */
export type Session = {
  driver: 'pglite' | 'pg';
  query: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;
  /** Brings the schema to this server version (a restore's target may be new). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** `create`: a restore may make a new PGlite directory; a backup needs an existing one. */
export const openSession = async (target: BackupTarget, create = false): Promise<Session> => {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return {
      driver: 'pg',
      query: async (text, params) => (await client.query(text, params)).rows,
      migrate: () => migratePgClient(client),
      close: () => client.end(),
    };
  }
  const dir = pgliteDir(target.dataDir);
  if (create) fs.mkdirSync(dir, { recursive: true });
  else if (!fs.existsSync(dir)) throw new Error(`Não há banco PGlite em ${dir} (confira DATA_DIR)`);
  const { client, close } = await openPglite(dir, (opened) => opened.waitReady);
  return {
    driver: 'pglite',
    query: async (text, params) => (await client.query(text, params)).rows as never,
    migrate: () => migrateEmbedded(client),
    close,
  };
};

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables the triggers keep (counts 0012 and 0013, anchors 0015, the professionals' word starts 0016,
 * UFs 0027, the companies' fragments 0041, the applications' versions
 * 0037, the searched tables' versions 0042 and their writes 0060): not saved; a restore's loaded rows fill them again and its retakes even them out.
 */
export const KEPT_TABLES = new Set([
  'row_counts',
  'group_counts',
  'page_anchors',
  'candidate_word_starts',
  'company_word_fragments',
  'candidate_ufs',
  'application_versions',
  'table_versions',
  'table_writes',
]);

export const publicTables = async (session: Session): Promise<string[]> =>
  (
    await session.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).map((row) => row.name);

/** The foreign keys between public tables, for the order rows are loaded in. */
export const tableReferences = (session: Session): Promise<{ from: string; to: string }[]> =>
  session.query(
    `SELECT DISTINCT source.relname AS "from", target.relname AS "to"
       FROM pg_constraint constraint_row
       JOIN pg_class source ON source.oid = constraint_row.conrelid
       JOIN pg_class target ON target.oid = constraint_row.confrelid
       JOIN pg_namespace namespace ON namespace.oid = source.relnamespace
      WHERE constraint_row.contype = 'f' AND namespace.nspname = 'public'`,
  );

/** The columns a restore writes: generated columns are computed again by the database. */
export const writableColumns = async (session: Session, table: string): Promise<string[]> =>
  (
    await session.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    )
  ).map((row) => row.name);

export const appliedMigrations = async (session: Session): Promise<Migration[]> =>
  session.query<Migration>(
    'SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
