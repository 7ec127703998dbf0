import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accessProfiles, superAdminProfiles } from '../db/schema/index';
import { insertSuperAdmin } from './factories';
import { sessionTokenOf, type TestContext } from './helper';

/**
 * An administrator of a custom profile holding `permissions`, limited to `ufs` (decision 029; null:
 * every UF), signed in: their id and the headers of their requests.
 */
export const insertScopedAdmin = async (
  ctx: TestContext,
  {
    email,
    permissions,
    ufs,
  }: { email: string; permissions: readonly string[]; ufs: string[] | null },
): Promise<{ id: string; headers: { authorization: string } }> => {
  const { db } = ctx.database;
  const profileId = randomUUID();
  await db.insert(accessProfiles).values({
    id: profileId,
    name: `Perfil ${email}`,
    permissions: [...permissions],
    ufs,
  });
  const admin = await insertSuperAdmin(db, email, 'senha-do-escopo-1');
  await db
    .update(superAdminProfiles)
    .set({ accessProfileId: profileId })
    .where(eq(superAdminProfiles.userId, admin.id));
  return {
    id: admin.id,
    headers: { authorization: `Bearer ${await sessionTokenOf(ctx, admin.id)}` },
  };
};
