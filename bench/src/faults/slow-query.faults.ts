import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createFreshDatabase, postgresServerUrl, type FreshDatabase } from '../fresh-database';
import { median, report, serverEnv, startHub } from './support';

const POOL_SIZE = 6;
const STATEMENT_TIMEOUT_MS = 300;
const CONNECT_TIMEOUT_MS = 1000;
const PHASE_MS = 6000;
/** An administrator's search sent every this many ms, whatever happened to the previous ones. */
const SEARCH_EVERY_MS = 250;
const TIMED_OUT =
  'A consulta demorou mais que o permitido. Refine a busca (mais letras ou um filtro) e tente novamente.';

type Answer = { status: number; message?: string; ms: number };

const ask = async (url: string, headers: Record<string, string>): Promise<Answer> => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message, ms: performance.now() - started };
};

const p95 = (answers: Answer[]): number => {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
};

/** Two administrators paging the professionals, one request after the other, for PHASE_MS. */
const normalTraffic = async (url: string, headers: Record<string, string>): Promise<Answer[]> => {
  const answers: Answer[] = [];
  const until = Date.now() + PHASE_MS;
  await Promise.all(
    [0, 1].map(async () => {
      while (Date.now() < until)
        answers.push(await ask(`${url}/api/candidates?page=2&limit=10`, headers));
    }),
  );
  return answers;
};

/**
 * The processes' search made slow at will: a transaction holding the table's ACCESS EXCLUSIVE lock
 * keeps every search waiting, as a scan of millions of rows would, and uses no CPU meanwhile, so only
 * the pool's connections are at stake.
 */
const slowSearchesBeside = async (
  database: FreshDatabase,
  url: string,
  headers: Record<string, string>,
) => {
  const blocker = new pg.Client({ connectionString: database.url });
  await blocker.connect();
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE selective_processes IN ACCESS EXCLUSIVE MODE');
  const searches: Promise<Answer>[] = [];
  const sender = setInterval(() => {
    searches.push(ask(`${url}/api/selective-processes?key=analista`, headers));
  }, SEARCH_EVERY_MS);
  try {
    const normal = await normalTraffic(url, headers);
    clearInterval(sender);
    await blocker.query('ROLLBACK');
    return { normal, searches: await Promise.all(searches) };
  } finally {
    clearInterval(sender);
    await blocker.end();
  }
};

const serverUrl = postgresServerUrl();

describe.skipIf(!serverUrl)('a slow search beside normal traffic (PostgreSQL)', () => {
  it('is cancelled at the statement timeout, so the others keep their pace; without the timeout they get 503s', async () => {
    const database = await createFreshDatabase(serverUrl ?? '', 'slowquery');
    const start = (statementTimeoutMs: number) =>
      startHub(
        serverEnv(
          { url: database.url },
          {
            DB_POOL_SIZE: String(POOL_SIZE),
            DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
            DB_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
          },
        ),
      );
    try {
      const bounded = await start(STATEMENT_TIMEOUT_MS);
      const { headers } = bounded.session;
      let alone: Answer[];
      let beside: Awaited<ReturnType<typeof slowSearchesBeside>>;
      try {
        alone = await normalTraffic(bounded.url, headers);
        beside = await slowSearchesBeside(database, bounded.url, headers);
      } finally {
        await bounded.stop();
      }

      const unbounded = await start(0);
      let withoutTimeout: Awaited<ReturnType<typeof slowSearchesBeside>>;
      try {
        withoutTimeout = await slowSearchesBeside(
          database,
          unbounded.url,
          unbounded.session.headers,
        );
      } finally {
        await unbounded.stop();
      }

      const statuses = (answers: Answer[]) =>
        [...new Set(answers.map((answer) => answer.status))].sort();
      report('slow search beside normal traffic', {
        poolSize: POOL_SIZE,
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
        normalAlone: {
          requests: alone.length,
          p95Ms: Math.round(p95(alone)),
          medianMs: Math.round(median(alone.map((a) => a.ms))),
        },
        normalBesideSlowSearches: {
          requests: beside.normal.length,
          p95Ms: Math.round(p95(beside.normal)),
          statuses: statuses(beside.normal),
        },
        slowSearches: {
          requests: beside.searches.length,
          statuses: statuses(beside.searches),
          maxMs: Math.round(Math.max(...beside.searches.map((a) => a.ms))),
        },
        withoutTimeout: {
          normalStatuses: statuses(withoutTimeout.normal),
          normal503: withoutTimeout.normal.filter((answer) => answer.status === 503).length,
          normalP95Ms: Math.round(p95(withoutTimeout.normal)),
        },
      });

      expect(statuses(alone)).toEqual([200]);
      expect(statuses(beside.normal)).toEqual([200]);
      expect(p95(beside.normal)).toBeLessThanOrEqual(2 * Math.max(p95(alone), 5));
      // The slow searches ended at the timeout with the Portuguese answer asking for a narrower one
      // (the last few, sent as the lock went, may have found their rows).
      const timedOut = beside.searches.filter((search) => search.status === 503);
      expect(timedOut.length).toBeGreaterThan(beside.searches.length / 2);
      for (const search of timedOut) expect(search.message).toBe(TIMED_OUT);
      expect(statuses(beside.searches).every((status) => status === 200 || status === 503)).toBe(
        true,
      );
      // The contrast that makes the timeout worth having: unbounded searches take every connection.
      expect(withoutTimeout.normal.some((answer) => answer.status === 503)).toBe(true);
    } finally {
      await database.drop();
    }
  });
});
