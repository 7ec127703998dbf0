import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPage, CandidateApplication } from '@hub/contract/applications';
import { HISTORY_MESSAGES, type History, type NoteEvent } from '@hub/contract/history';
import {
  applications,
  auditLog,
  kanbanLog,
  recordNotes,
} from '../../db/schema/index';
import { createCandidate, createCompany, insertSuperAdmin } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';

let ctx: TestContext;
let headers: { authorization: string };
let otherHeaders: { authorization: string };

/** A second administrator, written straight to the database: only their session matters here. */
const otherAdmin = async () => {
  const email = 'outra.admin@conselho.org.br';
  await insertSuperAdmin(ctx.database.db, email, 'senha-da-outra', 'Beatriz Souza');
  return (await loginAs(ctx.app, { email, password: 'senha-da-outra' })).headers;
};

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  otherHeaders = await otherAdmin();
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  as = headers,
) => ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });

const historyOf = async (entity: string, id: string, limit?: number): Promise<History> => {
  const response = await api('GET', `/history/${entity}/${id}${limit ? `?limit=${limit}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json<History>();
};

const note = async (entity: string, id: string, body: string, as = headers): Promise<NoteEvent> => {
  const response = await api('POST', `/history/${entity}/${id}/notes`, { body }, as);
  expect(response.statusCode).toBe(201);
  return response.json<NoteEvent>();
};

describe('a record history', () => {
  it("gathers a professional's own writes, their applications' moves and the notes, newest first", async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const application = await enrolNew(ctx.app, headers, process.id);
    const candidateId = application.candidateId;
    const second = process.stages[1];
    if (!second) throw new Error('the process has one stage');
    expect(
      (await api('PUT', `/applications/${application.id}/stage`, { stageId: second.id }))
        .statusCode,
    ).toBe(200);
    await note('candidates', candidateId, 'Ligou pedindo retorno sobre a vaga.');
    await note('applications', application.id, 'Boa entrevista; seguir.', otherHeaders);

    const history = await historyOf('candidates', candidateId);
    const kinds = history.events.map((event) => event.kind);
    expect(kinds.slice(0, 2)).toEqual(['note', 'note']);
    const [latest, first] = history.events;
    expect(latest).toMatchObject({
      kind: 'note',
      body: 'Boa entrevista; seguir.',
      actorName: 'Beatriz Souza',
      entity: 'applications',
      processTitle: process.title,
      mine: false,
    });
    expect(first).toMatchObject({ kind: 'note', entity: 'candidates', mine: true });
    expect(history.events.find((event) => event.kind === 'kanban')).toMatchObject({
      processTitle: process.title,
      fromStage: process.stages[0]?.name,
      toStage: second.name,
      undone: false,
    });
    // The professional's creation and the enrolment are the trail's; the move is the kanban log's only.
    const audits = history.events.flatMap((event) => (event.kind === 'audit' ? [event.entry] : []));
    expect(audits.map((entry) => `${entry.entity}:${entry.action}`).sort()).toEqual([
      'applications:enrol',
      'candidates:create',
    ]);
    const times = history.events.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(history.hasMore).toBe(false);

    // The process's history has the move and the application's note; the application's, both too.
    const processHistory = await historyOf('selective_processes', process.id);
    expect(processHistory.events.some((event) => event.kind === 'kanban')).toBe(true);
    expect(processHistory.events.filter((event) => event.kind === 'note')).toHaveLength(1);
    const applicationHistory = await historyOf('applications', application.id);
    expect(applicationHistory.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['note', 'kanban', 'audit']),
    );
    expect(applicationHistory.events.filter((event) => event.kind === 'note')).toHaveLength(1);
  });

  it("a company's history holds its processes' and subscriptions' writes; limit pages it", async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    const history = await historyOf('companies', company.id);
    const entities = history.events.flatMap((event) =>
      event.kind === 'audit' ? [event.entry.entity] : [],
    );
    expect(entities).toEqual(expect.arrayContaining(['subscriptions', 'selective_processes']));
    expect(
      history.events.some((event) => event.kind === 'audit' && event.entry.entityId === process.id),
    ).toBe(true);

    const one = await historyOf('companies', company.id, 1);
    expect(one.events).toHaveLength(1);
    expect(one.hasMore).toBe(true);
    expect(one.events[0]?.id).toBe(history.events[0]?.id);
  });

  it('continues after its cursor across the sources, ties on time included, each event once', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const application = await enrolNew(ctx.app, headers, process.id);
    const candidateId = application.candidateId;
    for (const stage of [process.stages[1], process.stages[2]])
      expect(
        (await api('PUT', `/applications/${application.id}/stage`, { stageId: stage?.id }))
          .statusCode,
      ).toBe(200);
    for (const body of ['Primeira nota.', 'Segunda nota.', 'Terceira nota.'])
      await note('candidates', candidateId, body);
    for (const body of ['Nota da candidatura.', 'Outra nota da candidatura.'])
      await note('applications', application.id, body);
    // Every event in one millisecond: the notes a few microseconds after the trail and the moves,
    // which share their instant exactly (the id orders them).
    const instant = sql`'2030-01-02T03:04:05.678000Z'::timestamptz`;
    const { db } = ctx.database;
    await db
      .update(auditLog)
      .set({ createdAt: instant })
      .where(
        or(
          and(eq(auditLog.entity, 'candidates'), eq(auditLog.entityId, candidateId)),
          and(eq(auditLog.entity, 'applications'), eq(auditLog.entityId, application.id)),
        ),
      );
    await db
      .update(kanbanLog)
      .set({ createdAt: instant })
      .where(eq(kanbanLog.applicationId, application.id));
    await db
      .update(recordNotes)
      .set({ createdAt: sql`${instant} + interval '300 microseconds'` })
      .where(inArray(recordNotes.entityId, [candidateId, application.id]));

    const whole = await historyOf('candidates', candidateId);
    expect(whole.hasMore).toBe(false);
    expect(whole.next).toBeNull();
    const ids = (events: History['events']) => events.map((event) => event.id);
    const descending = (events: History['events']) => ids(events).sort().reverse();
    const notes = whole.events.filter((event) => event.kind === 'note');
    const others = whole.events.filter((event) => event.kind !== 'note');
    expect(whole.events.map((event) => event.kind).sort()).toEqual(
      ['audit', 'audit', 'kanban', 'kanban', 'note', 'note', 'note', 'note', 'note'].sort(),
    );
    expect(new Set(whole.events.map((event) => event.at))).toEqual(
      new Set(['2030-01-02T03:04:05.678Z']),
    );
    expect(ids(whole.events)).toEqual([...descending(notes), ...descending(others)]);

    for (const limit of [1, 2, 4]) {
      const read: History['events'] = [];
      let before: string | null = null;
      for (let pages = 0; pages < whole.events.length; pages += 1) {
        const cursor: string = before ? `&before=${encodeURIComponent(before)}` : '';
        const response = await api(
          'GET',
          `/history/candidates/${candidateId}?limit=${limit}${cursor}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<History>();
        expect(page.events.length).toBeLessThanOrEqual(limit);
        read.push(...page.events);
        expect(page.hasMore).toBe(page.next !== null);
        before = page.next;
        if (!before) break;
      }
      expect(ids(read), `limit ${limit}`).toEqual(ids(whole.events));
    }
  });

  it('refuses a cursor that is not one, or names no instant, with 400', async () => {
    const company = await createCompany(ctx.app, headers);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const before of [
      'abc',
      `2030-02-30T00:00:00.000000Z_${id}`,
      `2030-01-02T03:04:05.678Z_${id}`,
    ]) {
      const response = await api(
        'GET',
        `/history/companies/${company.id}?before=${encodeURIComponent(before)}`,
      );
      expect(response.statusCode, before).toBe(400);
      expect(JSON.stringify(response.json())).toContain('Posição do histórico inválida');
    }
    const older = await api(
      'GET',
      `/history/companies/${company.id}?before=${encodeURIComponent(`2000-01-01T00:00:00.000000Z_${id}`)}`,
    );
    expect(older.json()).toEqual({ events: [], hasMore: false, next: null });
  });

  it('answers 404 for an unknown record and 400 for an unknown kind or limit', async () => {
    const unknown = await api('GET', '/history/companies/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(HISTORY_MESSAGES.recordNotFound);
    const company = await createCompany(ctx.app, headers);
    expect((await api('GET', `/history/plans/${company.id}`)).statusCode).toBe(400);
    expect((await api('GET', `/history/companies/${company.id}?limit=0`)).statusCode).toBe(400);
    expect((await api('GET', '/history/companies/abc')).statusCode).toBe(400);
  });

  it('is behind the session', async () => {
    const company = await createCompany(ctx.app, headers);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/history/companies/${company.id}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('notes', () => {
  it('refuses an empty note with its field, and a note on an unknown record or a process', async () => {
    const company = await createCompany(ctx.app, headers);
    const empty = await api('POST', `/history/companies/${company.id}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Escreva a nota');
    const unknown = await api(
      'POST',
      '/history/candidates/00000000-0000-4000-8000-000000000000/notes',
      {
        body: 'Nota',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await api('POST', `/history/selective_processes/${company.id}/notes`, { body: 'Nota' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await historyOf('companies', company.id)).events.some((event) => event.kind === 'note'),
    ).toBe(false);
  });

  it("is deleted by its author only; another's answers 404 and stays; both are audited", async () => {
    const candidate = await createCandidate(ctx.app, headers);
    const written = await note('candidates', candidate.id, 'Documentos conferidos.');
    expect((await api('DELETE', `/notes/${written.id}`, undefined, otherHeaders)).statusCode).toBe(
      404,
    );
    expect(
      (await historyOf('candidates', candidate.id)).events.some((event) => event.id === written.id),
    ).toBe(true);
    expect((await api('DELETE', `/notes/${written.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/notes/${written.id}`)).statusCode).toBe(404);
    expect(
      (await historyOf('candidates', candidate.id)).events.some((event) => event.id === written.id),
    ).toBe(false);

    const trail = await api('GET', `/logs/audit?entity=notes&entityId=${written.id}`);
    const entries = trail.json<{ rows: { action: string; recordLabel: string | null }[] }>().rows;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    expect(entries.find((entry) => entry.action === 'create')?.recordLabel).toBe(candidate.name);
  });
});

describe('GET /candidates/{id}/applications', () => {
  it("lists a professional's applications with the process, stage, score and answer sheets", async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const application = await enrolNew(ctx.app, headers, process.id);
    const response = await api('GET', `/candidates/${application.candidateId}/applications`);
    expect(response.statusCode).toBe(200);
    const [row, ...rest] = response.json<CandidateApplication[]>();
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      id: application.id,
      selectiveProcessId: process.id,
      processTitle: process.title,
      companyId: company.id,
      companyName: company.legalName,
      stageName: process.stages[0]?.name,
      status: 'active',
      rank: application.rank,
    });
    // The test process asks for the competency test only.
    expect(row?.answerSheets).toEqual(['competencyTest']);
    const unknown = await api(
      'GET',
      '/candidates/00000000-0000-4000-8000-000000000000/applications',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('ranks each application among its own process, scored by what that process uses', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const opened = async (overrides: Parameters<typeof createProcess>[3]) => {
      const process = await createProcess(ctx.app, headers, company.id, overrides);
      await openProcess(ctx.app, headers, process.id);
      return process;
    };
    const requirements = [{ text: 'Graduação em Administração', mandatory: false }];
    // Requirements (weight 15) and values (20); requirements alone; requirements alone again.
    const [both, alone, left] = [
      await opened({ requirements, useValuesTest: true, useCompetencyTest: false }),
      await opened({ requirements, useCompetencyTest: false }),
      await opened({ requirements, useCompetencyTest: false }),
    ];
    const professional = await createCandidate(ctx.app, headers);
    const enrolled: Record<string, string> = {};
    for (const process of [both, alone, left]) {
      const response = await api('POST', `/selective-processes/${process.id}/applications`, {
        candidateId: professional.id,
      });
      expect(response.statusCode, response.body).toBe(201);
      enrolled[process.id] = response.json<{ id: string }>().id;
    }
    const setScores = (id: string | undefined, values: Partial<typeof applications.$inferInsert>) =>
      ctx.database.db
        .update(applications)
        .set(values)
        .where(eq(applications.id, id ?? ''));
    // Above them in the first process, below them in the second; the third they left.
    await setScores(enrolled[both.id], { requirementsScore: 100, valuesScore: 50 });
    await setScores((await enrolNew(ctx.app, headers, both.id)).id, {
      requirementsScore: 100,
      valuesScore: 100,
    });
    await setScores((await enrolNew(ctx.app, headers, both.id)).id, { requirementsScore: 0 });
    await setScores(enrolled[alone.id], { requirementsScore: 100 });
    await setScores((await enrolNew(ctx.app, headers, alone.id)).id, { requirementsScore: 50 });
    await setScores(enrolled[left.id], { requirementsScore: 90 });
    await setScores((await enrolNew(ctx.app, headers, left.id)).id, { requirementsScore: 20 });
    const withdrawn = await api('POST', `/applications/${enrolled[left.id]}/status`, {
      status: 'withdrawn',
      reason: 'Aceitou outra proposta',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const response = await api('GET', `/candidates/${professional.id}/applications`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<CandidateApplication[]>();
    const byProcess = (id: string) => rows.find((row) => row.selectiveProcessId === id);
    expect(
      [both, alone, left].map((process) => [
        byProcess(process.id)?.weightedScore,
        byProcess(process.id)?.rank,
      ]),
    ).toEqual([
      [71.43, 2],
      [100, 1],
      [90, null],
    ]);
    // The same as each process's ranked table says of them.
    for (const process of [both, alone, left]) {
      const table = await api(
        'GET',
        `/selective-processes/${process.id}/applications?candidateId=${professional.id}`,
      );
      const [row] = table.json<ApplicationPage>().rows;
      expect([row?.weightedScore, row?.rank]).toEqual([
        byProcess(process.id)?.weightedScore,
        byProcess(process.id)?.rank,
      ]);
    }
    expect(rows.map((row) => row.selectiveProcessId)).toEqual([left.id, alone.id, both.id]);
  });
});
