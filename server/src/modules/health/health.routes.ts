import type { FastifyInstance } from 'fastify';
import { CommonErrors } from '../../lib/errors';
import { errorBody } from '../../plugins/error-handler';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/health', { config: { public: true }, schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { public: true }, schema: { tags: ['health'] } }, async (_request, reply) => {
    if (app.deps.lifecycle.draining) {
      return reply.status(503).header('connection', 'close').send(errorBody(503, CommonErrors.shuttingDown.message));
    }
    try {
      await app.deps.database.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).header('retry-after', '5').send(errorBody(503, CommonErrors.databaseUnavailable.message));
    }
  });
};
