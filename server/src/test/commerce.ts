import { randomUUID } from 'node:crypto';
import { completeCnpj } from '@hub/contract/br';
import type { Plan, PlanCreateInput } from '@hub/contract/plans';
import type { Voucher, VoucherCreateInput } from '@hub/contract/vouchers';
import type { App } from '../app';
import type { Db } from '../db/client';
import { companies, partners } from '../db/schema/index';

type Headers = { authorization: string };

const unique = (): string => randomUUID().slice(0, 8).toUpperCase();

export const planInput = (overrides: Partial<PlanCreateInput> = {}): PlanCreateInput => ({
  name: `Plano ${unique()}`,
  description: 'Para empresas que contratam todo mês',
  priceCents: 19_900,
  interval: 'monthly',
  maxOpenProcesses: 3,
  maxApplicationsPerProcess: 200,
  features: ['Até 3 processos abertos', 'Ranking ponderado'],
  displayOrder: 1,
  ...overrides,
});

export const createPlan = async (
  app: App,
  headers: Headers,
  overrides: Partial<PlanCreateInput> = {},
): Promise<Plan> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/plans',
    headers,
    payload: planInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`plan not created: ${response.body}`);
  return response.json<Plan>();
};

export const voucherInput = (overrides: Partial<VoucherCreateInput> = {}): VoucherCreateInput => ({
  code: `CUPOM-${unique()}`,
  discountType: 'percent',
  discountValue: 10,
  ...overrides,
});

export const createVoucher = async (
  app: App,
  headers: Headers,
  overrides: Partial<VoucherCreateInput> = {},
): Promise<Voucher> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/vouchers',
    headers,
    payload: voucherInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`voucher not created: ${response.body}`);
  return response.json<Voucher>();
};

let cnpjCounter = 0;

/** A company row straight in the table: the registry's API is not what these tests are about. */
export const insertCompany = async (
  db: Db,
  overrides: Partial<typeof companies.$inferInsert> = {},
) => {
  cnpjCounter += 1;
  const base = `${String(Date.now() % 1e8).padStart(8, '0')}${String(cnpjCounter).padStart(4, '0')}`;
  const [row] = await db
    .insert(companies)
    .values({
      legalName: `Empresa ${unique()} Ltda`,
      tradeName: `Empresa ${unique()}`,
      cnpj: completeCnpj(base),
      email: `contato-${randomUUID()}@empresa.com.br`,
      status: 'active',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
};

export const insertPartner = async (db: Db) => {
  const [row] = await db
    .insert(partners)
    .values({ name: `Parceiro ${unique()}`, email: `parceiro-${randomUUID()}@x.org` })
    .returning();
  if (!row) throw new Error('partner insert returned nothing');
  return row;
};
