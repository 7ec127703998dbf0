import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessProfile } from '@hub/contract/access-profiles';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import type { SuperAdmin } from '@hub/contract/super-admins';
import { superAdminProfiles, users } from '../../db/schema/index';
import { insertSuperAdmin } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { insertScopedAdmin, SCOPED_ADMIN_PASSWORD } from '../../test/scoped-admin';

/**
 * A grant never exceeds the granter (DESIGN 5c, decision 048). The attack: a 'Gestor SP' profile of
 * five permissions, 'criar e editar administradores' among them, limited to SP, gave its own
 * profile 'ver dados pessoais completos', lifted its UF limit, created a Super-administrador and
 * gave itself that profile. Each step is refused with 403 naming what exceeds; nothing changes.
 */

const GESTOR_SP = [
  'administradores.ver',
  'administradores.editar',
  'administradores.status',
  'empresas.ver',
  'profissionais.ver',
];

let ctx: TestContext;
let root: Awaited<ReturnType<typeof loginAs>>;
let gestor: Awaited<ReturnType<typeof insertScopedAdmin>>;
let gestorProfile: AccessProfile;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = { authorization: string };
const api = (headers: Headers, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const asGestor = (method: Method, url: string, payload?: object) =>
  api(gestor.headers, method, url, payload);
const asRoot = (method: Method, url: string, payload?: object) =>
  api(root.headers, method, url, payload);

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

const profileNamed = async (
  permissions: string[],
  ufs: string[] | null,
  name = unique('Perfil'),
): Promise<AccessProfile> => {
  const created = await asRoot('POST', '/access-profiles', { name, permissions, ufs });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<AccessProfile>();
};

const readProfile = async (id: string) =>
  (await asRoot('GET', `/access-profiles/${id}`)).json<AccessProfile>();

const heldProfile = async (userId: string) => {
  const [row] = await ctx.database.db
    .select({ profileId: superAdminProfiles.accessProfileId, ufs: superAdminProfiles.ufs })
    .from(superAdminProfiles)
    .where(eq(superAdminProfiles.userId, userId));
  return row;
};

const accountsWith = async (email: string) =>
  (
    await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  ).length;

const expectRefused = async (
  answer: Promise<{ statusCode: number; json: () => unknown }>,
  message: string,
  issues?: { path: string; message: string }[],
) => {
  const response = await answer;
  expect(response.statusCode).toBe(403);
  const body = response.json() as { message: string; issues?: unknown };
  expect(body.message).toBe(message);
  if (issues) expect(body.issues).toEqual(issues);
};

beforeAll(async () => {
  ctx = await setupApp();
  root = await loginAs(ctx.app);
  gestor = await insertScopedAdmin(ctx, {
    email: 'gestor-sp@test.local',
    permissions: GESTOR_SP,
    ufs: ['SP'],
  });
  gestorProfile = await readProfile(gestor.profileId);
});

describe("the Gestor SP's escalation, step by step", () => {
  it('refuses giving its own profile a permission it lacks (ver dados pessoais completos)', async () => {
    await expectRefused(
      asGestor('PUT', `/access-profiles/${gestorProfile.id}`, {
        name: gestorProfile.name,
        permissions: [...GESTOR_SP, 'dados-pessoais'],
        ufs: ['SP'],
        updatedAt: gestorProfile.updatedAt,
      }),
      'Você não pode conceder o que seu perfil não tem: Ver dados pessoais completos',
      [
        {
          path: 'permissions',
          message: 'Você não pode conceder o que seu perfil não tem: Ver dados pessoais completos',
        },
      ],
    );
    expect((await readProfile(gestorProfile.id)).permissions).toEqual(GESTOR_SP);
  });

  it('refuses lifting its own UF limit, on the profile or on itself', async () => {
    await expectRefused(
      asGestor('PUT', `/access-profiles/${gestorProfile.id}`, {
        name: gestorProfile.name,
        permissions: GESTOR_SP,
        ufs: null,
        updatedAt: gestorProfile.updatedAt,
      }),
      'Você não pode conceder o que seu perfil não tem: todas as UFs',
      [
        {
          path: 'ufs',
          message: 'Você só pode conceder as UFs que atende (SP); fora delas: todas as UFs',
        },
      ],
    );
    await expectRefused(
      asGestor('PUT', `/access-profiles/${gestorProfile.id}`, {
        name: gestorProfile.name,
        permissions: GESTOR_SP,
        ufs: ['RJ', 'SP'],
        updatedAt: gestorProfile.updatedAt,
      }),
      'Você não pode conceder o que seu perfil não tem: a UF RJ',
    );
    expect((await readProfile(gestorProfile.id)).ufs).toEqual(['SP']);
    // A profile with every UF, held with no own limit, would widen the Gestor too.
    const everyUf = await profileNamed(GESTOR_SP, null);
    await expectRefused(
      asGestor('PUT', `/super-admins/${gestor.id}/access-profile`, {
        accessProfileId: everyUf.id,
        ufs: null,
      }),
      'Você não pode conceder o que seu perfil não tem: todas as UFs',
    );
    expect(await heldProfile(gestor.id)).toEqual({ profileId: gestorProfile.id, ufs: null });
  });

  it('refuses creating a Super-administrador', async () => {
    const response = await asGestor('POST', '/super-admins', {
      name: 'Cúmplice',
      email: 'cumplice@test.local',
      accessProfileId: SUPER_ADMIN_PROFILE_ID,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(
      /^Você não pode conceder o que seu perfil não tem: .*Ver dados pessoais completos.*, todas as UFs$/,
    );
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'accessProfileId',
      'ufs',
    ]);
    expect(await accountsWith('cumplice@test.local')).toBe(0);
  });

  it('refuses giving itself the Super-administrador profile, even with its own UFs', async () => {
    for (const ufs of [null, ['SP']]) {
      const response = await asGestor('PUT', `/super-admins/${gestor.id}/access-profile`, {
        accessProfileId: SUPER_ADMIN_PROFILE_ID,
        ufs,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('Exportar profissionais');
    }
    expect(await heldProfile(gestor.id)).toEqual({ profileId: gestorProfile.id, ufs: null });
  });

  it('refuses creating an administrator with UFs beyond its own', async () => {
    const beyond = await asGestor('POST', '/super-admins', {
      name: 'Ana do Rio',
      email: 'ana-rio@test.local',
      accessProfileId: gestorProfile.id,
      ufs: ['RJ', 'SP'],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().issues).toEqual([
      { path: 'ufs', message: 'Você só pode conceder as UFs que atende (SP); fora delas: a UF RJ' },
    ]);
    // A profile reaching every UF, held with no own UFs, reaches every UF.
    const companiesEverywhere = await profileNamed(['empresas.ver'], null);
    await expectRefused(
      asGestor('POST', '/super-admins', {
        name: 'Ana do Rio',
        email: 'ana-rio@test.local',
        accessProfileId: companiesEverywhere.id,
      }),
      'Você não pode conceder o que seu perfil não tem: todas as UFs',
    );
    // Without a profile the UFs named still count.
    await expectRefused(
      asGestor('POST', '/super-admins', {
        name: 'Ana do Rio',
        email: 'ana-rio@test.local',
        ufs: ['RJ'],
      }),
      'Você não pode conceder o que seu perfil não tem: a UF RJ',
    );
    expect(await accountsWith('ana-rio@test.local')).toBe(0);
  });

  it('refuses a profile holding a permission it lacks, or UFs beyond its own', async () => {
    const name = unique('Comercial SP');
    await expectRefused(
      asGestor('POST', '/access-profiles', {
        name,
        permissions: ['empresas.ver', 'planos.ver', 'anonimizar'],
        ufs: ['SP'],
      }),
      'Você não pode conceder o que seu perfil não tem: Ver planos, Anonimizar profissionais (LGPD)',
    );
    await expectRefused(
      asGestor('POST', '/access-profiles', { name, permissions: ['empresas.ver'], ufs: null }),
      'Você não pode conceder o que seu perfil não tem: todas as UFs',
    );
    await expectRefused(
      asGestor('POST', '/access-profiles', {
        name,
        permissions: ['empresas.ver'],
        ufs: ['MG', 'RJ'],
      }),
      'Você não pode conceder o que seu perfil não tem: as UFs MG, RJ',
    );
    const list = (await asRoot('GET', '/access-profiles')).json<AccessProfile[]>();
    expect(list.some((profile) => profile.name === name)).toBe(false);
  });
});

describe('what the Gestor SP may still do: give a subset of what it holds', () => {
  it('creates a profile within its own, an administrator holding it, assigns and edits it', async () => {
    const created = await asGestor('POST', '/access-profiles', {
      name: unique('Balcão SP'),
      permissions: ['empresas.ver', 'profissionais.ver'],
      ufs: ['SP'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const counter = created.json<AccessProfile>();
    const invited = await asGestor('POST', '/super-admins', {
      name: 'Caio Balcão',
      email: 'caio-balcao@test.local',
      accessProfileId: counter.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<SuperAdmin>().accessProfile).toMatchObject({ id: counter.id });
    // A built-in profile reaching every UF, narrowed to SP by the administrator's own UFs.
    const narrowed = await asGestor(
      'PUT',
      `/super-admins/${invited.json<SuperAdmin>().id}/access-profile`,
      { accessProfileId: (await profileNamed(['empresas.ver'], null)).id, ufs: ['SP'] },
    );
    expect(narrowed.statusCode, narrowed.body).toBe(204);
    const edited = await asGestor('PUT', `/access-profiles/${counter.id}`, {
      name: counter.name,
      permissions: ['empresas.ver'],
      ufs: ['SP'],
      updatedAt: counter.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const withoutProfile = await asGestor('POST', '/super-admins', {
      name: 'Dora Sem Perfil',
      email: 'dora-sem-perfil@test.local',
      ufs: ['SP'],
    });
    expect(withoutProfile.statusCode, withoutProfile.body).toBe(201);
  });

  it('lets an administrator limited by no UF give any UFs', async () => {
    const national = await insertScopedAdmin(ctx, {
      email: 'gestor-nacional@test.local',
      permissions: GESTOR_SP,
      ufs: null,
    });
    for (const ufs of [['RJ', 'BA'], null]) {
      const response = await api(national.headers, 'POST', '/access-profiles', {
        name: unique('Regional'),
        permissions: ['empresas.ver'],
        ufs,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

describe('the Gestor SP manages no one who holds more than it', () => {
  it("refuses changing, deactivating, taking over or signing out a Super-administrador's account", async () => {
    const target = await insertSuperAdmin(ctx.database.db, 'alvo-super@test.local', 'senha-do-alvo-1');
    const refusal = /^Você não pode alterar um administrador com mais acesso que o seu: /;
    const attempts = [
      asGestor('PUT', `/super-admins/${target.id}/access-profile`, {
        accessProfileId: gestorProfile.id,
      }),
      asGestor('POST', `/super-admins/${target.id}/status`, { status: 'inactive' }),
      asGestor('PUT', `/super-admin/${target.id}`, {
        name: 'Alvo',
        email: 'caixa-do-gestor@test.local',
        currentPassword: SCOPED_ADMIN_PASSWORD,
      }),
      asGestor('POST', `/super-admin/${target.id}/sessions/end`),
      asGestor('POST', `/super-admin/${target.id}/factors/reset`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toMatch(refusal);
    }
    const [row] = await ctx.database.db
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row).toEqual({ email: 'alvo-super@test.local', status: 'active' });
    expect((await heldProfile(target.id))?.profileId).toBe(SUPER_ADMIN_PROFILE_ID);
    // They still sign in.
    await loginAs(ctx.app, { email: target.email, password: target.password });
  });

  it("refuses resending a Super-administrador's invitation", async () => {
    const pending = await asRoot('POST', '/super-admins', {
      name: 'Super Pendente',
      email: 'super-pendente@test.local',
      accessProfileId: SUPER_ADMIN_PROFILE_ID,
    });
    expect(pending.statusCode).toBe(201);
    const resent = await asGestor('POST', `/super-admins/${pending.json<SuperAdmin>().id}/invite`);
    expect(resent.statusCode).toBe(403);
  });

  it('refuses editing or deleting a profile that reaches beyond its own, even to narrow it', async () => {
    const wide = await profileNamed(['empresas.ver', 'dados-pessoais'], ['SP']);
    await expectRefused(
      asGestor('PUT', `/access-profiles/${wide.id}`, {
        name: wide.name,
        permissions: ['empresas.ver'],
        ufs: ['SP'],
        updatedAt: wide.updatedAt,
      }),
      'Você não pode alterar um perfil com mais acesso que o seu: Ver dados pessoais completos',
    );
    const everyUf = await profileNamed(['empresas.ver'], null);
    await expectRefused(
      asGestor('DELETE', `/access-profiles/${everyUf.id}`),
      'Você não pode alterar um perfil com mais acesso que o seu: todas as UFs',
    );
    expect((await readProfile(wide.id)).permissions).toEqual(['empresas.ver', 'dados-pessoais']);
    expect((await asRoot('GET', `/access-profiles/${everyUf.id}`)).statusCode).toBe(200);
  });
});
