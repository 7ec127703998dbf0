/**
 * `npm run db:backup [-- file]`: the database (DATABASE_URL, else PGlite under DATA_DIR) and the
 * local uploads in one file, by default DATA_DIR/backups/hub-<date>.backup.gz. PostgreSQL is
 * read in one snapshot while the servers run; PGlite only while no server holds it.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackup } from '../src/lib/backup';
import { backupOptions, describeTarget, printSummary, run, userPath } from './backup-cli';

run(async () => {
  const options = backupOptions();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = process.argv[2]
    ? userPath(process.argv[2])
    : path.join(options.dataDir, 'backups', `hub-${stamp}.backup.gz`);
  console.info(
    `Backup de ${describeTarget(options)}${options.localUploads ? ' e dos arquivos enviados' : ' (arquivos no S3: faça o backup do bucket à parte)'}`,
  );
  const started = performance.now();
  printSummary(
    'Backup salvo',
    await createBackup(options, file),
    (performance.now() - started) / 1000,
  );
});
