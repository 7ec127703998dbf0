import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser where
 * an account signed in before carries a signed cookie naming that account. Its attempts count on a
 * budget of its own, so strangers who spend the account's budget for unknown devices cannot lock
 * the owner out of a browser they used before; the unknown devices share that one budget, so
 * guessing stays as slow as before. The cookie is signed with the session key (@fastify/cookie),
 * which every instance shares.
 */
const COOKIE_PREFIX = 'hub_device_';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const digestOf = (email: string): string => createHash('sha256').update(email).digest('base64url').slice(0, 22);

/** One cookie per account, so a shared browser is a known device for each account signed in on it. */
const cookieName = (email: string): string => `${COOKIE_PREFIX}${digestOf(email).slice(0, 12)}`;

/** The device's id when the request carries a genuine device cookie for this email, else null. */
export const knownDevice = (request: FastifyRequest, email: string): string | null => {
  const raw = request.cookies[cookieName(email)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [device, digest] = unsigned.value.split('.');
  return device && digest === digestOf(email) ? device : null;
};

/** Marks this browser as a known device of the account, after a successful login (a new id when it was not one). */
export const rememberDevice = (request: FastifyRequest, reply: FastifyReply, email: string, device: string | null): void => {
  const id = device ?? randomBytes(16).toString('base64url');
  void reply.setCookie(cookieName(email), `${id}.${digestOf(email)}`, {
    signed: true,
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'strict',
    path: '/api/authentication',
    maxAge: MAX_AGE_SECONDS,
  });
};
