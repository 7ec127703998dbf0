import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@hub/contract/dashboard';
import { getSummary } from './dashboard.service';

export const dashboardRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  app.get('/dashboard/summary', { schema: { tags: ['dashboard'], response: { 200: dashboardSummarySchema } } }, async () =>
    getSummary(db, config.dashboardTtlSeconds, app.log),
  );
};
