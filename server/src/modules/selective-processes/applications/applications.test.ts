import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  type ApplicationDetail,
  type ApplicationPage,
  type Board,
  type MoveAnswer,
} from '@hub/contract/applications';
import { PREREQUISITE_MESSAGES, PROCESS_MESSAGES } from '@hub/contract/selective-processes';
import { applications, auditLog, candidates, kanbanLog } from '../../../db/schema/index';
import { createCandidate, insertSuperAdmin } from '../../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** An open process of a subscribed company; `limits` are the plan's, `overrides` the process's. */
const openedProcess = async (
  limits: Parameters<typeof subscribedCompany>[3] = {},
  overrides: Parameters<typeof createProcess>[3] = {},
) => {
  const { company, plan } = await subscribedCompany(ctx.app, ctx.database.db, headers, limits);
  const process = await createProcess(ctx.app, headers, company.id, overrides);
  await openProcess(ctx.app, headers, process.id);
  return { ...process, plan };
};

const enrol = (processId: string, candidateId: string, overrideReason?: string) =>
  api('POST', `/selective-processes/${processId}/applications`, {
    candidateId,
    ...(overrideReason ? { overrideReason } : {}),
  });

const setCandidate = (id: string, values: Partial<typeof candidates.$inferInsert>) =>
  ctx.database.db.update(candidates).set(values).where(eq(candidates.id, id));

describe('GET /selective-processes/{id}/applications search', () => {
  it('finds a professional as the professionals list does: accents and case ignored either way, a short key at the start of a word', async () => {
    const process = await openedProcess();
    const accented = await createCandidate(ctx.app, headers, { name: 'Conceição Araújo' });
    const plain = await createCandidate(ctx.app, headers, { name: 'Joao Brandao' });
    const other = await createCandidate(ctx.app, headers, { name: 'Maria Silva' });
    for (const candidate of [accented, plain, other])
      expect((await enrol(process.id, candidate.id)).statusCode).toBe(201);
    const found = async (key: string) =>
      (
        await api('GET', `/selective-processes/${process.id}/applications?key=${encodeURIComponent(key)}`)
      )
        .json<ApplicationPage>()
        .rows.map((row) => row.candidateId);
    expect(await found('conceicao araujo')).toEqual([accented.id]);
    expect(await found('JOÃO BRANDÃO')).toEqual([plain.id]);
    expect(await found('ar')).toEqual([accented.id]);
    // A key's words in any order, each at a word start (issue 70); a word nobody has finds nothing.
    expect(await found('araujo conceicao')).toEqual([accented.id]);
    expect(await found('bra jo')).toEqual([plain.id]);
    expect(await found('silva zz')).toEqual([]);
  });
});

describe('POST /selective-processes/{id}/applications', () => {
  it('enrols a professional in the first stage, once', async () => {
    const process = await openedProcess();
    const candidate = await createCandidate(ctx.app, headers);
    const response = await enrol(process.id, candidate.id);
    expect(response.statusCode).toBe(201);
    const detail = response.json<ApplicationDetail>();
    expect(detail).toMatchObject({
      candidateId: candidate.id,
      stageId: process.stages[0]?.id,
      stageName: 'Inscritos',
      status: 'active',
      flagged: false,
      processTitle: process.title,
    });
    const again = await enrol(process.id, candidate.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLICATION_MESSAGES.duplicate);
  });

  it('refuses closed and cancelled processes', async () => {
    const process = await openedProcess();
    await api('POST', `/selective-processes/${process.id}/status`, {
      status: 'cancelled',
      reason: 'Vaga suspensa',
    });
    const candidate = await createCandidate(ctx.app, headers);
    const response = await enrol(process.id, candidate.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(APPLICATION_MESSAGES.processClosed);
  });

  it('refuses over maxCandidates and over the plan limit', async () => {
    const capped = await openedProcess({}, { maxCandidates: 1 });
    await enrolNew(ctx.app, headers, capped.id);
    const overCap = await enrol(capped.id, (await createCandidate(ctx.app, headers)).id);
    expect(overCap.statusCode).toBe(409);
    expect(overCap.json().message).toBe(APPLICATION_MESSAGES.maxCandidates(1));

    const planned = await openedProcess({ maxApplicationsPerProcess: 2 });
    await enrolNew(ctx.app, headers, planned.id);
    await enrolNew(ctx.app, headers, planned.id);
    const overPlan = await enrol(planned.id, (await createCandidate(ctx.app, headers)).id);
    expect(overPlan.statusCode).toBe(409);
    expect(overPlan.json()).toMatchObject({
      code: 'applicationLimit',
      message: PREREQUISITE_MESSAGES.applicationLimit(planned.plan.name, 2),
    });
  });

  it('never lets concurrent enrolments overrun the limit', async () => {
    const process = await openedProcess({}, { maxCandidates: 3 });
    const people = await Promise.all(
      Array.from({ length: 6 }, () => createCandidate(ctx.app, headers)),
    );
    const answers = await Promise.all(people.map((person) => enrol(process.id, person.id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    const rows = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.selectiveProcessId, process.id));
    expect(rows).toHaveLength(3);
  });

  it('never lets concurrent enrolments overrun the plan limit per process', async () => {
    const process = await openedProcess({ maxApplicationsPerProcess: 2 });
    const people = await Promise.all(Array.from({ length: 6 }, () => createCandidate(ctx.app, headers)));
    const answers = await Promise.all(people.map((person) => enrol(process.id, person.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409))
      expect(answer.json().message).toBe(
        PREREQUISITE_MESSAGES.applicationLimit(process.plan.name, 2),
      );
    const rows = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.selectiveProcessId, process.id));
    expect(rows).toHaveLength(2);
  });

  it('enrols a professional once when the same enrolment is sent 5 times at once', async () => {
    const process = await openedProcess();
    const candidate = await createCandidate(ctx.app, headers);
    const answers = await Promise.all(Array.from({ length: 5 }, () => enrol(process.id, candidate.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409))
      expect(answer.json().message).toBe(APPLICATION_MESSAGES.duplicate);
  });

  it('refuses blocked or anonymized professionals and unknown ones', async () => {
    const process = await openedProcess();
    const blocked = await createCandidate(ctx.app, headers);
    await setCandidate(blocked.id, { status: 'blocked' });
    const refused = await enrol(process.id, blocked.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPLICATION_MESSAGES.candidateUnavailable);
    const anonymized = await createCandidate(ctx.app, headers);
    await setCandidate(anonymized.id, { status: 'anonymized' });
    expect((await enrol(process.id, anonymized.id)).statusCode).toBe(409);
    const unknown = await enrol(process.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('asks a reason for an irregular registration, then enrols and audits the override', async () => {
    const process = await openedProcess();
    const irregular = await createCandidate(ctx.app, headers);
    await setCandidate(irregular.id, { registrationStatus: 'irregular' });
    const refused = await enrol(process.id, irregular.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: APPLICATION_MESSAGES.irregularRegistration,
      issues: [{ path: 'overrideReason' }],
    });
    const accepted = await enrol(process.id, irregular.id, 'Registro em renovação no conselho');
    expect(accepted.statusCode).toBe(201);
    const detail = accepted.json<ApplicationDetail>();
    expect(detail).toMatchObject({
      registrationStatus: 'irregular',
      overrideReason: 'Registro em renovação no conselho',
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'applications'), eq(auditLog.entityId, detail.id)));
    expect(audit).toMatchObject({ action: 'enrol.override', actorEmail: 'admin@test.local' });
  });
});

/** Stores scores straight in the row: the assessments' own tests check how they are computed. */
const setScores = (id: string, values: Partial<typeof applications.$inferInsert>) =>
  ctx.database.db.update(applications).set(values).where(eq(applications.id, id));

describe('ranking, board and table', () => {
  it('gives an application with nothing assessed no score and no rank (not a 0)', async () => {
    const process = await openedProcess();
    const application = await enrolNew(ctx.app, headers, process.id);
    const page = (
      await api('GET', `/selective-processes/${process.id}/applications`)
    ).json<{ rows: { id: string; weightedScore: number | null; rank: number | null }[] }>();
    expect(page.rows.find((row) => row.id === application.id)).toMatchObject({
      weightedScore: null,
      rank: null,
    });
  });

  it('ranks by the weighted score computed from the stored scores and the weights', async () => {
    // Uses requirements (15), values (20) and competency (15): total weight 50.
    const process = await openedProcess(
      {},
      {
        requirements: [{ text: 'Graduação em Administração', mandatory: false }],
        useCompetencyTest: true,
        useValuesTest: true,
      },
    );
    const first = await enrolNew(ctx.app, headers, process.id);
    const second = await enrolNew(ctx.app, headers, process.id);
    const third = await enrolNew(ctx.app, headers, process.id);
    await setScores(first.id, { requirementsScore: 100, valuesScore: 50 });
    await setScores(second.id, { requirementsScore: 100, valuesScore: 100 });
    await setScores(third.id, { requirementsScore: 0, valuesScore: 0 });
    const page = (
      await api('GET', `/selective-processes/${process.id}/applications?limit=2`)
    ).json<ApplicationPage>();
    expect(page.totalItens).toBe(3);
    expect(page.rows.map((row) => [row.id, row.weightedScore, row.rank])).toEqual([
      [second.id, 70],
      [first.id, 50],
    ].map(([id, score], index) => [id, score, index + 1]));
    expect(page.rows[0]?.breakdown).toEqual([
      { assessment: 'requirements', score: 100, weight: 15, contribution: 30 },
      { assessment: 'valuesTest', score: 100, weight: 20, contribution: 40 },
      { assessment: 'competencyTest', score: null, weight: 15, contribution: 0 },
    ]);
    const next = (
      await api('GET', `/selective-processes/${process.id}/applications?limit=2&page=2`)
    ).json<ApplicationPage>();
    expect(next.rows.map((row) => [row.id, row.weightedScore, row.rank])).toEqual([
      [third.id, 0, 3],
    ]);
    expect(next.totalItens).toBe(3);
    const pastTheEnd = (
      await api('GET', `/selective-processes/${process.id}/applications?limit=2&page=3`)
    ).json<ApplicationPage>();
    expect(pastTheEnd).toMatchObject({ rows: [], totalItens: 3 });
    const byName = (
      await api(
        'GET',
        `/selective-processes/${process.id}/applications?sort=candidateName&order=asc&key=${encodeURIComponent(first.candidateName)}`,
      )
    ).json<ApplicationPage>();
    expect(byName.rows.map((row) => row.id)).toEqual([first.id]);
    // Sorted by a column of the professional without a filter: the one case joining them all.
    const [ascending, descending] = await Promise.all(
      ['asc', 'desc'].map(async (order) =>
        (await api('GET', `/selective-processes/${process.id}/applications?sort=candidateName&order=${order}`)).json<ApplicationPage>(),
      ),
    );
    expect(ascending?.totalItens).toBe(3);
    expect(ascending?.rows.map((row) => row.id)).toEqual(descending?.rows.map((row) => row.id).reverse());
    const byCandidate = (
      await api('GET', `/selective-processes/${process.id}/applications?candidateId=${third.candidateId}`)
    ).json<ApplicationPage>();
    expect(byCandidate.rows.map((row) => [row.id, row.rank])).toEqual([[third.id, 3]]);
  });

  it('answers each stage total with only its first rows', async () => {
    const process = await openedProcess();
    const enrolled = [];
    for (let index = 0; index < 5; index += 1)
      enrolled.push(await enrolNew(ctx.app, headers, process.id));
    const triagem = process.stages[1]?.id ?? '';
    await api('PUT', `/applications/${enrolled[0]?.id}/stage`, { stageId: triagem });
    const board = (
      await api('GET', `/selective-processes/${process.id}/board?perStage=2`)
    ).json<Board>();
    expect(board.stages.map((stage) => [stage.name, stage.total, stage.rows.length])).toEqual([
      ['Inscritos', 4, 2],
      ['Triagem', 1, 1],
      ['Testes', 0, 0],
      ['Entrevista', 0, 0],
      ['Finalistas', 0, 0],
      ['Contratados', 0, 0],
    ]);
    expect(board.canUndo).toBe(true);
    const column = (
      await api(
        'GET',
        `/selective-processes/${process.id}/applications?stageId=${process.stages[0]?.id}&status=active&page=2&limit=2`,
      )
    ).json<ApplicationPage>();
    expect(column.totalItens).toBe(4);
    expect(column.rows).toHaveLength(2);
  });

  it("holds the cards' names while no professional is written, and shows a new name on the next board (decision 043)", async () => {
    const process = await openedProcess();
    const application = await enrolNew(ctx.app, headers, process.id);
    const cardNames = async () =>
      (await api('GET', `/selective-processes/${process.id}/board`))
        .json<Board>()
        .stages.flatMap((stage) => stage.rows.map((row) => row.candidateName));
    const [shown] = await cardNames();
    // Written past the triggers, the professionals' table keeps its version: the held name stays.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx
        .update(candidates)
        .set({ name: 'Nome Sem Versão' })
        .where(eq(candidates.id, application.candidateId));
    });
    expect(await cardNames()).toEqual([shown]);
    await setCandidate(application.candidateId, { name: 'Nome Novo' });
    expect(await cardNames()).toEqual(['Nome Novo']);
  });

  it('answers 404 for the board and the table of an unknown process', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const view of ['board', 'applications']) {
      const answer = await api('GET', `/selective-processes/${unknown}/${view}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(PROCESS_MESSAGES.notFound);
    }
  });
});

describe('stage moves and undo', () => {
  it('moves an application and writes the kanban log', async () => {
    const process = await openedProcess();
    const application = await enrolNew(ctx.app, headers, process.id);
    const entrevista = process.stages.find((stage) => stage.name === 'Entrevista');
    const response = await api('PUT', `/applications/${application.id}/stage`, {
      stageId: entrevista?.id,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<MoveAnswer>();
    expect(answer.application.stageId).toBe(entrevista?.id);
    expect(answer.log).toMatchObject({
      action: 'move',
      fromStage: 'Inscritos',
      toStage: 'Entrevista',
      actorEmail: 'admin@test.local',
      candidateName: application.candidateName,
      processTitle: process.title,
      undone: false,
    });
    const logs = await api('GET', `/logs/kanban?key=${encodeURIComponent(process.title)}`);
    expect(logs.json().rows).toHaveLength(1);
    expect(
      (await api('PUT', `/applications/${application.id}/stage`, { stageId: entrevista?.id }))
        .statusCode,
    ).toBe(409);
    const elsewhere = await openedProcess();
    const foreign = await api('PUT', `/applications/${application.id}/stage`, {
      stageId: elsewhere.stages[1]?.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(APPLICATION_MESSAGES.stageNotInProcess);
  });

  it('undoes the last moves one after another, logging each undo', async () => {
    const process = await openedProcess();
    const [inscritos, triagem, testes] = process.stages;
    const application = await enrolNew(ctx.app, headers, process.id);
    const nothing = await api('POST', `/selective-processes/${process.id}/undo`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(APPLICATION_MESSAGES.nothingToUndo);
    await api('PUT', `/applications/${application.id}/stage`, { stageId: triagem?.id });
    await api('PUT', `/applications/${application.id}/stage`, { stageId: testes?.id });
    const undo = await api('POST', `/selective-processes/${process.id}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json<MoveAnswer>()).toMatchObject({
      application: { stageId: triagem?.id },
      log: { action: 'undo', fromStage: 'Testes', toStage: 'Triagem' },
    });
    const again = (await api('POST', `/selective-processes/${process.id}/undo`)).json<MoveAnswer>();
    expect(again.application.stageId).toBe(inscritos?.id);
    const rows = await ctx.database.db
      .select()
      .from(kanbanLog)
      .where(eq(kanbanLog.applicationId, application.id));
    expect(rows.filter((row) => row.action === 'undo')).toHaveLength(2);
    expect(rows.filter((row) => row.action === 'move').every((row) => row.undoneAt)).toBe(true);
    const board = (await api('GET', `/selective-processes/${process.id}/board`)).json<Board>();
    expect(board.canUndo).toBe(false);
  });

  it("undoes this administrator's last move, not a move another one made since", async () => {
    const process = await openedProcess();
    const [inscritos, triagem, testes] = process.stages;
    const mine = await enrolNew(ctx.app, headers, process.id);
    const theirs = await enrolNew(ctx.app, headers, process.id);
    const email = `outra.${crypto.randomUUID().slice(0, 8)}@conselho.org.br`;
    await insertSuperAdmin(ctx.database.db, email, 'senha-da-outra', 'Beatriz Souza');
    const other = (await loginAs(ctx.app, { email, password: 'senha-da-outra' })).headers;

    await api('PUT', `/applications/${mine.id}/stage`, { stageId: triagem?.id });
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/applications/${theirs.id}/stage`,
      headers: other,
      payload: { stageId: testes?.id },
    });
    expect(moved.statusCode).toBe(200);
    const board = (await api('GET', `/selective-processes/${process.id}/board`)).json<Board>();
    expect(board.canUndo).toBe(true);
    const undo = (await api('POST', `/selective-processes/${process.id}/undo`)).json<MoveAnswer>();
    expect(undo).toMatchObject({ application: { id: mine.id, stageId: inscritos?.id } });
    const after = (await api('GET', `/selective-processes/${process.id}/board`)).json<Board>();
    expect(after.canUndo).toBe(false);
    const theirBoard = await ctx.app.inject({
      method: 'GET',
      url: `/api/selective-processes/${process.id}/board`,
      headers: other,
    });
    expect(theirBoard.json<Board>().canUndo).toBe(true);
  });

  it('refuses a stale undo: the application left the stage the move put it in', async () => {
    const process = await openedProcess();
    const [, triagem, testes] = process.stages;
    const application = await enrolNew(ctx.app, headers, process.id);
    await api('PUT', `/applications/${application.id}/stage`, { stageId: triagem?.id });
    // Moved behind the pipeline's back (another process of the platform, a fix by hand).
    await setScores(application.id, { stageId: testes?.id ?? '' });
    const stale = await api('POST', `/selective-processes/${process.id}/undo`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(APPLICATION_MESSAGES.undoStale);
  });
});

describe('POST /applications/{id}/status', () => {
  it('records an outcome with its reason and then refuses moves', async () => {
    const process = await openedProcess();
    const application = await enrolNew(ctx.app, headers, process.id);
    const noReason = await api('POST', `/applications/${application.id}/status`, {
      status: 'hired',
    });
    expect(noReason.statusCode).toBe(400);
    const hired = await api('POST', `/applications/${application.id}/status`, {
      status: 'hired',
      reason: 'Aprovada na entrevista final',
    });
    expect(hired.statusCode).toBe(200);
    expect(hired.json<ApplicationDetail>()).toMatchObject({
      status: 'hired',
      statusReason: 'Aprovada na entrevista final',
      rank: null,
    });
    const move = await api('PUT', `/applications/${application.id}/stage`, {
      stageId: process.stages[1]?.id,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(APPLICATION_MESSAGES.notActive);
    const twice = await api('POST', `/applications/${application.id}/status`, {
      status: 'rejected',
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);
  });
});
