import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { USER_TYPES } from '@hub/contract/auth';
import { users } from '../db/schema/index';
import { AppError, CommonErrors } from '../lib/errors';

export type AuthUser = { id: string; email: string };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (DESIGN.md section 3 lists them). */
    public?: boolean;
  }
  interface FastifyInstance {
    /** The active super-admin a token belongs to, or a 401. */
    authenticateToken: (token: string | null) => Promise<AuthUser>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
};

/** Every /api route needs a super-admin's token unless it is declared public. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  // Run on every request: built once and prepared on each connection, not rebuilt and re-planned.
  const sessionUser = app.deps.db
    .select({ id: users.id, email: users.email, typeUser: users.typeUser, status: users.status, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user');
  app.decorate('authenticateToken', async (token: string | null): Promise<AuthUser> => {
    const claims = token ? await app.deps.tokens.verify(token) : null;
    if (!claims) throw new AppError(CommonErrors.unauthenticated);
    const [user] = await sessionUser.execute({ id: claims.sub });
    if (!user || user.typeUser !== USER_TYPES.superAdmin || user.status !== 'active' || user.tokenVersion !== claims.ver) {
      throw new AppError(CommonErrors.unauthenticated);
    }
    return { id: user.id, email: user.email };
  });
  app.addHook('onRequest', async (request) => {
    // Decided on the matched route, never on the raw URL: the router decodes escapes, so
    // /%61pi/candidates reaches /api/candidates while its URL does not start with /api/.
    // Unknown routes (no route matched) answer 404 rather than 401, so the hook lets them through.
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || request.routeOptions.config.public) return;
    request.user = await app.authenticateToken(bearer(request));
  });
});

/** The signed-in administrator of a route that the auth hook protects. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new AppError(CommonErrors.unauthenticated);
  return request.user;
};
