import type { FastifyInstance } from 'fastify';
import { funnelOperations } from '@hub/contract/funnel';
import { oneBatch, sendCsv } from '../../../lib/csv';
import { serveOperations } from '../../../lib/operations';
import { scopeOf } from '../../../lib/permissions';
import { FUNNEL_CSV, getFunnelOverview, getProcessFunnel } from './funnel';

/** A process's funnel, and every process's on Início, with their CSV. */
export const funnelRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  serveOperations(app, funnelOperations, {
    getProcessFunnel: (request) => getProcessFunnel(db, request.params.id),
    exportProcessFunnel: (request, reply) =>
      sendCsv(
        reply,
        'funil-do-processo',
        FUNNEL_CSV,
        oneBatch(getProcessFunnel(db, request.params.id).then((funnel) => funnel.stages)),
      ),
    getFunnelOverview: async (request) =>
      getFunnelOverview(db, request.query, config.dashboardTtlSeconds, await scopeOf(db, request), config.reportTimeoutMs),
    exportFunnelOverview: async (request, reply) =>
      sendCsv(
        reply,
        'funil-dos-processos',
        FUNNEL_CSV,
        oneBatch(
          getFunnelOverview(
            db,
            request.query,
            config.dashboardTtlSeconds,
            await scopeOf(db, request),
            config.reportTimeoutMs,
          ).then(
            (funnel) => funnel.stages,
          ),
        ),
      ),
  });
};
