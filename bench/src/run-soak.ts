import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { createFreshDatabase, postgresServerUrl, type FreshDatabase } from './fresh-database';
import { candidateInput, companyInput } from './records';
import { freePort, ROOT, startServer } from './server-process';
import { login } from './session';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const SAMPLE_EVERY_MS = 5000;
/**
 * Memory is flat when the median RSS of the last fifth of the run (the last minute of five) stays
 * within this fraction of the second fifth's. The first fifth is warm-up: the JIT, the connection
 * pool, the caches and the allocator's arenas grow to their working size there. The collector
 * swings RSS by about a third within a minute, so medians, not single samples; at ~190 req/s a
 * leak of 1 KB per request adds about 15 % between the second and the fifth minute.
 */
const MAX_GROWTH = 0.15;
const ADMIN = { email: 'soak@hub.local', password: 'soak-password-123' };

type Sample = { second: number; rssMb: number; loadAverage: number };

const rssMb = (pid: number): number => {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

const percentile = (values: number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN);
};
const median = (values: number[]): number => percentile(values, 0.5);

/** Per step: answers by status, and each answer's latency (ms). */
type Tally = Record<string, { statuses: Record<number, number>; latencies: number[] }>;

/** What one connection remembers between the requests of a round (autocannon's context). */
type Context = { input?: Record<string, string>; id?: string; updatedAt?: string; sentAt?: number };

type Step = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (context: Context) => string;
  body?: (context: Context) => unknown;
  onBody?: (body: string, context: Context) => void;
};

/**
 * One connection's round: lists, searches, details, the dashboard, and writes that create unique
 * records then read and update them (so a write never answers 409 for a reason of the test's own).
 */
const round = (adminId: string): Step[] => [
  { name: 'candidates list', method: 'GET', path: () => '/api/candidates?page=2&limit=10' },
  { name: 'candidates search', method: 'GET', path: () => '/api/candidates?key=silva&limit=10' },
  { name: 'companies list', method: 'GET', path: () => '/api/companies?limit=10&sort=createdAt&order=desc' },
  { name: 'dashboard', method: 'GET', path: () => '/api/dashboard/summary' },
  {
    name: 'create professional',
    method: 'POST',
    path: () => '/api/candidates',
    body: (context) => (context.input = candidateInput()),
    onBody: (body, context) => {
      const created = JSON.parse(body) as { id: string; updatedAt: string };
      context.id = created.id;
      context.updatedAt = created.updatedAt;
    },
  },
  { name: 'professional detail', method: 'GET', path: (context) => `/api/candidates/${context.id}` },
  {
    name: 'update professional',
    method: 'PUT',
    path: (context) => `/api/candidates/${context.id}`,
    body: (context) => ({ ...context.input, headline: 'Perfil atualizado na carga', updatedAt: context.updatedAt }),
  },
  { name: 'create company', method: 'POST', path: () => '/api/companies', body: () => companyInput() },
  { name: 'processes list', method: 'GET', path: () => '/api/selective-processes?limit=10' },
  { name: 'messages list', method: 'GET', path: () => `/api/messages/author/${adminId}?isPagination=1&limit=6&typeUser=1` },
  { name: 'audit log', method: 'GET', path: () => '/api/logs/audit?limit=10' },
];

/** The steps as autocannon requests, counting every answer by step and status. */
const toRequests = (steps: Step[], tally: Tally): Request[] =>
  steps.map((step) => ({
    method: step.method,
    setupRequest: (request, context) => {
      const ctx = context as Context;
      ctx.sentAt = performance.now();
      return { ...request, path: step.path(ctx), ...(step.body ? { body: JSON.stringify(step.body(ctx)) } : {}) };
    },
    onResponse: (status, body, context) => {
      const ctx = context as Context;
      const entry = (tally[step.name] ??= { statuses: {}, latencies: [] });
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
      entry.latencies.push(performance.now() - (ctx.sentAt ?? performance.now()));
      if (status < 300) step.onBody?.(body, ctx);
    },
  }));

const database = async (): Promise<{ env: Record<string, string>; label: string; drop: () => Promise<void> }> => {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) return { env: {}, label: 'PGlite', drop: async () => undefined };
  const fresh: FreshDatabase = await createFreshDatabase(serverUrl, 'soak');
  return { env: { DATABASE_URL: fresh.url }, label: 'PostgreSQL', drop: fresh.drop };
};

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-soak-'));
  const db = await database();
  const server = await startServer(
    {
      ...db.env,
      DATA_DIR: dataDir,
      // The demo data: a modest, realistic registry, processes, subscriptions and messages.
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'soak-secret-soak-secret-soak-secret-123',
    },
    await freePort(),
  );
  const samples: Sample[] = [];
  const started = Date.now();
  const sample = () => samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rssMb(server.pid), loadAverage: os.loadavg()[0] ?? 0 });
  try {
    const session = await login(server.url, ADMIN.email, ADMIN.password);
    const tally: Tally = {};
    console.info(`soak: ${CONNECTIONS} connections for ${SOAK_SECONDS} s on ${db.label}`);
    sample();
    const timer = setInterval(sample, SAMPLE_EVERY_MS);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          connections: CONNECTIONS,
          duration: SOAK_SECONDS,
          timeout: 30,
          headers: session.headers,
          requests: toRequests(round(session.adminId), tally),
        },
        (error, answer) => (error ? reject(error) : resolve(answer)),
      );
    });
    clearInterval(timer);
    sample();

    const window = (from: number, to: number) => median(samples.filter((s) => s.second >= from * SOAK_SECONDS && s.second <= to * SOAK_SECONDS).map((s) => s.rssMb));
    const memory = {
      startMb: samples[0]?.rssMb ?? Number.NaN,
      secondFifthMedianMb: window(0.2, 0.4),
      lastFifthMedianMb: window(0.8, 1),
      maxMb: Math.max(...samples.map((s) => s.rssMb)),
      endMb: samples.at(-1)?.rssMb ?? Number.NaN,
    };
    const growth = memory.lastFifthMedianMb / memory.secondFifthMedianMb - 1;
    const unexpected = Object.entries(tally).flatMap(([name, { statuses }]) =>
      Object.entries(statuses)
        .filter(([status]) => Number(status) >= 300)
        .map(([status, count]) => `${name}: ${count} × ${status}`),
    );
    const figures = {
      database: db.label,
      connections: CONNECTIONS,
      seconds: SOAK_SECONDS,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      byRequest: Object.fromEntries(
        Object.entries(tally).map(([name, { statuses, latencies }]) => [name, { statuses, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), maxMs: percentile(latencies, 1) }]),
      ),
      memory: { ...memory, growthPercent: Number((growth * 100).toFixed(1)) },
      loadAverage: { min: Math.min(...samples.map((s) => s.loadAverage)), max: Math.max(...samples.map((s) => s.loadAverage)) },
      cores: os.cpus().length,
      samples,
    };

    const rows: [string, string][] = [
      ['database', db.label],
      ['connections × seconds', `${CONNECTIONS} × ${SOAK_SECONDS}`],
      ['requests', String(figures.requests)],
      ['req/s', String(figures.requestsPerSecond)],
      ['latency p50 / p97.5 / p99 ms', `${result.latency.p50} / ${result.latency.p97_5} / ${result.latency.p99}`],
      ['errors (of them timeouts) / non-2xx', `${result.errors} (${result.timeouts}) / ${result.non2xx}`],
      ['RSS start / 2nd fifth / last fifth / max MB', [memory.startMb, memory.secondFifthMedianMb, memory.lastFifthMedianMb, memory.maxMb].map((mb) => mb.toFixed(0)).join(' / ')],
      ['RSS growth (last fifth vs 2nd)', `${figures.memory.growthPercent} %`],
      ['load average (1 min) min–max', `${figures.loadAverage.min.toFixed(2)}–${figures.loadAverage.max.toFixed(2)} on ${figures.cores} cores`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.info(rows.map(([label, value]) => `| ${label.padEnd(width)} | ${value} |`).join('\n'));
    for (const [name, step] of Object.entries(figures.byRequest)) {
      console.info(`  ${name.padEnd(20)} ${JSON.stringify(step.statuses)} p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, max ${step.maxMs} ms`);
    }

    const out = path.join(ROOT, 'bench', 'results', `soak-${db.label.toLowerCase()}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
    console.info(`written to ${path.relative(ROOT, out)}`);

    const failures = [
      // autocannon counts a timeout among its errors too.
      ...(result.errors > 0 ? [`${result.errors} errors (${result.timeouts} of them timeouts)`] : []),
      ...unexpected,
      ...(growth > MAX_GROWTH ? [`RSS grew ${figures.memory.growthPercent} % between the second and the last fifth of the run`] : []),
    ];
    if (failures.length > 0) {
      console.error(`soak failed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
