import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthAnswer } from '@hub/contract/auth';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import type { ConfirmIdentityBody, SecondFactorBody } from '@hub/contract/sessions';
import type { Deps } from '../../deps';
import { sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { markProved } from '../../lib/sessions';
import { hashOneTimeKey } from '../../lib/tokens';
import { currentUser } from '../../plugins/auth';
import { AuthErrors } from '../auth/auth.errors';
import { ownPasswordMatches } from '../auth/own-password';
import { answerFor, auditLogin } from '../auth/session-answer';
import { spendRecoveryCode, spendTotpCode } from './factors';
import { authenticationOptions, verifyPasskey } from './passkeys';

export const SecondFactorErrors = {
  challengeExpired: { kind: 'unauthorized', message: AUTH_MESSAGES.challengeExpired, code: 'challenge_expired' },
  codeInvalid: { kind: 'unauthorized', message: AUTH_MESSAGES.codeInvalid, field: 'code' },
  passkeyFailed: { kind: 'unauthorized', message: AUTH_MESSAGES.passkeyFailed },
  passwordWrong: { kind: 'bad_request', message: AUTH_MESSAGES.passwordWrong, field: 'password' },
  codeWrong: { kind: 'bad_request', message: AUTH_MESSAGES.codeInvalid, field: 'code' },
} as const;

type PendingLogin = { sessionId: string; userId: string; email: string; tokenVersion: number };

/** The login waiting for its second step under this challenge: not ended, not expired, its account still active. */
const pendingLogin = async (deps: Deps, challenge: string): Promise<PendingLogin> => {
  const [row] = await deps.db
    .select({ sessionId: sessions.id, userId: users.id, email: users.email, tokenVersion: users.tokenVersion, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.challengeHash, hashOneTimeKey(challenge)),
        eq(sessions.state, 'mfa'),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active') throw new AppError(SecondFactorErrors.challengeExpired);
  return row;
};

/** Codes are counted per account, whoever sends them: six digits cannot be guessed in a window's tries. */
const guardCodes = async (deps: Deps, userId: string): Promise<void> => {
  const { login, windowSeconds } = deps.config.rateLimit;
  if (!(await deps.rateLimiter.hit([`second-factor:user:${userId}`], login, windowSeconds))) {
    throw new AppError(AuthErrors.tooManyAttempts);
  }
};

/** The second step passed: the session opens for the token's lifetime, proved now. */
const openPending = async (deps: Deps, request: FastifyRequest, login: PendingLogin, method: string): Promise<AuthAnswer> => {
  const opened = await deps.db
    .update(sessions)
    .set({
      state: 'active',
      challengeHash: null,
      webauthnChallenge: null,
      expiresAt: new Date(Date.now() + deps.config.jwtTtlSeconds * 1000),
      provedAt: sql`now()`,
      lastActiveAt: sql`now()`,
    })
    .where(and(eq(sessions.id, login.sessionId), eq(sessions.state, 'mfa'), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (opened.length === 0) throw new AppError(SecondFactorErrors.challengeExpired);
  await auditLogin(deps, request, { action: 'login', user: { id: login.userId, email: login.email }, email: login.email, after: { method } });
  return answerFor(deps, { userId: login.userId, tokenVersion: login.tokenVersion, sessionId: login.sessionId });
};

const refuse = async (deps: Deps, request: FastifyRequest, login: PendingLogin, method: string): Promise<never> => {
  await auditLogin(deps, request, { action: 'login.failed', user: { id: login.userId, email: login.email }, email: login.email, after: { method } });
  throw new AppError(method === 'passkey' ? SecondFactorErrors.passkeyFailed : SecondFactorErrors.codeInvalid);
};

export const verifySecondFactor = async (deps: Deps, request: FastifyRequest, body: SecondFactorBody): Promise<AuthAnswer> => {
  const login = await pendingLogin(deps, body.challenge);
  await guardCodes(deps, login.userId);
  if ('code' in body) {
    if (!(await spendTotpCode(deps, login.userId, body.code))) return refuse(deps, request, login, 'totp');
    return openPending(deps, request, login, 'totp');
  }
  if (!(await spendRecoveryCode(deps.db, login.userId, body.recoveryCode))) return refuse(deps, request, login, 'recovery-code');
  return openPending(deps, request, login, 'recovery-code');
};

export const passkeyLoginOptions = async (deps: Deps, request: FastifyRequest, challenge: string) => {
  const login = await pendingLogin(deps, challenge);
  return authenticationOptions(deps, request, login.userId, login.sessionId);
};

export const passkeyLogin = async (deps: Deps, request: FastifyRequest, challenge: string, response: { id: string }): Promise<AuthAnswer> => {
  const login = await pendingLogin(deps, challenge);
  await guardCodes(deps, login.userId);
  if (!(await verifyPasskey(deps, request, login.userId, login.sessionId, response))) return refuse(deps, request, login, 'passkey');
  return openPending(deps, request, login, 'passkey');
};

/**
 * Re-authentication: the password again, on the budget of the account's every own-password check
 * (a password or an email change), or a TOTP code, counted per account like a login's codes.
 */
export const confirmIdentity = async (deps: Deps, request: FastifyRequest, body: ConfirmIdentityBody): Promise<void> => {
  const user = currentUser(request);
  if ('password' in body) {
    if (!(await ownPasswordMatches(deps, user.id, body.password))) throw new AppError(SecondFactorErrors.passwordWrong);
  } else {
    await guardCodes(deps, user.id);
    if (!(await spendTotpCode(deps, user.id, body.code))) throw new AppError(SecondFactorErrors.codeWrong);
  }
  await markProved(deps.db, user.sessionId);
};
