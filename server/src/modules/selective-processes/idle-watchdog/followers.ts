import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processFollowers, superAdminProfiles, users } from '../../../db/schema/index';

/*
 * Who follows a process, below the services that write processes and send their notices (decision
 * 051): the process's creator follows it from the start.
 */

export const followCreatedProcess = async (db: Db, processId: string, creatorId: string | null): Promise<void> => {
  if (creatorId) await db.insert(processFollowers).values({ selectiveProcessId: processId, userId: creatorId }).onConflictDoNothing();
};

/** A process's followers, by name: an administrator's profile name, else their e-mail. */
export const followersOf = async (db: Db, processId: string) =>
  db
    .select({ userId: users.id, name: superAdminProfiles.name, email: users.email })
    .from(processFollowers)
    .innerJoin(users, eq(users.id, processFollowers.userId))
    .innerJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(eq(processFollowers.selectiveProcessId, processId))
    .orderBy(asc(superAdminProfiles.name));
