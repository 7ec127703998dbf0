import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { loginAs, setupApp } from '../test/helper';
import { insertCandidate, insertProcessWithMove } from '../test/message-fixtures';
import { insertScopedAdmin } from '../test/scoped-admin';
import { candidates, companies } from '../db/schema/index';
import { foldKeptWrites } from './kept-writes';
import { versionOf } from './remembered-totals';

const ctx = await setupApp();
const { app, database } = ctx;
const { headers } = await loginAs(app);

const totalOf = async (key: string, more = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/companies?key=${encodeURIComponent(key)}&sort=legalName&limit=10${more}`,
    headers,
  });
  expect(response.statusCode, key).toBe(200);
  return response.json<{ totalItens: number }>().totalItens;
};

const versionOfTable = async (table: typeof companies | typeof candidates) =>
  (await database.db.select({ version: versionOf(table) }).from(sql`(SELECT 1) AS one`))[0]
    ?.version;
const versionOfCompanies = () => versionOfTable(companies);

describe('a search total remembered at its table version (decision 041)', () => {
  it('answers the remembered total until a write to the table, from any instance, bumps its version', async () => {
    for (let n = 1; n <= 12; n += 1)
      await database.query('INSERT INTO companies (legal_name, cnpj, email) VALUES ($1, $2, $3)', [
        `Lembrada Comércio ${n}`,
        String(10_400_000_000_000 + n),
        `lembrada${n}@exemplo.com.br`,
      ]);
    expect(await totalOf('lembrada')).toBe(12);

    // An entry written beside the companies, not through them: the table's version is unchanged,
    // so every order and page answers the remembered total without counting the entries again.
    const [company] = await database.query<{ id: string; legal_name: string }>(
      "SELECT id, legal_name FROM companies WHERE legal_name = 'Lembrada Comércio 1'",
    );
    const version = await versionOfCompanies();
    await database.query(
      "INSERT INTO company_word_fragments (key, sort_value, row_id) VALUES ('lembradax', $1, gen_random_uuid())",
      [company?.legal_name],
    );
    expect(await versionOfCompanies()).toBe(version);
    expect(await totalOf('lembrada')).toBe(12);
    expect(await totalOf('lembrada', '&order=desc')).toBe(12);
    expect(await totalOf('lembrada', '&page=2')).toBe(12);
    // A filter is counted with its page, never remembered.
    expect(await totalOf('lembrada', '&createdFrom=2000-01-01')).toBe(12);

    // Any write statement to companies (another instance's, here the database's own) bumps the
    // version: the next answer counts again, and sees the stray entry.
    await database.query("UPDATE companies SET email = email WHERE legal_name = 'Costa'");
    expect(await versionOfCompanies()).not.toBe(version);
    expect(await totalOf('lembrada')).toBe(13);
    await database.query("DELETE FROM company_word_fragments WHERE key = 'lembradax'");
    await database.query("DELETE FROM companies WHERE legal_name = 'Lembrada Comércio 12'");
    expect(await totalOf('lembrada')).toBe(11);
    expect(await totalOf('lembrada', '&order=desc&page=2')).toBe(11);
  });

  it('keeps a version per searched table, new at each transaction writing it alone, never given twice', async () => {
    const before = {
      candidates: await versionOfTable(candidates),
      companies: await versionOfCompanies(),
    };
    await database.query(
      "INSERT INTO companies (legal_name, cnpj, email) VALUES ('Uma', '10500000000001', 'uma@exemplo.com.br'), ('Outra', '10500000000002', 'outra@exemplo.com.br')",
    );
    const written = await versionOfCompanies();
    expect(written).not.toBe(before.companies);
    expect(await versionOfTable(candidates)).toBe(before.candidates);

    // A transaction's statements add one write; folding them changes no version.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE companies SET email = email WHERE legal_name = 'Uma'`);
      await tx.execute(sql`UPDATE companies SET email = email WHERE legal_name = 'Outra'`);
    });
    const [unfolded] = await database.query<{ writes: number }>(
      "SELECT count(*)::int AS writes FROM table_writes WHERE table_name = 'companies'",
    );
    const twice = await versionOfCompanies();
    expect(twice).not.toBe(written);
    await foldKeptWrites(database.query);
    expect(await versionOfCompanies()).toBe(twice);
    expect(await database.query('SELECT 1 FROM table_writes')).toHaveLength(0);
    expect(unfolded?.writes).toBeGreaterThan(0);

    // A restore empties every table in one TRUNCATE: the next write gives a version never given.
    const seen = new Set([before.companies, written, twice]);
    await database.query('TRUNCATE table_versions, table_writes');
    expect(await versionOfCompanies()).toBeNull();
    await database.query("UPDATE companies SET email = email WHERE legal_name = 'Uma'");
    const restored = await versionOfCompanies();
    expect(restored).toEqual(expect.any(String));
    expect(seen.has(restored)).toBe(false);
  });

  it("counts a limited administrator's search again when their UFs' professionals change without a write to them", async () => {
    const scoped = await insertScopedAdmin(ctx, {
      email: 'lembra-sp@test.local',
      permissions:
        BUILT_IN_PROFILES.find((profile) => profile.name === 'Cadastro')?.permissions ?? [],
      ufs: ['SP'],
    });
    const scopedTotal = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/candidates?key=${encodeURIComponent('escopo lembrado')}&limit=10`,
        headers: scoped.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ totalItens: number }>().totalItens;
    };
    const { db } = database;
    await insertCandidate(db, { name: 'Escopo Lembrado Um', uf: 'SP' });
    await insertCandidate(db, { name: 'Escopo Lembrado Dois', uf: 'RJ' });
    const enrolled = await insertProcessWithMove(db);
    await database.query(
      "UPDATE candidates SET name = 'Escopo Lembrado Três', uf = 'RJ' WHERE id = $1",
      [enrolled.candidate.id],
    );
    await database.query("UPDATE companies SET uf = 'RJ' WHERE id = $1", [enrolled.company.id]);
    expect(await scopedTotal()).toBe(1);
    expect(await scopedTotal()).toBe(1);

    // The company of the process they are enrolled in moves to SP: the professional is now of SP,
    // though no professional was written.
    await database.query("UPDATE companies SET uf = 'SP' WHERE id = $1", [enrolled.company.id]);
    expect(await scopedTotal()).toBe(2);
  });
});
