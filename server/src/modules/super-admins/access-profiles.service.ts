import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { USER_TYPES } from '@hub/contract/auth';
import {
  ACCESS_PROFILE_MESSAGES,
  type AccessProfile,
  type AccessProfileBody,
  type AccessProfileUpdate,
} from '@hub/contract/access-profiles';
import { allows, assignedScope, SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import type { Db } from '../../db/client';
import { accessProfiles, superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, type ErrorSpec } from '../../lib/errors';
import { heldAccess } from '../../lib/permissions';
import { iso, updateRecord } from '../../lib/records';
import { uniqueError } from '../../lib/unique';
import { requireRecentProof } from '../sessions/sessions.service';
import { assertGrantable, assertManageable } from './grants';
import { SuperAdminErrors } from './super-admins.errors';

const conflict = (message: string): ErrorSpec => ({ kind: 'conflict', message });
const notFound: ErrorSpec = { kind: 'not_found', message: ACCESS_PROFILE_MESSAGES.notFound };
/** The profile's row for the shared update (the answer is read again with its holders). */
const profileSpec = {
  table: accessProfiles,
  entity: 'access-profiles',
  notFound,
  toAnswer: () => undefined,
};
const nameRule = {
  index: 'access_profiles_name_unique',
  where: undefined,
  error: { ...conflict(ACCESS_PROFILE_MESSAGES.nameTaken), field: 'name' },
};
/** The right that manages profiles and administrators: nobody takes it from themselves. */
const MANAGE = 'administradores.editar';

const columns = {
  id: accessProfiles.id,
  name: accessProfiles.name,
  description: accessProfiles.description,
  builtIn: accessProfiles.builtIn,
  permissions: accessProfiles.permissions,
  ufs: accessProfiles.ufs,
  holders: sql<number>`(SELECT count(*)::int FROM ${superAdminProfiles} WHERE ${superAdminProfiles.accessProfileId} = ${accessProfiles.id})`,
  createdAt: accessProfiles.createdAt,
  updatedAt: accessProfiles.updatedAt,
};

type Row = Omit<AccessProfile, 'createdAt' | 'updatedAt' | 'ufs'> & {
  ufs: string[] | null;
  createdAt: Date;
  updatedAt: Date;
};

const toAnswer = (row: Row): AccessProfile => ({
  ...row,
  // Written through the contract's UF list only.
  ufs: row.ufs as AccessProfile['ufs'],
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The built-in profiles first (in their fixed order), then the council's by name. */
export const listAccessProfiles = async (db: Db): Promise<AccessProfile[]> => {
  const rows = await db
    .select(columns)
    .from(accessProfiles)
    .orderBy(
      desc(accessProfiles.builtIn),
      asc(sql`CASE WHEN ${accessProfiles.builtIn} THEN ${accessProfiles.id}::text END`),
      asc(accessProfiles.name),
    );
  return rows.map(toAnswer);
};

export const getAccessProfile = async (db: Db, id: string): Promise<AccessProfile> => {
  const [row] = await db
    .select(columns)
    .from(accessProfiles)
    .where(eq(accessProfiles.id, id))
    .limit(1);
  if (!row) throw new AppError(notFound);
  return toAnswer(row);
};

/** The profile an administrator holds now (locked with the row in a transaction). */
const heldProfile = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ profileId: superAdminProfiles.accessProfileId })
    .from(superAdminProfiles)
    .where(eq(superAdminProfiles.userId, userId))
    .for('update');
  return row?.profileId ?? null;
};

/**
 * Refuses a write that would leave no active Super-administrador: `leaving` is an active holder
 * about to stop being one (another profile, or deactivated). The holders' rows are locked first,
 * so two administrators demoting each other at once cannot both win.
 */
export const assertAnotherSuperAdmin = async (db: Db, leaving: string): Promise<void> => {
  const holders = await db
    .select({ id: users.id })
    .from(superAdminProfiles)
    .innerJoin(users, eq(users.id, superAdminProfiles.userId))
    .where(
      and(
        eq(superAdminProfiles.accessProfileId, SUPER_ADMIN_PROFILE_ID),
        eq(users.status, 'active'),
        eq(users.typeUser, USER_TYPES.superAdmin),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  if (holders.some((holder) => holder.id === leaving) && holders.length <= 1)
    throw new AppError(conflict(ACCESS_PROFILE_MESSAGES.lastSuperAdmin));
};

const snapshot = (profile: AccessProfile) => ({
  name: profile.name,
  description: profile.description,
  permissions: profile.permissions,
  ufs: profile.ufs,
});

export const createAccessProfile = async (
  db: Db,
  request: FastifyRequest,
  body: AccessProfileBody,
): Promise<AccessProfile> => {
  // Changing who may do what asks for a recent proof of identity (decision 026).
  await requireRecentProof(db, request);
  await assertGrantable(db, request, { permissions: body.permissions, scope: body.ufs }, 'permissions');
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accessProfiles)
        .values({ ...body, builtIn: false })
        .returning({ id: accessProfiles.id });
      if (!row) throw new Error('access profile insert returned nothing');
      await recordAudit(tx, request, {
        action: 'create',
        entity: 'access-profiles',
        entityId: row.id,
        after: body,
      });
      return row.id;
    });
    return await getAccessProfile(db, id);
  } catch (error) {
    throw uniqueError([nameRule], error);
  }
};

/** A council profile about to change, locked for the transaction: a built-in one never changes. */
const lockedCustomProfile = async (tx: Db, id: string): Promise<AccessProfile> => {
  const [locked] = await tx
    .select({ id: accessProfiles.id })
    .from(accessProfiles)
    .where(eq(accessProfiles.id, id))
    .for('update');
  if (!locked) throw new AppError(notFound);
  const before = await getAccessProfile(tx, id);
  if (before.builtIn) throw new AppError(conflict(ACCESS_PROFILE_MESSAGES.builtIn));
  return before;
};

/**
 * A council profile's name, description, permissions and UFs, under the `updatedAt` read; a
 * built-in one never changes, nobody takes the management of profiles from themselves, and only a
 * profile within the editor's access is edited, into one within it (decision 048).
 */
export const updateAccessProfile = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  { updatedAt, ...values }: AccessProfileUpdate,
): Promise<AccessProfile> => {
  // Changing who may do what asks for a recent proof of identity (decision 026).
  await requireRecentProof(db, request);
  await updateRecord(db, request, profileSpec, {
    id,
    updatedAt,
    values,
    rules: [nameRule],
    guard: async (before, tx) => {
      if (before.builtIn) throw new AppError(conflict(ACCESS_PROFILE_MESSAGES.builtIn));
      await assertManageable(db, request, { permissions: before.permissions, scope: before.ufs }, 'um perfil');
      await assertGrantable(db, request, { permissions: values.permissions, scope: values.ufs }, 'permissions');
      const own = request.user ? await heldProfile(tx, request.user.id) : null;
      if (own === id && !allows(values.permissions, MANAGE))
        throw new AppError(conflict(ACCESS_PROFILE_MESSAGES.ownManagement));
    },
  });
  return getAccessProfile(db, id);
};

/** Deletes a council profile nobody holds (the one held by whoever asks says so first), within the asker's access. */
export const deleteAccessProfile = async (
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<void> => {
  // Changing who may do what asks for a recent proof of identity (decision 026).
  await requireRecentProof(db, request);
  await db.transaction(async (tx) => {
    const before = await lockedCustomProfile(tx, id);
    await assertManageable(db, request, { permissions: before.permissions, scope: before.ufs }, 'um perfil');
    if (request.user && (await heldProfile(tx, request.user.id)) === id)
      throw new AppError(conflict(ACCESS_PROFILE_MESSAGES.ownProfile));
    if (before.holders > 0) throw new AppError(conflict(ACCESS_PROFILE_MESSAGES.inUse));
    await tx.delete(accessProfiles).where(eq(accessProfiles.id, id));
    await recordAudit(tx, request, {
      action: 'delete',
      entity: 'access-profiles',
      entityId: id,
      before: snapshot(before),
    });
  });
};

/**
 * Gives an administrator another profile and their own UFs (decision 029), audited as the
 * profile's name and the UFs before → after. Only an administrator within the granter's access
 * gets one, and only one within it (decision 048).
 */
export const assignAccessProfile = async (
  db: Db,
  request: FastifyRequest,
  userId: string,
  profileId: string,
  ufs: string[] | null,
): Promise<void> => {
  // Changing who may do what asks for a recent proof of identity (decision 026).
  await requireRecentProof(db, request);
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        profileId: superAdminProfiles.accessProfileId,
        profileName: accessProfiles.name,
        permissions: accessProfiles.permissions,
        profileUfs: accessProfiles.ufs,
        ownUfs: superAdminProfiles.ufs,
      })
      .from(superAdminProfiles)
      .innerJoin(users, eq(users.id, superAdminProfiles.userId))
      .leftJoin(accessProfiles, eq(accessProfiles.id, superAdminProfiles.accessProfileId))
      .where(and(eq(superAdminProfiles.userId, userId), eq(users.typeUser, USER_TYPES.superAdmin)))
      .for('update', { of: superAdminProfiles });
    if (!target) throw new AppError(SuperAdminErrors.notFound);
    const [profile] = await tx
      .select({ name: accessProfiles.name, permissions: accessProfiles.permissions, ufs: accessProfiles.ufs })
      .from(accessProfiles)
      .where(eq(accessProfiles.id, profileId));
    if (!profile) throw new AppError({ ...notFound, field: 'accessProfileId' });
    if (target.profileId === profileId && String(target.ownUfs) === String(ufs)) return;
    await assertManageable(db, request, heldAccess(target), 'um administrador');
    const scope = assignedScope({ profileId, profileUfs: profile.ufs, ownUfs: ufs });
    await assertGrantable(db, request, { permissions: profile.permissions, scope }, 'accessProfileId');
    if (userId === request.user?.id && !allows(profile.permissions, MANAGE))
      throw new AppError(conflict(ACCESS_PROFILE_MESSAGES.ownManagement));
    if (target.profileId === SUPER_ADMIN_PROFILE_ID && profileId !== SUPER_ADMIN_PROFILE_ID)
      await assertAnotherSuperAdmin(tx, userId);
    await tx
      .update(superAdminProfiles)
      .set({ accessProfileId: profileId, ufs, updatedAt: new Date() })
      .where(eq(superAdminProfiles.userId, userId));
    await recordAudit(tx, request, {
      action: 'access-profile.change',
      entity: 'super-admins',
      entityId: userId,
      before: { accessProfile: target.profileName, ufs: target.ownUfs },
      after: { accessProfile: profile.name, ufs },
    });
  });
};
