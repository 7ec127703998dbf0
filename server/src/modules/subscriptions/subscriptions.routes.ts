import type { FastifyInstance } from 'fastify';
import { subscriptionOperations } from '@hub/contract/subscriptions';
import { offsetBatches, sendCsv } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import * as service from './subscriptions.service';

export const subscriptionsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, subscriptionOperations, {
    listSubscriptions: (request) => service.listSubscriptions(db, request.query),
    getSubscriptionSummary: () => service.subscriptionSummary(db),
    exportSubscriptions: (request, reply) =>
      sendCsv(
        reply,
        'assinaturas',
        service.SUBSCRIPTION_CSV,
        offsetBatches((offset, limit) =>
          service.selectSubscriptions(db, request.query, offset, limit),
        ),
      ),
    getCompanyPlanUsage: (request) => service.companyPlanUsage(db, request.params.id),
    getSubscription: (request) => service.getSubscription(db, request.params.id),
    createSubscription: (request) => service.createSubscription(db, request, request.body),
    updateSubscription: (request) =>
      service.updateSubscription(db, request, request.params.id, request.body),
    changeSubscriptionStatus: (request) =>
      service.changeSubscriptionStatus(db, request, request.params.id, request.body),
    cancelSubscription: (request) =>
      service.cancelSubscription(db, request, request.params.id, request.body),
    renewSubscription: (request) =>
      service.renewSubscription(db, request, request.params.id, request.body),
  });
};
