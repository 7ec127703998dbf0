import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyExportQuerySchema,
  companyInputSchema,
  companyListQuerySchema,
  companyPageSchema,
  companySchema,
  companyStatusBodySchema,
  companyUpdateSchema,
  companyValuesBodySchema,
  companyValuesSchema,
} from '@hub/contract/companies';
import { apiErrorSchema, logoAnswerSchema, idParamsSchema } from '@hub/contract/common';
import { sendCsv } from '../../lib/csv';
import * as companies from './companies.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const companiesRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['companies'];

  app.get(
    '/companies',
    {
      schema: {
        tags,
        querystring: companyListQuerySchema,
        response: { 200: companyPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => companies.listCompanies(deps.db, request.query),
  );

  app.get(
    '/companies/export.csv',
    {
      schema: {
        tags,
        querystring: companyExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'empresas',
        companies.COMPANY_CSV,
        companies.companyBatches(deps.db, request.query),
      ),
  );

  app.post(
    '/companies',
    { schema: { tags, body: companyInputSchema, response: { 201: companySchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await companies.createCompany(deps.db, request, request.body)),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: companySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => companies.getCompany(deps.db, request.params.id),
  );

  app.put(
    '/companies/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: companyUpdateSchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => companies.updateCompany(deps.db, request, request.params.id, request.body),
  );

  app.post(
    '/companies/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: companyStatusBodySchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) =>
      companies.changeCompanyStatus(deps, request, request.params.id, request.body),
  );

  app.post(
    '/companies/:id/logo',
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
    async (request) => companies.uploadCompanyLogo(deps, request, request.params.id),
  );

  app.get(
    '/companies/:id/values-test',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: companyValuesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => companies.getCompanyValues(deps.db, request.params.id),
  );

  app.put(
    '/companies/:id/values-test',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: companyValuesBodySchema,
        response: { 200: companyValuesSchema, ...errors },
      },
    },
    async (request) =>
      companies.saveCompanyValues(deps.db, request, request.params.id, request.body),
  );
};
