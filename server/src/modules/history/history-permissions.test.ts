import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertCandidate, insertCompany } from '../../test/message-fixtures';
import { insertScopedAdmin } from '../../test/scoped-admin';

/*
 * A record's history is read with the 'ver' of its area and a note is written with its 'editar'
 * (issue 68: a Comercial profile, which does not see professionals, read a professional's history
 * and wrote a note on it). The contract declares it once (`recordPermission`).
 */

type Headers = { authorization: string };
let ctx: TestContext;
const profiles: Record<'comercial' | 'auditoria' | 'cadastro', Headers> = {
  comercial: { authorization: '' },
  auditoria: { authorization: '' },
  cadastro: { authorization: '' },
};
const records = { candidate: '', company: '' };

const as = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await setupApp();
  await loginAs(ctx.app);
  const [, auditoria, cadastro, , comercial] = BUILT_IN_PROFILES;
  for (const [name, profile] of [['comercial', comercial], ['auditoria', auditoria], ['cadastro', cadastro]] as const)
    profiles[name] = (await insertScopedAdmin(ctx, { email: `${name}@test.local`, permissions: profile.permissions, ufs: null })).headers;
  records.candidate = (await insertCandidate(ctx.database.db, { name: 'Histórico Protegido' })).id;
  records.company = (await insertCompany(ctx.database.db)).id;
});

describe("a record's history and notes follow the record's area", () => {
  it("refuses a professional's history and notes to a profile that does not see professionals", async () => {
    const read = await as(profiles.comercial, 'GET', `/history/candidates/${records.candidate}`);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ message: 'Seu perfil não permite ver profissionais' });
    const note = await as(profiles.comercial, 'POST', `/history/candidates/${records.candidate}/notes`, { body: 'Ligar' });
    expect(note.statusCode).toBe(403);
    expect(note.json()).toMatchObject({ message: 'Seu perfil não permite criar e editar profissionais' });
    // Comercial sees companies: their history is theirs to read.
    expect((await as(profiles.comercial, 'GET', `/history/companies/${records.company}`)).statusCode).toBe(200);
  });

  it('lets a read-only profile read the history but not write a note; the desk of the area writes one', async () => {
    expect((await as(profiles.auditoria, 'GET', `/history/candidates/${records.candidate}`)).statusCode).toBe(200);
    const refused = await as(profiles.auditoria, 'POST', `/history/companies/${records.company}/notes`, { body: 'Ligar' });
    expect(refused.statusCode).toBe(403);
    const written = await as(profiles.cadastro, 'POST', `/history/candidates/${records.candidate}/notes`, { body: 'Ligar na segunda' });
    expect(written.statusCode, written.body).toBe(201);
  });
});
