import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsAnswerSchema } from '@hub/contract/notifications';
import { listNotifications } from './notifications.service';

export const notificationsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  app.get('/notifications', { schema: { tags: ['notifications'], response: { 200: notificationsAnswerSchema } } }, async () => ({
    rows: await listNotifications(db, config.notifyIdleDays),
  }));
};
