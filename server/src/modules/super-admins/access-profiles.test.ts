import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@hub/contract/auth';
import { ACCESS_PROFILE_MESSAGES, type AccessProfile } from '@hub/contract/access-profiles';
import {
  BUILT_IN_PROFILES,
  PROFILE_PERMISSIONS,
  SUPER_ADMIN_PROFILE_ID,
} from '@hub/contract/permissions';
import { auditLog, superAdminProfiles, users } from '../../db/schema/index';
import { loginAs, sessionTokenOf, setupApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let session: Awaited<ReturnType<typeof loginAs>>;
const AUDIT_PROFILE_ID = BUILT_IN_PROFILES[1].id;

beforeAll(async () => {
  ctx = await setupApp();
  session = await loginAs(ctx.app);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, headers = session.headers) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** An active administrator holding the profile, with a session. */
const adminWith = async (accessProfileId: string, status = 'active') => {
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email: `perfil-${randomUUID().slice(0, 8)}@test.local`,
      typeUser: USER_TYPES.superAdmin,
      passwordHash: 'x',
      status,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await ctx.database.db
    .insert(superAdminProfiles)
    .values({ userId: user.id, name: 'Pessoa do perfil', accessProfileId });
  const token = await sessionTokenOf(ctx, user.id);
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
};

const createProfile = async (
  permissions: string[],
  headers = session.headers,
): Promise<AccessProfile> => {
  const response = await api(
    'POST',
    '/access-profiles',
    { name: `Perfil ${randomUUID().slice(0, 6)}`, permissions },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AccessProfile>();
};

describe('access profiles', () => {
  it('lists the built-in profiles first, read-only, with how many hold each', async () => {
    const list = (await api('GET', '/access-profiles')).json<AccessProfile[]>();
    expect(list.slice(0, BUILT_IN_PROFILES.length).map((profile) => profile.name)).toEqual(
      BUILT_IN_PROFILES.map((profile) => profile.name),
    );
    expect(list[0]).toMatchObject({ builtIn: true, permissions: PROFILE_PERMISSIONS });
    expect(list[0]?.holders).toBeGreaterThanOrEqual(1);
    const update = await api('PUT', `/access-profiles/${SUPER_ADMIN_PROFILE_ID}`, {
      name: 'Outro',
      permissions: [],
      updatedAt: list[0]?.updatedAt,
    });
    expect(update.json()).toMatchObject({
      statusCode: 409,
      message: ACCESS_PROFILE_MESSAGES.builtIn,
    });
    expect((await api('DELETE', `/access-profiles/${AUDIT_PROFILE_ID}`)).statusCode).toBe(409);
  });

  it('creates, copies, edits and deletes a custom profile, each audited before → after', async () => {
    const created = await createProfile(['empresas.ver', 'profissionais.ver']);
    const copy = await createProfile([...created.permissions, 'profissionais.exportar']);
    expect(copy.permissions).toEqual([
      'empresas.ver',
      'profissionais.ver',
      'profissionais.exportar',
    ]);
    const edited = await api('PUT', `/access-profiles/${created.id}`, {
      name: 'Balcão',
      description: 'Atendimento',
      permissions: ['empresas.ver'],
      updatedAt: created.updatedAt,
    });
    expect(edited.json()).toMatchObject({
      name: 'Balcão',
      description: 'Atendimento',
      permissions: ['empresas.ver'],
    });
    const [trail] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'access-profiles'),
          eq(auditLog.entityId, created.id),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(trail?.before).toMatchObject({ permissions: ['empresas.ver', 'profissionais.ver'] });
    expect(trail?.after).toMatchObject({ name: 'Balcão', permissions: ['empresas.ver'] });
    // An edit from what another administrator changed since is refused, not merged.
    const stale = await api('PUT', `/access-profiles/${created.id}`, {
      name: 'Balcão antigo',
      permissions: [],
      updatedAt: created.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect((await api('DELETE', `/access-profiles/${created.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/access-profiles/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown permission, a taken name and an unknown profile in Portuguese', async () => {
    const unknown = await api('POST', '/access-profiles', { name: 'X', permissions: ['tudo'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Permissão desconhecida');
    const taken = await api('POST', '/access-profiles', { name: 'auditoria', permissions: [] });
    expect(taken.json()).toMatchObject({
      statusCode: 409,
      message: ACCESS_PROFILE_MESSAGES.nameTaken,
    });
    expect(
      (
        await api('PUT', `/super-admins/${session.userId}/access-profile`, {
          accessProfileId: randomUUID(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api('POST', '/super-admins', {
          name: 'Sem perfil',
          email: 'sem-perfil@test.local',
          accessProfileId: randomUUID(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('assigns a profile, audited by name, and the session user then carries it and is refused the rest', async () => {
    const admin = await adminWith(SUPER_ADMIN_PROFILE_ID);
    const custom = await createProfile(['empresas.ver', 'profissionais.ver']);
    expect(
      (await api('PUT', `/super-admins/${admin.id}/access-profile`, { accessProfileId: custom.id }))
        .statusCode,
    ).toBe(204);
    const [trail] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'access-profile.change')));
    expect(trail).toMatchObject({
      before: { accessProfile: 'Super-administrador' },
      after: { accessProfile: custom.name },
    });
    const me = await ctx.app.inject({
      url: `/api/user/getUserByAcessToken?accessToken=${admin.headers.authorization.slice(7)}`,
    });
    expect(me.json()).toMatchObject({
      accessProfile: {
        id: custom.id,
        name: custom.name,
        permissions: ['empresas.ver', 'profissionais.ver'],
      },
    });
    expect((await api('GET', '/candidates', undefined, admin.headers)).statusCode).toBe(200);
    const exported = await api('GET', '/candidates/export.csv', undefined, admin.headers);
    expect(exported.json()).toMatchObject({
      statusCode: 403,
      message: 'Seu perfil não permite exportar profissionais',
    });
    expect((await api('GET', `/super-admins/${admin.id}`)).json()).toMatchObject({
      accessProfile: { id: custom.id, name: custom.name },
    });
  });

  it("changes an administrator's UFs with their profile, audited before → after", async () => {
    const admin = await adminWith(AUDIT_PROFILE_ID);
    const assign = (ufs: string[] | null) =>
      api('PUT', `/super-admins/${admin.id}/access-profile`, {
        accessProfileId: AUDIT_PROFILE_ID,
        ufs,
      });
    expect((await assign(['SP', 'RJ'])).statusCode).toBe(204);
    expect((await assign(['SP'])).statusCode).toBe(204);
    expect((await api('GET', `/super-admins/${admin.id}`)).json()).toMatchObject({ ufs: ['SP'] });
    const trail = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'access-profile.change')))
      .orderBy(auditLog.createdAt);
    expect(trail.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { accessProfile: 'Auditoria', ufs: null },
        { accessProfile: 'Auditoria', ufs: ['RJ', 'SP'] },
      ],
      [
        { accessProfile: 'Auditoria', ufs: ['RJ', 'SP'] },
        { accessProfile: 'Auditoria', ufs: ['SP'] },
      ],
    ]);
  });

  it('never lets an administrator take away their own right to manage profiles, nor delete the profile they hold', async () => {
    const managers = await createProfile([
      'administradores.ver',
      'administradores.editar',
      'administradores.status',
    ]);
    const admin = await adminWith(managers.id);
    const viewers = await createProfile(['administradores.ver']);
    const narrowed = await api(
      'PUT',
      `/access-profiles/${managers.id}`,
      { name: managers.name, permissions: ['administradores.ver'], updatedAt: managers.updatedAt },
      admin.headers,
    );
    expect(narrowed.json()).toMatchObject({
      statusCode: 409,
      message: ACCESS_PROFILE_MESSAGES.ownManagement,
    });
    const demoted = await api(
      'PUT',
      `/super-admins/${admin.id}/access-profile`,
      { accessProfileId: viewers.id },
      admin.headers,
    );
    expect(demoted.json()).toMatchObject({
      statusCode: 409,
      message: ACCESS_PROFILE_MESSAGES.ownManagement,
    });
    const deleted = await api(
      'DELETE',
      `/access-profiles/${managers.id}`,
      undefined,
      admin.headers,
    );
    expect(deleted.json()).toMatchObject({
      statusCode: 409,
      message: ACCESS_PROFILE_MESSAGES.ownProfile,
    });
    const inUse = await api('DELETE', `/access-profiles/${managers.id}`);
    expect(inUse.json()).toMatchObject({ statusCode: 409, message: ACCESS_PROFILE_MESSAGES.inUse });
  });

  it('never leaves the system without an active Super-administrador, by a new profile or a deactivation', async () => {
    // Every other Super-administrador gets another profile, so the signed-in one is the last.
    const others = await ctx.database.db
      .select({ id: superAdminProfiles.userId })
      .from(superAdminProfiles)
      .where(eq(superAdminProfiles.accessProfileId, SUPER_ADMIN_PROFILE_ID));
    for (const other of others.filter((row) => row.id !== session.userId))
      await ctx.database.db
        .update(superAdminProfiles)
        .set({ accessProfileId: AUDIT_PROFILE_ID })
        .where(eq(superAdminProfiles.userId, other.id));
    // As powerful as a Super-administrador (every permission, every UF), so it may manage one.
    const everything = await createProfile([...PROFILE_PERMISSIONS]);
    const admin = await adminWith(everything.id);
    const demoted = await api(
      'PUT',
      `/super-admins/${session.userId}/access-profile`,
      { accessProfileId: AUDIT_PROFILE_ID },
      admin.headers,
    );
    expect(demoted.json()).toMatchObject({
      statusCode: 409,
      message: ACCESS_PROFILE_MESSAGES.lastSuperAdmin,
    });
    const deactivated = await api(
      'POST',
      `/super-admins/${session.userId}/status`,
      { status: 'inactive' },
      admin.headers,
    );
    expect(deactivated.json()).toMatchObject({
      statusCode: 409,
      message: ACCESS_PROFILE_MESSAGES.lastSuperAdmin,
    });
    // With a second one, the first may go.
    const second = await adminWith(SUPER_ADMIN_PROFILE_ID);
    expect(
      (
        await api(
          'PUT',
          `/super-admins/${second.id}/access-profile`,
          { accessProfileId: AUDIT_PROFILE_ID },
          admin.headers,
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await api(
          'PUT',
          `/super-admins/${second.id}/access-profile`,
          { accessProfileId: SUPER_ADMIN_PROFILE_ID },
          admin.headers,
        )
      ).statusCode,
    ).toBe(204);
  });
});
