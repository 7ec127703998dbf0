import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { USER_TYPES, type AuthAnswer, type ChangePasswordBody, type ForgotPasswordBody, type LoginAnswer, type LoginBody, type RegisterBody } from '@hub/contract/auth';
import type { Deps } from '../../deps';
import { superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { enqueueMail, type PlatformMail } from '../../lib/outbox/mails';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { passwordWeakness } from '@hub/contract/password-policy';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import { endUserSessions, openSession } from '../../lib/sessions';
import { createOneTimeKey } from '../../lib/tokens';
import { currentUser } from '../../plugins/auth';
import { factorMethods } from '../sessions/factors';
import { AuthErrors } from './auth.errors';
import { ownPasswordMatches } from './own-password';
import { consumeKey, issuePasswordKey, passwordLink, peekPasswordKey, voidPasswordKeys, type KeyPurpose } from './password-reset';
import { answerFor, auditLogin } from './session-answer';

// Verifying against this when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));

const findSuperAdminByEmail = (deps: Deps, email: string) =>
  deps.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.typeUser, USER_TYPES.superAdmin)))
    .limit(1)
    .then((rows) => rows[0]);

/**
 * Opens the session of a password that matched: waiting for the second factor when the account has
 * one (the answer is the challenge, no access token), held to enrolling one when MFA_REQUIRED asks
 * it of an account without, else signed in.
 */
const startSession = async (deps: Deps, request: FastifyRequest, user: { id: string; email: string; tokenVersion: number }): Promise<LoginAnswer> => {
  const ttlSeconds = deps.config.jwtTtlSeconds;
  const methods = await factorMethods(deps.db, user.id);
  if (methods.length > 0) {
    const { key, hash } = createOneTimeKey();
    await openSession(deps.db, request, user.id, { state: 'mfa', ttlSeconds, challengeHash: hash });
    return { secondFactorRequired: true, challenge: key, methods };
  }
  const enrolmentRequired = deps.config.mfaRequired;
  const sessionId = await openSession(deps.db, request, user.id, { state: enrolmentRequired ? 'enrol' : 'active', ttlSeconds });
  await auditLogin(deps, request, { action: 'login', user, email: user.email, after: { method: 'password' } });
  return answerFor(deps, { userId: user.id, tokenVersion: user.tokenVersion, sessionId, enrolmentRequired });
};

/** Counted per IP and per email before any hashing, so a flood costs the server nothing. */
const guardAttempts = async (deps: Deps, scope: string, ip: string, email: string, limit: number) => {
  const allowed = await deps.rateLimiter.hit([`${scope}:ip:${ip}`, `${scope}:email:${email}`], limit, deps.config.rateLimit.windowSeconds);
  if (!allowed) throw new AppError(AuthErrors.tooManyAttempts);
};

/**
 * Every attempt is counted before any hashing (a flood costs nothing, and of simultaneous attempts
 * exactly the limit reach the password check), and a success is taken back: only failures count.
 * From a browser where the account signed in before (`device`, its device cookie) the attempts
 * count on that device's own budget; from anywhere else, per address and on the budget the
 * account's unknown devices share. Strangers who spend that one cannot lock the owner out of a
 * browser they used before, and guessing is as slow as before.
 */
export const login = async (deps: Deps, request: FastifyRequest, body: LoginBody, device: string | null): Promise<LoginAnswer> => {
  const keys = device ? [`login:device:${device}`] : [`login:ip:${request.ip}`, `login:email:${body.email}`];
  if (!(await deps.rateLimiter.hit(keys, deps.config.rateLimit.login, deps.config.rateLimit.windowSeconds))) {
    throw new AppError(AuthErrors.tooManyAttempts);
  }
  const user = await findSuperAdminByEmail(deps, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), body.password);
  if (!user || !valid || user.status !== 'active') {
    await auditLogin(deps, request, { action: 'login.failed', user: user ?? null, email: body.email, after: { method: 'password' } });
    throw new AppError(AuthErrors.loginFailed);
  }
  for (const key of keys) await deps.rateLimiter.refund(key);
  return startSession(deps, request, user);
};

/** A 400 naming the password when it is easy to guess (contract/src/password-policy.ts), for this person. */
export const refuseWeakPassword = async (password: string, context: (string | null | undefined)[]): Promise<void> => {
  const weakness = await passwordWeakness(password, context.filter((item): item is string => Boolean(item)));
  if (weakness) throw new AppError({ kind: 'bad_request', message: weakness, field: 'password' });
};

/** The email and name of an account: what a password must not be built from. */
const contextOf = async (deps: Deps, userId: string): Promise<string[]> => {
  const [row] = await deps.db
    .select({ email: users.email, name: superAdminProfiles.name })
    .from(users)
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? [row.email, row.name ?? ''] : [];
};

export const register = async (deps: Deps, request: FastifyRequest, body: RegisterBody): Promise<AuthAnswer> => {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.typeUser, USER_TYPES.superAdmin));
  if (count > 0 && !deps.config.registrationOpen) throw new AppError(AuthErrors.registrationClosed);
  if (await findSuperAdminByEmail(deps, body.email)) throw new AppError(AuthErrors.emailTaken);
  await refuseWeakPassword(body.password, [body.email, body.firstName, body.lastName]);
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db
    .transaction(async (tx) => {
      const [created] = await tx.insert(users).values({ email: body.email, passwordHash, typeUser: USER_TYPES.superAdmin }).returning();
      if (!created) throw new Error('user insert returned nothing');
      // The first account, or one REGISTRATION_OPEN lets anyone open (tests, demos), is a Super-administrador.
      await tx.insert(superAdminProfiles).values({ userId: created.id, name: `${body.firstName} ${body.lastName}`, accessProfileId: SUPER_ADMIN_PROFILE_ID });
      return created;
    })
    .catch((error: unknown) => {
      // Simultaneous registrations of one email all pass the lookup above; the index decides.
      if (isUniqueViolation(error, 'users_email_unique')) throw new AppError(AuthErrors.emailTaken);
      throw error;
    });
  const answer = await startSession(deps, request, user);
  if ('secondFactorRequired' in answer) throw new Error('a new account has no second factor');
  return answer;
};

/** What a mailed link is: its rate limit's scope, its key's purpose and life, where it lands, its mail around the link. */
type MailedLink = {
  scope: string;
  purpose: KeyPurpose;
  ttlMs?: number;
  route: string;
  mail: (link: string) => Omit<PlatformMail, 'to'>;
};

/**
 * A request for a mailed link (a password reset, a device link). The link's origin must be a
 * configured one (the request's Host and X-Forwarded-Host are the sender's to choose), and the
 * requests are counted per address and per email. Answers what is left to do once the 204 has gone
 * out: nothing for an unknown or inactive email, else issuing the key and enqueueing the mail. The
 * answer is sent before that work, so its time is the same whether or not the account exists.
 */
export const mailedLinkRequest = async (
  deps: Deps,
  request: FastifyRequest,
  body: { email: string; appUrl: string },
  link: MailedLink,
): Promise<(() => Promise<void>) | null> => {
  const origin = new URL(body.appUrl).origin;
  if (body.appUrl.replace(/\/$/, '') !== origin || !deps.config.appUrls.includes(origin)) {
    throw new AppError(AuthErrors.appUrlNotAllowed);
  }
  await guardAttempts(deps, link.scope, request.ip, body.email, deps.config.rateLimit.reset);
  const user = await findSuperAdminByEmail(deps, body.email);
  if (!user || user.status !== 'active') return null;
  return () =>
    deps.db.transaction(async (tx) => {
      const key = await issuePasswordKey(tx, user.id, link.purpose, link.ttlMs);
      await enqueueMail(tx, { to: { name: user.email, email: user.email }, ...link.mail(passwordLink(origin, link.route, key)) });
    });
};

export const forgotPassword = (deps: Deps, body: ForgotPasswordBody, request: FastifyRequest): Promise<(() => Promise<void>) | null> =>
  mailedLinkRequest(deps, request, body, {
    scope: 'forgot',
    purpose: 'reset',
    route: body.route,
    mail: (link) => ({
      template: 'password-reset',
      subject: 'Redefinição de senha',
      text: `Olá,\n\nRecebemos um pedido para redefinir a sua senha do Hub de Recrutamento.\nPara escolher uma nova senha, acesse: ${link}\n\nO link vale por 1 hora e pode ser usado uma vez. Se você não fez o pedido, ignore este email.`,
      html: `<p>Olá,</p><p>Recebemos um pedido para redefinir a sua senha do Hub de Recrutamento.</p><p><a href="${link}">Escolher uma nova senha</a></p><p>O link vale por 1 hora e pode ser usado uma vez. Se você não fez o pedido, ignore este email.</p>`,
    }),
  });

/**
 * Sets a new password and bumps tokenVersion, so every token issued before stops working, ends the
 * account's sessions but `keep` (for good), and voids the reset and invitation links still open.
 * With `replacing`, only that stored hash is replaced; answers the new version, or null when the
 * hash changed in between.
 */
const setPassword = async (deps: Deps, userId: string, password: string, replacing?: string, keep?: string): Promise<number | null> => {
  const passwordHash = await hashPassword(password);
  const [row] = await deps.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), replacing === undefined ? undefined : eq(users.passwordHash, replacing)))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) return null;
  await voidPasswordKeys(deps.db, userId);
  await endUserSessions(deps.db, userId, 'password', keep);
  return row.tokenVersion;
};

export const resetPassword = async (deps: Deps, key: string, password: string): Promise<void> => {
  const userId = await peekPasswordKey(deps.db, key);
  if (!userId) throw new AppError(AuthErrors.resetKeyInvalid);
  // Checked before the key is spent, so a refused password leaves the link usable.
  await refuseWeakPassword(password, await contextOf(deps, userId));
  const [user] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.passwordHash && (await verifyPassword(user.passwordHash, password))) throw new AppError(AuthErrors.passwordSameAsCurrent);
  if ((await consumeKey(deps.db, key)) !== userId) throw new AppError(AuthErrors.resetKeyInvalid);
  await setPassword(deps, userId, password);
};

export const changePassword = async (deps: Deps, request: FastifyRequest, userId: string, body: ChangePasswordBody): Promise<AuthAnswer> => {
  const me = currentUser(request);
  if (me.id !== userId) throw new AppError(AuthErrors.notYourAccount);
  // Guesses count on the account's own budget: a stolen session cannot try passwords without end.
  const currentHash = await ownPasswordMatches(deps, userId, body.currentPassword);
  if (!currentHash) throw new AppError(AuthErrors.currentPasswordWrong);
  if (body.password === body.currentPassword) throw new AppError(AuthErrors.passwordSameAsCurrent);
  await refuseWeakPassword(body.password, await contextOf(deps, userId));
  // Of simultaneous changes made with the same current password one wins; for the others the
  // password they proved is no longer the current one.
  const tokenVersion = await setPassword(deps, userId, body.password, currentHash, me.sessionId);
  if (tokenVersion === null) throw new AppError(AuthErrors.currentPasswordWrong);
  await recordAudit(deps.db, request, { action: 'password.change', entity: 'users', entityId: userId });
  return answerFor(deps, { userId, tokenVersion, sessionId: me.sessionId });
};
