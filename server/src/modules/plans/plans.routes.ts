import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import {
  PLAN_INTERVAL_LABELS,
  PLAN_LIFECYCLE,
  planCreateSchema,
  planExportQuerySchema,
  planListQuerySchema,
  planPageSchema,
  planSchema,
  planStatusChangeSchema,
  planUpdateSchema,
  publicPlanListSchema,
} from '@hub/contract/plans';
import { csvMoney, offsetBatches, sendCsv, type CsvColumn } from '../../lib/csv';
import type { plans } from '../../db/schema/index';
import * as service from './plans.service';

const CSV_COLUMNS: CsvColumn<typeof plans.$inferSelect>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Preço (R$)', value: (row) => csvMoney(row.priceCents) },
  { header: 'Periodicidade', value: (row) => PLAN_INTERVAL_LABELS[row.interval] },
  { header: 'Processos abertos (máx.)', value: (row) => row.maxOpenProcesses ?? 'ilimitado' },
  {
    header: 'Inscrições por processo (máx.)',
    value: (row) => row.maxApplicationsPerProcess ?? 'ilimitado',
  },
  { header: 'Recursos', value: (row) => row.features.join(' | ') },
  { header: 'Ordem', value: (row) => row.displayOrder },
  { header: 'Status', value: (row) => PLAN_LIFECYCLE.labels[row.status] },
  { header: 'Criado em', value: (row) => row.createdAt },
];

export const plansRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['plans'];

  app.get(
    '/plans',
    {
      schema: {
        tags,
        querystring: planListQuerySchema,
        response: { 200: planPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listPlans(db, request.query),
  );

  // Public on purpose: the marketing site's /pricing page lists the active plans to visitors
  // without a session (docs/decisions/003-public-active-plans.md). It exposes only what a
  // price table shows.
  app.get(
    '/plans/public',
    {
      config: { public: true },
      schema: { tags, response: { 200: publicPlanListSchema } },
    },
    async () => ({ rows: await service.listPublicPlans(db) }),
  );

  app.get(
    '/plans/export.csv',
    {
      schema: {
        tags,
        querystring: planExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'planos',
        CSV_COLUMNS,
        offsetBatches((offset, limit) => service.selectPlans(db, request.query, offset, limit)),
      ),
  );

  app.get(
    '/plans/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: planSchema, 404: apiErrorSchema } },
    },
    async (request) => service.toPlan(await service.getPlan(db, request.params.id)),
  );

  app.post(
    '/plans',
    {
      schema: {
        tags,
        body: planCreateSchema,
        response: { 201: planSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createPlan(db, request, request.body)),
  );

  app.put(
    '/plans/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: planUpdateSchema,
        response: {
          200: planSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => service.updatePlan(db, request, request.params.id, request.body),
  );

  app.post(
    '/plans/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: planStatusChangeSchema,
        response: {
          200: planSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => service.changePlanStatus(db, request, request.params.id, request.body),
  );
};
