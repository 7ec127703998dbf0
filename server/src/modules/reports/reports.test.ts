import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationPage, HubApplicationPage } from '@hub/contract/applications';
import {
  applicationsOfFigure,
  monthWithin,
  processesOfFigure,
  subscriptionsOfFigure,
  type ApplicationsFigure,
  type ProcessesFigureKind,
  type CommercialReport,
  type ProcessesReport,
  type ReportFilters,
  type StageReport,
  type TimeToHireReport,
} from '@hub/contract/reports';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import {
  applications,
  companies,
  kanbanLog,
  selectiveProcesses,
  subscriptions,
} from '../../db/schema/index';
import { createVoucher } from '../../test/commerce';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';
import { insertScopedAdmin } from '../../test/scoped-admin';
import { keepProcessStages } from '../selective-processes/applications/kept-stages';

let ctx: TestContext;
let headers: { authorization: string };

const get = (url: string, as = headers) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: as });

const DAY = 86_400_000;
/** Every application is enrolled at T0 (a Monday, 09:00 in São Paulo). */
const T0 = Date.parse('2025-03-03T12:00:00.000Z');
const day = (days: number) => new Date(T0 + days * DAY);

/**
 * Two processes with known histories (the dates moved on purpose):
 * - SP (company in SP, starts 2025-03-01): A hired at +10 d, B hired at +30 d, C to Triagem at +2 d
 *   and Entrevista at +6 d, D still in Inscritos.
 * - MG (company in MG, starts 2025-03-03): E hired at +20 d.
 * Hires: 10, 20, 30 days. First hires: SP 12.375 d after its start (São Paulo midnight is 03:00
 * UTC), MG 20.375 d.
 */
let sp: SelectiveProcess;
let mg: SelectiveProcess;
let mgCompanyId: string;

const moveAt = async (application: ApplicationDetail, stageId: string, days: number) => {
  const answer = await ctx.app.inject({
    method: 'PUT',
    url: `/api/applications/${application.id}/stage`,
    headers,
    payload: { stageId },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await ctx.database.db
    .update(kanbanLog)
    .set({ createdAt: day(days) })
    .where(and(eq(kanbanLog.applicationId, application.id), eq(kanbanLog.toStageId, stageId)));
};

/** Reaching the last stage is hiring (decision 027): its moment is the move's. */
const hireAt = async (process: SelectiveProcess, application: ApplicationDetail, days: number) => {
  await moveAt(application, process.stages.at(-1)?.id ?? '', days);
  await ctx.database.db
    .update(applications)
    .set({ statusChangedAt: day(days) })
    .where(eq(applications.id, application.id));
};

const processIn = async (uf: 'SP' | 'MG' | 'RJ', startsAt: string) => {
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  await ctx.database.db.update(companies).set({ uf }).where(eq(companies.id, company.id));
  const process = await createProcess(ctx.app, headers, company.id, {
    uf,
    city: { SP: 'São Paulo', MG: 'Belo Horizonte', RJ: 'Niterói' }[uf],
  });
  await openProcess(ctx.app, headers, process.id);
  await ctx.database.db
    .update(selectiveProcesses)
    .set({ startsAt, createdAt: new Date('2025-02-01T12:00:00Z') })
    .where(eq(selectiveProcesses.id, process.id));
  return { process, companyId: company.id };
};

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  ({ process: sp } = await processIn('SP', '2025-03-01'));
  ({ process: mg, companyId: mgCompanyId } = await processIn('MG', '2025-03-03'));
  const [a, b, c] = [
    await enrolNew(ctx.app, headers, sp.id),
    await enrolNew(ctx.app, headers, sp.id),
    await enrolNew(ctx.app, headers, sp.id),
  ];
  await enrolNew(ctx.app, headers, sp.id);
  const e = await enrolNew(ctx.app, headers, mg.id);
  for (const process of [sp, mg])
    await ctx.database.db
      .update(applications)
      .set({ createdAt: day(0) })
      .where(eq(applications.selectiveProcessId, process.id));
  await hireAt(sp, a, 10);
  await hireAt(sp, b, 30);
  await moveAt(c, sp.stages[1]?.id ?? '', 2);
  await moveAt(c, sp.stages[3]?.id ?? '', 6);
  await hireAt(mg, e, 20);
  // The board kept the stays at the moves' real moments: kept again at the moved ones.
  for (const process of [sp, mg]) await keepProcessStages(ctx.database.db, process.id);
});

const PERIOD = 'from=2025-03-01&to=2025-04-30';
const processes = () => `selectiveProcessId=${sp.id}`;

describe('GET /reports/time-to-hire', () => {
  it('measures from enrolment to hire, overall, by month and to each process’s first hire', async () => {
    const answer = await get(`/reports/time-to-hire?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    // Other files' processes share nothing with 2025: only these five applications are in the period.
    expect(answer.json<TimeToHireReport>()).toEqual({
      hires: { count: 3, medianDays: 20, p75Days: 25 },
      byMonth: [
        { month: '2025-03', count: 2, medianDays: 15, p75Days: 17.5 },
        { month: '2025-04', count: 1, medianDays: 30, p75Days: 30 },
      ],
      toFirstHire: { count: 2, medianDays: 16.4, p75Days: 18.4 },
    });
  });

  it('keeps to the filters: the process’s UF, a company, one process, the period', async () => {
    const inMg = (await get(`/reports/time-to-hire?${PERIOD}&uf=MG`)).json<TimeToHireReport>();
    expect(inMg.hires).toEqual({ count: 1, medianDays: 20, p75Days: 20 });
    const ofCompany = (
      await get(`/reports/time-to-hire?${PERIOD}&companyId=${mgCompanyId}`)
    ).json<TimeToHireReport>();
    expect(ofCompany.hires.count).toBe(1);
    const ofProcess = (
      await get(`/reports/time-to-hire?${PERIOD}&${processes()}`)
    ).json<TimeToHireReport>();
    expect(ofProcess.hires).toEqual({ count: 2, medianDays: 20, p75Days: 25 });
    const march = (
      await get('/reports/time-to-hire?from=2025-03-01&to=2025-03-31')
    ).json<TimeToHireReport>();
    expect(march.hires.count).toBe(2);
    expect(march.byMonth.map((month) => month.month)).toEqual(['2025-03']);
    // B's hire is April's only one, and not SP's first (A's, in March): no first hire in April.
    const april = (
      await get('/reports/time-to-hire?from=2025-04-01&to=2025-04-30')
    ).json<TimeToHireReport>();
    expect(april.hires).toEqual({ count: 1, medianDays: 30, p75Days: 30 });
    expect(april.toFirstHire.count).toBe(0);
    const empty = (
      await get('/reports/time-to-hire?from=2024-01-01&to=2024-02-29')
    ).json<TimeToHireReport>();
    expect(empty).toEqual({
      hires: { count: 0, medianDays: null, p75Days: null },
      byMonth: [
        { month: '2024-01', count: 0, medianDays: null, p75Days: null },
        { month: '2024-02', count: 0, medianDays: null, p75Days: null },
      ],
      toFirstHire: { count: 0, medianDays: null, p75Days: null },
    });
  });

  it('downloads its months as CSV in pt-BR', async () => {
    const answer = await get(`/reports/time-to-hire.csv?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Mês;Contratações;Mediana de dias;75º percentil de dias',
      '03/2025;2;15,0;17,5',
      '04/2025;1;30,0;30,0',
    ]);
  });

  it('downloads its months as an Excel sheet, numbers as numbers', async () => {
    const answer = await get(`/reports/time-to-hire.xlsx?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toMatch(/tempo-ate-a-contratacao-.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(answer.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Tempo até a contratação');
    const rows = (sheet?.getSheetValues() ?? [])
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Mês', 'Contratações', 'Mediana de dias', '75º percentil de dias'],
      ['03/2025', 2, 15, 17.5],
      ['04/2025', 1, 30, 30],
    ]);
    expect(sheet?.getColumn(3).numFmt).toBe('0.0');
  });

  it('refuses a period that ends before it starts, and an id that is not one', async () => {
    const reversed = await get('/reports/time-to-hire?from=2025-04-01&to=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      issues: [
        { path: 'querystring.to', message: 'A data final deve ser igual ou posterior à inicial' },
      ],
    });
    expect((await get('/reports/time-to-hire?companyId=abc')).statusCode).toBe(400);
  });
});

describe('GET /reports/stages', () => {
  it('follows the period’s applications through the stages, with conversion and days in each', async () => {
    const answer = await get(`/reports/stages?${PERIOD}&${processes()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<StageReport>();
    expect(report).toMatchObject({ processes: 1, applications: 4 });
    expect(
      report.stages.map(({ name, reached, current, stays, medianDays, p75Days }) => ({
        name,
        reached,
        current,
        stays,
        medianDays,
        p75Days,
      })),
    ).toEqual([
      // Inscritos: A and B left at 10 and 30 days, C at 2.
      { name: 'Inscritos', reached: 4, current: 1, stays: 3, medianDays: 10, p75Days: 20 },
      { name: 'Triagem', reached: 3, current: 0, stays: 1, medianDays: 4, p75Days: 4 },
      { name: 'Testes', reached: 3, current: 0, stays: 0, medianDays: null, p75Days: null },
      { name: 'Entrevista', reached: 3, current: 1, stays: 0, medianDays: null, p75Days: null },
      { name: 'Finalistas', reached: 2, current: 0, stays: 0, medianDays: null, p75Days: null },
      { name: 'Contratados', reached: 2, current: 2, stays: 0, medianDays: null, p75Days: null },
    ]);
    expect(report.stages.map((stage) => stage.conversion)).toEqual([null, 0.75, 1, 1, 2 / 3, 1]);
    // D has waited in Inscritos and C in Entrevista since 2025: past the default 7 days; the hired are not late.
    expect(report.stages.map((stage) => stage.late)).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('keeps to the applications that reached a chosen stage, those its ‘Alcançaram’ counts', async () => {
    const all = (await get(`/reports/stages?${PERIOD}&${processes()}`)).json<StageReport>();
    const answer = await get(`/reports/stages?${PERIOD}&${processes()}&stage=3`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<StageReport>();
    // A, B (hired) and C (in Entrevista) reached Entrevista; D, waiting in Inscritos, did not.
    expect(report.applications).toBe(all.stages[3]?.reached);
    expect(report.stages.map(({ reached, current, stays, late }) => ({ reached, current, stays, late }))).toEqual([
      { reached: 3, current: 0, stays: 3, late: 0 },
      { reached: 3, current: 0, stays: 1, late: 0 },
      { reached: 3, current: 0, stays: 0, late: 0 },
      { reached: 3, current: 1, stays: 0, late: 1 },
      { reached: 2, current: 0, stays: 0, late: 0 },
      { reached: 2, current: 2, stays: 0, late: 0 },
    ]);
    for (const stage of ['abc', '15', '-1']) {
      const refused = await get(`/reports/stages?${PERIOD}&stage=${stage}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ issues: [{ path: 'querystring.stage', message: 'Etapa inválida' }] });
    }
  });

  it('agrees with the process’s Classificação of the period: in each stage now, and late', async () => {
    const report = (await get(`/reports/stages?${PERIOD}&${processes()}`)).json<StageReport>();
    const period = 'enrolledFrom=2025-03-01&enrolledTo=2025-04-30';
    for (const stage of report.stages)
      for (const sort of ['weightedScore', 'candidateName']) {
        // Now in the hiring stage is hired (decision 027); in the others, active.
        const status = stage === report.stages.at(-1) ? 'hired' : 'active';
        const listed = async (filters: string) => {
          const answer = await get(`/selective-processes/${sp.id}/applications?${period}&sort=${sort}&${filters}`);
          expect(answer.statusCode, answer.body).toBe(200);
          return answer.json<ApplicationPage>().totalItens;
        };
        expect(await listed(`stageId=${stage.stageId}&status=${status}`)).toBe(stage.current);
        expect(await listed(`stageId=${stage.stageId}&late=true`)).toBe(stage.late);
      }
    // Enrolled on 2025-03-03: none of them in 2024.
    const before = await get(`/selective-processes/${sp.id}/applications?enrolledFrom=2024-01-01&enrolledTo=2024-12-31`);
    expect(before.json<ApplicationPage>().totalItens).toBe(0);
    expect((await get(`/selective-processes/${sp.id}/applications?enrolledFrom=2025-13-01`)).statusCode).toBe(400);
  });

  it('counts only the applications enrolled in the period', async () => {
    const before = (
      await get(`/reports/stages?from=2024-01-01&to=2024-12-31&${processes()}`)
    ).json<StageReport>();
    expect(before).toMatchObject({ processes: 0, applications: 0 });
    expect(before.stages.every((stage) => stage.reached === 0)).toBe(true);
  });

  it('downloads the stages as an Excel sheet', async () => {
    const answer = await get(`/reports/stages.xlsx?${PERIOD}&${processes()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(answer.rawPayload).buffer);
    const row = workbook.getWorksheet('Etapas')?.getRow(3).values as unknown[];
    expect(row.slice(1)).toEqual([2, 'Triagem', 3, 75, 0, 1, 4, 4, 0]);
  });

  it('downloads the stages as CSV', async () => {
    const answer = await get(`/reports/stages.csv?${PERIOD}&${processes()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Posição;Etapa;Alcançaram;Conversão (%);Na etapa agora;Passagens concluídas;Mediana de dias na etapa;75º percentil de dias na etapa;Atrasadas agora',
    );
    expect(lines[2]).toBe('2;Triagem;3;75,0;0;1;4,0;4,0;0');
  });
});

const setStatus = async (url: string, status: string) => {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api${url}/status`,
    headers,
    payload: { status, reason: 'Encerrado no teste' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

describe('every figure of applications opens Candidaturas holding what it counts', () => {
  /** The total of the list a figure opens, counted exactly, in both orders. */
  const listedBy = async (filters: ReportFilters, figure: ApplicationsFigure, as = headers) => {
    const query = new URLSearchParams({ ...applicationsOfFigure(filters, figure), exactTotal: 'true' });
    const [newest, oldest] = await Promise.all(
      ['desc', 'asc'].map((order) => get(`/applications?${query}&order=${order}`, as)),
    );
    expect(newest?.statusCode, newest?.body).toBe(200);
    const page = newest?.json<HubApplicationPage>();
    expect(oldest?.json<HubApplicationPage>().totalItens).toBe(page?.totalItens);
    return page?.totalItens;
  };
  const PERIOD_FILTERS = { from: '2025-03-01', to: '2025-04-30' };

  it('each stage’s reached, now in it and late, whole hub, one process, one UF and a chosen stage', async () => {
    for (const filters of [
      PERIOD_FILTERS,
      { ...PERIOD_FILTERS, selectiveProcessId: sp.id },
      { ...PERIOD_FILTERS, uf: 'MG' as const },
      { ...PERIOD_FILTERS, stage: 3 },
      { ...PERIOD_FILTERS, selectiveProcessId: sp.id, stage: 1 },
    ]) {
      const query = new URLSearchParams(
        Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const report = (await get(`/reports/stages?${query}`)).json<StageReport>();
      expect(report.applications).toBeGreaterThan(0);
      for (const stage of report.stages) {
        const { position } = stage;
        expect(await listedBy(filters, { reached: position }), `reached ${position}`).toBe(stage.reached);
        expect(await listedBy(filters, { current: position }), `current ${position}`).toBe(stage.current);
        expect(await listedBy(filters, { late: position }), `late ${position}`).toBe(stage.late);
      }
    }
  });

  it('the period’s hires and each month’s', async () => {
    for (const filters of [PERIOD_FILTERS, { ...PERIOD_FILTERS, companyId: mgCompanyId }]) {
      const query = new URLSearchParams(filters);
      const report = (await get(`/reports/time-to-hire?${query}`)).json<TimeToHireReport>();
      expect(await listedBy(filters, { hired: filters })).toBe(report.hires.count);
      for (const month of report.byMonth)
        expect(await listedBy(filters, { hired: monthWithin(month.month, filters) })).toBe(month.count);
    }
  });

  it('shows each application with its process, company, stage and hire, and its CSV', async () => {
    const query = new URLSearchParams({ ...applicationsOfFigure(PERIOD_FILTERS, { hired: PERIOD_FILTERS }) });
    const page = (await get(`/applications?${query}`)).json<HubApplicationPage>();
    // Enrolled at the same moment: in the order of their hires here.
    page.rows.sort((a, b) => (a.hiredAt ?? '').localeCompare(b.hiredAt ?? ''));
    expect(page.rows.map((row) => [row.processTitle, row.stageName, row.status, row.hiredAt])).toEqual([
      [sp.title, sp.stages.at(-1)?.name, 'hired', day(10).toISOString()],
      [mg.title, mg.stages.at(-1)?.name, 'hired', day(20).toISOString()],
      [sp.title, sp.stages.at(-1)?.name, 'hired', day(30).toISOString()],
    ]);
    expect(page.rows[1]).toMatchObject({ uf: 'MG', companyId: mgCompanyId, stagePosition: mg.stages.length - 1 });
    // Found by the professional's name, its words in any order.
    const name = page.rows[0]?.candidateName ?? '';
    const backwards = name.split(' ').reverse().join(' ');
    const found = (await get(`/applications?key=${encodeURIComponent(backwards)}`)).json<HubApplicationPage>();
    expect(found.rows.map((row) => row.id)).toContain(page.rows[0]?.id);
    const csv = await get(`/applications/export.csv?${query}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Profissional;Processo seletivo;Empresa;UF;Etapa;Status;Inscrição;Contratação');
    expect(lines).toHaveLength(4);
    expect(lines.filter((line) => line.includes(`;${mg.title};`))).toEqual([expect.stringContaining(';MG;Contratados;Contratada;')]);
  });

  it('refuses what is no filter, in Portuguese, and keeps a regional administrator to their UFs', async () => {
    for (const [query, path, message] of [
      ['stage=15', 'querystring.stage', 'Etapa inválida'],
      ['reached=x', 'querystring.reached', 'Etapa inválida'],
      ['status=hidden', 'querystring.status', 'Status inválido'],
      ['hiredFrom=2025-05-01&hiredTo=2025-04-01', 'querystring.hiredTo', 'A data final deve ser igual ou posterior à inicial'],
      ['enrolledFrom=2025-13-01', 'querystring.enrolledFrom', 'Data inválida'],
      ['openedFrom=2025-05-01&openedTo=2025-04-01', 'querystring.openedTo', 'A data final deve ser igual ou posterior à inicial'],
    ]) {
      const refused = await get(`/applications?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ issues: [{ path, message }] });
    }
    const regional = await insertScopedAdmin(ctx, {
      email: 'candidaturas-sp@test.local',
      permissions: ['relatorios.ver', 'processos.ver'],
      ufs: ['SP'],
    });
    const report = (
      await get(`/reports/time-to-hire?from=2025-03-01&to=2025-04-30`, regional.headers)
    ).json<TimeToHireReport>();
    expect(await listedBy(PERIOD_FILTERS, { hired: PERIOD_FILTERS }, regional.headers)).toBe(report.hires.count);
    expect(report.hires.count).toBe(2);
    expect((await get(`/applications?selectiveProcessId=${mg.id}`, regional.headers)).statusCode).toBe(404);
    expect((await get('/applications/export.csv', regional.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401);
  });
});

describe('GET /reports/processes', () => {
  it('counts processes opened, finished with and without a hire, and cancelled, by month and UF', async () => {
    const { process: rj } = await processIn('RJ', '2025-04-01');
    const hired = await enrolNew(ctx.app, headers, rj.id);
    await moveAt(hired, rj.stages.at(-1)?.id ?? '', 35);
    await setStatus(`/selective-processes/${rj.id}`, 'in_progress');
    await setStatus(`/selective-processes/${rj.id}`, 'closed');
    await ctx.database.db
      .update(selectiveProcesses)
      .set({ statusChangedAt: new Date('2025-04-10T15:00:00Z') })
      .where(eq(selectiveProcesses.id, rj.id));
    const answer = await get(`/reports/processes?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<ProcessesReport>();
    const none = { opened: 0, closed: 0, closedWithHires: 0, cancelled: 0, applications: 0 };
    expect(report.totals).toEqual({
      ...none,
      opened: 3,
      closed: 1,
      closedWithHires: 1,
      applications: 6,
    });
    expect(report.byMonth).toEqual([
      { month: '2025-03', ...none, opened: 2, applications: 5 },
      { month: '2025-04', ...none, opened: 1, closed: 1, closedWithHires: 1, applications: 1 },
    ]);
    expect(report.byUf).toEqual([
      { uf: 'MG', ...none, opened: 1, applications: 1 },
      { uf: 'RJ', ...none, opened: 1, closed: 1, closedWithHires: 1, applications: 1 },
      { uf: 'SP', ...none, opened: 1, applications: 4 },
    ]);
    const csv = await get(`/reports/processes.csv?${PERIOD}`);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'Mês;Abertos;Finalizados;Finalizados com contratação;Finalizados sem contratação;Cancelados;Candidaturas dos abertos',
      '03/2025;2;0;0;0;0;5',
      '04/2025;1;1;1;0;0;1',
    ]);
    // A figure is a link to the processes list showing the processes it counts.
    const listed = async (query: string) => (await get(`/selective-processes?${PERIOD}&${query}`)).json<{ totalItens: number; rows: { id: string }[] }>();
    expect((await listed('period=opened')).totalItens).toBe(report.totals.opened);
    expect((await listed('period=opened&uf=SP')).totalItens).toBe(report.byUf.find((row) => row.uf === 'SP')?.opened);
    const ended = await listed('period=ended&status=closed');
    expect(ended.rows.map((row) => row.id)).toEqual([rj.id]);
    expect((await listed('period=ended&status=cancelled')).totalItens).toBe(report.totals.cancelled);
    expect((await get(`/selective-processes?${PERIOD}&period=aberto`)).statusCode).toBe(400);
  });

  it('opens from each figure, of the period, a month or a UF, the list of what it counts', async () => {
    // Besides: finished without a hire in MG in April, cancelled in RJ in March.
    const { process: unhired } = await processIn('MG', '2025-03-20');
    await enrolNew(ctx.app, headers, unhired.id);
    await setStatus(`/selective-processes/${unhired.id}`, 'in_progress');
    await setStatus(`/selective-processes/${unhired.id}`, 'closed');
    const { process: cancelled } = await processIn('RJ', '2025-03-10');
    await setStatus(`/selective-processes/${cancelled.id}`, 'cancelled');
    for (const [id, at] of [
      [unhired.id, '2025-04-20T15:00:00Z'],
      [cancelled.id, '2025-03-25T15:00:00Z'],
    ] as const)
      await ctx.database.db
        .update(selectiveProcesses)
        .set({ statusChangedAt: new Date(at) })
        .where(eq(selectiveProcesses.id, id));
    const filters = { from: '2025-03-01', to: '2025-04-30' };
    const report = (await get(`/reports/processes?${PERIOD}`)).json<ProcessesReport>();
    expect(report.totals).toMatchObject({ closed: 2, closedWithHires: 1, cancelled: 1 });
    const total = async (path: string, query: Record<string, string> | null) => {
      expect(query).not.toBeNull();
      const answer = await get(`${path}?${new URLSearchParams({ ...query, exactTotal: 'true' })}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ totalItens: number }>().totalItens;
    };
    const rows = [
      { place: {}, counts: report.totals },
      ...report.byMonth.map((counts) => ({ place: { month: counts.month }, counts })),
      ...report.byUf.map((counts) => ({ place: { uf: counts.uf }, counts })),
    ];
    for (const { place, counts } of rows) {
      const figures: [ProcessesFigureKind, number][] = [
        ['opened', counts.opened],
        ['closed', counts.closed],
        ['closedWithHires', counts.closedWithHires],
        ['closedWithoutHires', counts.closed - counts.closedWithHires],
        ['cancelled', counts.cancelled],
      ];
      for (const [kind, count] of figures)
        expect(await total('/selective-processes', processesOfFigure(filters, { kind, ...place })), `${kind} ${JSON.stringify(place)}`).toBe(count);
      const days = 'month' in place ? monthWithin(place.month, filters) : filters;
      const opened = applicationsOfFigure(filters, { opened: days, ...('uf' in place && { uf: place.uf }) });
      expect(await total('/applications', opened), `applications ${JSON.stringify(place)}`).toBe(counts.applications);
    }
    const refused = await get('/selective-processes?hires=sim');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ path: 'querystring.hires', message: 'Use true ou false' }] });
    // One process chosen: the processes list cannot keep to it, so the figures are plain.
    expect(processesOfFigure({ ...filters, selectiveProcessId: sp.id }, { kind: 'opened' })).toBeNull();
  });
});

describe('GET /reports/commercial', () => {
  it('counts a company’s subscriptions by plan and status, made and cancelled by month, and their revenue', async () => {
    const [subscription] = await ctx.database.db
      .update(subscriptions)
      .set({ createdAt: new Date('2025-03-02T12:00:00Z') })
      .where(eq(subscriptions.companyId, mgCompanyId))
      .returning();
    if (!subscription) throw new Error('the MG company has no subscription');
    await setStatus(`/subscriptions/${subscription.id}`, 'cancelled');
    await ctx.database.db
      .update(subscriptions)
      .set({ statusChangedAt: new Date('2025-04-10T15:00:00Z') })
      .where(eq(subscriptions.id, subscription.id));
    const answer = await get(`/reports/commercial?${PERIOD}&companyId=${mgCompanyId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<CommercialReport>();
    const revenueCents = subscription.priceCents - subscription.discountCents;
    expect(report.byPlan).toEqual([{ planId: subscription.planId, plan: expect.any(String), status: 'cancelled', count: 1 }]);
    // The figure's link asks the subscriptions' list for the same rows: it finds as many.
    const listed = await get(`/subscriptions?status=cancelled&planId=${subscription.planId}&companyId=${mgCompanyId}`);
    expect(listed.json<{ totalItens: number }>().totalItens).toBe(1);
    expect(report.byMonth).toEqual([
      { month: '2025-03', created: 1, withVoucher: 0, cancelled: 0, revenueCents },
      { month: '2025-04', created: 0, withVoucher: 0, cancelled: 1, revenueCents: 0 },
    ]);
    expect(report.totals).toEqual({ created: 1, withVoucher: 0, cancelled: 1, revenueCents });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Uint8Array.from(
        (await get(`/reports/commercial.xlsx?${PERIOD}&companyId=${mgCompanyId}`)).rawPayload,
      ).buffer,
    );
    const march = workbook.getWorksheet('Comercial')?.getRow(2).values as unknown[];
    expect(march.slice(1)).toEqual(['03/2025', 1, 0, 0, revenueCents / 100]);
  });

  it('opens from each figure, of the period or a month, the subscriptions list of what it counts', async () => {
    // The SP company's: made with a voucher at 23:30 of 31 March in São Paulo, April in UTC.
    const voucher = await createVoucher(ctx.app, headers);
    await ctx.database.db
      .update(subscriptions)
      .set({ createdAt: new Date('2025-04-01T02:30:00Z'), voucherId: voucher.id })
      .where(eq(subscriptions.companyId, sp.companyId));
    const total = async (query: Record<string, string>) => {
      const answer = await get(`/subscriptions?${new URLSearchParams({ ...query, exactTotal: 'true' })}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ totalItens: number }>().totalItens;
    };
    const PERIOD_FILTERS = { from: '2025-03-01', to: '2025-04-30' };
    for (const filters of [PERIOD_FILTERS, { ...PERIOD_FILTERS, uf: 'SP' as const }, { ...PERIOD_FILTERS, companyId: mgCompanyId }]) {
      const report = (await get(`/reports/commercial?${new URLSearchParams(filters)}`)).json<CommercialReport>();
      const figures = [
        { days: filters, counts: report.totals },
        ...report.byMonth.map((counts) => ({ days: monthWithin(counts.month, filters), counts })),
      ];
      for (const { days, counts } of figures) {
        expect(await total(subscriptionsOfFigure(filters, { created: days })), `created ${JSON.stringify(days)}`).toBe(counts.created);
        expect(await total(subscriptionsOfFigure(filters, { withVoucher: days }))).toBe(counts.withVoucher);
        expect(await total(subscriptionsOfFigure(filters, { cancelled: days }))).toBe(counts.cancelled);
      }
      for (const row of report.byPlan)
        expect(await total(subscriptionsOfFigure(filters, { plan: { planId: row.planId, status: row.status } }))).toBe(row.count);
    }
    const inSp = (await get(`/reports/commercial?${PERIOD}&uf=SP`)).json<CommercialReport>();
    expect(inSp.byMonth[0]).toMatchObject({ month: '2025-03', created: 1, withVoucher: 1 });
    const refused = await get('/subscriptions?createdFrom=2025-05-01&createdTo=2025-04-01');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ path: 'querystring.createdTo', message: 'A data final deve ser igual ou posterior à inicial' }] });
    expect((await get('/subscriptions?voucher=sim')).statusCode).toBe(400);
  });

  it('adds up a revenue past 2^31 cents (21 million reais), as a council of many companies has', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const { company: other } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    await ctx.database.db
      .update(subscriptions)
      .set({ priceCents: 2_000_000_000, discountCents: 0, status: 'active', createdAt: new Date('2025-03-05T12:00:00Z') })
      .where(inArray(subscriptions.companyId, [company.id, other.id]));
    const answer = await get(`/reports/commercial?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CommercialReport>().totals.revenueCents).toBeGreaterThanOrEqual(4_000_000_000);
  });

  it('is refused to a profile that does not see subscriptions', async () => {
    const desk = await insertScopedAdmin(ctx, {
      email: 'relatorios-sem-assinaturas@test.local',
      permissions: ['relatorios.ver'],
      ufs: null,
    });
    expect((await get(`/reports/commercial?${PERIOD}`, desk.headers)).statusCode).toBe(403);
    expect((await get(`/reports/processes?${PERIOD}`, desk.headers)).statusCode).toBe(200);
  });
});

describe('a regional administrator’s reports', () => {
  it('cover only the processes of their UFs, and refuse a company outside them as unknown', async () => {
    const regional = await insertScopedAdmin(ctx, {
      email: 'relatorios-sp@test.local',
      permissions: ['relatorios.ver', 'relatorios.exportar'],
      ufs: ['SP'],
    });
    const report = (
      await get(`/reports/time-to-hire?${PERIOD}`, regional.headers)
    ).json<TimeToHireReport>();
    expect(report.hires).toEqual({ count: 2, medianDays: 20, p75Days: 25 });
    expect(report.toFirstHire.count).toBe(1);
    const outside = await get(`/reports/time-to-hire?companyId=${mgCompanyId}`, regional.headers);
    expect(outside.statusCode).toBe(404);
    expect((await get(`/reports/stages?selectiveProcessId=${mg.id}`, regional.headers)).statusCode).toBe(404);
    expect((await get(`/reports/stages?selectiveProcessId=${sp.id}`, regional.headers)).statusCode).toBe(200);
  });

  it('link to a processes list that keeps to their UFs, by period and by a key of two words', async () => {
    const regional = await insertScopedAdmin(ctx, {
      email: 'relatorios-lista-sp@test.local',
      permissions: ['relatorios.ver', 'processos.ver'],
      ufs: ['SP'],
    });
    const listed = async (query: string) => {
      const answer = await get(`/selective-processes?${PERIOD}&${query}`, regional.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ totalItens: number; rows: { id: string }[] }>();
    };
    const report = (await get(`/reports/processes?${PERIOD}`, regional.headers)).json<ProcessesReport>();
    const opened = await listed('period=opened');
    expect(opened.rows.map((row) => row.id)).toEqual([sp.id]);
    expect(opened.totalItens).toBe(report.totals.opened);
    // The title's words in the other order: found in their UF, never in another's.
    const backwards = (title: string) => title.split(' ').reverse().join(' ');
    expect((await listed(`key=${encodeURIComponent(backwards(sp.title))}`)).rows.map((row) => row.id)).toEqual([sp.id]);
    expect((await listed(`key=${encodeURIComponent(backwards(mg.title))}&period=opened`)).totalItens).toBe(0);
  });

  it('are refused to a profile without the reports', async () => {
    const other = await insertScopedAdmin(ctx, {
      email: 'sem-relatorios@test.local',
      permissions: ['processos.ver'],
      ufs: null,
    });
    const refused = await get(`/reports/stages?${PERIOD}`, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Seu perfil não permite ver os relatórios' });
  });
});
