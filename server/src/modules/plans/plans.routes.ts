import type { FastifyInstance } from 'fastify';
import { planOperations } from '@hub/contract/plans';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import * as service from './plans.service';

export const plansModule = domainModule({ after: 'history' }, async (app: FastifyInstance) => {
  const { db } = app.deps;
  const handle = service.planResource.handlers(db);
  serveOperations(app, planOperations, {
    listPlans: handle.list,
    listPublicPlans: async () => ({ rows: await service.listPublicPlans(db) }),
    exportPlans: handle.export,
    getPlan: handle.get,
    createPlan: handle.create,
    updatePlan: handle.update,
    changePlanStatus: handle.changeStatus,
  });
});
