import type { FastifyInstance } from 'fastify';
import { idleWatchdogOperations } from '@hub/contract/idle-watchdog';
import { serveOperations } from '../../../lib/operations';
import { scopeOf } from '../../../lib/permissions';
import * as watchdog from './idle-watchdog.service';
import { countLate } from './late';

/** Who follows a process, and the days allowed in each of its stages (decision 051). */
export const idleWatchdogRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  serveOperations(app, idleWatchdogOperations, {
    listProcessFollowers: (request) => watchdog.listFollowers(db, request.params.id),
    saveProcessFollowers: (request) => watchdog.saveFollowers(db, request, request.params.id, request.body),
    listStageDays: (request) => watchdog.listStageDays(db, request.params.id, config.notifyIdleDays),
    countLateApplications: async (request) => ({ count: await countLate(db, await scopeOf(db, request), config.notifyIdleDays) }),
    saveStageDays: (request) => watchdog.saveStageDays(db, request, request.params.id, request.body, config.notifyIdleDays),
  });
};
