import fs from 'node:fs';
import path from 'node:path';
import {
  processBoardFloor,
  processFunnelFloor,
  rankedApplicationsFloor,
} from './captured-floor';
import { endpoints, machineEnvelope, type BenchContext } from './endpoints';
import { startFloorServer } from './floor-server';
import { runLoad, type LoadOptions, type LoadResult } from './load';
import { untilDatabaseQuiet } from './quiet-database';
import { ROOT, startServer } from './server-process';
import { login } from './session';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 20);
const databaseUrl = process.env.DATABASE_URL;
const adminEmail = process.env.BENCH_ADMIN_EMAIL ?? 'bench@hub.local';
const adminPassword = process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123';
const SCOPED_ADMIN_EMAIL = 'bench-sp@hub.local';

/**
 * BENCH_BASELINE=<another checkout, installed>: its server runs beside this one on the same
 * PostgreSQL database, and each endpoint is measured on both in turns (a change against the
 * commit before it, on the same machine at the same moments).
 */
const baselineRoot = process.env.BENCH_BASELINE
  ? path.resolve(process.env.BENCH_BASELINE)
  : undefined;

type Row = {
  endpoint: string;
  server: LoadResult | null;
  baseline: LoadResult | null;
  floor: LoadResult | null;
  note?: string;
};

const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);

const benchContext = async (url: string): Promise<BenchContext> => {
  const { token, adminId, sessionId } = await login(url, adminEmail, adminPassword).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}: run npm run seed:large first`);
  });
  // Real ids from the API; null while the module that lists them is not on main (its rows then answer 404).
  const firstOf = async (listPath: string, field: string): Promise<string | null> => {
    const list = await fetch(`${url}${listPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!list.ok) return null;
    const page = (await list.json()) as { rows?: Record<string, unknown>[] };
    const value = page.rows?.[0]?.[field];
    return typeof value === 'string' ? value : null;
  };
  const processId = await firstOf('/api/selective-processes?limit=1&status=open', 'id');
  const largeProcessId = await firstOf(
    `/api/selective-processes?limit=1&key=${encodeURIComponent('grande volume')}`,
    'id',
  );
  // The entry script the login page loads, when the web app is built.
  const loginPage = await fetch(`${url}/auth/login`);
  const entryScript = loginPage.ok
    ? (/\/assets\/index-[\w-]+\.js/.exec(await loginPage.text())?.[0] ?? null)
    : null;
  const captured = databaseUrl && processId;
  // seed-large's Cadastro administrator limited to SP; its rows are skipped on a database without it.
  const scoped = await login(url, SCOPED_ADMIN_EMAIL, adminPassword).catch(() => null);
  return {
    token,
    scopedToken: scoped?.token ?? null,
    adminId,
    sessionId,
    adminEmail,
    adminPassword,
    companyId: await firstOf('/api/companies?limit=1', 'id'),
    processId,
    largeProcessId,
    importId: await firstOf('/api/imports?limit=1&status=ready', 'id'),
    messageId: await firstOf(`/api/messages/author/${adminId}?typeUser=2&limit=1`, 'id'),
    entryScript,
    cpf: await firstOf('/api/candidates?limit=1', 'cpf'),
    // The last row of page 4,999 (10 a page): the web's "next page" from there carries it.
    page4999LastId: await firstOf('/api/candidates?limit=1&page=49990', 'id'),
    rankedApplicationsSql: captured ? await rankedApplicationsFloor(databaseUrl, processId) : null,
    processBoardSql: captured ? await processBoardFloor(databaseUrl, processId) : null,
    processFunnelSql: captured ? await processFunnelFloor(databaseUrl, processId) : null,
    largeRankedApplicationsSql:
      databaseUrl && largeProcessId
        ? await rankedApplicationsFloor(databaseUrl, largeProcessId)
        : null,
    largeProcessBoardSql:
      databaseUrl && largeProcessId ? await processBoardFloor(databaseUrl, largeProcessId) : null,
  };
};

const main = async () => {
  // PGlite opens its data for one server at a time: on PGlite the baseline reads a copy.
  const baselineDataDir = process.env.BENCH_BASELINE_DATA_DIR;
  if (baselineRoot && !databaseUrl && !baselineDataDir)
    throw new Error(
      'BENCH_BASELINE on PGlite needs BENCH_BASELINE_DATA_DIR, a copy of DATA_DIR for the baseline',
    );
  const serverEnv = {
    // A relative DATA_DIR resolves in server/, where the server and seed:large both run.
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: process.env.DATA_DIR ?? 'data-large' }),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
    // The bench hammers login on purpose: the limiter would answer 429 after a few attempts.
    LOGIN_RATE_LIMIT: '100000000',
  };
  const port = Number(process.env.BENCH_PORT ?? 3900);
  const server = await startServer(serverEnv, port);
  // The same secret: a token either server signs is good on both.
  const baselineEnv = databaseUrl
    ? serverEnv
    : { ...serverEnv, DATA_DIR: path.resolve(baselineDataDir ?? '') };
  const baseline = baselineRoot
    ? await startServer(baselineEnv, port + 1, baselineRoot).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      })
    : null;
  const ctx = await benchContext(server.url);
  // BENCH_ONLY=name,name measures a few endpoints (names as in the table) instead of all of them.
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const list = endpoints(ctx).filter((endpoint) => !only || only.includes(endpoint.name));
  const rows: Row[] = [];
  const envelope: { name: string; result: LoadResult }[] = [];
  // Each endpoint and its floor are measured in turns (load.ts), so both see the same machine load.
  // The floor's pool connects at its first query: on PGlite it serves the envelope's row without SQL.
  const floor = await startFloorServer(databaseUrl ?? '');
  try {
    const bounds = machineEnvelope(ctx).filter(
      (bound) =>
        (!only || only.includes(bound.name)) && (databaseUrl || bound.queries.length === 0),
    );
    for (const bound of bounds) {
      await floor.setQueries(bound.queries);
      console.info(
        `measuring the machine: ${bound.name} (${connections} connections, ${durationSeconds} s)`,
      );
      const [result] = await runLoad([{ url: floor.url, connections, durationSeconds }]);
      if (result) envelope.push({ name: bound.name, result });
    }
    for (const endpoint of list) {
      if (endpoint.token === null) {
        rows.push({
          endpoint: endpoint.name,
          server: null,
          baseline: null,
          floor: null,
          note: 'no scoped administrator: run npm run seed:large again',
        });
        continue;
      }
      const probe = await fetch(`${server.url}${endpoint.path}`, {
        method: endpoint.method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${endpoint.token ?? ctx.token}`,
          ...endpoint.headers,
        },
        body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
      });
      if (!probe.ok) {
        rows.push({
          endpoint: endpoint.name,
          server: null,
          baseline: null,
          floor: null,
          note: `answers ${probe.status}`,
        });
        continue;
      }
      if (databaseUrl) {
        const waited = await untilDatabaseQuiet(databaseUrl);
        if (waited > 1_000)
          console.info(`  waited ${(waited / 1000).toFixed(1)} s for the last endpoint's queries`);
      }
      const floorQueries = databaseUrl ? endpoint.floor : null;
      if (floorQueries) await floor.setQueries(floorQueries);
      const others = [baseline && 'the baseline', floorQueries && 'its floor'].filter(Boolean);
      console.info(
        `measuring ${endpoint.name}${others.length ? ` and ${others.join(' and ')}, in turns` : ''} (${connections} connections, ${durationSeconds} s each)`,
      );
      const target = (url: string): LoadOptions => ({
        url: `${url}${endpoint.path}`,
        method: endpoint.method,
        headers: {
          ...endpoint.headers,
          ...(endpoint.authenticated
            ? { authorization: `Bearer ${endpoint.token ?? ctx.token}` }
            : {}),
        },
        body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
        connections,
        durationSeconds,
      });
      const targets = [target(server.url)];
      if (baseline) targets.push(target(baseline.url));
      if (floorQueries) targets.push({ url: floor.url, connections, durationSeconds });
      const [result, ...rest] = await runLoad(
        targets,
        endpoint.turns,
        databaseUrl ? () => untilDatabaseQuiet(databaseUrl) : undefined,
      );
      const baselineResult = baseline ? (rest.shift() ?? null) : null;
      rows.push({
        endpoint: endpoint.name,
        server: result ?? null,
        baseline: baselineResult,
        floor: rest.shift() ?? null,
      });
    }
  } finally {
    await server.stop();
    await baseline?.stop();
    await floor.stop();
  }

  const baselineHeader = baseline ? ['baseline req/s', 'baseline p95 ms', 'server/baseline'] : [];
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    ...baselineHeader,
    'floor req/s',
    'floor p95 ms',
    'floor non-2xx',
    'floor/server',
  ];
  const baselineCells = (row: Row): string[] =>
    baseline
      ? [
          fmt(row.baseline?.requestsPerSecond, 0),
          fmt(row.baseline?.p95),
          row.server && row.baseline?.requestsPerSecond
            ? `${(row.server.requestsPerSecond / row.baseline.requestsPerSecond).toFixed(2)}×`
            : '—',
        ]
      : [];
  const table = rows.map((row) => [
    row.endpoint,
    row.server ? fmt(row.server.requestsPerSecond, 0) : (row.note ?? '—'),
    fmt(row.server?.p50),
    fmt(row.server?.p95),
    fmt(row.server?.p99),
    String(row.server ? row.server.non2xx + row.server.errors : '—'),
    ...baselineCells(row),
    fmt(row.floor?.requestsPerSecond, 0),
    fmt(row.floor?.p95),
    // A floor that errs is fast for the wrong reason: shown, so its ratio is not trusted.
    row.floor ? String(row.floor.non2xx + row.floor.errors) : '—',
    row.server?.requestsPerSecond && row.floor
      ? `${(row.floor.requestsPerSecond / row.server.requestsPerSecond).toFixed(2)}×`
      : '—',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((line) => (line[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.info(
    [line(header), line(widths.map((width) => '-'.repeat(width))), ...table.map(line)].join('\n'),
  );
  if (envelope.length > 0) {
    console.info('\nThis machine, the same connections (the least any endpoint costs here):');
    for (const { name, result } of envelope) {
      console.info(
        `  ${name}: ${fmt(result.requestsPerSecond, 0)} req/s, p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, p99 ${fmt(result.p99)} ms, non-2xx ${result.non2xx + result.errors}`,
      );
    }
  }

  const out = path.join(
    ROOT,
    'bench',
    'results',
    `${databaseUrl ? 'postgres' : 'pglite'}${baseline ? '-vs-baseline' : ''}${only ? '-partial' : ''}.json`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections,
        durationSeconds,
        database: databaseUrl ? 'postgres' : 'pglite',
        baseline: baselineRoot ?? null,
        envelope,
        rows,
      },
      null,
      2,
    ),
  );
  console.info(`written to ${path.relative(ROOT, out)}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
