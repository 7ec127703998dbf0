import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@hub/contract/auth';
import type { Operation } from '@hub/contract/operation';
import { API_OPERATIONS } from '@hub/contract/operations';
import { allows, BUILT_IN_PROFILES, refusalMessage } from '@hub/contract/permissions';
import { accessProfiles, superAdminProfiles, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { sessionTokenOf, setupApp, type TestContext } from '../test/helper';

/*
 * Every operation of the contract for every built-in access profile: what the profile holds is
 * never refused for lack of permission (it answers its success, or refuses the made-up input with
 * a 400/404/409), what it lacks is a 403 naming the permission, before any lookup. An operation
 * added later is in the matrix without touching this file.
 */

let ctx: TestContext;
/** The administrator holding each built-in profile, and the scoped custom one. */
const holders = new Map<string, string>();

/** A custom profile with Cadastro's permissions limited to SP (decision 029): the scope never turns a permitted operation into a 403. */
const cadastro = BUILT_IN_PROFILES[2];
const SCOPED_PROFILE = {
  id: randomUUID(),
  name: 'Cadastro SP',
  permissions: cadastro.permissions,
  ufs: ['SP'],
};
const PROFILES = [...BUILT_IN_PROFILES, SCOPED_PROFILE];

const urlOf = (operation: Operation) =>
  `/api${operation.path.replace(/:[A-Za-z]+/g, () => randomUUID())}`;

beforeAll(async () => {
  ctx = await setupApp();
  const passwordHash = await hashPassword('senha-da-matriz-1');
  await ctx.database.db.insert(accessProfiles).values({
    id: SCOPED_PROFILE.id,
    name: SCOPED_PROFILE.name,
    permissions: [...SCOPED_PROFILE.permissions],
    ufs: SCOPED_PROFILE.ufs,
  });
  for (const profile of PROFILES) {
    const [user] = await ctx.database.db
      .insert(users)
      .values({
        email: `perfil-${profile.id.slice(-4)}@test.local`,
        typeUser: USER_TYPES.superAdmin,
        passwordHash,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await ctx.database.db
      .insert(superAdminProfiles)
      .values({ userId: user.id, name: profile.name, accessProfileId: profile.id });
    holders.set(profile.id, user.id);
  }
});

describe('permission matrix', () => {
  it('has the built-in profiles the contract declares, as the migration inserted them', async () => {
    const rows = await ctx.database.db.select().from(accessProfiles);
    expect(
      rows
        .filter((row) => row.builtIn)
        .map(({ id, name, description, permissions }) => ({ id, name, description, permissions }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(
      BUILT_IN_PROFILES.map(({ id, name, description, permissions }) => ({
        id,
        name,
        description,
        permissions: [...permissions],
      })),
    );
  });

  it('answers every operation for every built-in profile and a scoped custom one as its permissions declare', async () => {
    const protectedOperations = Object.entries(API_OPERATIONS as Record<string, Operation>).filter(
      ([, operation]) => !operation.public,
    );
    const mismatches: string[] = [];
    for (const profile of PROFILES) {
      const userId = holders.get(profile.id) ?? '';
      for (const [id, operation] of protectedOperations) {
        // A session of its own per request: the logout and 'end the other sessions' end theirs.
        const response = await ctx.app.inject({
          method: operation.method as HTTPMethods,
          url: urlOf(operation),
          headers: { authorization: `Bearer ${await sessionTokenOf(ctx, userId)}` },
        });
        const needed = operation.permission ?? 'conta';
        const refused =
          response.statusCode === 403 &&
          response.json<{ message?: string }>().message === refusalMessage(needed);
        const expected = allows(profile.permissions, needed) ? 'permitido' : 'recusado';
        const got = refused
          ? 'recusado'
          : response.statusCode >= 500
            ? `erro ${response.statusCode}`
            : 'permitido';
        if (got !== expected)
          mismatches.push(
            `${profile.name} ${id} (${needed}): esperado ${expected}, veio ${got} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  it('refuses before validating the input: no field of a 400 tells an administrator without the permission anything', async () => {
    const audit = BUILT_IN_PROFILES[1];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { authorization: `Bearer ${await sessionTokenOf(ctx, holders.get(audit.id) ?? '')}` },
      payload: { nada: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Seu perfil não permite criar e editar empresas',
    });
  });
});
