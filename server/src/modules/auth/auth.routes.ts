import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOperations } from '@hub/contract/auth';
import { AppError, CommonErrors } from '../../lib/errors';
import { serveOperations } from '../../lib/operations';
import { bearer } from '../../plugins/auth';
import { loadSessionUser } from '../account/session-user';
import { AuthErrors } from './auth.errors';
import * as auth from './auth.service';
import { knownDevice, rememberDevice } from './device-cookie';
import { redeemDeviceLink, requestDeviceLink } from './device-link';

/**
 * Answers 204 first, then does what is left (issuing a key, enqueueing its mail): whether a mail
 * follows must not show in the response time.
 */
const noContentThen = async (request: FastifyRequest, reply: FastifyReply, afterAnswer: (() => Promise<void>) | null): Promise<FastifyReply> => {
  await reply.status(204).send(null);
  await afterAnswer?.().catch((error: unknown) => request.log.error({ err: error }, `${request.routeOptions.url ?? request.url}: mail not enqueued`));
  return reply;
};

/** The spec's section 7 authentication calls, exactly at the paths it names. */
export const authRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  serveOperations(app, authOperations, {
    login: async (request, reply) => {
      const device = knownDevice(request, request.body.email);
      const answer = await auth.login(deps, request, request.body, device);
      rememberDevice(request, reply, request.body.email, device);
      return answer;
    },
    getUserByAccessToken: async (request) => {
      const token = request.query.accessToken ?? bearer(request);
      if (!token) throw new AppError(AuthErrors.tokenMissing);
      const user = await app.authenticateToken(token, { duringEnrolment: true });
      const sessionUser = await loadSessionUser(deps.db, user.id);
      if (!sessionUser) throw new AppError(CommonErrors.unauthenticated);
      return user.enrolling ? { ...sessionUser, enrolmentRequired: true } : sessionUser;
    },
    registerFirstAdmin: (request) => auth.register(deps, request, request.body),
    forgotPassword: async (request, reply) => noContentThen(request, reply, await auth.forgotPassword(deps, request.body, request)),
    resetPassword: async (request) => {
      await auth.resetPassword(deps, request.body.key, request.body.password);
      return null;
    },
    requestDeviceLink: async (request, reply) => noContentThen(request, reply, await requestDeviceLink(deps, request.body, request)),
    recognizeDevice: async (request, reply) => {
      const email = await redeemDeviceLink(deps, request, request.body.key);
      rememberDevice(request, reply, email, knownDevice(request, email));
      return { email };
    },
  });
};
