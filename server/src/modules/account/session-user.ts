import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@hub/contract/auth';
import { effectiveScope } from '@hub/contract/permissions';
import type { Db } from '../../db/client';
import { builtOncePer } from '../../db/prepared';
import { accessProfiles, superAdminProfiles, users } from '../../db/schema/index';

const sessionUserQuery = builtOncePer((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      photoUrl: users.photoUrl,
      name: superAdminProfiles.name,
      occupation: superAdminProfiles.occupation,
      profileId: accessProfiles.id,
      profileName: accessProfiles.name,
      permissions: accessProfiles.permissions,
      profileUfs: accessProfiles.ufs,
      ownUfs: superAdminProfiles.ufs,
    })
    .from(users)
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .leftJoin(accessProfiles, eq(accessProfiles.id, superAdminProfiles.accessProfileId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user_profile'),
);

const scopeCopy = (scope: readonly string[] | null): string[] | null => (scope ? [...scope] : null);

/**
 * The spec's session user: `{id, email, superAdmin:{name, occupation}, photoUrl}`, plus the access
 * profile held, its permissions and the UFs seen (an administrator without a profile holds none and
 * sees no UF, as lib/permissions.ts's `loadAccess` answers).
 */
export const loadSessionUser = async (db: Db, userId: string): Promise<SessionUser | null> => {
  const [row] = await sessionUserQuery(db).execute({ id: userId });
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    superAdmin: { name: row.name ?? '', occupation: row.occupation ?? null },
    photoUrl: row.photoUrl,
    accessProfile: row.profileId ? { id: row.profileId, name: row.profileName ?? '', permissions: row.permissions ?? [] } : null,
    ufs: row.profileId ? scopeCopy(effectiveScope({ profileId: row.profileId, profileUfs: row.profileUfs, ownUfs: row.ownUfs })) : [],
  };
};
