import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREREQUISITE_MESSAGES, type ProcessReadiness } from '@hub/contract/selective-processes';
import { companies } from '../../db/schema/index';
import { insertCompany } from '../../test/commerce';
import { createCandidate } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createProcess, enrolNew, openProcess, subscribedCompany } from '../../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const readiness = async (processId: string): Promise<ProcessReadiness> => {
  const response = await api('GET', `/selective-processes/${processId}/readiness`);
  expect(response.statusCode).toBe(200);
  return response.json<ProcessReadiness>();
};

const checklist = (answer: ProcessReadiness) =>
  Object.fromEntries(answer.checks.map((check) => [check.key, check.met]));

const openIt = (processId: string) =>
  api('POST', `/selective-processes/${processId}/status`, { status: 'open' });

const enrolSomeone = async (processId: string) =>
  api('POST', `/selective-processes/${processId}/applications`, {
    candidateId: (await createCandidate(ctx.app, headers)).id,
  });

/** The refusal as the API answers it: 409 with the missing prerequisite's code and message. */
const refusalOf = (response: Awaited<ReturnType<typeof api>>) => {
  expect(response.statusCode).toBe(409);
  const { code, message } = response.json<{ code: string; message: string }>();
  return { code, message };
};

describe('GET /selective-processes/{id}/readiness', () => {
  it('lists what a draft has and what it lacks, and what each action would answer', async () => {
    const company = await insertCompany(ctx.database.db);
    const process = await createProcess(ctx.app, headers, company.id, { useValuesTest: true });
    const bare = await readiness(process.id);
    expect(bare).toMatchObject({
      processId: process.id,
      companyId: company.id,
      subscriptionId: null,
      refusals: {
        open: { code: 'activeSubscription', message: PREREQUISITE_MESSAGES.activeSubscription },
        enrol: { code: 'activeSubscription', message: PREREQUISITE_MESSAGES.activeSubscription },
        valuesTest: { code: 'valuesProfile', message: PREREQUISITE_MESSAGES.valuesProfile },
      },
    });
    // Without an active subscription the plan's limits are not known: they are not listed.
    expect(checklist(bare)).toEqual({
      companyActive: true,
      activeSubscription: false,
      valuesProfile: false,
    });
    expect(bare.checks.find((check) => check.key === 'activeSubscription')).toMatchObject({
      label: 'Assinatura ativa',
      detail: 'A empresa não tem assinatura',
      message: PREREQUISITE_MESSAGES.activeSubscription,
      gates: ['open', 'enrol'],
    });
    expect(bare.checks.find((check) => check.key === 'companyActive')?.message).toBeNull();
  });

  it('names the plan and its use once subscribed, and the subscription waiting for activation', async () => {
    const { company, plan } = await subscribedCompany(ctx.app, ctx.database.db, headers, {
      maxOpenProcesses: 3,
      maxApplicationsPerProcess: null,
    });
    const process = await createProcess(ctx.app, headers, company.id);
    const ready = await readiness(process.id);
    expect(checklist(ready)).toEqual({
      companyActive: true,
      activeSubscription: true,
      openProcessLimit: true,
      applicationLimit: true,
    });
    expect(ready.refusals).toEqual({ open: null, enrol: null, valuesTest: null });
    expect(ready.subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ready.checks.map((check) => check.detail)).toEqual([
      'Status da empresa: Ativa',
      `Plano ${plan.name}`,
      `Plano ${plan.name}: 0 de 3 processos abertos na empresa`,
      `Plano ${plan.name}: 0 inscrições neste processo, sem limite`,
    ]);
    // Once open, the process holds its place: the open-process limit is no longer its concern.
    await openProcess(ctx.app, headers, process.id);
    expect(checklist(await readiness(process.id))).not.toHaveProperty('openProcessLimit');

    const waiting = await insertCompany(ctx.database.db);
    const pending = await api('POST', '/subscriptions', {
      companyId: waiting.id,
      planId: plan.id,
      paymentMethod: 'pix',
    });
    const draft = await createProcess(ctx.app, headers, waiting.id);
    const answer = await readiness(draft.id);
    expect(answer.subscriptionId).toBe(pending.json<{ id: string }>().id);
    expect(answer.checks[1]?.detail).toBe('A assinatura da empresa aguarda ativação');
  });

  it('has no checklist for a process that is over, and answers 404 for an unknown one', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id);
    await api('POST', `/selective-processes/${process.id}/status`, {
      status: 'cancelled',
      reason: 'Vaga congelada',
    });
    expect(await readiness(process.id)).toMatchObject({
      checks: [],
      refusals: { open: null, enrol: null, valuesTest: null },
    });
    const unknown = await api(
      'GET',
      '/selective-processes/00000000-0000-4000-8000-000000000000/readiness',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a missing prerequisite', () => {
  it('is refused alike by opening and enrolling when the company has no active subscription', async () => {
    const company = await insertCompany(ctx.database.db);
    const process = await createProcess(ctx.app, headers, company.id);
    const expected = {
      code: 'activeSubscription',
      message: PREREQUISITE_MESSAGES.activeSubscription,
    };
    expect(refusalOf(await openIt(process.id))).toEqual(expected);
    expect(refusalOf(await enrolSomeone(process.id))).toEqual(expected);
    const { refusals } = await readiness(process.id);
    expect([refusals.open, refusals.enrol]).toEqual([expected, expected]);
  });

  it('is refused alike by opening and enrolling when the company is not active', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const opened = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, opened.id);
    const draft = await createProcess(ctx.app, headers, company.id);
    await ctx.database.db
      .update(companies)
      .set({ status: 'suspended' })
      .where(eq(companies.id, company.id));
    const expected = {
      code: 'companyActive',
      message: PREREQUISITE_MESSAGES.companyActive('Suspensa'),
    };
    expect(refusalOf(await openIt(draft.id))).toEqual(expected);
    expect(refusalOf(await enrolSomeone(opened.id))).toEqual(expected);
    expect((await readiness(draft.id)).refusals.open).toEqual(expected);
    expect((await readiness(opened.id)).refusals.enrol).toEqual(expected);
  });

  it('at the plan limits is refused as the checklist says', async () => {
    const { company, plan } = await subscribedCompany(ctx.app, ctx.database.db, headers, {
      maxOpenProcesses: 1,
      maxApplicationsPerProcess: 1,
    });
    const opened = await createProcess(ctx.app, headers, company.id);
    await openProcess(ctx.app, headers, opened.id);
    await enrolNew(ctx.app, headers, opened.id);
    const draft = await createProcess(ctx.app, headers, company.id);

    const full = await readiness(opened.id);
    expect(full.checks.find((check) => check.key === 'applicationLimit')).toMatchObject({
      met: false,
      detail: `Plano ${plan.name}: 1 de 1 inscrição neste processo`,
    });
    expect(refusalOf(await enrolSomeone(opened.id))).toEqual(full.refusals.enrol);
    expect(full.refusals.enrol).toEqual({
      code: 'applicationLimit',
      message: PREREQUISITE_MESSAGES.applicationLimit(plan.name, 1),
    });

    const waiting = await readiness(draft.id);
    expect(refusalOf(await openIt(draft.id))).toEqual(waiting.refusals.open);
    expect(waiting.refusals.open).toEqual({
      code: 'openProcessLimit',
      message: PREREQUISITE_MESSAGES.openProcessLimit(plan.name, 1),
    });
  });

  it('refuses the values test before it is answered, as the checklist says', async () => {
    const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
    const process = await createProcess(ctx.app, headers, company.id, { useValuesTest: true });
    await openProcess(ctx.app, headers, process.id);
    const application = await enrolNew(ctx.app, headers, process.id);
    const [value] = (await api('GET', '/values-test/items')).json<{ rows: { id: string }[] }>()
      .rows;
    const answers = { answers: [{ valueId: value?.id, score: 5 }] };
    const { refusals } = await readiness(process.id);
    expect(refusalOf(await api('PUT', `/applications/${application.id}/values`, answers))).toEqual(
      refusals.valuesTest,
    );
    expect(refusals.valuesTest?.code).toBe('valuesProfile');

    await api('PUT', `/companies/${company.id}/values-test`, answers);
    expect((await readiness(process.id)).refusals.valuesTest).toBeNull();
    expect((await api('PUT', `/applications/${application.id}/values`, answers)).statusCode).toBe(
      200,
    );
  });
});
