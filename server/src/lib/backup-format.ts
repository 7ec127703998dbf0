/**
 * The backup file: gzip of JSON lines, one database and its uploads, the same for PGlite and
 * PostgreSQL (a PGlite backup restores into PostgreSQL and back). A header line first, then
 * the rows of each table in foreign-key order, the uploaded files in base64 chunks, and an end
 * line with the counts, so a truncated file is detected before anything is committed.
 */
import { counted } from '@hub/contract/counts';

export const BACKUP_FORMAT = 'hub-backup';
export const BACKUP_VERSION = 1;

/** A row of drizzle's migrations table: the schema version the rows belong to. */
export type Migration = { hash: string; createdAt: string };

export type BackupHeader = {
  kind: 'header';
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  driver: 'pglite' | 'pg';
  migrations: Migration[];
  /** False when the uploads live in S3: they are backed up with the bucket, not here. */
  uploads: boolean;
};

export type BackupLine =
  | BackupHeader
  /** rows: the JSON array text of to_jsonb(row), kept as text so no number loses digits. */
  | { kind: 'rows'; table: string; rows: string }
  | { kind: 'file'; key: string; data: string }
  | { kind: 'end'; tables: Record<string, number>; files: number; fileBytes: number };

export type BackupCounts = Omit<Extract<BackupLine, { kind: 'end' }>, 'kind'>;

export const BackupErrors = {
  missingFile: (file: string) => `Arquivo de backup não encontrado: ${file}`,
  notABackup: 'O arquivo não é um backup do Hub (cabeçalho ausente ou de outra versão)',
  truncated: 'O arquivo de backup está incompleto ou corrompido: nada foi restaurado',
  countMismatch: (table: string, expected: number, loaded: number) =>
    `O backup está inconsistente: a tabela ${table} deveria ter ${expected} linhas e tem ${loaded}: nada foi restaurado`,
  otherSchema: (backup: number, target: number) =>
    `O backup foi feito com outra versão do esquema (${backup} migrações; este servidor tem ${target}). ` +
    'Restaure com a mesma versão do servidor que fez o backup.',
  notEmpty: (users: number) =>
    `O banco de destino já tem dados (${counted(users, 'usuário', 'usuários')}). Use --force para substituí-los pelo backup.`,
  unsafeKey: (key: string) =>
    `O backup traz um arquivo com nome inválido (${key}): nada foi restaurado`,
} as const;

export const parseHeader = (text: string | undefined): BackupHeader => {
  let line: unknown;
  try {
    line = JSON.parse(text ?? '');
  } catch {
    throw new Error(BackupErrors.notABackup);
  }
  const header = line as Partial<BackupHeader> | null;
  if (
    header?.kind !== 'header' ||
    header.format !== BACKUP_FORMAT ||
    header.version !== BACKUP_VERSION
  ) {
    throw new Error(BackupErrors.notABackup);
  }
  return header as BackupHeader;
};

/** A line after the header; a cut or damaged line means a damaged file. */
export const parseLine = (text: string): BackupLine => {
  try {
    return JSON.parse(text) as BackupLine;
  } catch {
    throw new Error(BackupErrors.truncated);
  }
};

export const sameMigrations = (a: Migration[], b: Migration[]): boolean =>
  a.length === b.length && a.every((migration, index) => migration.hash === b[index]?.hash);

/**
 * Tables ordered so each comes after the tables it references: rows then load with every
 * foreign key checked, without the superuser rights that disabling triggers would need.
 */
export const loadOrder = (
  tables: string[],
  references: { from: string; to: string }[],
): string[] => {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string): void => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting')
      throw new Error(`Referência circular entre tabelas em ${table}`);
    state.set(table, 'visiting');
    for (const reference of references) {
      if (reference.from === table && reference.to !== table) visit(reference.to);
    }
    state.set(table, 'done');
    ordered.push(table);
  };
  [...tables].sort().forEach(visit);
  return ordered;
};
