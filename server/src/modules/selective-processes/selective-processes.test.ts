import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PREREQUISITE_MESSAGES,
  PROCESS_MESSAGES,
  type SelectiveProcess,
} from '@hub/contract/selective-processes';
import { rowsOf } from '../../db/rows';
import { auditLog, companies, selectiveProcesses } from '../../db/schema/index';
import { searchKey, termsOf } from '../../lib/listing';
import { processFound } from './selective-processes.service';
import { insertCompany } from '../../test/commerce';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import {
  createProcess,
  enrolNew,
  openProcess,
  processInput,
  subscribedCompany,
} from '../../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const company = (limits: Parameters<typeof subscribedCompany>[3] = {}) =>
  subscribedCompany(ctx.app, ctx.database.db, headers, limits);

/** The company rates the first value of the list: it then has a values profile. */
const answerValuesProfile = async (companyId: string) => {
  const [value] = (await api('GET', '/values-test/items')).json<{ rows: { id: string }[] }>().rows;
  const saved = await api('PUT', `/companies/${companyId}/values-test`, {
    answers: [{ valueId: value?.id, score: 4 }],
  });
  expect(saved.statusCode).toBe(200);
};

describe('POST /selective-processes', () => {
  it('creates a draft with the default pipeline, ids on its items, and audits it', async () => {
    const { company: owner } = await company();
    await answerValuesProfile(owner.id);
    const response = await api(
      'POST',
      '/selective-processes',
      processInput(owner.id, {
        requirements: [{ text: 'CRA ativo', mandatory: true }],
        questions: [{ text: 'Tem CNH?', type: 'yes_no', expectedAnswer: true }],
        interviewQuestions: [{ text: 'Conte sobre você' }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const process = response.json<SelectiveProcess>();
    expect(process).toMatchObject({ status: 'draft', companyId: owner.id, applications: 0 });
    expect(process.stages.map((stage) => stage.name)).toEqual([
      'Inscritos',
      'Triagem',
      'Testes',
      'Entrevista',
      'Finalistas',
      'Contratados',
    ]);
    expect(process.requirements[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(process.interviewQuestions[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(process.assessments).toEqual([
      'requirements',
      'questions',
      'valuesTest',
      'competencyTest',
      'videoInterview',
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'selective_processes'), eq(auditLog.entityId, process.id)));
    expect(audits.map((row) => row.action)).toEqual(['create']);
  });

  it('answers 400 with the offending fields, and 404 for an unknown company', async () => {
    const { company: owner } = await company();
    const invalid = await api('POST', '/selective-processes', {
      ...processInput(owner.id),
      title: '',
      city: '',
      salaryMinCents: 500000,
      salaryMaxCents: 100,
    });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'city', 'salaryMaxCents']));
    const unknown = await api(
      'POST',
      '/selective-processes',
      processInput('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the values test of a new process', () => {
  it('is off by default while the company has no values profile, on once it has one, and as asked', async () => {
    const { company: owner } = await company();
    const before = await createProcess(ctx.app, headers, owner.id);
    expect(before.useValuesTest).toBe(false);
    expect(before.assessments).not.toContain('valuesTest');
    const asked = await createProcess(ctx.app, headers, owner.id, { useValuesTest: true });
    expect(asked.useValuesTest).toBe(true);
    await answerValuesProfile(owner.id);
    expect((await createProcess(ctx.app, headers, owner.id)).useValuesTest).toBe(true);
    expect(
      (await createProcess(ctx.app, headers, owner.id, { useValuesTest: false })).useValuesTest,
    ).toBe(false);
  });

  it('is kept by an update that leaves it out', async () => {
    const { company: owner } = await company();
    const process = await createProcess(ctx.app, headers, owner.id, { useValuesTest: true });
    const saved = await api('PUT', `/selective-processes/${process.id}`, {
      ...processInput(owner.id, { title: 'Outro título' }),
      companyId: undefined,
      useValuesTest: undefined,
      updatedAt: process.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SelectiveProcess>().useValuesTest).toBe(true);
  });
});

describe('PUT /selective-processes/{id}', () => {
  it('updates with the updatedAt it read, refuses a stale one and a final process', async () => {
    const { company: owner } = await company();
    const process = await createProcess(ctx.app, headers, owner.id);
    const fields = { ...processInput(owner.id, { title: 'Novo título' }), companyId: undefined };
    const saved = await api('PUT', `/selective-processes/${process.id}`, {
      ...fields,
      updatedAt: process.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SelectiveProcess>().title).toBe('Novo título');
    const stale = await api('PUT', `/selective-processes/${process.id}`, {
      ...fields,
      updatedAt: process.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    await api('POST', `/selective-processes/${process.id}/status`, {
      status: 'cancelled',
      reason: 'Vaga congelada',
    });
    const final = await api('PUT', `/selective-processes/${process.id}`, {
      ...fields,
      updatedAt: saved.json<SelectiveProcess>().updatedAt,
    });
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe(PROCESS_MESSAGES.notEditable);
  });
});

describe('POST /selective-processes/{id}/status', () => {
  it('opens within the plan limit and refuses the next one with the limit named', async () => {
    const { company: owner, plan } = await company({ maxOpenProcesses: 1 });
    const first = await createProcess(ctx.app, headers, owner.id);
    const second = await createProcess(ctx.app, headers, owner.id);
    expect((await openProcess(ctx.app, headers, first.id)).status).toBe('open');
    const refused = await api('POST', `/selective-processes/${second.id}/status`, {
      status: 'open',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'openProcessLimit',
      message: PREREQUISITE_MESSAGES.openProcessLimit(plan.name, 1),
    });
    // in_progress still counts as open; closing frees the place.
    await api('POST', `/selective-processes/${first.id}/status`, { status: 'in_progress' });
    expect(
      (await api('POST', `/selective-processes/${second.id}/status`, { status: 'open' }))
        .statusCode,
    ).toBe(409);
    await api('POST', `/selective-processes/${first.id}/status`, { status: 'closed' });
    expect((await openProcess(ctx.app, headers, second.id)).status).toBe('open');
  });

  it('opens at most the plan limit of simultaneous openings, and one draft only once', async () => {
    const { company: owner, plan } = await company({ maxOpenProcesses: 2 });
    const drafts = [];
    for (let index = 0; index < 6; index += 1)
      drafts.push(await createProcess(ctx.app, headers, owner.id));
    const open = (id: string) =>
      api('POST', `/selective-processes/${id}/status`, { status: 'open' });
    const answers = await Promise.all(drafts.map((draft) => open(draft.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 409, 409, 409, 409,
    ]);
    for (const answer of answers.filter((item) => item.statusCode === 409))
      expect(answer.json().message).toBe(PREREQUISITE_MESSAGES.openProcessLimit(plan.name, 2));
    const listed = await api('GET', `/selective-processes?companyId=${owner.id}&status=open`);
    expect(listed.json().totalItens).toBe(2);

    const { company: other } = await company({ maxOpenProcesses: 5 });
    const draft = await createProcess(ctx.app, headers, other.id);
    const same = await Promise.all(Array.from({ length: 5 }, () => open(draft.id)));
    expect(same.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft.id), eq(auditLog.action, 'status.change')));
    expect(audits).toHaveLength(1);
  });

  it('refuses to open for a company without active subscription or not active', async () => {
    const bare = await insertCompany(ctx.database.db);
    const process = await createProcess(ctx.app, headers, bare.id);
    const noPlan = await api('POST', `/selective-processes/${process.id}/status`, {
      status: 'open',
    });
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json()).toMatchObject({
      code: 'activeSubscription',
      message: PREREQUISITE_MESSAGES.activeSubscription,
    });

    const { company: owner } = await company();
    const suspended = await createProcess(ctx.app, headers, owner.id);
    await ctx.database.db
      .update(companies)
      .set({ status: 'suspended' })
      .where(eq(companies.id, owner.id));
    const refused = await api('POST', `/selective-processes/${suspended.id}/status`, {
      status: 'open',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'companyActive',
      message: PREREQUISITE_MESSAGES.companyActive('Suspensa'),
    });
  });

  it('refuses moves outside the lifecycle and a cancel without reason', async () => {
    const { company: owner } = await company();
    const process = await createProcess(ctx.app, headers, owner.id);
    expect(
      (await api('POST', `/selective-processes/${process.id}/status`, { status: 'closed' }))
        .statusCode,
    ).toBe(409);
    const noReason = await api('POST', `/selective-processes/${process.id}/status`, {
      status: 'cancelled',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0].path).toBe('reason');
  });
});

describe('GET /selective-processes', () => {
  it('filters by status, company, UF, work mode and date range, and sorts by applications', async () => {
    const { company: owner } = await company();
    const busy = await createProcess(ctx.app, headers, owner.id, {
      uf: 'RS',
      city: 'Porto Alegre',
      startsAt: '2026-03-01',
      endsAt: '2026-03-31',
    });
    const remote = await createProcess(ctx.app, headers, owner.id, {
      workMode: 'remote',
      city: null,
      uf: null,
      startsAt: '2026-05-01',
    });
    await openProcess(ctx.app, headers, busy.id);
    await enrolNew(ctx.app, headers, busy.id);
    await enrolNew(ctx.app, headers, busy.id);
    const list = async (query: string) =>
      (await api('GET', `/selective-processes?companyId=${owner.id}&${query}`)).json<{
        totalItens: number;
        rows: { id: string; applications: number; companyName: string }[];
      }>();
    expect((await list('status=open')).rows.map((row) => row.id)).toEqual([busy.id]);
    expect((await list('uf=RS')).rows.map((row) => row.id)).toEqual([busy.id]);
    expect((await list('workMode=remote')).rows.map((row) => row.id)).toEqual([remote.id]);
    expect((await list('from=2026-04-01&to=2026-04-30')).totalItens).toBe(0);
    expect((await list('from=2026-03-15&to=2026-03-20')).rows.map((row) => row.id)).toEqual([
      busy.id,
    ]);
    const sorted = await list('sort=applications&order=desc');
    expect(sorted.rows.map((row) => [row.id, row.applications])).toEqual([
      [busy.id, 2],
      [remote.id, 0],
    ]);
    expect(sorted.rows[0]?.companyName).toBe(owner.tradeName);
    const byCompany = await api('GET', `/companies/${owner.id}/selective-processes?status=draft`);
    expect(byCompany.json().rows.map((row: { id: string }) => row.id)).toEqual([remote.id]);
    const badRange = await api('GET', '/selective-processes?from=2026-05-01&to=2026-01-01');
    expect(badRange.statusCode).toBe(400);
  });

  it('finds a title or company name typed without accents, in the list and its CSV', async () => {
    const { company: owner } = await company();
    const process = await createProcess(ctx.app, headers, owner.id, { title: 'Seleção de Técnico em Nutrição' });
    const list = await api('GET', `/selective-processes?companyId=${owner.id}&key=selecao`);
    expect(list.json().rows.map((row: { id: string }) => row.id)).toEqual([process.id]);
    expect((await api('GET', `/selective-processes?companyId=${owner.id}&key=NUTRICAO`)).json().totalItens).toBe(1);
    expect((await api('GET', `/selective-processes?companyId=${owner.id}&key=se`)).json().totalItens).toBe(1);
    const csv = await api('GET', `/selective-processes/export.csv?companyId=${owner.id}&key=tecnico`);
    expect(csv.body).toContain('Seleção de Técnico em Nutrição');
  });

  it("finds a process by its company's trade or legal name, once, and nothing for a word nobody has", async () => {
    const { company: owner } = await company();
    await ctx.database.db
      .update(companies)
      .set({ tradeName: 'Laticínios Serrana', legalName: 'Laticínios Serrana do Sul Ltda' })
      .where(eq(companies.id, owner.id));
    const process = await createProcess(ctx.app, headers, owner.id, { title: 'Analista Serrana de Qualidade' });
    const ids = async (key: string) =>
      (await api('GET', `/selective-processes?key=${encodeURIComponent(key)}`)).json<{
        rows: { id: string }[];
        totalItens: number;
      }>();
    expect((await ids('laticinios serrana')).rows.map((row) => row.id)).toEqual([process.id]);
    expect((await ids('serrana do sul')).rows.map((row) => row.id)).toEqual([process.id]);
    // Its title and its company both match: the process is listed and counted once.
    const both = await ids('serrana');
    expect(both.rows.map((row) => row.id)).toEqual([process.id]);
    expect(both.totalItens).toBe(1);
    expect(await ids('palavraquenenhumatem')).toMatchObject({ rows: [], totalItens: 0 });
    // The words of a key are found in any order, each at a word start of the title or of the
    // company's names (issue 70): the role and the company together find the process.
    expect((await ids('qualidade laticinios')).rows.map((row) => row.id)).toEqual([process.id]);
    expect((await ids('sul ltda laticinios')).rows.map((row) => row.id)).toEqual([process.id]);
    expect((await ids('qualidade laticinios palavraquenenhumatem')).totalItens).toBe(0);
    // The title and the company's names are apart: a key of one word never spans two of them.
    expect((await ids('qualidadelaticinios')).totalItens).toBe(0);
    // A name's first letters start a word, whichever of the three it is.
    expect((await ids('la')).rows.map((row) => row.id)).toContain(process.id);
  });

  it("follows its company's new names, and the company it is moved to, through the searched text's index", async () => {
    const { company: owner } = await company();
    const { company: other } = await company();
    const process = await createProcess(ctx.app, headers, owner.id, { title: 'Auxiliar de Expedição' });
    const found = async (key: string) =>
      (await api('GET', `/selective-processes?key=${encodeURIComponent(key)}&limit=100`))
        .json<{ rows: { id: string }[] }>()
        .rows.some((row) => row.id === process.id);
    await ctx.database.db
      .update(companies)
      .set({ tradeName: 'Cerâmica Quixadá', legalName: 'Cerâmica Quixadá Indústria Ltda' })
      .where(eq(companies.id, owner.id));
    expect(await found('ceramica quixada')).toBe(true);
    await ctx.database.db.update(companies).set({ tradeName: null }).where(eq(companies.id, owner.id));
    expect(await found('quixada industria')).toBe(true);
    await ctx.database.db.update(companies).set({ legalName: 'Olaria Jaguaribe Ltda' }).where(eq(companies.id, owner.id));
    expect(await found('quixada')).toBe(false);
    expect(await found('olaria jaguaribe')).toBe(true);
    // Moved to another company, it carries that one's names; a value written by hand is replaced.
    await ctx.database.db
      .update(selectiveProcesses)
      .set({ companyNamesFolded: 'outra coisa', companyId: other.id })
      .where(eq(selectiveProcesses.id, process.id));
    expect(await found('olaria')).toBe(false);
    expect(await found('outra coisa')).toBe(false);
    expect(await found(other.legalName)).toBe(true);
    // The list's condition is the index's expression: were they to drift apart, no plan could use it.
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf(
        tx,
        sql`EXPLAIN (FORMAT JSON) SELECT count(*) FROM ${selectiveProcesses} WHERE ${processFound(termsOf(searchKey('olaria')!))}`,
      );
    });
    expect(JSON.stringify(plan)).toContain('selective_processes_searched_trgm_idx');
  });

  it('exports the filtered list as CSV', async () => {
    const { company: owner } = await company();
    const process = await createProcess(ctx.app, headers, owner.id, { title: 'Contador; sênior' });
    const response = await api('GET', `/selective-processes/export.csv?companyId=${owner.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Título;Empresa;Status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${process.title}"`);
    expect(lines[1]).toContain('Rascunho');
  });
});

describe('PUT /selective-processes/{id}/stages', () => {
  it('renames, reorders, adds and removes empty stages; refuses removing one with candidates', async () => {
    const { company: owner } = await company();
    const process = await createProcess(ctx.app, headers, owner.id);
    await enrolNew(ctx.app, headers, process.id);
    const [inscritos, triagem, testes] = process.stages;
    const saved = await api('PUT', `/selective-processes/${process.id}/stages`, {
      stages: [
        { id: inscritos?.id, name: 'Inscritos' },
        { id: testes?.id, name: 'Prova técnica' },
        { id: triagem?.id, name: 'Triagem' },
        { name: 'Dinâmica' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const stages = saved.json<SelectiveProcess>().stages;
    expect(stages.map((stage) => [stage.name, stage.position, stage.applications])).toEqual([
      ['Inscritos', 0, 1],
      ['Prova técnica', 1, 0],
      ['Triagem', 2, 0],
      ['Dinâmica', 3, 0],
    ]);
    expect(stages[1]?.id).toBe(testes?.id);
    const busy = await api('PUT', `/selective-processes/${process.id}/stages`, {
      stages: stages.slice(1).map(({ id, name }) => ({ id, name })),
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(PROCESS_MESSAGES.stageInUse('Inscritos'));
    const duplicate = await api('PUT', `/selective-processes/${process.id}/stages`, {
      stages: [{ name: 'A' }, { name: 'a' }],
    });
    expect(duplicate.statusCode).toBe(400);
  });
});

describe('DELETE /selective-processes/{id}', () => {
  it('deletes a draft nobody applied to, and refuses any other process', async () => {
    const { company: owner } = await company();
    const empty = await createProcess(ctx.app, headers, owner.id);
    expect((await api('DELETE', `/selective-processes/${empty.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/selective-processes/${empty.id}`)).statusCode).toBe(404);
    const withCandidate = await createProcess(ctx.app, headers, owner.id);
    await enrolNew(ctx.app, headers, withCandidate.id);
    const refused = await api('DELETE', `/selective-processes/${withCandidate.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROCESS_MESSAGES.onlyDraftDeleted);
    const opened = await createProcess(ctx.app, headers, owner.id);
    await openProcess(ctx.app, headers, opened.id);
    expect((await api('DELETE', `/selective-processes/${opened.id}`)).statusCode).toBe(409);
  });
});
