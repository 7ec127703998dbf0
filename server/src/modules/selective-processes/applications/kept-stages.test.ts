import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@hub/contract/applications';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { rowsOf } from '../../../db/rows';
import { kanbanLog } from '../../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';
import { keepProcessStages } from './kept-stages';

let ctx: TestContext;
let headers: { authorization: string };
let process: SelectiveProcess;

const api = async (method: 'POST' | 'PUT', url: string, payload: object = {}) => {
  const answer = await ctx.app.inject({ method, url: `/api${url}`, headers, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};
const stage = (position: number) => process.stages[position]?.id ?? '';
const move = (application: ApplicationDetail, position: number) =>
  api('PUT', `/applications/${application.id}/stage`, { stageId: stage(position) });

type Kept = { id: string; stay: number | null; truth: number | null };

/**
 * The kept stays beside the stays recomputed from the whole history (the move before not undone,
 * else the enrolment), for the process's moves not undone.
 */
const stays = (processId: string) =>
  rowsOf<Kept>(
    ctx.database.db,
    sql`SELECT k.id, k.stay_hours AS stay,
               date_part('epoch', k.created_at - coalesce(lag(k.created_at) OVER (
                 PARTITION BY k.application_id ORDER BY k.created_at, k.id), a.created_at)) / 3600 AS truth
          FROM kanban_log k JOIN applications a ON a.id = k.application_id
         WHERE k.selective_process_id = ${processId} AND k.action = 'move' AND k.undone_at IS NULL`,
  );

/** The kept furthest stage's name (none: where it is) and where it is, by application. */
const furthest = async (application: ApplicationDetail) => {
  const [row] = await rowsOf<{ furthest: string | null; at: string }>(
    ctx.database.db,
    sql`SELECT f.name AS furthest, s.name AS at FROM applications a
          JOIN process_stages s ON s.id = a.stage_id
          LEFT JOIN process_stages f ON f.id = a.furthest_stage_id
         WHERE a.id = ${application.id}`,
  );
  return row;
};

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  process = await createProcess(ctx.app, headers, company.id);
  await openProcess(ctx.app, headers, process.id);
});

describe('the kept stage history (decision 059)', () => {
  it('keeps each move’s stay as the whole history gives it, through moves back and undos', async () => {
    const [a, b] = [
      await enrolNew(ctx.app, headers, process.id),
      await enrolNew(ctx.app, headers, process.id),
    ];
    await move(a, 1);
    await move(a, 3);
    await move(b, 2);
    await move(a, 1);
    // The bulk undo puts back a move that is not the application's last (a is in Triagem, where its
    // first move put it): the move after it now follows the enrolment.
    const [first] = await ctx.database.db
      .select({ id: kanbanLog.id })
      .from(kanbanLog)
      .where(and(eq(kanbanLog.applicationId, a.id), eq(kanbanLog.fromStageId, stage(0))));
    const undo = await api('POST', `/selective-processes/${process.id}/applications/bulk/undo`, {
      moveIds: [first?.id],
    });
    expect(undo.json()).toMatchObject({ succeeded: 1 });
    const kept = await stays(process.id);
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(row.stay).toBeCloseTo(row.truth ?? Number.NaN, 6);
  });

  it('keeps the furthest stage a move took an application to, lowered by an undo', async () => {
    const c = await enrolNew(ctx.app, headers, process.id);
    expect(await furthest(c)).toEqual({ furthest: null, at: 'Inscritos' });
    await move(c, 3);
    await move(c, 1);
    expect(await furthest(c)).toEqual({ furthest: 'Entrevista', at: 'Triagem' });
    await move(c, 4);
    expect(await furthest(c)).toEqual({ furthest: null, at: 'Finalistas' });
    await api('POST', `/selective-processes/${process.id}/undo`);
    expect(await furthest(c)).toEqual({ furthest: 'Entrevista', at: 'Triagem' });
    await api('POST', `/selective-processes/${process.id}/undo`);
    expect(await furthest(c)).toEqual({ furthest: null, at: 'Entrevista' });
  });

  it('keeps when each application entered its stage: its last move or undo, not a rule’s entry', async () => {
    const entered = async (application: ApplicationDetail) => {
      const [row] = await rowsOf<{ kept: string | null; truth: string | null }>(
        ctx.database.db,
        sql`SELECT a.stage_entered_at::text AS kept,
                   (SELECT max(k.created_at) FROM kanban_log k
                     WHERE k.application_id = a.id AND k.action <> 'rule')::text AS truth
              FROM applications a WHERE a.id = ${application.id}`,
      );
      return row;
    };
    const e = await enrolNew(ctx.app, headers, process.id);
    expect(await entered(e)).toEqual({ kept: null, truth: null });
    await move(e, 2);
    await move(e, 3);
    const afterMoves = await entered(e);
    expect(afterMoves?.kept).not.toBeNull();
    expect(afterMoves?.kept).toBe(afterMoves?.truth);
    await api('POST', `/selective-processes/${process.id}/undo`);
    const afterUndo = await entered(e);
    expect(afterUndo?.kept).not.toBe(afterMoves?.kept);
    expect(afterUndo?.kept).toBe(afterUndo?.truth);
    // A rule's entry (a message sent) moves nothing: kept as it was.
    await ctx.database.db.insert(kanbanLog).values({
      action: 'rule',
      selectiveProcessId: process.id,
      applicationId: e.id,
      actorEmail: 'Regra: Lembrete',
      fromStageName: 'Testes',
      toStageName: 'Testes',
      detail: 'Enviou o modelo "Lembrete" por e-mail',
    });
    await keepProcessStages(ctx.database.db, process.id);
    expect(await entered(e)).toEqual(afterUndo);
  });

  it('finds the furthest stage again when the stages are reordered', async () => {
    const d = await enrolNew(ctx.app, headers, process.id);
    await move(d, 2);
    await move(d, 1);
    expect(await furthest(d)).toEqual({ furthest: 'Testes', at: 'Triagem' });
    // Testes goes before Triagem: Triagem, where it is, is now the furthest it went.
    const order = [0, 2, 1, 3, 4, 5].map((position) => process.stages[position]);
    await api('PUT', `/selective-processes/${process.id}/stages`, {
      stages: order.map((one) => ({ id: one?.id, name: one?.name })),
    });
    expect(await furthest(d)).toEqual({ furthest: null, at: 'Triagem' });
  });
});
