import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@hub/contract/auth';
import type { Db } from '../../db/client';
import { builtOncePer } from '../../db/prepared';
import { superAdminProfiles, users } from '../../db/schema/index';

const sessionUserQuery = builtOncePer((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      photoUrl: users.photoUrl,
      name: superAdminProfiles.name,
      occupation: superAdminProfiles.occupation,
    })
    .from(users)
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user_profile'),
);

/** The spec's session user: `{id, email, superAdmin:{name, occupation}, photoUrl}`. */
export const loadSessionUser = async (db: Db, userId: string): Promise<SessionUser | null> => {
  const [row] = await sessionUserQuery(db).execute({ id: userId });
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    superAdmin: { name: row.name ?? '', occupation: row.occupation ?? null },
    photoUrl: row.photoUrl,
  };
};
