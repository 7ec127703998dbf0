import type { FastifyInstance } from 'fastify';
import { subscriptionOperations } from '@hub/contract/subscriptions';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { scopeOf } from '../../lib/permissions';
import * as service from './subscriptions.service';

export const subscriptionsModule = domainModule({ after: 'dashboard' }, async (app: FastifyInstance) => {
  const { db } = app.deps;
  const handle = service.subscriptionList.handlers(db);
  serveOperations(app, subscriptionOperations, {
    listSubscriptions: handle.list,
    getSubscriptionSummary: async (request) => service.subscriptionSummary(db, await scopeOf(db, request)),
    exportSubscriptions: handle.export,
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
});
