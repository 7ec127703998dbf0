import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@hub/contract/applications';
import type { FunnelOverview, ProcessFunnel } from '@hub/contract/funnel';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { applications, kanbanLog } from '../../../db/schema/index';
import { loginAs, setupApp, type TestContext } from '../../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../../test/processes';
import { keepProcessStages } from './kept-stages';

let ctx: TestContext;
let headers: { authorization: string };

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const expectStatus = async (
  response: Promise<{ statusCode: number; body: string }>,
  status: number,
) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
};

const T0 = Date.parse('2025-03-03T12:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000);

/**
 * Six professionals in the default stages (Inscritos 0, Triagem 1, Testes 2, Entrevista 3,
 * Finalistas 4, Contratados 5), all enrolled at T0:
 * - A: Triagem at +24 h, Entrevista at +34 h, hired at +72 h (which moves it to Contratados)
 * - B: straight to Testes at +48 h
 * - C: Triagem at +12 h
 * - D: Triagem at +1 h, undone at +2 h (back in Inscritos)
 * - E: rejected in Inscritos; F: withdrew in Inscritos
 */
let known: { process: SelectiveProcess; companyId: string };

const setMoveTime = (applicationId: string, toStageId: string, hours: number) =>
  ctx.database.db
    .update(kanbanLog)
    .set({ createdAt: at(hours) })
    .where(
      and(
        eq(kanbanLog.applicationId, applicationId),
        eq(kanbanLog.toStageId, toStageId),
        eq(kanbanLog.action, 'move'),
      ),
    );

beforeAll(async () => {
  ctx = await setupApp({ DASHBOARD_TTL_SECONDS: '0' });
  ({ headers } = await loginAs(ctx.app));
  const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
  const process = await createProcess(ctx.app, headers, company.id);
  await openProcess(ctx.app, headers, process.id);
  const [, s1, s2, s3] = process.stages.map((one) => one.id) as [string, string, string, string];
  const enrolled: ApplicationDetail[] = [];
  for (let index = 0; index < 6; index += 1)
    enrolled.push(await enrolNew(ctx.app, headers, process.id));
  const [a, b, c, d, e, f] = enrolled as [
    ApplicationDetail,
    ApplicationDetail,
    ApplicationDetail,
    ApplicationDetail,
    ApplicationDetail,
    ApplicationDetail,
  ];
  const move = (id: string, stageId: string) =>
    expectStatus(api('PUT', `/applications/${id}/stage`, { stageId }), 200);
  await move(d.id, s1);
  await expectStatus(api('POST', `/selective-processes/${process.id}/undo`), 200);
  await move(a.id, s1);
  await move(a.id, s3);
  await move(b.id, s2);
  await move(c.id, s1);
  const close = (id: string, status: string) =>
    expectStatus(
      api('POST', `/applications/${id}/status`, { status, reason: 'Motivo do teste' }),
      200,
    );
  await close(a.id, 'hired');
  await close(e.id, 'rejected');
  await close(f.id, 'withdrawn');

  await ctx.database.db
    .update(applications)
    .set({ createdAt: at(0) })
    .where(eq(applications.selectiveProcessId, process.id));
  await ctx.database.db
    .update(applications)
    .set({ statusChangedAt: at(72) })
    .where(eq(applications.id, a.id));
  await setMoveTime(a.id, s1, 24);
  await setMoveTime(a.id, s3, 34);
  await setMoveTime(a.id, process.stages[5]?.id ?? '', 72);
  await setMoveTime(b.id, s2, 48);
  await setMoveTime(c.id, s1, 12);
  await setMoveTime(d.id, s1, 1);
  await ctx.database.db
    .update(kanbanLog)
    .set({ createdAt: at(2) })
    .where(and(eq(kanbanLog.applicationId, d.id), eq(kanbanLog.action, 'undo')));
  // The board kept the stays at the moves' real moments: kept again at the moved ones.
  await keepProcessStages(ctx.database.db, process.id);
  known = { process, companyId: company.id };
});

const STAGES = ['Inscritos', 'Triagem', 'Testes', 'Entrevista', 'Finalistas', 'Contratados'];

const expectedStages = () =>
  [
    { reached: 6, current: 1, conversion: null, medianHoursInStage: 24 },
    { reached: 3, current: 1, conversion: 0.5, medianHoursInStage: 10 },
    { reached: 2, current: 1, conversion: 2 / 3, medianHoursInStage: null },
    { reached: 1, current: 0, conversion: 0.5, medianHoursInStage: 38 },
    { reached: 1, current: 0, conversion: 1, medianHoursInStage: null },
    { reached: 1, current: 1, conversion: 1, medianHoursInStage: null },
  ].map((figures, position) => ({ name: STAGES[position], position, ...figures }));

describe('GET /selective-processes/{id}/funnel', () => {
  it('counts how far the applications got, how long they stayed and how they ended', async () => {
    const response = await api('GET', `/selective-processes/${known.process.id}/funnel`);
    expect(response.statusCode).toBe(200);
    const funnel = response.json<ProcessFunnel>();
    expect(funnel.stages).toEqual(
      expectedStages().map((stage, position) => ({
        ...stage,
        stageId: known.process.stages[position]?.id,
      })),
    );
    expect(funnel).toMatchObject({
      total: 6,
      hired: 1,
      rejected: 1,
      withdrawn: 1,
      medianDaysToHire: 3,
    });
  });

  it('takes the median of several stays and hires', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const target = process.stages[1]?.id ?? '';
    const stays = [5, 1, 3, 10];
    for (const hours of stays) {
      const application = await enrolNew(ctx.app, headers, process.id);
      await expectStatus(
        api('PUT', `/applications/${application.id}/stage`, { stageId: target }),
        200,
      );
      await expectStatus(
        api('POST', `/applications/${application.id}/status`, {
          status: 'hired',
          reason: 'Aprovado',
        }),
        200,
      );
      await ctx.database.db
        .update(applications)
        .set({ createdAt: at(0), statusChangedAt: at(hours * 24) })
        .where(eq(applications.id, application.id));
      await setMoveTime(application.id, target, hours);
      await setMoveTime(application.id, process.stages[5]?.id ?? '', hours * 24);
    }
    await keepProcessStages(ctx.database.db, process.id);
    const funnel = (
      await api('GET', `/selective-processes/${process.id}/funnel`)
    ).json<ProcessFunnel>();
    expect(funnel.stages[0]).toMatchObject({ reached: 4, current: 0, medianHoursInStage: 4 });
    expect(funnel.stages[1]).toMatchObject({
      reached: 4,
      current: 0,
      conversion: 1,
      medianHoursInStage: 92,
    });
    expect(funnel.stages[5]).toMatchObject({ reached: 4, current: 4 });
    expect(funnel).toMatchObject({ total: 4, hired: 4, medianDaysToHire: 4 });
  });

  it('shows every stage at zero for a process without applications', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    const funnel = (
      await api('GET', `/selective-processes/${process.id}/funnel`)
    ).json<ProcessFunnel>();
    expect(funnel.stages.map((stage) => [stage.name, stage.reached, stage.conversion])).toEqual(
      STAGES.map((name) => [name, 0, null]),
    );
    expect(funnel).toMatchObject({ total: 0, hired: 0, medianDaysToHire: null });
  });

  it('answers 404 for an unknown process, 400 for a bad id and 401 without a session', async () => {
    expect(
      (await api('GET', `/selective-processes/${crypto.randomUUID()}/funnel`)).statusCode,
    ).toBe(404);
    expect((await api('GET', '/selective-processes/nope/funnel')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/selective-processes/${known.process.id}/funnel`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await api('GET', `/selective-processes/${crypto.randomUUID()}/funnel.csv`)).statusCode,
    ).toBe(404);
  });
});

const CSV_HEADER =
  'Posição;Etapa;Alcançaram;Na etapa agora;Conversão (%);Mediana de horas na etapa';
const CSV_LINES = [
  '1;Inscritos;6;1;;24,0',
  '2;Triagem;3;1;50,0;10,0',
  '3;Testes;2;1;66,7;',
  '4;Entrevista;1;0;50,0;38,0',
  '5;Finalistas;1;0;100,0;',
  '6;Contratados;1;1;100,0;',
];

describe('GET /selective-processes/{id}/funnel.csv', () => {
  it('exports the stages with pt-BR numbers', async () => {
    const response = await api('GET', `/selective-processes/${known.process.id}/funnel.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /funil-do-processo-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(response.body).toBe(`\uFEFF${[CSV_HEADER, ...CSV_LINES].join('\r\n')}\r\n`);
  });
});

describe('GET /dashboard/funnel', () => {
  it('adds up the chosen processes by stage position', async () => {
    const response = await api('GET', `/dashboard/funnel?companyId=${known.companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<FunnelOverview>()).toEqual({
      stages: expectedStages(),
      processes: 1,
      total: 6,
      hired: 1,
      rejected: 1,
      withdrawn: 1,
      medianDaysToHire: 3,
      computedAt: expect.any(String),
    });
  });

  it('adds up every process, and none created after the range', async () => {
    const all = (await api('GET', '/dashboard/funnel')).json<FunnelOverview>();
    expect(all.processes).toBe(3);
    expect(all.total).toBe(10);
    expect(all.stages[0]).toMatchObject({ name: 'Inscritos', reached: 10 });
    expect(all.stages[1]).toMatchObject({ name: 'Triagem', reached: 7, conversion: 0.7 });
    const none = (
      await api('GET', '/dashboard/funnel?createdFrom=2999-01-01')
    ).json<FunnelOverview>();
    expect(none).toEqual({
      stages: [],
      processes: 0,
      total: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
      medianDaysToHire: null,
      computedAt: expect.any(String),
    });
  });

  it('refuses a bad filter and exports the same table', async () => {
    expect((await api('GET', '/dashboard/funnel?createdFrom=ontem')).statusCode).toBe(400);
    const csv = await api('GET', `/dashboard/funnel.csv?companyId=${known.companyId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(`\uFEFF${[CSV_HEADER, ...CSV_LINES].join('\r\n')}\r\n`);
  });
});

describe('GET /dashboard/funnel within the TTL', () => {
  it('answers the figures counted last, per filter, until the TTL has passed', async () => {
    const cached = await setupApp({ DASHBOARD_TTL_SECONDS: '3600' });
    const admin = (await loginAs(cached.app)).headers;
    const overview = async (query = '') => {
      const response = await cached.app.inject({
        method: 'GET',
        url: `/api/dashboard/funnel${query}`,
        headers: admin,
      });
      return response.json<FunnelOverview>();
    };
    const first = await overview();
    expect(first.total).toBe(0);
    const { company } = await subscribedCompany(cached.app, cached.database.db, admin);
    const process = await createProcess(cached.app, admin, company.id);
    await openProcess(cached.app, admin, process.id);
    await enrolNew(cached.app, admin, process.id);
    expect(await overview()).toEqual(first);
    expect((await overview(`?companyId=${company.id}`)).total).toBe(1);
  });
});

describe('one truth about who was hired', () => {
  it('reaching Contratados is hiring: the board, the funnel, the ranking filter and the record agree, and the undo takes it back', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, process.id);
    const hiring = process.stages[5]?.id ?? '';
    const enrolled = [
      await enrolNew(ctx.app, headers, process.id),
      await enrolNew(ctx.app, headers, process.id),
      await enrolNew(ctx.app, headers, process.id),
    ];
    for (const application of enrolled)
      await expectStatus(
        api('PUT', `/applications/${application.id}/stage`, { stageId: hiring }),
        200,
      );
    const figures = async () => {
      const board = (await api('GET', `/selective-processes/${process.id}/board`)).json<{
        stages: { id: string; total: number }[];
      }>();
      const funnel = (
        await api('GET', `/selective-processes/${process.id}/funnel`)
      ).json<ProcessFunnel>();
      const ranked = (
        await api('GET', `/selective-processes/${process.id}/applications?status=hired`)
      ).json<{ totalItens: number }>();
      const overview = (
        await api('GET', `/dashboard/funnel?companyId=${company.id}`)
      ).json<FunnelOverview>();
      return {
        board: board.stages.find((stage) => stage.id === hiring)?.total,
        summary: funnel.hired,
        table: funnel.stages[5]?.current,
        ranking: ranked.totalItens,
        dashboard: overview.hired,
      };
    };
    expect(await figures()).toEqual({ board: 3, summary: 3, table: 3, ranking: 3, dashboard: 3 });
    const first = enrolled[0]?.id ?? '';
    const record = (await api('GET', `/applications/${first}`)).json<ApplicationDetail>();
    expect(record).toMatchObject({ status: 'hired', statusReason: 'Chegou à etapa Contratados' });

    // The undo puts the last one back where it was, active again.
    await expectStatus(api('POST', `/selective-processes/${process.id}/undo`), 200);
    expect(await figures()).toEqual({ board: 2, summary: 2, table: 2, ranking: 2, dashboard: 2 });
    const last = (
      await api('GET', `/applications/${enrolled[2]?.id ?? ''}`)
    ).json<ApplicationDetail>();
    expect(last).toMatchObject({ status: 'active', stageId: process.stages[0]?.id });
  });
});
