import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authAnswerSchema,
  forgotPasswordBodySchema,
  getUserByTokenQuerySchema,
  loginBodySchema,
  loginQuerySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionUserSchema,
} from '@hub/contract/auth';
import { apiErrorSchema } from '@hub/contract/common';
import { AppError, CommonErrors } from '../../lib/errors';
import { loadSessionUser } from '../users/session-user';
import * as auth from './auth.service';

const publicRoute = { public: true } as const;

/** The spec's section 7 authentication calls, exactly at the paths it names. */
export const authRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/authentication/login',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        querystring: loginQuerySchema,
        body: loginBodySchema,
        response: { 200: authAnswerSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => auth.login(deps, request.body, request.ip),
  );

  app.get(
    '/user/getUserByAcessToken',
    {
      config: publicRoute,
      schema: { tags: ['auth'], querystring: getUserByTokenQuerySchema, response: { 200: sessionUserSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      const user = await app.authenticateToken(request.query.accessToken);
      const sessionUser = await loadSessionUser(deps.db, user.id);
      if (!sessionUser) throw new AppError(CommonErrors.unauthenticated);
      return sessionUser;
    },
  );

  app.post(
    '/account/register',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: registerBodySchema, response: { 200: authAnswerSchema, 403: apiErrorSchema, 409: apiErrorSchema } },
    },
    async (request) => auth.register(deps, request.body),
  );

  app.post(
    '/user/forgotPassword',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema } },
    },
    async (request, reply) => {
      const afterAnswer = await auth.forgotPassword(deps, request.body, request);
      await reply.status(204).send(null);
      await afterAnswer?.().catch((error: unknown) => request.log.error({ err: error }, 'forgotPassword: mail not enqueued'));
      return reply;
    },
  );

  app.post(
    '/user/resetPassword',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 204: z.null(), 400: apiErrorSchema } },
    },
    async (request, reply) => {
      await auth.resetPassword(deps, request.body.key, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
