import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anonymizeBodySchema,
  candidateExportQuerySchema,
  candidateExportSchema,
  candidateInputSchema,
  candidateListQuerySchema,
  candidatePageSchema,
  candidateSchema,
  candidateSettingsBodySchema,
  candidateSettingsSchema,
  candidateStatusBodySchema,
  candidateUpdateSchema,
  videoResumeAnswerSchema,
} from '@hub/contract/candidates';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import { sendCsv } from '../../lib/csv';
import * as candidates from './candidates.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Professionals (candidates): registry, council registration, video resume, settings and LGPD. */
export const candidatesRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const tags = ['candidates'];

  app.get(
    '/candidates',
    {
      schema: {
        tags,
        querystring: candidateListQuerySchema,
        response: { 200: candidatePageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => candidates.listCandidates(db, request.query),
  );

  app.get(
    '/candidates/export.csv',
    {
      schema: {
        tags,
        querystring: candidateExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'profissionais',
        candidates.CANDIDATE_CSV,
        candidates.candidateBatches(db, request.query),
      ),
  );

  app.post(
    '/candidates',
    { schema: { tags, body: candidateInputSchema, response: { 201: candidateSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await candidates.createCandidate(db, request, request.body)),
  );

  app.get(
    '/candidates/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: candidateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => candidates.getCandidate(db, request.params.id),
  );

  app.put(
    '/candidates/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: candidateUpdateSchema,
        response: { 200: candidateSchema, ...errors },
      },
    },
    async (request) => candidates.updateCandidate(db, request, request.params.id, request.body),
  );

  app.post(
    '/candidates/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: candidateStatusBodySchema,
        response: { 200: candidateSchema, ...errors },
      },
    },
    async (request) =>
      candidates.changeCandidateStatus(db, request, request.params.id, request.body),
  );

  app.post(
    '/candidates/:id/video-resume',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: videoResumeAnswerSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => candidates.uploadVideoResume(deps, request, request.params.id),
  );

  app.delete(
    '/candidates/:id/video-resume',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await candidates.removeVideoResume(deps, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/candidates/:id/settings',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: candidateSettingsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => candidates.getCandidateSettings(db, request.params.id),
  );

  app.put(
    '/candidates/:id/settings',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: candidateSettingsBodySchema,
        response: { 200: candidateSettingsSchema, ...errors },
      },
    },
    async (request) =>
      candidates.updateCandidateSettings(db, request, request.params.id, request.body),
  );

  app.post(
    '/candidates/:id/password-reset',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: candidateSettingsSchema, ...errors },
      },
    },
    async (request) => candidates.sendCandidatePasswordReset(deps, request, request.params.id),
  );

  app.get(
    '/candidates/:id/export',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: candidateExportSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await candidates.exportCandidate(db, request.params.id);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="profissional-${request.params.id}.json"`,
        )
        .send(data);
    },
  );

  app.post(
    '/candidates/:id/anonymize',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: anonymizeBodySchema,
        response: { 200: candidateSchema, ...errors },
      },
    },
    async (request) =>
      candidates.anonymizeCandidate(deps, request, request.params.id, request.body),
  );
};
