import type { FastifyInstance } from 'fastify';
import { selectiveProcessOperations } from '@hub/contract/selective-processes';
import { domainModule } from '../../lib/domain-module';
import { serveOperations } from '../../lib/operations';
import { removeOnFinal } from './catho/catho.service';
import * as processes from './selective-processes.service';
import { saveStages } from './stages.service';
import { applicationsRoutes } from './applications/applications.routes';
import { funnelRoutes } from './applications/funnel.routes';
import { assessmentsRoutes } from './assessments/assessments.routes';
import { weightsRoutes } from './weights/weights.routes';
import { cathoRoutes } from './catho/catho.routes';
import { idleWatchdogRoutes } from './idle-watchdog/idle-watchdog.routes';
import { stageRulesRoutes } from './stage-rules/stage-rules.routes';

/**
 * Selective processes: the global and per-company lists, the process itself, its lifecycle and
 * pipeline; then its applications, funnel, assessments, weights, Catho postings, stage rules, followers and days per stage.
 */
export const selectiveProcessesModule = domainModule({ after: 'subscriptions' }, async (app: FastifyInstance) => {
  const { deps } = app;
  const { db } = deps;
  const handle = processes.processList.handlers(db);
  serveOperations(app, selectiveProcessOperations, {
    listSelectiveProcesses: handle.list,
    exportSelectiveProcesses: handle.export,
    listCompanySelectiveProcesses: (request) => processes.listCompanyProcesses(db, request.params.id, request.query),
    createSelectiveProcess: (request) => processes.createProcess(db, request, request.body),
    getSelectiveProcess: (request) => processes.getProcess(db, request.params.id),
    getSelectiveProcessReadiness: (request) => processes.getReadiness(db, request.params.id),
    updateSelectiveProcess: (request) => processes.updateProcess(db, request, request.params.id, request.body),
    deleteSelectiveProcess: async (request) => {
      await processes.deleteProcess(db, request, request.params.id);
      return null;
    },
    changeSelectiveProcessStatus: (request) =>
      processes.changeProcessStatus(db, request, request.params.id, request.body, (id) => removeOnFinal(deps, request, id)),
    saveSelectiveProcessStages: (request) => saveStages(db, request, request.params.id, request.body),
  });
  await app.register(applicationsRoutes);
  await app.register(funnelRoutes);
  await app.register(assessmentsRoutes);
  await app.register(weightsRoutes);
  await app.register(cathoRoutes);
  await app.register(stageRulesRoutes);
  await app.register(idleWatchdogRoutes);
});
