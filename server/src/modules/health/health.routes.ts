import type { FastifyInstance } from 'fastify';
import { healthOperations } from '@hub/contract/health';
import { CommonErrors } from '../../lib/errors';
import { serveOperations } from '../../lib/operations';
import { errorBody } from '../../lib/errors';

export const healthRoutes = async (app: FastifyInstance) => {
  serveOperations(app, healthOperations, {
    getHealth: async () => ({ status: 'ok' as const }),
    getReadiness: async (_request, reply) => {
      if (app.deps.lifecycle.draining) {
        return reply
          .status(503)
          .header('connection', 'close')
          .send(errorBody(503, CommonErrors.shuttingDown.message));
      }
      try {
        await app.deps.database.query('SELECT 1');
        return { status: 'ready' as const };
      } catch {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(errorBody(503, CommonErrors.databaseUnavailable.message));
      }
    },
  });
};
