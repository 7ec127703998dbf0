import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationOutcomeBodySchema,
  applicationPageSchema,
  boardQuerySchema,
  boardSchema,
  enrolBodySchema,
  moveAnswerSchema,
  stageMoveBodySchema,
} from '@hub/contract/applications';
import { apiErrorSchema, idempotencyHeaders, idParamsSchema } from '@hub/contract/common';
import * as service from './applications.service';
import { moveApplication, undoLastMove } from './moves.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The pipeline of a process: enrolment, ranked table, board, stage moves and their undo, outcomes. */
export const applicationsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['applications'];

  app.get(
    '/selective-processes/:id/applications',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: applicationListQuerySchema,
        response: { 200: applicationPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.listApplications(deps.db, request.params.id, request.query),
  );

  app.get(
    '/selective-processes/:id/board',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: boardQuerySchema,
        response: { 200: boardSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.getBoard(deps.db, request.params.id, request.query),
  );

  app.post(
    '/selective-processes/:id/applications',
    {
      config: { idempotent: true },
      schema: {
        tags,
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: enrolBodySchema,
        response: { 201: applicationDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.enrol(deps.db, request, request.params.id, request.body)),
  );

  app.post(
    '/selective-processes/:id/undo',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: moveAnswerSchema, ...errors },
      },
    },
    async (request) => undoLastMove(deps.db, request, request.params.id),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: applicationDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.getApplicationDetail(deps.db, request.params.id),
  );

  app.put(
    '/applications/:id/stage',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: stageMoveBodySchema,
        response: { 200: moveAnswerSchema, ...errors },
      },
    },
    async (request) =>
      moveApplication(deps.db, request, request.params.id, request.body.stageId),
  );

  app.post(
    '/applications/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: applicationOutcomeBodySchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.changeApplicationStatus(deps.db, request, request.params.id, request.body),
  );
};
