import type { FastifyInstance } from 'fastify';
import { idleWatchdogOperations } from '@hub/contract/idle-watchdog';
import { MESSAGE_APPLICATIONS_MAX } from '@hub/contract/messages';
import { serveOperations } from '../../../lib/operations';
import { findProcessRow } from '../selective-processes.service';
import { scopeOf } from '../../../lib/permissions';
import * as watchdog from './idle-watchdog.service';
import { closingMessageGap, processesWithoutClosingMessage } from './closing-messages';
import { countLate } from './late';

/** Who follows a process, and the days allowed in each of its stages (decision 051). */
export const idleWatchdogRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  serveOperations(app, idleWatchdogOperations, {
    listProcessFollowers: (request) => watchdog.listFollowers(db, request.params.id),
    saveProcessFollowers: (request) => watchdog.saveFollowers(db, request, request.params.id, request.body),
    listStageDays: (request) => watchdog.listStageDays(db, request.params.id, config.notifyIdleDays),
    countLateApplications: async (request) => ({ count: await countLate(db, await scopeOf(db, request), config.notifyIdleDays) }),
    listProcessesWithoutClosingMessage: async (request) => processesWithoutClosingMessage(db, await scopeOf(db, request)),
    getClosingMessageGap: async (request) => {
      await findProcessRow(db, request.params.id);
      // As many as one message may be composed to (the messages' applications audience).
      return closingMessageGap(db, request.params.id, MESSAGE_APPLICATIONS_MAX);
    },
    saveStageDays: (request) => watchdog.saveStageDays(db, request, request.params.id, request.body, config.notifyIdleDays),
  });
};
