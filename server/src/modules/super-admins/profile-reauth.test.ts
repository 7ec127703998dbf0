import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessProfile } from '@hub/contract/access-profiles';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { users } from '../../db/schema/index';
import { insertSuperAdmin } from '../../test/factories';
import { ADMIN, loginAs, setupApp, type TestContext } from '../../test/helper';

/** Opening an account and changing who may do what ask for a recent proof of identity (decisions 026 and 030). */

let ctx: TestContext;
let session: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await setupApp();
  session = await loginAs(ctx.app);
});

type Method = 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });

/** The session's last proof of identity, six minutes ago: past the five-minute window. */
const staleProof = () =>
  ctx.database.db.execute(
    sql`UPDATE sessions SET proved_at = now() - interval '6 minutes' WHERE id = ${decodeJwt<{ sid: string }>(session.token).sid}`,
  );

const confirmPassword = async () => {
  const confirmed = await api('POST', '/account/confirm-identity', { password: ADMIN.password });
  expect(confirmed.statusCode).toBe(204);
};

const expectReauth = async (answer: Promise<{ statusCode: number; json: () => unknown }>) => {
  const response = await answer;
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    code: 'reauth_required',
    message: 'Confirme sua senha para continuar',
  });
};

describe('re-authentication before profile changes and assignments', () => {
  it('creating, editing and deleting a profile ask for the password after 5 minutes, then go through', async () => {
    const body = { name: 'Plantão regional', permissions: ['empresas.ver'] };
    await staleProof();
    await expectReauth(api('POST', '/access-profiles', body));
    await confirmPassword();
    const created = await api('POST', '/access-profiles', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<AccessProfile>();

    await staleProof();
    const edited = {
      ...body,
      permissions: ['empresas.ver', 'profissionais.ver'],
      updatedAt: created.json<AccessProfile>().updatedAt,
    };
    await expectReauth(api('PUT', `/access-profiles/${id}`, edited));
    await confirmPassword();
    const updated = await api('PUT', `/access-profiles/${id}`, edited);
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AccessProfile>().permissions).toEqual(edited.permissions);

    await staleProof();
    await expectReauth(api('DELETE', `/access-profiles/${id}`));
    await confirmPassword();
    expect((await api('DELETE', `/access-profiles/${id}`)).statusCode).toBe(204);
  });

  it('creating an administrator and resending an invitation ask for the password after 5 minutes, then go through', async () => {
    const body = { name: 'Convidada Tardia', email: 'convidada-tardia@test.local' };
    await staleProof();
    await expectReauth(api('POST', '/super-admins', body));
    expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    await confirmPassword();
    const created = await api('POST', '/super-admins', body);
    expect(created.statusCode, created.body).toBe(201);

    await staleProof();
    const resend = () => api('POST', `/super-admins/${created.json<{ id: string }>().id}/invite`);
    await expectReauth(resend());
    await confirmPassword();
    expect((await resend()).statusCode).toBe(204);
  });

  it("changing an administrator's profile asks for the password after 5 minutes, then goes through", async () => {
    const other = await insertSuperAdmin(
      ctx.database.db,
      'perfil-reauth@test.local',
      'outra-senha-123',
    );
    const assign = () =>
      api('PUT', `/super-admins/${other.id}/access-profile`, {
        accessProfileId: BUILT_IN_PROFILES[1].id,
      });
    await staleProof();
    await expectReauth(assign());
    await confirmPassword();
    expect((await assign()).statusCode).toBe(204);
  });
});
