import path from 'node:path';
import { loadConfig } from '../src/config';
import type { BackupOptions, BackupSummary } from '../src/lib/backup';

/** npm runs workspace scripts in server/: paths typed by the person are relative to where they typed. */
export const userPath = (file: string): string =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** The database and uploads the server would use with this environment. */
export const backupOptions = (): BackupOptions => {
  const config = loadConfig();
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir, localUploads: !config.s3 };
};

export const describeTarget = (options: BackupOptions): string =>
  options.databaseUrl
    ? `PostgreSQL (${new URL(options.databaseUrl).pathname.slice(1)})`
    : `PGlite em ${options.dataDir}`;

export const printSummary = (verb: string, summary: BackupSummary, seconds: number): void => {
  const tables = Object.entries(summary.tables);
  const rows = tables.reduce((sum, [, count]) => sum + count, 0);
  console.info(
    `${verb}: ${summary.file} (${summary.bytes.toLocaleString('pt-BR')} bytes) em ${seconds.toFixed(1)} s`,
  );
  console.info(
    `  ${tables.length} tabelas, ${rows.toLocaleString('pt-BR')} linhas; ${summary.files} arquivos enviados (${summary.fileBytes.toLocaleString('pt-BR')} bytes)`,
  );
  for (const [table, count] of tables.filter(([, count]) => count > 0))
    console.info(`  ${table}: ${count.toLocaleString('pt-BR')}`);
};

/** Runs a command, printing a failure as one readable line and exiting with 1. */
export const run = (task: () => Promise<void>): void => {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Erro: ${(error as Error).message}`);
      process.exit(1);
    },
  );
};
