import { useQuery } from '@tanstack/react-query';
import {
  planOperations,
  type PlanCreate,
  type PlanStatus,
  type PlanUpdate,
} from '@hub/contract/plans';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const planKeys = {
  all: ['plans'] as const,
  one: (id: string) => ['plans', id] as const,
};

export const usePlan = (id: string) =>
  useQuery({
    queryKey: planKeys.one(id),
    queryFn: ({ signal }) => call(planOperations.getPlan, { params: { id } }, signal),
  });

export const useCreatePlan = () =>
  useOperationMutation(planOperations.createPlan, planKeys.all, (body: PlanCreate) => ({ body }));
export const useUpdatePlan = (id: string) =>
  useOperationMutation(planOperations.updatePlan, planKeys.all, (body: PlanUpdate) => ({
    params: { id },
    body,
  }));
export const usePlanStatus = (id: string) =>
  useOperationMutation(
    planOperations.changePlanStatus,
    planKeys.all,
    (body: { status: PlanStatus; reason: string | undefined }) => ({ params: { id }, body }),
  );
