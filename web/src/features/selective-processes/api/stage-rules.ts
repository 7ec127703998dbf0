import { useQuery } from '@tanstack/react-query';
import {
  stageRuleOperations,
  type DefaultStageRuleBody,
  type StageRuleBody,
  type StageRuleSwitchBody,
} from '@hub/contract/stage-rules';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { processKeys } from './processes';

const rulesKey = (processId: string) => [...processKeys.one(processId), 'stage-rules'] as const;

export const useStageRules = (processId: string) =>
  useQuery({
    queryKey: rulesKey(processId),
    queryFn: ({ signal }) =>
      call(stageRuleOperations.listStageRules, { params: { id: processId } }, signal),
  });

/** How many current applications the rule would act on if switched on now: asked when the switch is pressed. */
export const previewStageRule = (processId: string, ruleId: string) =>
  call(stageRuleOperations.previewStageRule, { params: { id: processId, ruleId } });

export const useSaveStageRule = (processId: string) =>
  useOperationMutation(
    stageRuleOperations.createStageRule,
    rulesKey(processId),
    (body: StageRuleBody) => ({ params: { id: processId }, body }),
  );

export const useUpdateStageRule = (processId: string) =>
  useOperationMutation(
    stageRuleOperations.updateStageRule,
    rulesKey(processId),
    ({ ruleId, body }: { ruleId: string; body: StageRuleBody }) => ({
      params: { id: processId, ruleId },
      body,
    }),
  );

export const useDeleteStageRule = (processId: string) =>
  useOperationMutation(
    stageRuleOperations.deleteStageRule,
    rulesKey(processId),
    (ruleId: string) => ({ params: { id: processId, ruleId } }),
  );

export const useSwitchStageRule = (processId: string) =>
  useOperationMutation(
    stageRuleOperations.switchStageRule,
    rulesKey(processId),
    ({ ruleId, body }: { ruleId: string; body: StageRuleSwitchBody }) => ({
      params: { id: processId, ruleId },
      body,
    }),
  );

const defaultsKey = ['stage-rules', 'defaults'] as const;

/** The council's default rules, which each new process copies. */
export const useDefaultStageRules = () =>
  useQuery({
    queryKey: defaultsKey,
    queryFn: ({ signal }) => call(stageRuleOperations.listDefaultStageRules, {}, signal),
  });

export const useSaveDefaultStageRule = () =>
  useOperationMutation(
    stageRuleOperations.createDefaultStageRule,
    defaultsKey,
    (body: DefaultStageRuleBody) => ({ body }),
  );

export const useUpdateDefaultStageRule = () =>
  useOperationMutation(
    stageRuleOperations.updateDefaultStageRule,
    defaultsKey,
    ({ ruleId, body }: { ruleId: string; body: DefaultStageRuleBody }) => ({
      params: { id: ruleId },
      body,
    }),
  );

export const useDeleteDefaultStageRule = () =>
  useOperationMutation(
    stageRuleOperations.deleteDefaultStageRule,
    defaultsKey,
    (ruleId: string) => ({ params: { id: ruleId } }),
  );
