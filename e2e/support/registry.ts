import { randomInt, randomUUID } from 'node:crypto';
import { completeCnpj, completeCpf } from '@hub/contract/br';
import { expect, type APIRequestContext } from '@playwright/test';

/** Registry records created through the API, unique per call so specs and reruns never collide. */

const digits = (length: number): string => Array.from({ length }, () => randomInt(10)).join('');
const tag = (): string => randomUUID().slice(0, 8);

export const randomCpf = (): string => completeCpf(digits(9));
export const randomCnpj = (): string => completeCnpj(`${digits(8)}0001`);

const post = async <T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: Record<string, unknown>,
): Promise<T> => {
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
};

export type CreatedCompany = { id: string; legalName: string; email: string; status: string };
export type CreatedCandidate = { id: string; name: string; email: string; cpf: string };

export const createCompany = (
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedCompany> =>
  post(request, token, '/api/companies', {
    legalName: `Empresa E2E ${tag()} Ltda`,
    cnpj: randomCnpj(),
    email: `contato-${tag()}@empresa.com.br`,
    ...fields,
  });

/** A company approved at once (pending → active), as processes and subscriptions need. */
export const createActiveCompany = async (
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedCompany> => {
  const company = await createCompany(request, token, fields);
  return post(request, token, `/api/companies/${company.id}/status`, { status: 'active' });
};

export const createCandidate = (
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedCandidate> =>
  post(request, token, '/api/candidates', {
    name: `Profissional E2E ${tag()}`,
    email: `profissional-${tag()}@email.com.br`,
    cpf: randomCpf(),
    ...fields,
  });
