/**
 * `npm run db:restore -- <file> [--force]`: replaces the database (DATABASE_URL, else PGlite under
 * DATA_DIR) and the local uploads with a backup of db:backup, in one transaction. Stop the
 * servers first; a database that already has users is replaced only with --force.
 */
import { performance } from 'node:perf_hooks';
import { restoreBackup } from '../src/lib/backup';
import { backupOptions, describeTarget, printSummary, run, userPath } from './backup-cli';

run(async () => {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('Informe o arquivo: npm run db:restore -- <arquivo> [--force]');
  const options = backupOptions();
  console.info(`Restaurando ${userPath(file)} em ${describeTarget(options)}`);
  const started = performance.now();
  printSummary(
    'Backup restaurado',
    await restoreBackup(options, userPath(file), args.includes('--force')),
    (performance.now() - started) / 1000,
  );
});
