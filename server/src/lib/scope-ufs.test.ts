import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, candidates, companies, selectiveProcesses } from '../db/schema/index';
import { setupApp } from '../test/helper';
import { insertCandidate, insertCompany, insertProcessWithMove } from '../test/message-fixtures';
import { candidatesInScopeCount } from './scope';
import { foldKeptWrites } from './kept-writes';

/*
 * candidate_ufs (migration 0027, decision 029) holds each professional's UFs for the regional scope:
 * their own and that of every company whose process they are enrolled in. Its triggers follow every
 * source a UF comes from, and its count per UF is kept; both are checked against a recount from the
 * sources after each change.
 */
const { database } = await setupApp();
const { db } = database;

const ufsOf = async (candidateId: string): Promise<string[]> =>
  (
    await database.query<{ uf: string }>(
      'SELECT uf FROM candidate_ufs WHERE candidate_id = $1 ORDER BY uf',
      [candidateId],
    )
  ).map((row) => row.uf);

/** The table and its kept counts agree with the rule computed from the sources. */
const expectInStep = async () => {
  const [drift] = await database.query<{ missing: number; extra: number }>(`
    WITH rule AS (
      SELECT id AS candidate_id, uf FROM candidates WHERE uf IS NOT NULL
      UNION
      SELECT a.candidate_id, co.uf FROM applications a
        JOIN selective_processes p ON p.id = a.selective_process_id
        JOIN companies co ON co.id = p.company_id WHERE co.uf IS NOT NULL)
    SELECT (SELECT count(*)::int FROM (SELECT * FROM rule EXCEPT SELECT candidate_id, uf FROM candidate_ufs) m) AS missing,
           (SELECT count(*)::int FROM (SELECT candidate_id, uf FROM candidate_ufs EXCEPT SELECT * FROM rule) e) AS extra`);
  expect(drift).toEqual({ missing: 0, extra: 0 });
  await foldKeptWrites(database.query);
  const counts = await database.query<{ uf: string; kept: number; counted: number }>(`
    SELECT u.uf, coalesce(g.count, 0)::int AS kept, u.counted
      FROM (SELECT uf, count(*)::int AS counted FROM candidate_ufs GROUP BY uf) u
      LEFT JOIN group_counts g ON g.table_name = 'candidate_ufs' AND g.group_key = u.uf`);
  for (const { kept, counted } of counts) expect(kept).toBe(counted);
};

describe("a professional's UFs for the regional scope", () => {
  it('follow their own UF, their enrolments, the companies and the processes', async () => {
    const { process, candidate: enrolled, company } = await insertProcessWithMove(db);
    await db.update(companies).set({ uf: 'RJ' }).where(eq(companies.id, company.id));
    await db.update(candidates).set({ uf: 'MG' }).where(eq(candidates.id, enrolled.id));
    expect(await ufsOf(enrolled.id)).toEqual(['MG', 'RJ']);
    await expectInStep();

    // The company moves to another UF: its processes' professionals move with it.
    await db.update(companies).set({ uf: 'ES' }).where(eq(companies.id, company.id));
    expect(await ufsOf(enrolled.id)).toEqual(['ES', 'MG']);

    // The process changes company: its professionals follow the new one's UF.
    const paulista = await insertCompany(db, { uf: 'SP' });
    await db
      .update(selectiveProcesses)
      .set({ companyId: paulista.id })
      .where(eq(selectiveProcesses.id, process.id));
    expect(await ufsOf(enrolled.id)).toEqual(['MG', 'SP']);
    await expectInStep();

    // An edit of anything but the UF changes nothing; a new UF replaces the old one.
    await db
      .update(candidates)
      .set({ name: 'Inscrita Renomeada' })
      .where(eq(candidates.id, enrolled.id));
    expect(await ufsOf(enrolled.id)).toEqual(['MG', 'SP']);
    await db.update(candidates).set({ uf: 'BA' }).where(eq(candidates.id, enrolled.id));
    expect(await ufsOf(enrolled.id)).toEqual(['BA', 'SP']);

    // Without the application only their own UF is left; without them, nothing.
    await db.delete(applications).where(eq(applications.candidateId, enrolled.id));
    expect(await ufsOf(enrolled.id)).toEqual(['BA']);
    await expectInStep();
    await db.delete(candidates).where(eq(candidates.id, enrolled.id));
    expect(await ufsOf(enrolled.id)).toEqual([]);
    await expectInStep();
  });

  it('are counted per scope without scanning the professionals', async () => {
    const before = await candidatesInScopeCount(db, ['AC']);
    const both = await candidatesInScopeCount(db, ['AC', 'AP']);
    await insertCandidate(db, { uf: 'AC' });
    await insertCandidate(db, { uf: 'AC' });
    const amapaense = await insertCandidate(db, { uf: 'AP' });
    const { candidate: enrolled, company } = await insertProcessWithMove(db);
    await db.update(companies).set({ uf: 'AC' }).where(eq(companies.id, company.id));
    await db.update(candidates).set({ uf: 'AP' }).where(eq(candidates.id, enrolled.id));
    expect(await candidatesInScopeCount(db, ['AC'])).toBe(before + 3);
    // A professional of both UFs counts once.
    expect(await candidatesInScopeCount(db, ['AC', 'AP'])).toBe(both + 4);
    await db.delete(candidates).where(eq(candidates.id, amapaense.id));
    expect(await candidatesInScopeCount(db, ['AC', 'AP'])).toBe(both + 3);
    await expectInStep();
  });
});
