/**
 * `npm run bench:import`: 100,000 professionals (a CSV of about 15 MB, as a council's export) previewed
 * and imported into a database seeded by seed:large, beside a bare multi-row INSERT of the same
 * rows into the same table in the same run; the server's RSS throughout, and the professionals
 * list's p95 with and without the import running. DATABASE_URL for PostgreSQL, else PGlite under
 * DATA_DIR (default data-large, as seed:large), which the server and then this script open in turn.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/src/db/client';
import {
  previewProfessionals,
  professionalLines,
  professionalsCsv,
  startImport,
  waitForImport,
  type ProfessionalLine,
  getImport,
} from './imports';
import { probeWhile } from './load';
import { ROOT, startServer } from './server-process';
import { login } from './session';

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 100_000);
/** How long the list is asked, alone and then while the import runs. */
const CLICK_SECONDS = Number(process.env.BENCH_DURATION ?? 30);
/** The bare INSERT's batch: the import job's default, so both write the same number of rows a statement. */
const BATCH = 500;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.resolve(ROOT, 'server', process.env.DATA_DIR ?? 'data-large');
const admin = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench@hub.local',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123',
};

/** The server's resident memory now, in MB (Linux). */
const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const sampleRss = (pid: number) => {
  const samples: { at: number; phase: string; mb: number }[] = [];
  let phase = 'idle';
  const timer = setInterval(() => samples.push({ at: Date.now(), phase, mb: rssOf(pid) }), 250);
  return {
    setPhase: (next: string) => {
      phase = next;
    },
    stop: () => clearInterval(timer),
    peak: (of: string) =>
      Math.max(...samples.filter((sample) => sample.phase === of).map((sample) => sample.mb)),
    first: (of: string) => samples.find((sample) => sample.phase === of)?.mb ?? Number.NaN,
  };
};

/** The same rows written the plainest way: multi-row INSERTs of BATCH rows, one transaction each. */
const bareInsert = async (database: Database, lines: ProfessionalLine[]): Promise<number> => {
  const started = Date.now();
  for (let from = 0; from < lines.length; from += BATCH) {
    const batch = lines.slice(from, from + BATCH);
    const params: unknown[] = [];
    const values = batch.map((line) => {
      const [day, month, year] = line.birth.split('/');
      params.push(
        line.name,
        line.email,
        line.cpf,
        line.phone.replace(/\D/g, ''),
        line.city,
        line.uf,
        `${year}-${month}-${day}`,
        line.registration.toUpperCase(),
      );
      const n = params.length - 8;
      return `($${n + 1}, $${n + 2}, $${n + 3}, '+55' || $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}::date, $${n + 8})`;
    });
    await database.query(
      `INSERT INTO candidates (name, email, cpf, phone, city, uf, birth_date, registration_number) VALUES ${values.join(', ')}`,
      params,
    );
  }
  return Date.now() - started;
};

type Clicks = Awaited<ReturnType<typeof probeWhile>>;

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const main = async () => {
  const env = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
    LOGIN_RATE_LIMIT: '100000000',
  };
  const lines = professionalLines(ROWS);
  const csv = professionalsCsv(lines);
  const server = await startServer(env, Number(process.env.BENCH_PORT ?? 3910));
  const rss = sampleRss(server.pid);
  const figures: Record<string, string> = {};
  let clicksIdle: Clicks | undefined;
  let clicksBusy: Clicks | undefined;
  try {
    const { headers } = await login(server.url, admin.email, admin.password);
    const list = { url: `${server.url}/api/candidates?page=3&limit=10`, headers };
    console.info(`the professionals list alone, asked every 100 ms for ${CLICK_SECONDS} s`);
    const idleUntil = Date.now() + CLICK_SECONDS * 1000;
    clicksIdle = await probeWhile(list, () => Date.now() < idleUntil);

    console.info(`previewing ${fmt(ROWS)} professionals (${fmt(csv.length / 1024 / 1024, 1)} MB)`);
    rss.setPhase('preview');
    const previewStarted = Date.now();
    const preview = await previewProfessionals(server.url, headers, csv, 30 * 60_000);
    const previewMs = Date.now() - previewStarted;

    console.info(
      `importing: the list asked every 100 ms for the first ${CLICK_SECONDS} s, then nobody at work`,
    );
    rss.setPhase('import');
    const importStarted = Date.now();
    await startImport(server.url, headers, preview.id);
    const busyUntil = Date.now() + CLICK_SECONDS * 1000;
    clicksBusy = await probeWhile(list, () => Date.now() < busyUntil);
    const whileClicked = (await getImport(server.url, headers, preview.id)).counts.processed;
    const alone = Date.now();
    const imported = await waitForImport(
      server.url,
      headers,
      preview.id,
      (row) => row.status === 'done',
      60 * 60_000,
    );
    const importMs = Date.now() - importStarted;
    const aloneMs = Date.now() - alone;
    console.info(
      `imported in ${fmt(importMs / 1000, 1)} s; list p95 ${fmt(clicksIdle.p95)} ms alone, ${fmt(clicksBusy.p95)} ms during the import`,
    );

    console.info('undoing it');
    rss.setPhase('undo');
    const undoStarted = Date.now();
    // A POST without a body: no JSON content type.
    const undo = await fetch(`${server.url}/api/imports/${preview.id}/undo`, {
      method: 'POST',
      headers: { authorization: headers.authorization ?? '' },
    });
    if (!undo.ok) throw new Error(`undo answered ${undo.status}`);
    const undone = await waitForImport(
      server.url,
      headers,
      preview.id,
      (row) => row.status === 'undone',
      60 * 60_000,
    );
    const undoMs = Date.now() - undoStarted;
    rss.setPhase('after');
    const idleRss = rss.first('preview');
    Object.assign(figures, {
      rows: fmt(ROWS),
      'file MB': fmt(csv.length / 1024 / 1024, 1),
      'upload + preview s': fmt(previewMs / 1000, 1),
      'preview rows/s': fmt(ROWS / (previewMs / 1000)),
      'import s': fmt(importMs / 1000, 1),
      'import rows/s, nobody at work': fmt(
        (imported.counts.processed - whileClicked) / (aloneMs / 1000),
      ),
      'import rows/s, giving way to the list': fmt(whileClicked / CLICK_SECONDS),
      created: fmt(imported.counts.created),
      skipped: fmt(imported.counts.skipped),
      failed: fmt(imported.counts.failed),
      'undo rows/s': fmt(undone.counts.removed / (undoMs / 1000)),
      'RSS MB at start of preview': fmt(idleRss),
      'RSS MB peak, preview': fmt(rss.peak('preview')),
      'RSS MB peak, import': fmt(rss.peak('import')),
      'RSS MB peak, undo': fmt(rss.peak('undo')),
    });
  } finally {
    rss.stop();
    await server.stop();
  }

  // The bare INSERT runs once the server has let go of the database (PGlite has one process at a time).
  console.info('the same rows by a bare multi-row INSERT');
  const database = await openDatabase(
    databaseUrl ? { driver: 'pg', url: databaseUrl } : { driver: 'pglite', dataDir },
  );
  try {
    // Rows an earlier run left (one stopped before its undo) would clash with nothing, but weigh on the lists.
    await database.query(`DELETE FROM candidates WHERE email LIKE 'importado-%@exemplo.com.br'`);
    const bareMs = await bareInsert(database, lines);
    figures['bare INSERT rows/s'] = fmt(ROWS / (bareMs / 1000));
    await database.query(`DELETE FROM candidates WHERE email LIKE 'importado-%@exemplo.com.br'`);
  } finally {
    await database.close();
  }

  if (clicksIdle && clicksBusy) {
    figures['list p95 / p99 / max ms, a request every 100 ms, alone'] =
      `${fmt(clicksIdle.p95)} / ${fmt(clicksIdle.p99)} / ${fmt(clicksIdle.max)}`;
    figures['list p95 / p99 / max ms, a request every 100 ms, during the import'] =
      `${fmt(clicksBusy.p95)} / ${fmt(clicksBusy.p99)} / ${fmt(clicksBusy.max)}`;
    figures['list p95 during / alone, a request every 100 ms'] = fmt(
      clicksBusy.p95 / clicksIdle.p95,
      2,
    );
  }
  figures['load average (1, 5, 15 min)'] = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  figures.database = databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`;
  console.info(
    `\n| figure | value |\n|---|---|\n${Object.entries(figures)
      .map(([name, value]) => `| ${name} | ${value} |`)
      .join('\n')}`,
  );
  const results = path.join(ROOT, 'bench', 'results', 'import.json');
  fs.mkdirSync(path.dirname(results), { recursive: true });
  fs.writeFileSync(results, JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
