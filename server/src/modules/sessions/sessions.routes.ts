import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { accountSecurityOperations, loginStepOperations, superAdminSecurityOperations } from '@hub/contract/sessions';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { recoveryCodes, sessions, totpFactors } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { serveOperations } from '../../lib/operations';
import { endSession, endUserSessions } from '../../lib/sessions';
import { currentUser } from '../../plugins/auth';
import { assertAdministratorManageable } from '../super-admins/grants';
import { getSuperAdmin } from '../super-admins/super-admins.service';
import { issueRecoveryCodes, listFactors, removeAllFactors, spendTotpCode, startTotpEnrolment } from './factors';
import { confirmIdentity, passkeyLogin, passkeyLoginOptions, SecondFactorErrors, verifySecondFactor } from './login-step';
import * as passkeys from './passkeys';
import { listSessions, requireRecentProof, SessionErrors } from './sessions.service';

const FactorErrors = {
  totpActive: { kind: 'conflict', message: 'O app autenticador já está ativo. Remova-o antes de cadastrar outro.' },
  totpNotStarted: { kind: 'conflict', message: 'Comece o cadastro do app autenticador de novo' },
  totpMissing: { kind: 'not_found', message: 'O app autenticador não está ativo' },
  totpNeeded: { kind: 'conflict', message: 'Os códigos de recuperação acompanham o app autenticador: ative-o primeiro' },
  passkeyMissing: { kind: 'not_found', message: 'Chave de acesso não encontrada' },
  passkeyRefused: { kind: 'bad_request', message: AUTH_MESSAGES.passkeyFailed },
} as const;

/** Signing out, the second step of a login, one's sessions and factors, and another administrator's. */
export const sessionsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;

  /** A factor enrolled ends what MFA_REQUIRED held the account's sessions to. */
  const finishEnrolment = async (userId: string) => {
    await db
      .update(sessions)
      .set({ state: 'active' })
      .where(and(eq(sessions.userId, userId), eq(sessions.state, 'enrol')));
  };

  serveOperations(app, loginStepOperations, {
    verifySecondFactor: (request) => verifySecondFactor(deps, request, request.body),
    passkeyLoginOptions: (request) => passkeyLoginOptions(deps, request, request.body.challenge),
    passkeyLogin: (request) => passkeyLogin(deps, request, request.body.challenge, request.body.response),
    logout: async (request) => {
      const user = currentUser(request);
      await endSession(db, user.id, user.sessionId, 'logout');
      await recordAudit(db, request, { action: 'logout', entity: 'users', entityId: user.id });
      return null;
    },
  });

  serveOperations(app, accountSecurityOperations, {
    listOwnSessions: async (request) => {
      const user = currentUser(request);
      return { items: await listSessions(deps, user.id, user.sessionId) };
    },
    endOwnSession: async (request) => {
      const user = currentUser(request);
      if (!(await endSession(db, user.id, request.params.id, 'ended'))) throw new AppError(SessionErrors.notFound);
      await recordAudit(db, request, { action: 'session.end', entity: 'users', entityId: user.id, after: { sessionId: request.params.id } });
      return null;
    },
    endOtherOwnSessions: async (request) => {
      const user = currentUser(request);
      const ended = await endUserSessions(db, user.id, 'others', user.sessionId);
      await recordAudit(db, request, { action: 'sessions.end-others', entity: 'users', entityId: user.id, after: { sessions: ended } });
      return null;
    },
    confirmIdentity: async (request) => {
      await confirmIdentity(deps, request, request.body);
      return null;
    },
    getOwnFactors: (request) => listFactors(db, currentUser(request).id),
    startTotp: async (request) => {
      const user = currentUser(request);
      await requireRecentProof(db, request);
      if ((await listFactors(db, user.id)).totp) throw new AppError(FactorErrors.totpActive);
      return startTotpEnrolment(deps, user);
    },
    confirmTotp: async (request) => {
      const user = currentUser(request);
      const [pending] = await db.select({ confirmedAt: totpFactors.confirmedAt }).from(totpFactors).where(eq(totpFactors.userId, user.id));
      if (!pending) throw new AppError(FactorErrors.totpNotStarted);
      if (pending.confirmedAt) throw new AppError(FactorErrors.totpActive);
      if (!(await deps.rateLimiter.hit([`second-factor:enrol:${user.id}`], deps.config.rateLimit.login, deps.config.rateLimit.windowSeconds))) {
        throw new AppError({ kind: 'too_many_requests', message: AUTH_MESSAGES.tooManyAttempts });
      }
      if (!(await spendTotpCode(deps, user.id, request.body.code, false))) throw new AppError(SecondFactorErrors.codeWrong);
      const codes = await issueRecoveryCodes(db, user.id);
      await recordAudit(db, request, { action: 'totp.add', entity: 'users', entityId: user.id });
      await finishEnrolment(user.id);
      return { recoveryCodes: codes };
    },
    removeTotp: async (request) => {
      const user = currentUser(request);
      await requireRecentProof(db, request);
      const removed = await db.transaction(async (tx) => {
        const rows = await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id)).returning({ confirmedAt: totpFactors.confirmedAt });
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        return rows.some((row) => row.confirmedAt !== null);
      });
      if (!removed) throw new AppError(FactorErrors.totpMissing);
      await recordAudit(db, request, { action: 'totp.remove', entity: 'users', entityId: user.id });
      return null;
    },
    regenerateRecoveryCodes: async (request) => {
      const user = currentUser(request);
      await requireRecentProof(db, request);
      if (!(await listFactors(db, user.id)).totp) throw new AppError(FactorErrors.totpNeeded);
      const codes = await issueRecoveryCodes(db, user.id);
      await recordAudit(db, request, { action: 'recovery-codes.renew', entity: 'users', entityId: user.id });
      return { recoveryCodes: codes };
    },
    passkeyRegistrationOptions: async (request) => {
      await requireRecentProof(db, request);
      return passkeys.registrationOptions(deps, request, currentUser(request));
    },
    registerPasskey: async (request) => {
      const user = currentUser(request);
      const created = await passkeys.registerPasskey(deps, request, user, request.body);
      if (!created) throw new AppError(FactorErrors.passkeyRefused);
      await recordAudit(db, request, { action: 'passkey.add', entity: 'users', entityId: user.id, after: { name: created.name } });
      await finishEnrolment(user.id);
      return created;
    },
    removePasskey: async (request) => {
      const user = currentUser(request);
      await requireRecentProof(db, request);
      if (!(await passkeys.removePasskey(db, user.id, request.params.passkeyId))) throw new AppError(FactorErrors.passkeyMissing);
      await recordAudit(db, request, { action: 'passkey.remove', entity: 'users', entityId: user.id });
      return null;
    },
  });

  serveOperations(app, superAdminSecurityOperations, {
    listSuperAdminSessions: async (request) => {
      const admin = await getSuperAdmin(db, request.params.id);
      return { items: await listSessions(deps, admin.id, currentUser(request).sessionId) };
    },
    endSuperAdminSessions: async (request) => {
      const admin = await getSuperAdmin(db, request.params.id);
      await requireRecentProof(db, request);
      await assertAdministratorManageable(db, request, admin.id);
      const ended = await endUserSessions(db, admin.id, 'ended');
      await recordAudit(db, request, { action: 'sessions.end', entity: 'super-admins', entityId: admin.id, after: { sessions: ended } });
      return null;
    },
    resetSuperAdminFactors: async (request) => {
      const admin = await getSuperAdmin(db, request.params.id);
      await requireRecentProof(db, request);
      await assertAdministratorManageable(db, request, admin.id);
      await removeAllFactors(db, admin.id);
      const ended = await endUserSessions(db, admin.id, 'factors-reset');
      await recordAudit(db, request, { action: 'factors.reset', entity: 'super-admins', entityId: admin.id, after: { sessions: ended } });
      return null;
    },
  });
};
