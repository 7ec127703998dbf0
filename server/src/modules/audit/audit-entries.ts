import { inArray } from 'drizzle-orm';
import type { AuditEntry } from '@hub/contract/audit';
import type { Db } from '../../db/client';
import { auditLog, superAdminProfiles } from '../../db/schema/index';
import { iso } from '../../lib/records';

/** The names of administrators by user id (their profile's), for the trail and the records' histories. */
export const actorNames = async (
  db: Db,
  actorIds: (string | null)[],
): Promise<Map<string, string>> => {
  const ids = [...new Set(actorIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: superAdminProfiles.userId, name: superAdminProfiles.name })
    .from(superAdminProfiles)
    .where(inArray(superAdminProfiles.userId, ids));
  return new Map(rows.map((row) => [row.userId, row.name]));
};

/** A row of the trail as the API answers it: the actor by name where they have a profile. */
export const toAuditEntry = (
  row: typeof auditLog.$inferSelect,
  names: Map<string, string>,
): AuditEntry => ({
  ...row,
  actorName: (row.actorId && names.get(row.actorId)) ?? row.actorEmail,
  before: row.before ?? null,
  after: row.after ?? null,
  createdAt: iso(row.createdAt),
});
