import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPage, Board } from '@hub/contract/applications';
import { PROCESS_STATUSES, type ProcessPage } from '@hub/contract/selective-processes';
import { rowsOf } from '../db/rows';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { commerceSeeder } from './commerce';
import { processesSeeder } from './processes';
import { registrySeeder } from './registry';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  for (const seeder of [registrySeeder, commerceSeeder, processesSeeder, processesSeeder])
    await seeder.run(ctx.database.db);
}, 120_000);

const get = async <Answer>(url: string): Promise<Answer> =>
  (await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers })).json<Answer>();

describe('processes demo data', () => {
  it('seeds once, processes in every status with a few hundred applications', async () => {
    for (const status of PROCESS_STATUSES)
      expect(
        (await get<ProcessPage>(`/selective-processes?status=${status}`)).totalItens,
        status,
      ).toBeGreaterThan(0);
    const [count] = await rowsOf<{ processes: number; applications: number }>(
      ctx.database.db,
      sql`SELECT (SELECT count(*)::int FROM selective_processes) AS processes, (SELECT count(*)::int FROM applications) AS applications`,
    );
    expect(count?.processes).toBe(9);
    expect(count?.applications).toBeGreaterThan(200);
    expect(count?.applications).toBeLessThan(600);
  });

  it('spreads applications over the stages, answered and ranked, with their moves logged', async () => {
    const busiest = (
      await get<ProcessPage>('/selective-processes?status=in_progress&sort=applications&order=desc')
    ).rows[0];
    const board = await get<Board>(`/selective-processes/${busiest?.id}/board?perStage=5`);
    expect(board.stages.filter((stage) => stage.total > 0).length).toBeGreaterThanOrEqual(4);
    const ranked = await get<ApplicationPage>(
      `/selective-processes/${busiest?.id}/applications?status=active&limit=5`,
    );
    expect(ranked.rows[0]?.rank).toBe(1);
    expect(ranked.rows[0]?.weightedScore).toBeGreaterThan(0);
    const scores = ranked.rows.map((row) => row.weightedScore ?? 0);
    expect([...scores].sort((left, right) => right - left)).toEqual(scores);
    expect(ranked.rows[0]?.breakdown.length).toBe(6);
    const moves = await get<{ totalItens: number }>('/logs/kanban?limit=1');
    expect(moves.totalItens).toBeGreaterThan(100);
  });
});
