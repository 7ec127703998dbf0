import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationPage, type Board } from '@hub/contract/applications';
import { usedAssessments } from '@hub/contract/selective-processes';
import { DEFAULT_WEIGHTS } from '@hub/contract/weights';
import { rowsOf } from '../../../db/rows';
import { applications, applicationVersions, processStages } from '../../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';
import { heldPlaces, rankedPlaces } from './ranked-places';
import { selectRanked, weightedScoreSql, type Ranking } from './ranking';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const get = async <Answer>(url: string): Promise<Answer> => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
};


/**
 * An open process of `size` applications in three stages, with every case the orders meet: equal
 * scores (ties broken by id), no score at all, each outcome, flagged ones, and rows created and
 * updated at the same instant.
 */
const variedProcess = async (size: number) => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  const process = await createProcess(ctx.app, headers, company.id, {
    requirements: [{ text: 'Graduação', mandatory: true }],
    useValuesTest: true,
  });
  await openProcess(ctx.app, headers, process.id);
  for (let index = 0; index < size; index += 1) await enrolNew(ctx.app, headers, process.id);
  const stages = await ctx.database.db
    .select({ id: processStages.id })
    .from(processStages)
    .where(eq(processStages.selectiveProcessId, process.id))
    .orderBy(asc(processStages.position));
  const rows = await ctx.database.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.selectiveProcessId, process.id))
    .orderBy(asc(applications.id));
  const scores = [null, 40, 55.5, 55.5, 70, 100];
  for (const [index, row] of rows.entries()) {
    await ctx.database.db
      .update(applications)
      .set({
        stageId: stages[index % 3]?.id,
        status: APPLICATION_STATUSES[index % 7 === 0 ? 1 + (index % 3) : 0],
        requirementsScore: scores[index % scores.length],
        valuesScore: index % 4 === 0 ? null : scores[(index * 5) % scores.length],
        missingMandatory: index % 5 === 0 ? ['r1'] : [],
      })
      .where(eq(applications.id, row.id));
  }
  // Half of them written again in one statement: the same instant, ties broken by id.
  await ctx.database.db.execute(
    sql`UPDATE applications SET updated_at = now() WHERE selective_process_id = ${process.id} AND id IN (
      SELECT id FROM applications WHERE selective_process_id = ${process.id} ORDER BY id LIMIT ${size / 2})`,
  );
  // What the server ranks it by: the assessments it uses, the weights never saved.
  const ranking: Ranking = { used: usedAssessments(process), weights: DEFAULT_WEIGHTS };
  return { process, ranking, stages: stages.map((stage) => stage.id), applications: rows.map((row) => row.id) };
};

/** The ranked table's page as its SQL (selectRanked) chooses it, for the same filters. */
const fromSql = async (
  processId: string,
  ranking: Ranking,
  query: { sort: 'weightedScore' | 'createdAt' | 'updatedAt'; order: 'asc' | 'desc'; filters: Record<string, string> },
  limit: number,
  offset: number,
) => {
  const conditions = Object.entries(query.filters).map(([name, value]) => {
    if (name === 'stageId') return sql`r.stage_id = ${value}`;
    if (name === 'candidateId') return sql`r.candidate_id = ${value}`;
    if (name === 'status') return sql`r.status = ${value}`;
    return value === 'true'
      ? sql`jsonb_array_length(r.missing_mandatory) > 0`
      : sql`jsonb_array_length(r.missing_mandatory) = 0`;
  });
  const { rows, total } = await selectRanked(ctx.database.db, processId, ranking, {
    where: conditions.length > 0 ? sql.join(conditions, sql` AND `) : undefined,
    sort: query.sort,
    order: query.order,
    limit,
    offset,
  });
  return { rows: rows.map((row) => [row.id, row.weightedScore, row.rank]), total };
};

describe('the ranked places an instance holds (decision 035)', () => {
  it('page the ranked table as its SQL does: every sort, order and filter, page after page', async () => {
    const { process, ranking, stages, applications: ids } = await variedProcess(24);
    const filterings: Record<string, string>[] = [
      {},
      { stageId: stages[1] ?? '' },
      { status: 'active' },
      { status: 'rejected' },
      { flagged: 'true' },
      { flagged: 'false', stageId: stages[0] ?? '' },
      { candidateId: (await get<ApplicationPage>(`/selective-processes/${process.id}/applications?limit=1`)).rows[0]?.candidateId ?? '' },
    ];
    const limit = 5;
    let compared = 0;
    for (const sort of ['weightedScore', 'createdAt', 'updatedAt'] as const)
      for (const order of ['asc', 'desc'] as const)
        for (const filters of filterings) {
          const expected = await fromSql(process.id, ranking, { sort, order, filters }, 100, 0);
          const pages = Math.max(1, Math.ceil(expected.total / limit));
          for (let page = 1; page <= pages; page += 1) {
            const search = new URLSearchParams({ sort, order, limit: String(limit), page: String(page), ...filters });
            const answer = await get<ApplicationPage>(`/selective-processes/${process.id}/applications?${search}`);
            expect(answer.totalItens, `${search}`).toBe(expected.total);
            expect(
              answer.rows.map((row) => [row.id, row.weightedScore, row.rank]),
              `${search}`,
            ).toEqual(expected.rows.slice((page - 1) * limit, page * limit));
            compared += answer.rows.length;
          }
        }
    // Each sort and order met every row unfiltered: the comparison is not of empty pages.
    expect(compared).toBeGreaterThan(6 * ids.length);
  });

  it('give the board the first cards of every stage and each stage’s total, best score first and ties by id', async () => {
    const { process, ranking } = await variedProcess(24);
    for (const status of ['active', 'rejected'] as const) {
      const board = await get<Board>(`/selective-processes/${process.id}/board?perStage=3&status=${status}`);
      // What the board's SQL chose until the places were held: its stages' cards, numbered.
      const expected = await rowsOf<{ stageId: string; id: string; total: number }>(
        ctx.database.db,
        sql`SELECT stage_id AS "stageId", id, total::int AS total FROM (
            SELECT r.stage_id, r.id, row_number() OVER (PARTITION BY r.stage_id ORDER BY r.score DESC NULLS LAST, r.id) AS n,
              count(*) OVER (PARTITION BY r.stage_id) AS total
            FROM (SELECT a.*, ${weightedScoreSql(ranking)} AS score
              FROM applications a WHERE a.selective_process_id = ${process.id}) r
            WHERE r.status = ${status} OR (${status} = 'active' AND r.status = 'hired')) numbered
          WHERE n <= 3 ORDER BY stage_id, n`,
      );
      for (const stage of board.stages) {
        const cards = expected.filter((card) => card.stageId === stage.id);
        expect(stage.rows.map((row) => row.id), `${status} ${stage.name}`).toEqual(cards.map((card) => card.id));
        expect(stage.total).toBe(cards[0]?.total ?? 0);
      }
      expect(board.stages.reduce((sum, stage) => sum + stage.rows.length, 0)).toBe(expected.length);
      // Each card names its professional, and carries its application's outcome and place.
      const named = await rowsOf<{ id: string; name: string; status: string; flagged: boolean }>(
        ctx.database.db,
        sql`SELECT a.id, c.name, a.status, jsonb_array_length(a.missing_mandatory) > 0 AS flagged
          FROM applications a JOIN candidates c ON c.id = a.candidate_id WHERE a.selective_process_id = ${process.id}`,
      );
      const application = new Map(named.map((row) => [row.id, [row.name, row.status, row.flagged]]));
      const cards = board.stages.flatMap((stage) => stage.rows);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards)
        expect([card.candidateName, card.status, card.flagged]).toEqual(application.get(card.id));
    }
  });

  it('are read again after any write of the process’s applications, made through the API or not', async () => {
    const { process, applications: ids } = await variedProcess(6);
    const versionOf = async () =>
      (
        await ctx.database.db
          .select({ version: applicationVersions.version })
          .from(applicationVersions)
          .where(eq(applicationVersions.selectiveProcessId, process.id))
      )[0]?.version ?? 0;
    const first = async () =>
      (await get<ApplicationPage>(`/selective-processes/${process.id}/applications?limit=1`)).rows[0];
    const [target, other] = ids;
    if (!target || !other) throw new Error('no applications');
    const score = (id: string, value: number) =>
      ctx.database.db
        .update(applications)
        .set({ status: 'active', requirementsScore: value, valuesScore: value })
        .where(eq(applications.id, id));

    // A statement writing several applications counts once.
    const before = await versionOf();
    await ctx.database.db
      .update(applications)
      .set({ requirementsScore: 0, valuesScore: 0 })
      .where(eq(applications.selectiveProcessId, process.id));
    expect(await versionOf()).toBe(before + 1);
    await score(target, 90);
    expect(await versionOf()).toBe(before + 2);
    expect((await first())?.id).toBe(target);
    await score(other, 95);
    expect((await first())?.id).toBe(other);

    await ctx.database.db.delete(applications).where(eq(applications.id, other));
    expect(await versionOf()).toBe(before + 4);
    const answer = await get<ApplicationPage>(`/selective-processes/${process.id}/applications`);
    expect(answer.totalItens).toBe(5);
    expect(answer.rows[0]?.id).toBe(target);

    await enrolNew(ctx.app, headers, process.id);
    expect(await versionOf()).toBeGreaterThan(before + 4);
    expect((await get<ApplicationPage>(`/selective-processes/${process.id}/applications`)).totalItens).toBe(6);
  });

  it('are read once for concurrent requests, and forgotten oldest first past the limit', async () => {
    const db = ctx.database.db;
    const small = await variedProcess(4);
    const large = await variedProcess(8);
    const version = 'test';
    const [one, two] = await Promise.all([
      rankedPlaces(db, small.process.id, version, small.ranking, 4),
      rankedPlaces(db, small.process.id, version, small.ranking, 4),
    ]);
    expect(two).toBe(one);
    // Held within a limit of 4, the places of the processes the other tests read are forgotten.
    expect(heldPlaces(db)).toBe(4);
    expect(await rankedPlaces(db, small.process.id, version, small.ranking, 4)).toBe(one);
    // 4 + 8 places would pass a limit of 11: the small process's, read before, are forgotten.
    await rankedPlaces(db, large.process.id, version, large.ranking, 11);
    expect(heldPlaces(db)).toBe(8);
    expect(await rankedPlaces(db, small.process.id, version, small.ranking, 11)).not.toBe(one);
    expect(heldPlaces(db)).toBe(4);
    // Larger than the limit: answered, not held.
    const tooLarge = await rankedPlaces(db, large.process.id, 'another version', large.ranking, 5);
    expect(tooLarge.places).toHaveLength(8);
    expect(await rankedPlaces(db, large.process.id, 'another version', large.ranking, 5)).not.toBe(tooLarge);
  });
});
