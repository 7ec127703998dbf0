import { describe, expect, it, vi } from 'vitest';
import { setupApp } from '../../test/helper';
import { insertCandidate } from '../../test/message-fixtures';
import type { DashboardSummary } from '@hub/contract/dashboard';
import { getSummaryJson } from './dashboard.service';

const { database } = await setupApp();
const { db } = database;
const TTL = 60;
const getSummary = async (): Promise<DashboardSummary> => JSON.parse(await getSummaryJson(db, TTL)) as DashboardSummary;

describe('the dashboard snapshot', () => {
  it('is counted once for the requests that find none, then answered from the store while fresh', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => getSummary()));
    expect(new Set(answers.map((answer) => answer.computedAt)).size).toBe(1);
    await insertCandidate(db);
    const fresh = await getSummary();
    expect(fresh.computedAt).toBe(answers[0]?.computedAt);
    expect(fresh.kpis.professionals.total).toBe(0);
  });

  it('answers stale figures at once and recounts behind them', async () => {
    await database.query(`UPDATE dashboard_snapshots SET computed_at = now() - interval '1 hour'`);
    const stale = await getSummary();
    expect(stale.kpis.professionals.total).toBe(0);
    await vi.waitFor(async () => expect((await getSummary()).kpis.professionals.total).toBe(1), { timeout: 10_000 });
  });
});
