import type { FastifyRequest } from 'fastify';
import type { AuthAnswer } from '@hub/contract/auth';
import type { Deps } from '../../deps';
import { recordAuditOnBehalf } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { loadSessionUser } from '../account/session-user';
import { AuthErrors } from './auth.errors';

/** The access token of a session and the user it shows, as a login or a password change answers. */
export const answerFor = async (
  deps: Deps,
  session: { userId: string; tokenVersion: number; sessionId: string; enrolmentRequired?: boolean },
): Promise<AuthAnswer> => {
  const user = await loadSessionUser(deps.db, session.userId);
  if (!user) throw new AppError(AuthErrors.loginFailed);
  const accessToken = await deps.tokens.sign({ sub: session.userId, ver: session.tokenVersion, sid: session.sessionId });
  return { accessToken, user: session.enrolmentRequired ? { ...user, enrolmentRequired: true } : user };
};

/**
 * A login's step in the audit trail, with the account as its actor (no session exists yet to name
 * it), or the email typed when it has no account: 'login' when a session opens, 'login.failed'
 * for a wrong password or code, 'device.recognize' when a mailed link made a browser a known device.
 */
export const auditLogin = async (
  deps: Deps,
  request: FastifyRequest,
  entry: { action: 'login' | 'login.failed' | 'device.recognize'; user: { id: string; email: string } | null; email: string; after?: Record<string, unknown> },
): Promise<void> => {
  await recordAuditOnBehalf(deps.db, { actor: entry.user ?? { id: null, email: entry.email }, ip: request.ip }, [
    { action: entry.action, entity: 'users', entityId: entry.user?.id ?? null, recordLabel: entry.email, after: entry.after },
  ]);
};
