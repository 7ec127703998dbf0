import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { allows, effectiveScope, refusalMessage, type Permission } from '@hub/contract/permissions';
import type { Db } from '../db/client';
import { builtOncePer } from '../db/prepared';
import { accessProfiles, superAdminProfiles } from '../db/schema/index';
import { AppError, CommonErrors } from './errors';

/**
 * The UFs an administrator sees (decision 029): null for every UF. When both the profile and the
 * administrator name UFs, both limits hold (their intersection, possibly none).
 */
export type Scope = readonly string[] | null;

/** What an administrator's access profile allows: its permissions and its regional scope. */
export type Access = { permissions: string[]; scope: Scope };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator's access, read once per request when something asks for it. */
    access: Promise<Access> | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The permissions and UFs of an administrator's access profile: one indexed read, prepared once. */
const accessQuery = builtOncePer((db) =>
  db
    .select({
      permissions: accessProfiles.permissions,
      profileId: accessProfiles.id,
      profileUfs: accessProfiles.ufs,
      ownUfs: superAdminProfiles.ufs,
    })
    .from(superAdminProfiles)
    .innerJoin(accessProfiles, eq(accessProfiles.id, superAdminProfiles.accessProfileId))
    .where(eq(superAdminProfiles.userId, sql.placeholder('id')))
    .limit(1)
    .prepare('session_permissions'),
);

/** An administrator's access from their profile's row: without a profile they hold nothing, and see no UF. */
export const heldAccess = (
  row: { profileId: string | null; permissions: string[] | null; profileUfs: string[] | null; ownUfs: string[] | null } | undefined,
): Access =>
  row?.profileId
    ? { permissions: row.permissions ?? [], scope: effectiveScope({ ...row, profileId: row.profileId }) }
    : { permissions: [], scope: [] };

export const loadAccess = async (db: Db, userId: string): Promise<Access> => {
  const [row] = await accessQuery(db).execute({ id: userId });
  return heldAccess(row);
};

/** The signed-in administrator's access, read at most once per request (the permission check's read serves the scope too). */
export const accessOf = (db: Db, request: FastifyRequest): Promise<Access> => {
  if (!request.user) throw new AppError(CommonErrors.unauthenticated);
  request.access ??= loadAccess(db, request.user.id);
  return request.access;
};

/** The UFs the signed-in administrator sees (null: every UF); no read for a public request. */
export const scopeOf = async (db: Db, request: FastifyRequest): Promise<Scope> =>
  request.user ? (await accessOf(db, request)).scope : null;

/**
 * Refuses with 403, naming what is missing ('Seu perfil não permite exportar profissionais'),
 * unless the signed-in administrator's profile holds the permission. `conta` needs no read.
 */
export const requirePermission = async (
  db: Db,
  request: FastifyRequest,
  permission: Permission,
): Promise<void> => {
  if (permission === 'conta') return;
  if (!request.user) throw new AppError(CommonErrors.unauthenticated);
  if (!allows((await accessOf(db, request)).permissions, permission))
    throw new AppError({
      kind: 'forbidden',
      message: refusalMessage(permission),
      code: 'permission',
    });
};
