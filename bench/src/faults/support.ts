import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startServer, type RunningServer } from '../server-process';
import { login, type Session } from '../session';

export const ADMIN = { email: 'faults@hub.local', password: 'faults-password-123' };

/** The same server on the same data every start: a fixed secret keeps sessions valid across restarts. */
export const serverEnv = (database: { dataDir: string } | { url: string }, extra: Record<string, string> = {}): Record<string, string> => ({
  ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'faults-secret-faults-secret-faults-secret',
  // Expected 503s and cut connections would flood the output at warn.
  LOG_LEVEL: 'error',
  ...extra,
});

export const startHub = async (env: Record<string, string>): Promise<RunningServer & { session: Session }> => {
  const server = await startServer(env, await freePort());
  return { ...server, session: await login(server.url, ADMIN.email, ADMIN.password) };
};

export const tempDataDir = (): { dataDir: string; remove: () => void } => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-faults-'));
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
};

/** Asks `done` every `everyMs` until it says yes or the time is up; answers its last word. */
export const poll = async (done: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 5): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return done();
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const RESULTS = path.join(ROOT, 'bench', 'results', 'faults.json');

/** Figures of one fault run, printed and kept in bench/results/faults.json for RELIABILITY.md. */
export const report = (name: string, figures: Record<string, unknown>): void => {
  console.info(`\n[faults] ${name}\n${Object.entries(figures).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`).join('\n')}`);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const all = fs.existsSync(RESULTS) ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
  all[name] = { at: new Date().toISOString(), loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))), ...figures };
  fs.writeFileSync(RESULTS, JSON.stringify(all, null, 2));
};
