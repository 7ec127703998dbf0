import { beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf } from '@hub/contract/br';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { createCandidate, createCompany } from '../../test/factories';

let ctx: TestContext;
let headers: { authorization: string };
let cnpj = '';
let cpf = '';

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
  const company = await createCompany(ctx.app, headers, {
    legalName: 'Clínica Conceição Ltda',
    tradeName: 'Conceição Saúde',
    city: 'São Paulo',
    uf: 'SP',
  });
  cnpj = company.cnpj;
  await createCompany(ctx.app, headers, {
    legalName: 'Seleção Engenharia S.A.',
    city: 'Sao Paulo',
    uf: 'SP',
  });
  await createCompany(ctx.app, headers, {
    legalName: 'Porto Alegre Logística',
    city: 'Porto Alegre',
    uf: 'RS',
  });
  const person = await createCandidate(ctx.app, headers, {
    name: 'João Conceição',
    city: 'São Paulo',
    uf: 'SP',
  });
  cpf = person.cpf;
  await createCandidate(ctx.app, headers, { name: 'Joana Araújo', city: 'Sao Paulo', uf: 'SP' });
  await createCandidate(ctx.app, headers, { name: 'Márcio Silva', city: 'Recife', uf: 'PE' });
});

const listTotal = async (path: string, filters: Record<string, string>): Promise<number> => {
  const response = await ctx.app.inject({
    url: `/api/${path}?${new URLSearchParams(filters).toString()}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalItens: number }>().totalItens;
};

const audienceCount = async (typeUser: 1 | 2, filters: Record<string, string>): Promise<number> => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/messages/audience-preview',
    headers,
    payload: { typeUser, audience: { kind: 'filtered', filters } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
};

describe('a filtered audience is the registry list with the same filters', () => {
  it('finds the same companies as the companies list, accents and CNPJ punctuation included', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ city: 'Sao Paulo' }, 2],
      [{ city: 'são paulo' }, 2],
      [{ key: 'conceicao' }, 1],
      [{ key: 'selecao', uf: 'SP' }, 1],
      [{ key: formatCnpj(cnpj).slice(0, 6) }, 1],
      [{ key: cnpj.slice(0, 8) }, 1],
      [{ uf: 'RS' }, 1],
    ];
    for (const [filters, expected] of cases) {
      expect(await listTotal('companies', filters), JSON.stringify(filters)).toBeGreaterThanOrEqual(
        expected,
      );
      expect(await audienceCount(2, filters), JSON.stringify(filters)).toBe(
        await listTotal('companies', filters),
      );
    }
  });

  it('finds the same professionals as the professionals list, accents and CPF punctuation included', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ city: 'Sao Paulo' }, 2],
      [{ key: 'joao' }, 1],
      [{ key: 'conceicao', city: 'sao paulo' }, 1],
      [{ key: 'jo' }, 2],
      [{ key: formatCpf(cpf).slice(0, 7) }, 1],
      [{ uf: 'PE' }, 1],
    ];
    for (const [filters, expected] of cases) {
      expect(
        await listTotal('candidates', filters),
        JSON.stringify(filters),
      ).toBeGreaterThanOrEqual(expected);
      expect(await audienceCount(1, filters), JSON.stringify(filters)).toBe(
        await listTotal('candidates', filters),
      );
    }
  });
});
