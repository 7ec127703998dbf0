import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFreshDatabase, postgresServerUrl } from '../fresh-database';
import { candidateInput } from '../records';
import { startTcpProxy } from './tcp-proxy';
import { median, report, serverEnv, startHub } from './support';

const CONNECT_TIMEOUT_MS = 5000;
const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: 'Banco de dados indisponível. Tente novamente em instantes.' };

type Timed = { status: number; body: unknown; ms: number };

const timed = async (url: string, init: RequestInit = {}): Promise<Timed> => {
  const started = performance.now();
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
};

const serverUrl = postgresServerUrl();

describe.skipIf(!serverUrl)('PostgreSQL down while the server runs', () => {
  it('answers 503 quickly, keeps running and recovers by itself when PostgreSQL is back', async () => {
    const database = await createFreshDatabase(serverUrl ?? '', 'faults');
    const target = new URL(database.url);
    const proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const server = await startHub(serverEnv({ url: throughProxy.toString() }, { DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS) }));
    const { headers } = server.session;
    // The three kinds of request: readiness, a read behind the session check, a write.
    const probes = () => [
      timed(`${server.url}/api/ready`),
      timed(`${server.url}/api/candidates?limit=5`, { headers }),
      timed(`${server.url}/api/candidates`, { method: 'POST', headers, body: JSON.stringify(candidateInput()) }),
    ];
    try {
      expect((await Promise.all(probes())).map((probe) => probe.status)).toEqual([200, 200, 201]);

      // Refused: the port is closed and every pooled connection is cut (PostgreSQL's process died).
      await proxy.set('down');
      const refused: Timed[] = [];
      for (let round = 0; round < 10; round += 1) refused.push(...(await Promise.all(probes())));

      // Silent: connections are accepted and never answered (a dead network path); the connect timeout bounds the wait.
      await proxy.set('silent');
      const silent = await Promise.all([...probes(), ...probes()]);
      const health = await fetch(`${server.url}/api/health`);

      await proxy.set('up');
      const backStarted = performance.now();
      let readyAgain = await timed(`${server.url}/api/ready`);
      while (readyAgain.status !== 200 && performance.now() - backStarted < 30_000) readyAgain = await timed(`${server.url}/api/ready`);
      const recoveryMs = Math.round(performance.now() - backStarted);
      const after = await Promise.all(probes());

      const ms = (list: Timed[]) => list.map((probe) => probe.ms);
      report('PostgreSQL down', {
        requestsWhileRefused: refused.length,
        refusedMedianMs: median(ms(refused)),
        refusedMaxMs: Math.max(...ms(refused)),
        requestsWhileSilent: silent.length,
        silentMedianMs: median(ms(silent)),
        silentMaxMs: Math.max(...ms(silent)),
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        statusesWhileDown: [...new Set([...refused, ...silent].map((probe) => probe.status))],
        recoveryMs,
        statusesAfter: after.map((probe) => probe.status),
        sameProcess: fs.existsSync(`/proc/${server.pid}`),
      });

      for (const probe of [...refused, ...silent]) {
        expect(probe.status).toBe(503);
        expect(probe.body).toEqual(UNAVAILABLE);
      }
      // Behaviour, not speed: an answer comes, bounded by the connect timeout rather than hanging.
      expect(Math.max(...ms(refused))).toBeLessThan(CONNECT_TIMEOUT_MS);
      expect(Math.max(...ms(silent))).toBeLessThan(CONNECT_TIMEOUT_MS * 2);
      expect(health.status).toBe(200);
      expect(readyAgain.status).toBe(200);
      expect(after.map((probe) => probe.status)).toEqual([200, 200, 201]);
      expect(fs.existsSync(`/proc/${server.pid}`)).toBe(true);
    } finally {
      await server.stop();
      await proxy.close();
      await database.drop();
    }
  });
});
