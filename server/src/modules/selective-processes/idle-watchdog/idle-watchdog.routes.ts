import type { FastifyInstance } from 'fastify';
import { idleWatchdogOperations } from '@hub/contract/idle-watchdog';
import { serveOperations } from '../../../lib/operations';
import * as watchdog from './idle-watchdog.service';

/** Who follows a process, and the days allowed in each of its stages (decision 051). */
export const idleWatchdogRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  serveOperations(app, idleWatchdogOperations, {
    listProcessFollowers: (request) => watchdog.listFollowers(db, request.params.id),
    saveProcessFollowers: (request) => watchdog.saveFollowers(db, request, request.params.id, request.body),
    listStageDays: (request) => watchdog.listStageDays(db, request.params.id, config.notifyIdleDays),
    saveStageDays: (request) => watchdog.saveStageDays(db, request, request.params.id, request.body, config.notifyIdleDays),
  });
};
