import type { FastifyInstance } from 'fastify';
import { planOperations } from '@hub/contract/plans';
import { offsetBatches, sendCsv } from '../../lib/csv';
import { serveOperations } from '../../lib/operations';
import * as service from './plans.service';

export const plansRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, planOperations, {
    listPlans: (request) => service.listPlans(db, request.query),
    listPublicPlans: async () => ({ rows: await service.listPublicPlans(db) }),
    exportPlans: (request, reply) =>
      sendCsv(
        reply,
        'planos',
        service.PLAN_CSV,
        offsetBatches((offset, limit) => service.selectPlans(db, request.query, offset, limit)),
      ),
    getPlan: async (request) => service.toPlan(await service.getPlan(db, request.params.id)),
    createPlan: (request) => service.createPlan(db, request, request.body),
    updatePlan: (request) => service.updatePlan(db, request, request.params.id, request.body),
    changePlanStatus: (request) =>
      service.changePlanStatus(db, request, request.params.id, request.body),
  });
};
