import { eq } from 'drizzle-orm';
import type { SessionUser } from '@hub/contract/auth';
import type { Db } from '../../db/client';
import { superAdminProfiles, users } from '../../db/schema/index';

/** The spec's session user: `{id, email, superAdmin:{name, occupation}, photoUrl}`. */
export const loadSessionUser = async (db: Db, userId: string): Promise<SessionUser | null> => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      photoUrl: users.photoUrl,
      name: superAdminProfiles.name,
      occupation: superAdminProfiles.occupation,
    })
    .from(users)
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    superAdmin: { name: row.name ?? '', occupation: row.occupation ?? null },
    photoUrl: row.photoUrl,
  };
};
