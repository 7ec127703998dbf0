import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { allows, refusalMessage, type Permission } from '@hub/contract/permissions';
import type { Db } from '../db/client';
import { builtOncePer } from '../db/prepared';
import { accessProfiles, superAdminProfiles } from '../db/schema/index';
import { AppError, CommonErrors } from './errors';

/** The permissions of an administrator's access profile: one indexed read, prepared once. */
const permissionsQuery = builtOncePer((db) =>
  db
    .select({ permissions: accessProfiles.permissions })
    .from(superAdminProfiles)
    .innerJoin(accessProfiles, eq(accessProfiles.id, superAdminProfiles.accessProfileId))
    .where(eq(superAdminProfiles.userId, sql.placeholder('id')))
    .limit(1)
    .prepare('session_permissions'),
);

export const loadPermissions = async (db: Db, userId: string): Promise<string[]> => {
  const [row] = await permissionsQuery(db).execute({ id: userId });
  return row?.permissions ?? [];
};

/** One read per request however many checks ask (the operation's, then its answer's masking). */
const readThisRequest = new WeakMap<FastifyRequest, Promise<string[]>>();

/** The signed-in administrator's permissions, read once per request. */
export const permissionsOf = (db: Db, request: FastifyRequest): Promise<string[]> => {
  if (!request.user) return Promise.resolve([]);
  let held = readThisRequest.get(request);
  if (!held) {
    held = loadPermissions(db, request.user.id);
    readThisRequest.set(request, held);
  }
  return held;
};

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
  if (!allows(await permissionsOf(db, request), permission))
    throw new AppError({
      kind: 'forbidden',
      message: refusalMessage(permission),
      code: 'permission',
    });
};
