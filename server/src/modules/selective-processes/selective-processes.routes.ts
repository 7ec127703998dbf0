import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@hub/contract/common';
import {
  companyProcessListQuerySchema,
  processListQuerySchema,
  processPageSchema,
  processReadinessSchema,
  processStatusBodySchema,
  selectiveProcessCreateBodySchema,
  selectiveProcessSchema,
  selectiveProcessUpdateSchema,
  stagesBodySchema,
} from '@hub/contract/selective-processes';
import { sendCsv } from '../../lib/csv';
import { removeOnFinal } from '../catho/catho.service';
import * as processes from './selective-processes.service';
import { saveStages } from './stages.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Selective processes: the global and per-company lists, the process itself, its lifecycle and pipeline. */
export const selectiveProcessesRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['selective-processes'];

  app.get(
    '/selective-processes',
    {
      schema: {
        tags,
        querystring: processListQuerySchema,
        response: { 200: processPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => processes.listProcesses(deps.db, request.query),
  );

  app.get(
    '/selective-processes/export.csv',
    {
      schema: {
        tags,
        querystring: processListQuerySchema,
        produces: ['text/csv'],
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'processos-seletivos',
        processes.PROCESS_CSV,
        processes.processBatches(deps.db, request.query),
      ),
  );

  app.get(
    '/companies/:id/selective-processes',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: companyProcessListQuerySchema,
        response: { 200: processPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => processes.listCompanyProcesses(deps.db, request.params.id, request.query),
  );

  app.post(
    '/selective-processes',
    {
      schema: {
        tags,
        body: selectiveProcessCreateBodySchema,
        response: { 201: selectiveProcessSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await processes.createProcess(deps.db, request, request.body)),
  );

  app.get(
    '/selective-processes/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: selectiveProcessSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => processes.getProcess(deps.db, request.params.id),
  );

  app.get(
    '/selective-processes/:id/readiness',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: processReadinessSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => processes.getReadiness(deps.db, request.params.id),
  );

  app.put(
    '/selective-processes/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: selectiveProcessUpdateSchema,
        response: { 200: selectiveProcessSchema, ...errors },
      },
    },
    async (request) =>
      processes.updateProcess(deps.db, request, request.params.id, request.body),
  );

  app.delete(
    '/selective-processes/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await processes.deleteProcess(deps.db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/selective-processes/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: processStatusBodySchema,
        response: { 200: selectiveProcessSchema, ...errors },
      },
    },
    async (request) =>
      processes.changeProcessStatus(deps.db, request, request.params.id, request.body, (id) =>
        removeOnFinal(deps, request, id),
      ),
  );

  app.put(
    '/selective-processes/:id/stages',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: stagesBodySchema,
        response: { 200: selectiveProcessSchema, ...errors },
      },
    },
    async (request) => saveStages(deps.db, request, request.params.id, request.body),
  );
};
