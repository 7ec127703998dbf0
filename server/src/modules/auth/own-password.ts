import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { AuthErrors } from './auth.errors';

/**
 * The signed-in account's own password, checked again (a password change, an email change, a
 * re-authentication): the stored hash when it matches, else null. Every check counts on the
 * account's own budget before any hashing (the login's limit per window) and a match is taken
 * back, so only wrong guesses count; past the limit even the right password answers 429 until the
 * window ends. Only a session of the account reaches it, and it is not the login's budget: a
 * stranger cannot spend it, and spending it never keeps the owner from signing in.
 */
export const ownPasswordMatches = async (deps: Deps, userId: string, password: string): Promise<string | null> => {
  const key = `reauth:user:${userId}`;
  const { login, windowSeconds } = deps.config.rateLimit;
  if (!(await deps.rateLimiter.hit([key], login, windowSeconds))) throw new AppError(AuthErrors.tooManyAttempts);
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) return null;
  await deps.rateLimiter.refund(key);
  return row.passwordHash;
};
