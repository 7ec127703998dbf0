import type { FastifyInstance } from 'fastify';
import { dashboardSummarySchema } from '@hub/contract/dashboard';
import { getSummaryJson } from './dashboard.service';

export const dashboardRoutes = async (fastify: FastifyInstance) => {
  const { db, config } = fastify.deps;
  // The answer is already JSON, checked against the schema when the snapshot was read: a string
  // sent as application/json skips the serializer (the schema still documents the route).
  fastify.get('/dashboard/summary', { schema: { tags: ['dashboard'], response: { 200: dashboardSummarySchema } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await getSummaryJson(db, config.dashboardTtlSeconds, fastify.log)),
  );
};
