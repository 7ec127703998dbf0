import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNT_CAP, type Page } from '@hub/contract/common';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { accessProfiles, superAdminProfiles } from '../db/schema/index';
import { insertSuperAdmin } from '../test/factories';
import { loginAs, sessionTokenOf, setupApp } from '../test/helper';

/*
 * A filtered list counts its matches up to COUNT_CAP (lib/pages/counts.ts countRows): past it the page
 * says the total is a lower bound, and counts exactly when asked or once the filter narrows. The
 * professionals are inserted by SQL: 10,020 active in TO, 50 active in RR.
 */
const ctx = await setupApp();
const { app, database } = ctx;
const { headers } = await loginAs(app);

const IN_TO = COUNT_CAP + 20;
const IN_RR = 50;

await database.query(`
  INSERT INTO candidates (name, email, cpf, status, uf)
  SELECT 'Profissional ' || i, 'limite' || i || '@exemplo.com.br', lpad(i::text, 11, '0'), 'active',
         CASE WHEN i <= ${IN_RR} THEN 'RR' ELSE 'TO' END
    FROM generate_series(1, ${IN_TO + IN_RR}) AS i`);

/** An administrator of Cadastro's permissions limited to TO (decision 029). */
const scopedHeaders = async () => {
  const profileId = randomUUID();
  const { db } = database;
  await db.insert(accessProfiles).values({
    id: profileId,
    name: 'Cadastro TO',
    permissions: [...BUILT_IN_PROFILES[2].permissions],
    ufs: ['TO'],
  });
  const admin = await insertSuperAdmin(db, 'cadastro-to@test.local', 'senha-do-limite-1');
  await db
    .update(superAdminProfiles)
    .set({ accessProfileId: profileId })
    .where(eq(superAdminProfiles.userId, admin.id));
  return { authorization: `Bearer ${await sessionTokenOf(ctx, admin.id)}` };
};

const listed = async (query: string, as = headers) => {
  const response = await app.inject({ method: 'GET', url: `/api/candidates?${query}`, headers: as });
  expect(response.statusCode, query).toBe(200);
  return response.json<Page<{ id: string }>>();
};

describe('the total of a filtered list', () => {
  it('stops at the cap past it, with a next page while pages are full', async () => {
    const page = await listed('status=active&uf=TO&limit=10');
    expect(page).toMatchObject({
      totalItens: COUNT_CAP,
      totalCapped: true,
      currentPage: 1,
      nextPage: 2,
      totalPages: COUNT_CAP / 10,
    });
    expect(page.rows).toHaveLength(10);
    // Past the cap the pages go on, and the last one, short of full, knows the total.
    const beyond = await listed('status=active&uf=TO&limit=100&page=101');
    expect(beyond.rows).toHaveLength(IN_TO - 100 * 100);
    expect(beyond).toMatchObject({ totalItens: IN_TO, nextPage: null, totalPages: 101 });
    expect(beyond.totalCapped).toBeUndefined();
  });

  it('is exact when the request asks for it', async () => {
    const page = await listed('status=active&uf=TO&limit=10&exactTotal=true');
    expect(page).toMatchObject({ totalItens: IN_TO, totalPages: Math.ceil(IN_TO / 10), nextPage: 2 });
    expect(page.totalCapped).toBeUndefined();
    const asked = await listed('status=active&uf=TO&exactTotal=false');
    expect(asked.totalCapped).toBe(true);
  });

  it('is exact without asking once the filter narrows under the cap', async () => {
    const page = await listed('status=active&uf=RR&limit=10');
    expect(page).toMatchObject({ totalItens: IN_RR, totalPages: 5, nextPage: 2 });
    expect(page.totalCapped).toBeUndefined();
  });

  it('stays exact for the unfiltered list (the kept count) and a search (its matches are scanned)', async () => {
    const [{ all } = { all: 0 }] = await database.query<{ all: number }>(
      'SELECT count(*)::int AS all FROM candidates',
    );
    expect(all).toBeGreaterThan(COUNT_CAP);
    const page = await listed('limit=10');
    expect(page).toMatchObject({ totalItens: all });
    expect(page.totalCapped).toBeUndefined();
    const searched = await listed('key=profissional&limit=10');
    expect(searched).toMatchObject({ totalItens: IN_TO + IN_RR });
    expect(searched.totalCapped).toBeUndefined();
  });

  it("caps a limited administrator's filtered list too, and reads the scope's kept count exactly", async () => {
    const scoped = await scopedHeaders();
    const filtered = await listed('status=active&limit=10', scoped);
    expect(filtered).toMatchObject({ totalItens: COUNT_CAP, totalCapped: true, nextPage: 2 });
    const exact = await listed('status=active&limit=10&exactTotal=true', scoped);
    expect(exact).toMatchObject({ totalItens: IN_TO });
    const whole = await listed('limit=10', scoped);
    expect(whole).toMatchObject({ totalItens: IN_TO });
    expect(whole.totalCapped).toBeUndefined();
  });

  it('refuses an exactTotal that is not true or false, in Portuguese', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/candidates?status=active&exactTotal=sim', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'querystring.exactTotal', message: 'Use true ou false' }] });
  });
});
