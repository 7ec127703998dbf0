import { randomUUID } from 'node:crypto';
import type { ApplicationDetail } from '@hub/contract/applications';
import type {
  SelectiveProcess,
  SelectiveProcessCreateBody,
} from '@hub/contract/selective-processes';
import type { App } from '../app';
import type { Db } from '../db/client';
import { createPlan, insertCompany } from './commerce';
import { createCandidate } from './factories';

/** Companies, processes and enrolments for the pipeline tests, through the API where it matters. */

type Headers = { authorization: string };

const call = async <Answer>(
  app: App,
  headers: Headers,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  expected: number,
): Promise<Answer> => {
  const response = await app.inject({ method, url: `/api${url}`, headers, payload });
  if (response.statusCode !== expected)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Answer>();
};

/** An active company with an active subscription to a plan with these limits. */
export const subscribedCompany = async (
  app: App,
  db: Db,
  headers: Headers,
  limits: { maxOpenProcesses?: number | null; maxApplicationsPerProcess?: number | null } = {},
) => {
  const plan = await createPlan(app, headers, {
    name: `Plano ${randomUUID().slice(0, 8)}`,
    maxOpenProcesses: null,
    maxApplicationsPerProcess: null,
    ...limits,
  });
  const company = await insertCompany(db);
  const subscription = await call<{ id: string }>(
    app,
    headers,
    'POST',
    '/subscriptions',
    { companyId: company.id, planId: plan.id, paymentMethod: 'pix' },
    201,
  );
  await call(app, headers, 'POST', `/subscriptions/${subscription.id}/status`, { status: 'active' }, 200);
  return { company, plan };
};

export const processInput = (
  companyId: string,
  overrides: Partial<SelectiveProcessCreateBody> = {},
): SelectiveProcessCreateBody => ({
  companyId,
  title: `Analista ${randomUUID().slice(0, 6)}`,
  description: 'Rotinas administrativas e atendimento',
  area: 'administration',
  seniority: 'mid',
  contractType: 'clt',
  workMode: 'onsite',
  city: 'Curitiba',
  uf: 'PR',
  ...overrides,
});

export const createProcess = (
  app: App,
  headers: Headers,
  companyId: string,
  overrides: Partial<SelectiveProcessCreateBody> = {},
) =>
  call<SelectiveProcess>(app, headers, 'POST', '/selective-processes', processInput(companyId, overrides), 201);

export const openProcess = (app: App, headers: Headers, id: string) =>
  call<SelectiveProcess>(app, headers, 'POST', `/selective-processes/${id}/status`, { status: 'open' }, 200);

/** A new professional enrolled in the process. */
export const enrolNew = async (app: App, headers: Headers, processId: string) => {
  const candidate = await createCandidate(app, headers);
  return call<ApplicationDetail>(
    app,
    headers,
    'POST',
    `/selective-processes/${processId}/applications`,
    { candidateId: candidate.id },
    201,
  );
};
