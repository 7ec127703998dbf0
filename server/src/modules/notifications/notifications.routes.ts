import type { FastifyInstance } from 'fastify';
import { notificationOperations } from '@hub/contract/notifications';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import { listNotifications } from './notifications.service';

export const notificationsRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  serveOperations(app, notificationOperations, {
    listNotifications: async (request) => ({
      rows: await listNotifications(db, config.notifyIdleDays, await scopeOf(db, request)),
    }),
  });
};
