import { describe, expect, it } from 'vitest';
import { createFreshDatabase, postgresServerUrl } from '../fresh-database';
import { candidateInput, companyInput } from '../records';
import { report, serverEnv, startHub, tempDataDir } from './support';

const LANES = 16;
/** The kill comes once this many writes are acknowledged, so a full set of lanes is always in flight. */
const KILL_AFTER_ACKS = 200;

type Ack = { kind: 'candidates' | 'companies'; id: string };

/**
 * Writes through the API from LANES concurrent clients until the server dies under them; answers
 * every write acknowledged with a 2xx (the server said it is stored) and how many were cut.
 */
const burstUntilKilled = async (url: string, headers: Record<string, string>, kill: () => Promise<void>) => {
  const acked: Ack[] = [];
  let cut = 0;
  let refused = 0;
  let killing: Promise<void> | null = null;
  const lane = async (index: number) => {
    // No new write once the kill is issued: every failure counted below was in flight when it came.
    for (let n = 0; !killing; n += 1) {
      const kind = (index + n) % 2 === 0 ? 'candidates' : 'companies';
      const body = kind === 'candidates' ? candidateInput() : companyInput();
      try {
        const response = await fetch(`${url}/api/${kind}`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!response.ok) {
          refused += 1;
          continue;
        }
        acked.push({ kind, id: ((await response.json()) as { id: string }).id });
        if (acked.length >= KILL_AFTER_ACKS && !killing) killing = kill();
      } catch {
        // The connection died with the server: the write may or may not be stored, and nobody was told it was.
        cut += 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));
  await killing;
  return { acked, cut, refused };
};

const crashAndRecover = async (name: string, env: Record<string, string>) => {
  const first = await startHub(env);
  const started = Date.now();
  const { acked, cut, refused } = await burstUntilKilled(first.url, first.session.headers, first.crash).finally(first.crash);
  const burstMs = Date.now() - started;

  const restartStarted = Date.now();
  const second = await startHub(env);
  const restartMs = Date.now() - restartStarted;
  try {
    const missing: Ack[] = [];
    for (const ack of acked) {
      const response = await fetch(`${second.url}/api/${ack.kind}/${ack.id}`, { headers: second.session.headers });
      if (response.status !== 200) missing.push(ack);
    }
    const after = await fetch(`${second.url}/api/candidates`, { method: 'POST', headers: second.session.headers, body: JSON.stringify(candidateInput()) });
    report(`kill -9 during writes (${name})`, {
      writesAcknowledged: acked.length,
      writesCutByTheKill: cut,
      refusedWrites: refused,
      burstMs,
      restartMs,
      rowsLost: missing.length,
      writeAfterRestart: after.status,
    });
    expect(refused).toBe(0);
    expect(cut).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(after.status).toBe(201);
  } finally {
    await second.stop();
  }
};

describe('kill -9 during a burst of writes', () => {
  it('keeps every acknowledged write on PGlite', async () => {
    const dir = tempDataDir();
    try {
      await crashAndRecover('PGlite', serverEnv(dir));
    } finally {
      dir.remove();
    }
  });

  const serverUrl = postgresServerUrl();
  it.skipIf(!serverUrl)('keeps every acknowledged write on PostgreSQL', async () => {
    const database = await createFreshDatabase(serverUrl ?? '', 'faults');
    try {
      await crashAndRecover('PostgreSQL', serverEnv(database));
    } finally {
      await database.drop();
    }
  });
});
