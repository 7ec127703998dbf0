import { USER_TYPES } from '@hub/contract/auth';
import { completeCnpj, completeCpf } from '@hub/contract/br';
import type { Candidate, CandidateInput } from '@hub/contract/candidates';
import type { Company, CompanyInput } from '@hub/contract/companies';
import type { Partner, PartnerInput } from '@hub/contract/partners';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import type { App } from '../app';
import type { Db } from '../db/client';
import { superAdminProfiles, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';

/** Valid, unique registry payloads for tests; other domains create their companies and professionals with these. */

let sequence = 0;
const next = (): number => {
  sequence += 1;
  return sequence;
};
const digits = (length: number): string =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

export const randomCpf = (): string => completeCpf(`${digits(8)}${next() % 10}`);
export const randomCnpj = (): string => completeCnpj(`${digits(8)}0001`);

export const companyInput = (overrides: Partial<CompanyInput> = {}): CompanyInput => {
  const n = next();
  return {
    legalName: `Empresa Teste ${n} Ltda`,
    tradeName: `Teste ${n}`,
    cnpj: randomCnpj(),
    email: `empresa${n}-${digits(6)}@teste.com.br`,
    phone: '(11) 3333-4444',
    city: 'São Paulo',
    uf: 'SP',
    sector: 'technology',
    ...overrides,
  };
};

export const candidateInput = (overrides: Partial<CandidateInput> = {}): CandidateInput => {
  const n = next();
  return {
    name: `Profissional Teste ${n}`,
    email: `profissional${n}-${digits(6)}@teste.com.br`,
    cpf: randomCpf(),
    phone: '(11) 98765-4321',
    city: 'Campinas',
    uf: 'SP',
    area: 'administration',
    ...overrides,
  };
};

export const partnerInput = (overrides: Partial<PartnerInput> = {}): PartnerInput => {
  const n = next();
  return {
    name: `Parceiro Teste ${n}`,
    email: `parceiro${n}-${digits(6)}@teste.com.br`,
    cnpj: randomCnpj(),
    ...overrides,
  };
};

type Headers = { authorization: string };

const create = async <Row>(
  app: App,
  headers: Headers,
  url: string,
  payload: object,
): Promise<Row> => {
  const response = await app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 201)
    throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Row>();
};

export const createCompany = (app: App, headers: Headers, overrides: Partial<CompanyInput> = {}) =>
  create<Company>(app, headers, '/api/companies', companyInput(overrides));

export const createCandidate = (
  app: App,
  headers: Headers,
  overrides: Partial<CandidateInput> = {},
) => create<Candidate>(app, headers, '/api/candidates', candidateInput(overrides));

/** Professionals, one per overrides, created one after the other (so in that order by createdAt). */
export const createCandidates = async <const Overrides extends readonly Partial<CandidateInput>[]>(
  app: App,
  headers: Headers,
  overrides: Overrides,
): Promise<{ [Index in keyof Overrides]: Candidate }> => {
  const created: Candidate[] = [];
  for (const each of overrides) created.push(await createCandidate(app, headers, each));
  return created as { [Index in keyof Overrides]: Candidate };
};

export const createPartner = (app: App, headers: Headers, overrides: Partial<PartnerInput> = {}) =>
  create<Partner>(app, headers, '/api/partners', partnerInput(overrides));

/** An active Super-administrador with a password, inserted directly (a test that attacks an account of its own). */
export const insertSuperAdmin = async (
  db: Db,
  email: string,
  password: string,
  name = 'Alvo',
): Promise<{ id: string; email: string; password: string }> => {
  const [user] = await db
    .insert(users)
    .values({ email, typeUser: USER_TYPES.superAdmin, passwordHash: await hashPassword(password) })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('user insert returned nothing');
  await db.insert(superAdminProfiles).values({ userId: user.id, name, accessProfileId: SUPER_ADMIN_PROFILE_ID });
  return { ...user, password };
};
