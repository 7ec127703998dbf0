import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupErrors,
  loadOrder,
  parseHeader,
  parseLine,
  sameMigrations,
  type BackupCounts,
  type BackupLine,
} from './backup-format';
import {
  createLineWriter,
  fileChunks,
  readLines,
  uploadKeys,
  type LineWriter,
} from './backup-file';
import {
  appliedMigrations,
  openSession,
  KEPT_TABLES,
  publicTables,
  quoteIdent,
  tableReferences,
  writableColumns,
  type BackupTarget,
  type Session,
} from './backup-session';
import { retakeAllPageAnchors } from './page-anchors';
import { foldKeptWrites } from './kept-writes';
import { isSafeKey } from './storage';

export type { BackupTarget } from './backup-session';
export type BackupOptions = BackupTarget & {
  /** False when the uploads live in S3: then they are neither saved nor restored here. */
  localUploads: boolean;
};
export type BackupSummary = BackupCounts & { file: string; bytes: number; driver: 'pglite' | 'pg' };

const ROWS_PER_LINE = 1000;
const uploadsDirOf = (dataDir: string): string => path.join(dataDir, 'uploads');

/** Rows through a cursor of the snapshot's transaction, a page at a time, as the JSON text the database writes. */
const writeTable = async (session: Session, table: string, writer: LineWriter): Promise<number> => {
  await session.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${quoteIdent(table)} t`,
  );
  let count = 0;
  for (;;) {
    const page = await session.query<{ row: string }>(`FETCH ${ROWS_PER_LINE} FROM backup_rows`);
    if (page.length === 0) break;
    await writer.write({
      kind: 'rows',
      table,
      rows: `[${page.map((item) => item.row).join(',')}]`,
    });
    count += page.length;
  }
  await session.query('CLOSE backup_rows');
  return count;
};

const writeUploads = async (
  uploadsDir: string,
  writer: LineWriter,
): Promise<{ files: number; fileBytes: number }> => {
  const keys = uploadKeys(uploadsDir);
  let fileBytes = 0;
  for (const key of keys) {
    let pieces = 0;
    for await (const chunk of fileChunks(path.join(uploadsDir, key))) {
      await writer.write({ kind: 'file', key, data: chunk.toString('base64') });
      fileBytes += chunk.length;
      pieces += 1;
    }
    if (pieces === 0) await writer.write({ kind: 'file', key, data: '' });
  }
  return { files: keys.length, fileBytes };
};

/**
 * Writes the whole database (one consistent snapshot) and, with local storage, the uploads to
 * one file. The file appears under its name only once complete.
 */
export const createBackup = async (
  options: BackupOptions,
  file: string,
): Promise<BackupSummary> => {
  const session = await openSession(options);
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = createLineWriter(partial);
  try {
    await session.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await writer.write({
      kind: 'header',
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      driver: session.driver,
      migrations: await appliedMigrations(session),
      uploads: options.localUploads,
    });
    const tables: Record<string, number> = {};
    const saved = (await publicTables(session)).filter((table) => !KEPT_TABLES.has(table));
    for (const table of loadOrder(saved, await tableReferences(session))) {
      tables[table] = await writeTable(session, table, writer);
    }
    await session.query('COMMIT');
    const uploads = options.localUploads
      ? await writeUploads(uploadsDirOf(options.dataDir), writer)
      : { files: 0, fileBytes: 0 };
    await writer.write({ kind: 'end', tables, ...uploads });
    await writer.close();
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, driver: session.driver, tables, ...uploads };
  } catch (error) {
    await writer.close();
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await session.close();
  }
};

type Loader = { line: (line: BackupLine) => Promise<void>; counts: () => BackupCounts };

/** Inserts the rows and writes the files of each line, counting what it loaded. */
const createLoader = (session: Session, stagingDir: string): Loader => {
  const columnsOf = new Map<string, string>();
  const tables: Record<string, number> = {};
  const files = new Set<string>();
  let fileBytes = 0;
  return {
    line: async (line) => {
      if (line.kind === 'rows') {
        if (!columnsOf.has(line.table))
          columnsOf.set(
            line.table,
            (await writableColumns(session, line.table)).map(quoteIdent).join(', '),
          );
        const columns = columnsOf.get(line.table);
        const table = quoteIdent(line.table);
        const inserted = await session.query<{ count: number }>(
          `WITH loaded AS (INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) RETURNING 1)
           SELECT count(*)::int AS count FROM loaded`,
          [line.rows],
        );
        tables[line.table] = (tables[line.table] ?? 0) + (inserted[0]?.count ?? 0);
      }
      if (line.kind === 'file') {
        // The key becomes a path: only the names the server itself generates are accepted.
        if (!isSafeKey(line.key)) throw new Error(BackupErrors.unsafeKey(line.key));
        const target = path.join(stagingDir, line.key);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const data = Buffer.from(line.data, 'base64');
        fs.appendFileSync(target, data);
        files.add(line.key);
        fileBytes += data.length;
      }
    },
    counts: () => ({ tables, files: files.size, fileBytes }),
  };
};

const checkCounts = (expected: BackupCounts, loaded: BackupCounts): void => {
  for (const [table, rows] of Object.entries(expected.tables)) {
    const got = loaded.tables[table] ?? 0;
    if (got !== rows) throw new Error(BackupErrors.countMismatch(table, rows, got));
  }
  if (expected.files !== loaded.files || expected.fileBytes !== loaded.fileBytes) {
    throw new Error(BackupErrors.countMismatch('uploads', expected.files, loaded.files));
  }
};

/**
 * Replaces the target's data with the backup's, in one transaction: the schema comes from the
 * migrations of this server version (which must be the backup's), the rows and files from the
 * file. A target that already has users is replaced only with `force`.
 */
export const restoreBackup = async (
  options: BackupOptions,
  file: string,
  force = false,
): Promise<BackupSummary> => {
  if (!fs.existsSync(file)) throw new Error(BackupErrors.missingFile(file));
  const lines = readLines(file);
  const header = parseHeader((await lines.next()).value as string | undefined);
  const session = await openSession(options, true);
  const uploadsDir = uploadsDirOf(options.dataDir);
  const stagingDir = `${uploadsDir}.restoring`;
  fs.rmSync(stagingDir, { recursive: true, force: true });
  let inTransaction = false;
  try {
    // Creates the schema of a new target, or brings an existing one to this version.
    await session.migrate();
    const migrations = await appliedMigrations(session);
    if (!sameMigrations(header.migrations, migrations))
      throw new Error(BackupErrors.otherSchema(header.migrations.length, migrations.length));
    const [users] = await session.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users',
    );
    if (!force && (users?.count ?? 0) > 0)
      throw new Error(BackupErrors.notEmpty(users?.count ?? 0));

    await session.query('BEGIN');
    inTransaction = true;
    await session.query(`TRUNCATE ${(await publicTables(session)).map(quoteIdent).join(', ')}`);
    const loader = createLoader(session, stagingDir);
    let end: BackupCounts | null = null;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = parseLine(next.value as string);
      if (line.kind === 'end') end = line;
      else await loader.line(line);
    }
    if (!end) throw new Error(BackupErrors.truncated);
    checkCounts(end, loader.counts());
    // The triggers counted the loaded rows onto counters the TRUNCATE emptied: retaken whole.
    await session.query('SELECT retake_kept_counts()');
    await retakeAllPageAnchors(session.query);
    await foldKeptWrites(session.query);
    await session.query('COMMIT');
    inTransaction = false;
    if (header.uploads && options.localUploads) {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      if (fs.existsSync(stagingDir)) fs.renameSync(stagingDir, uploadsDir);
    }
    return {
      file,
      bytes: fs.statSync(file).size,
      driver: session.driver,
      tables: end.tables,
      files: end.files,
      fileBytes: end.fileBytes,
    };
  } catch (error) {
    if (inTransaction) await session.query('ROLLBACK');
    throw error;
  } finally {
    await lines.return(undefined);
    fs.rmSync(stagingDir, { recursive: true, force: true });
    await session.close();
  }
};
