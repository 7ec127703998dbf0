import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, processFollowers, selectiveProcesses, superAdminProfiles, users } from '../../../db/schema/index';
import { loadAccess } from '../../../lib/permissions';

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

/**
 * The followers a process's notices may reach: those whose profile sees processes
 * ('processos.ver') and whose UFs hold the process's company (a regional administrator who
 * followed it before their scope changed is told nothing).
 */
export const followersWhoSee = async (db: Db, processId: string) => {
  const [process] = await db
    .select({ uf: companies.uf })
    .from(selectiveProcesses)
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .where(eq(selectiveProcesses.id, processId));
  if (!process) return [];
  const seeing = [];
  for (const follower of await followersOf(db, processId)) {
    const { permissions, scope } = await loadAccess(db, follower.userId);
    if (permissions.includes('processos.ver') && (!scope || (process.uf !== null && scope.includes(process.uf)))) seeing.push(follower);
  }
  return seeing;
};
