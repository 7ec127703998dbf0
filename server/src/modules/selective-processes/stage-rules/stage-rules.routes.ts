import type { FastifyInstance } from 'fastify';
import { stageRuleOperations } from '@hub/contract/stage-rules';
import { serveOperations } from '../../../lib/operations';
import * as rules from './stage-rules.service';

/** A process's stage rules, and the council's defaults that new processes copy (decision 051). */
export const stageRulesRoutes = async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  // A rule that sends by WhatsApp where it is not configured is broken (decision 051).
  const whatsapp = config.whatsapp !== null;
  serveOperations(app, stageRuleOperations, {
    listStageRules: (request) => rules.listRules(db, request.params.id, whatsapp),
    createStageRule: (request) =>
      rules.createRule(db, request, request.params.id, request.body, whatsapp),
    updateStageRule: (request) =>
      rules.updateRule(
        db,
        request,
        request.params.id,
        request.params.ruleId,
        request.body,
        whatsapp,
      ),
    deleteStageRule: async (request) => {
      await rules.deleteRule(db, request, request.params.id, request.params.ruleId);
      return null;
    },
    previewStageRule: (request) => rules.previewRule(db, request.params.id, request.params.ruleId),
    switchStageRule: (request) =>
      rules.switchRule(
        db,
        request,
        request.params.id,
        request.params.ruleId,
        request.body,
        whatsapp,
      ),
    listDefaultStageRules: () => rules.listDefaultRules(db, whatsapp),
    createDefaultStageRule: (request) =>
      rules.createDefaultRule(db, request, request.body, whatsapp),
    updateDefaultStageRule: (request) =>
      rules.updateDefaultRule(db, request, request.params.id, request.body, whatsapp),
    deleteDefaultStageRule: async (request) => {
      await rules.deleteRule(db, request, null, request.params.id);
      return null;
    },
  });
};
