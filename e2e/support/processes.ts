import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  createActiveCompany,
  createCandidate,
  type CreatedCandidate,
  type CreatedCompany,
} from './registry';

/** Plans, subscriptions and selective processes created through the API for the process flows. */

const tag = (): string => randomUUID().slice(0, 8);

export const call = async <T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put' | 'get',
  url: string,
  data?: unknown,
): Promise<T> => {
  const response = await request[method](url, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
};

/** A pending subscription of the company to a fresh plan. */
export const subscribe = async (request: APIRequestContext, token: string, companyId: string) => {
  const plan = await call<{ id: string }>(request, token, 'post', '/api/plans', {
    name: `Plano processos ${tag()}`,
    priceCents: 19900,
    interval: 'monthly',
  });
  return call<{ id: string }>(request, token, 'post', '/api/subscriptions', {
    companyId,
    planId: plan.id,
    paymentMethod: 'pix',
  });
};

export const activateSubscription = (request: APIRequestContext, token: string, id: string) =>
  call(request, token, 'post', `/api/subscriptions/${id}/status`, { status: 'active' });

/** A company that may open processes: active, with an active subscription of a fresh plan. */
export const companyWithPlan = async (
  request: APIRequestContext,
  token: string,
): Promise<CreatedCompany> => {
  const company = await createActiveCompany(request, token, { tradeName: `Empresa ${tag()}` });
  const subscription = await subscribe(request, token, company.id);
  await activateSubscription(request, token, subscription.id);
  return company;
};

export type CreatedProcess = { id: string; title: string; companyId: string };

/** A remote draft of the company; `fields` override the process's. */
export const createProcess = (
  request: APIRequestContext,
  token: string,
  companyId: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedProcess> =>
  call(request, token, 'post', '/api/selective-processes', {
    companyId,
    title: `Analista ${tag()}`,
    description: 'Rotinas do setor.',
    area: 'administration',
    seniority: 'mid',
    contractType: 'clt',
    workMode: 'remote',
    ...fields,
  });

export const openProcess = (request: APIRequestContext, token: string, id: string) =>
  call(request, token, 'post', `/api/selective-processes/${id}/status`, { status: 'open' });

export const enrol = (
  request: APIRequestContext,
  token: string,
  processId: string,
  candidateId: string,
) =>
  call<{ id: string }>(
    request,
    token,
    'post',
    `/api/selective-processes/${processId}/applications`,
    { candidateId },
  );

export type OpenedProcess = CreatedProcess & { stages: { id: string; name: string }[] };

/**
 * An open process of a company with a plan, with one professional enrolled per first name (named
 * `<first name> <tag of the process>`, so a spec finds its own rows) and their applications, in
 * the same order.
 */
export const openProcessWith = async (
  request: APIRequestContext,
  token: string,
  firstNames: string[],
): Promise<{
  process: OpenedProcess;
  candidates: CreatedCandidate[];
  applications: { id: string }[];
}> => {
  const company = await companyWithPlan(request, token);
  const created = await createProcess(request, token, company.id);
  await openProcess(request, token, created.id);
  const candidates: CreatedCandidate[] = [];
  const applications: { id: string }[] = [];
  for (const first of firstNames) {
    const candidate = await createCandidate(request, token, {
      name: `${first} ${created.id.slice(0, 6)}`,
    });
    applications.push(await enrol(request, token, created.id, candidate.id));
    candidates.push(candidate);
  }
  const process = await call<OpenedProcess>(
    request,
    token,
    'get',
    `/api/selective-processes/${created.id}`,
  );
  return { process, candidates, applications };
};
