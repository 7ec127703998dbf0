import type { FastifyInstance } from 'fastify';
import { dashboardOperations } from '@hub/contract/dashboard';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import { getSummaryJson } from './dashboard.service';

export const dashboardRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  serveOperations(app, dashboardOperations, {
    // The answer is already JSON, checked against the schema when the snapshot was read: a string
    // sent as application/json skips the serializer (the schema still documents the route).
    getDashboardSummary: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          await getSummaryJson(db, config.dashboardTtlSeconds, app.log, await scopeOf(db, request)),
        ),
  });
};
