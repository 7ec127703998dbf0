import { beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@hub/contract/br';
import { CANDIDATE_STATUSES, REGISTRATION_STATUSES } from '@hub/contract/candidates';
import { COMPANY_STATUSES } from '@hub/contract/companies';
import { setupApp, type TestContext } from '../test/helper';
import { buildRegistryDemo, createRandom, DEMO_COUNTS, registrySeeder } from './registry';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
  await registrySeeder.run(ctx.database.db);
});

const values = async (query: string): Promise<string[]> =>
  (await ctx.database.query<{ value: string }>(query)).map((row) => row.value);

describe('registry demo data', () => {
  it('is the same on every run of the generator', () => {
    expect(JSON.stringify(buildRegistryDemo(createRandom(7)))).toBe(
      JSON.stringify(buildRegistryDemo(createRandom(7))),
    );
  });

  it('holds a few hundred companies and professionals with valid CPF and CNPJ', async () => {
    const cnpjs = await values(
      'SELECT cnpj AS value FROM companies UNION ALL SELECT cnpj AS value FROM partners',
    );
    expect(cnpjs.length).toBeGreaterThanOrEqual(DEMO_COUNTS.companies);
    expect(cnpjs.filter((cnpj) => !isValidCnpj(cnpj))).toEqual([]);
    const cpfs = await values(`SELECT cpf AS value FROM candidates WHERE status <> 'anonymized'`);
    expect(cpfs.length).toBeGreaterThan(300);
    expect(cpfs.filter((cpf) => !isValidCpf(cpf))).toEqual([]);
  });

  it('represents every status', async () => {
    expect((await values('SELECT DISTINCT status AS value FROM companies')).sort()).toEqual(
      [...COMPANY_STATUSES].sort(),
    );
    expect((await values('SELECT DISTINCT status AS value FROM candidates')).sort()).toEqual(
      [...CANDIDATE_STATUSES].sort(),
    );
    expect(
      (await values('SELECT DISTINCT registration_status AS value FROM candidates')).sort(),
    ).toEqual([...REGISTRATION_STATUSES].sort());
    expect((await values('SELECT DISTINCT status AS value FROM partners')).sort()).toEqual([
      'active',
      'inactive',
    ]);
    expect(
      await values(
        `SELECT id::text AS value FROM companies WHERE status IN ('suspended', 'inactive') AND status_reason IS NULL`,
      ),
    ).toEqual([]);
  });

  it('runs once: a second run adds nothing', async () => {
    await registrySeeder.run(ctx.database.db);
    expect(await values('SELECT count(*)::text AS value FROM companies')).toEqual([
      String(DEMO_COUNTS.companies),
    ]);
  });
});
