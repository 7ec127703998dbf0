import type { FastifyInstance } from 'fastify';
import { planOperations } from '@hub/contract/plans';
import { serveOperations } from '../../lib/operations';
import * as service from './plans.service';

export const plansRoutes = async (app: FastifyInstance) => {
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
};
