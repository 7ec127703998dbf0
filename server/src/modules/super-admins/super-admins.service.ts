import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { USER_TYPES, type SuperAdminProfileBody } from '@hub/contract/auth';
import {
  INVITE_ROUTE,
  NO_PROFILE_LABEL,
  SUPER_ADMIN_LIFECYCLE,
  type ProfileAnswer,
  type SuperAdmin,
  type SuperAdminCreate,
  type SuperAdminExportQuery,
  type SuperAdminSort,
  type SuperAdminStatus,
  type SuperAdminStatusBody,
} from '@hub/contract/super-admins';
import { canMove } from '@hub/contract/fields';
import { assignedScope, type Reach } from '@hub/contract/permissions';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { accessProfiles, superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { CsvColumn } from '../../lib/csv';
import { defineJoinedList } from '../../lib/joined-list';
import { joinAll, type Join } from '../../lib/joins';
import { AppError, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { enqueueMail } from '../../lib/outbox/mails';
import {
  addressHolds,
  createdBetween,
  searchKey,
  termsOf,
  textHolds,
  type SortExpression,
} from '../../lib/listing';
import { iso } from '../../lib/records';
import { transitionRefused } from '../../lib/status';
import { uniqueError } from '../../lib/unique';
import { issuePasswordKey, passwordLink } from '../auth/password-reset';
import { loadSessionUser } from '../account/session-user';
import { endUserSessions } from '../../lib/sessions';
import { currentUser } from '../../plugins/auth';
import { answerFor } from '../auth/session-answer';
import { requireRecentProof } from '../sessions/sessions.service';
import { ownPasswordMatches } from '../auth/own-password';
import { SuperAdminErrors } from './super-admins.errors';
import { assertAnotherSuperAdmin } from './access-profiles.service';
import { assertAdministratorManageable, assertGrantable } from './grants';

/** An invitation link stays valid for a week: the person may not read the mail at once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const columns = {
  id: users.id,
  email: users.email,
  status: users.status,
  photoUrl: users.photoUrl,
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  name: sql<string>`coalesce(${superAdminProfiles.name}, '')`,
  occupation: superAdminProfiles.occupation,
  accessProfileId: superAdminProfiles.accessProfileId,
  accessProfileName: accessProfiles.name,
  ufs: superAdminProfiles.ufs,
};

/** The profile of each administrator: the list, its count and the detail join it alike. */
const PROFILE_JOINS: Join[] = [
  { table: superAdminProfiles, on: eq(superAdminProfiles.userId, users.id), left: true },
  { table: accessProfiles, on: eq(accessProfiles.id, superAdminProfiles.accessProfileId), left: true },
];

const selectSuperAdmins = (db: Db) =>
  joinAll(db.select(columns).from(users).$dynamic(), PROFILE_JOINS);

type SuperAdminRow = Awaited<ReturnType<typeof selectSuperAdmins>>[number];

const toSuperAdmin = (row: SuperAdminRow): SuperAdmin => ({
  id: row.id,
  name: row.name,
  occupation: row.occupation,
  email: row.email,
  photoUrl: row.photoUrl,
  status: row.status as SuperAdminStatus,
  hasPassword: row.hasPassword,
  accessProfile: row.accessProfileId ? { id: row.accessProfileId, name: row.accessProfileName ?? '' } : null,
  ufs: row.ufs as SuperAdmin['ufs'],
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SORTS: Record<SuperAdminSort, SortExpression> = {
  name: columns.name,
  email: users.email,
  occupation: sql`coalesce(${superAdminProfiles.occupation}, '')`,
  status: users.status,
  createdAt: users.createdAt,
};

const filtersOf = (query: SuperAdminExportQuery): SQL | undefined => {
  const search = searchKey(query.key);
  const terms = search && termsOf(search);
  return and(
    eq(users.typeUser, USER_TYPES.superAdmin),
    terms
      ? or(textHolds(superAdminProfiles.name, terms), addressHolds(users.email, terms))
      : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    createdBetween(users.createdAt, query),
  );
};

const SUPER_ADMIN_CSV: CsvColumn<SuperAdmin>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Ocupação', value: (row) => row.occupation },
  { header: 'Perfil de acesso', value: (row) => row.accessProfile?.name ?? NO_PROFILE_LABEL },
  { header: 'Status', value: (row) => SUPER_ADMIN_LIFECYCLE.labels[row.status] },
  { header: 'Senha definida', value: (row) => row.hasPassword },
  { header: 'Cadastrado em', value: (row) => new Date(row.createdAt) },
];

export const superAdminList = defineJoinedList({
  table: users,
  joins: PROFILE_JOINS,
  fields: columns,
  sorts: SORTS,
  where: filtersOf,
  toAnswer: toSuperAdmin,
  csv: { file: 'administradores', columns: SUPER_ADMIN_CSV },
});

export const getSuperAdmin = async (db: Db, id: string): Promise<SuperAdmin> => {
  const [row] = await selectSuperAdmins(db)
    .where(and(eq(users.id, id), eq(users.typeUser, USER_TYPES.superAdmin)))
    .limit(1);
  if (!row) throw new AppError(SuperAdminErrors.notFound);
  return toSuperAdmin(row);
};

const sendInvitation = async (
  deps: Deps,
  request: FastifyRequest,
  admin: SuperAdmin,
): Promise<void> => {
  const origin = deps.config.appUrls[0] ?? '';
  const inviter = request.user?.email ?? 'um administrador';
  await deps.db.transaction(async (tx) => {
    const key = await issuePasswordKey(tx, admin.id, 'invite', INVITE_TTL_MS);
    const link = passwordLink(origin, INVITE_ROUTE, key);
    await enqueueMail(tx, {
      template: 'super-admin-invite',
      to: { name: admin.name, email: admin.email },
      subject: 'Convite para o back-office do Hub de Recrutamento',
      text: `Olá, ${admin.name}!\n\n${inviter} convidou você para administrar o Hub de Recrutamento.\nPara criar a sua senha e entrar, acesse: ${link}\n\nO link vale por 7 dias e pode ser usado uma vez.`,
      html: `<p>Olá, ${escapeHtml(admin.name)}!</p><p>${escapeHtml(inviter)} convidou você para administrar o Hub de Recrutamento.</p><p><a href="${link}">Criar a minha senha</a></p><p>O link vale por 7 dias e pode ser usado uma vez.</p>`,
    });
  });
};

/** What a new administrator would hold: the profile chosen with their own UFs, or nothing (the UFs named still count). */
const createdReach = async (db: Db, { accessProfileId, ufs }: SuperAdminCreate): Promise<Reach> => {
  if (!accessProfileId) return { permissions: [], scope: ufs ?? [] };
  const [profile] = await db
    .select({ permissions: accessProfiles.permissions, ufs: accessProfiles.ufs })
    .from(accessProfiles)
    .where(eq(accessProfiles.id, accessProfileId));
  if (!profile) throw new AppError(SuperAdminErrors.unknownProfile);
  return { permissions: profile.permissions, scope: assignedScope({ profileId: accessProfileId, profileUfs: profile.ufs, ownUfs: ufs }) };
};

const emailRule = {
  index: 'users_email_unique',
  where: undefined,
  error: SuperAdminErrors.emailTaken,
};

/**
 * Creates an administrator without a password and mails the invitation whose link sets it. They
 * hold the profile chosen, or none; either within the granter's access (decision 048). Opening an
 * account asks for a recent proof of identity (decision 026): a stolen token mints no administrator.
 */
export const createSuperAdmin = async (
  deps: Deps,
  request: FastifyRequest,
  input: SuperAdminCreate,
): Promise<SuperAdmin> => {
  await requireRecentProof(deps.db, request);
  const [clash] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (clash) throw new AppError(SuperAdminErrors.emailTaken);
  await assertGrantable(deps.db, request, await createdReach(deps.db, input), 'accessProfileId');
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, typeUser: USER_TYPES.superAdmin, passwordHash: null })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx
        .insert(superAdminProfiles)
        .values({
          userId: user.id,
          name: input.name,
          occupation: input.occupation,
          ...(input.accessProfileId ? { accessProfileId: input.accessProfileId } : {}),
          ufs: input.ufs,
        });
      await recordAudit(tx, request, {
        action: 'create',
        entity: 'super-admins',
        entityId: user.id,
        after: { ...input, status: user.status },
      });
      return user.id;
    });
  } catch (error) {
    throw uniqueError([emailRule], error);
  }
  const admin = await getSuperAdmin(deps.db, id);
  await sendInvitation(deps, request, admin);
  return admin;
};

/**
 * A new invitation for someone who has not set a password yet (the first link expired or got lost):
 * a link that sets a password, so it asks for a recent proof of identity too.
 */
export const resendInvitation = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<void> => {
  await requireRecentProof(deps.db, request);
  const admin = await getSuperAdmin(deps.db, id);
  await assertAdministratorManageable(deps.db, request, id);
  if (admin.hasPassword) throw new AppError(SuperAdminErrors.alreadyHasPassword);
  await sendInvitation(deps, request, admin);
  await recordAudit(deps.db, request, {
    action: 'invite.resend',
    entity: 'super-admins',
    entityId: id,
  });
};

/**
 * active ↔ inactive. Deactivation never targets oneself nor the last active administrator: the
 * active rows are locked first, so two administrators deactivating each other cannot both win. It
 * ends the administrator's sessions for good: reactivation does not bring them back. Asks for a
 * recent proof of the acting administrator's identity (re-authentication); only an administrator
 * within the acting one's access changes (decision 048).
 */
export const changeSuperAdminStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: SuperAdminStatusBody,
): Promise<SuperAdmin> => {
  await requireRecentProof(db, request);
  await assertAdministratorManageable(db, request, id);
  await db.transaction(async (tx) => {
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.typeUser, USER_TYPES.superAdmin), eq(users.status, 'active')))
      .orderBy(asc(users.id))
      .for('update');
    const [row] = await tx
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, id), eq(users.typeUser, USER_TYPES.superAdmin)))
      .for('update');
    if (!row) throw new AppError(SuperAdminErrors.notFound);
    const from = row.status as SuperAdminStatus;
    if (!canMove(SUPER_ADMIN_LIFECYCLE, from, body.status))
      throw transitionRefused(SUPER_ADMIN_LIFECYCLE, from, body.status);
    if (body.status === 'inactive') {
      if (id === request.user?.id) throw new AppError(SuperAdminErrors.notYourself);
      if (active.length <= 1) throw new AppError(SuperAdminErrors.lastActive);
      await assertAnotherSuperAdmin(tx, id);
    }
    await tx
      .update(users)
      .set({ status: body.status, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (body.status === 'inactive') await endUserSessions(tx, id, 'deactivated');
    await recordAudit(tx, request, {
      action: 'status.change',
      entity: 'super-admins',
      entityId: id,
      before: { status: from },
      after: { status: body.status, statusReason: body.reason ?? null },
    });
  });
  return getSuperAdmin(db, id);
};

/**
 * The acting administrator's own password, proved again: changing an email (then a password reset
 * to it) would take the account over. Wrong guesses count on the account's own budget.
 */
const proveOwnPassword = async (deps: Deps, request: FastifyRequest, password: string | undefined): Promise<void> => {
  if (!password) throw new AppError(SuperAdminErrors.emailChangeNeedsPassword);
  if (!(await ownPasswordMatches(deps, currentUser(request).id, password))) throw new AppError(SuperAdminErrors.ownPasswordWrong);
};

/**
 * `PUT /super-admin/:id`: name, occupation and email of an administrator, answered as the session
 * shows them. A new email needs the acting administrator's password, is told to the old address,
 * and ends the account's sessions (tokenVersion); one's own continues with the new token answered.
 * Another administrator's only within the acting one's access (decision 048): a new email would
 * hand their account over.
 */
export const updateSuperAdminProfile = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
  body: SuperAdminProfileBody,
): Promise<ProfileAnswer> => {
  const { db } = deps;
  const { name, occupation, email } = body;
  const before = await loadSessionUser(db, id);
  if (!before) throw notFound('Administrador não encontrado');
  await assertAdministratorManageable(db, request, id);
  const emailChanges = before.email.toLowerCase() !== email;
  if (emailChanges) await proveOwnPassword(deps, request, body.currentPassword);
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, id)))
    .limit(1);
  if (clash) throw new AppError(SuperAdminErrors.emailTaken);
  const tokenVersion = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ email, updatedAt: new Date(), ...(emailChanges ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
      .where(eq(users.id, id))
      .returning({ tokenVersion: users.tokenVersion });
    await tx
      .insert(superAdminProfiles)
      .values({ userId: id, name, occupation: occupation ?? null })
      .onConflictDoUpdate({
        target: superAdminProfiles.userId,
        set: { name, occupation: occupation ?? null, updatedAt: new Date() },
      });
    await recordAudit(tx, request, {
      action: 'profile.update',
      entity: 'super-admins',
      entityId: id,
      before,
      after: { name, occupation, email },
    });
    if (emailChanges) {
      // The changed account's sessions end for good; one's own goes on (answered a new token below).
      await endUserSessions(tx, id, 'email', id === request.user?.id ? currentUser(request).sessionId : undefined);
      const actor = request.user?.email ?? 'um administrador';
      await enqueueMail(tx, {
        template: 'email-changed',
        to: { name: before.superAdmin.name, email: before.email },
        subject: 'O email da sua conta foi alterado',
        text: `Olá, ${before.superAdmin.name}.\n\nO email de acesso da sua conta no Hub de Recrutamento foi alterado de ${before.email} para ${email} por ${actor}. As sessões abertas da conta foram encerradas.\n\nSe você não reconhece esta alteração, avise os administradores do conselho imediatamente.`,
        html: `<p>Olá, ${escapeHtml(before.superAdmin.name)}.</p><p>O email de acesso da sua conta no Hub de Recrutamento foi alterado de ${escapeHtml(before.email)} para ${escapeHtml(email)} por ${escapeHtml(actor)}. As sessões abertas da conta foram encerradas.</p><p>Se você não reconhece esta alteração, avise os administradores do conselho imediatamente.</p>`,
      });
    }
    return row?.tokenVersion ?? 0;
  });
  const after = await loadSessionUser(db, id);
  if (!after) throw notFound('Administrador não encontrado');
  // One's own email: this session continues with a token of the new version.
  if (emailChanges && id === request.user?.id) {
    const { accessToken } = await answerFor(deps, { userId: id, tokenVersion, sessionId: currentUser(request).sessionId });
    return { ...after, accessToken };
  }
  return after;
};
