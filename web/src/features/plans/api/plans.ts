import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanCreate, PlanStatus, PlanUpdate } from '@hub/contract/plans';
import { api } from '../../../lib/api-client';

export const planKeys = {
  all: ['plans'] as const,
  one: (id: string) => ['plans', id] as const,
};

export const usePlan = (id: string) =>
  useQuery({ queryKey: planKeys.one(id), queryFn: () => api.get<Plan>(`/plans/${id}`) });

const usePlanMutation = <Input>(call: (input: Input) => Promise<Plan>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: planKeys.all }),
  });
};

export const useCreatePlan = () =>
  usePlanMutation((body: PlanCreate) => api.post<Plan>('/plans', body));
export const useUpdatePlan = (id: string) =>
  usePlanMutation((body: PlanUpdate) => api.put<Plan>(`/plans/${id}`, body));
export const usePlanStatus = (id: string) =>
  usePlanMutation((body: { status: PlanStatus; reason: string | undefined }) =>
    api.post<Plan>(`/plans/${id}/status`, body),
  );
