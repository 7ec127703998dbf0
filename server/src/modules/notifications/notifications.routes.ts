import type { FastifyInstance } from 'fastify';
import { notificationOperations } from '@hub/contract/notifications';
import { serveOperations } from '../../lib/operations';
import { listNotifications } from './notifications.service';

export const notificationsRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  serveOperations(app, notificationOperations, {
    listNotifications: async () => ({ rows: await listNotifications(db, config.notifyIdleDays) }),
  });
};
