import { describe, expect, it, vi } from 'vitest';
import { setupApp } from '../../test/helper';
import { insertCandidate } from '../../test/message-fixtures';
import { getSummary } from './dashboard.service';

const { database } = await setupApp();
const { db } = database;
const TTL = 60;

describe('the dashboard snapshot', () => {
  it('is counted once for the requests that find none, then answered from the store while fresh', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => getSummary(db, TTL)));
    expect(new Set(answers.map((answer) => answer.computedAt)).size).toBe(1);
    await insertCandidate(db);
    const fresh = await getSummary(db, TTL);
    expect(fresh.computedAt).toBe(answers[0]?.computedAt);
    expect(fresh.kpis.professionals.total).toBe(0);
  });

  it('answers stale figures at once and recounts behind them', async () => {
    await database.query(`UPDATE dashboard_snapshots SET computed_at = now() - interval '1 hour'`);
    const stale = await getSummary(db, TTL);
    expect(stale.kpis.professionals.total).toBe(0);
    await vi.waitFor(async () => expect((await getSummary(db, TTL)).kpis.professionals.total).toBe(1));
  });
});
