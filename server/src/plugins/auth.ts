import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { USER_TYPES } from '@hub/contract/auth';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { sessions, users } from '../db/schema/index';
import { AppError, CommonErrors } from '../lib/errors';
import { TOUCH_EVERY_MS } from '../lib/sessions';

/** The signed-in administrator and the server-side session their token names. */
export type AuthUser = { id: string; email: string; sessionId: string; enrolling: boolean };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (DESIGN.md section 3 lists them). */
    public?: boolean;
    /** Routes a session held to enrolling a second factor (MFA_REQUIRED) may still reach. */
    duringEnrolment?: boolean;
  }
  interface FastifyInstance {
    /** The active super-admin a token belongs to, in an open session, or a 401. */
    authenticateToken: (token: string | null, options?: { duringEnrolment?: boolean }) => Promise<AuthUser>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const EnrolmentRequired = {
  kind: 'forbidden',
  message: AUTH_MESSAGES.mfaEnrolmentRequired,
  code: 'mfa_enrolment_required',
} as const;

/** The token of an `Authorization: Bearer …` header, or null. */
export const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
};

/** Every /api route needs a super-admin's token in an open session unless it is declared public. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('access', null);
  const { db, config } = app.deps;
  // The last activity is written at most once a minute (TOUCH_EVERY_MS): the last request may be up
  // to that much later than it says, so a session ends between the idle time and a minute past it,
  // never before.
  const idleMs = config.sessionIdleMinutes * 60_000 + TOUCH_EVERY_MS;
  // Run on every request: built once and prepared on each connection, not rebuilt and re-planned.
  // One read by primary key gives the session and its user: all instances share it, so an ended
  // session is refused by every instance at its next request.
  const sessionUser = db
    .select({
      id: users.id,
      email: users.email,
      typeUser: users.typeUser,
      status: users.status,
      tokenVersion: users.tokenVersion,
      userId: sessions.userId,
      state: sessions.state,
      endedAt: sessions.endedAt,
      expiresAt: sessions.expiresAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .limit(1)
    .prepare('session_user');
  const touch = db
    .update(sessions)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('session_touch');
  app.decorate('authenticateToken', async (token: string | null, options: { duringEnrolment?: boolean } = {}): Promise<AuthUser> => {
    const claims = token ? await app.deps.tokens.verify(token) : null;
    if (!claims) throw new AppError(CommonErrors.unauthenticated);
    const [row] = await sessionUser.execute({ sid: claims.sid });
    const now = Date.now();
    if (
      !row ||
      row.userId !== claims.sub ||
      row.typeUser !== USER_TYPES.superAdmin ||
      row.status !== 'active' ||
      row.tokenVersion !== claims.ver ||
      row.endedAt !== null ||
      row.state === 'mfa' ||
      row.expiresAt.getTime() <= now ||
      now - row.lastActiveAt.getTime() > idleMs
    ) {
      throw new AppError(CommonErrors.unauthenticated);
    }
    if (row.state === 'enrol' && !options.duringEnrolment) throw new AppError(EnrolmentRequired);
    if (now - row.lastActiveAt.getTime() > TOUCH_EVERY_MS) await touch.execute({ sid: claims.sid });
    return { id: row.id, email: row.email, sessionId: claims.sid, enrolling: row.state === 'enrol' };
  });
  app.addHook('onRequest', async (request) => {
    // Decided on the matched route, never on the raw URL: the router decodes escapes, so
    // /%61pi/candidates reaches /api/candidates while its URL does not start with /api/.
    // Unknown routes (no route matched) answer 404 rather than 401, so the hook lets them through.
    const route = request.routeOptions.url;
    const { config: routeConfig } = request.routeOptions;
    if (!route?.startsWith('/api/') || routeConfig.public) return;
    request.user = await app.authenticateToken(bearer(request), { duringEnrolment: routeConfig.duringEnrolment === true });
  });
});

/** The signed-in administrator of a route that the auth hook protects. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new AppError(CommonErrors.unauthenticated);
  return request.user;
};
