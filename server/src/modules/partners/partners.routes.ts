import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logoAnswerSchema } from '@hub/contract/companies';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import {
  partnerExportQuerySchema,
  partnerInputSchema,
  partnerListQuerySchema,
  partnerPageSchema,
  partnerSchema,
  partnerStatusBodySchema,
  partnerUpdateSchema,
} from '@hub/contract/partners';
import { sendCsv } from '../../lib/csv';
import * as partners from './partners.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const partnersRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const tags = ['partners'];

  app.get(
    '/partners',
    {
      schema: {
        tags,
        querystring: partnerListQuerySchema,
        response: { 200: partnerPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => partners.listPartners(db, request.query),
  );

  app.get(
    '/partners/export.csv',
    {
      schema: {
        tags,
        querystring: partnerExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'parceiros', partners.PARTNER_CSV, partners.partnerBatches(db, request.query)),
  );

  app.post(
    '/partners',
    { schema: { tags, body: partnerInputSchema, response: { 201: partnerSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await partners.createPartner(db, request, request.body)),
  );

  app.get(
    '/partners/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: partnerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => partners.getPartner(db, request.params.id),
  );

  app.put(
    '/partners/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: partnerUpdateSchema,
        response: { 200: partnerSchema, ...errors },
      },
    },
    async (request) => partners.updatePartner(db, request, request.params.id, request.body),
  );

  app.post(
    '/partners/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: partnerStatusBodySchema,
        response: { 200: partnerSchema, ...errors },
      },
    },
    async (request) => partners.changePartnerStatus(db, request, request.params.id, request.body),
  );

  app.post(
    '/partners/:id/logo',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: logoAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => partners.uploadPartnerLogo(deps, request, request.params.id),
  );
};
