import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WeightsAnswer,
  WeightsBody,
  WeightsPreviewAnswer,
  WeightsPreviewBody,
} from '@hub/contract/weights';
import { api } from '../../../lib/api-client';

const weightsKey = ['settings', 'weights'] as const;

export const useWeights = () =>
  useQuery({ queryKey: weightsKey, queryFn: () => api.get<WeightsAnswer>('/settings/weights') });

/** New weights re-rank every process: every cached list is refreshed, not only this page. */
export const useSaveWeights = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WeightsBody) => api.put<WeightsAnswer>('/settings/weights', body),
    onSuccess: () => client.invalidateQueries(),
  });
};

export const usePreviewWeights = () =>
  useMutation({
    mutationFn: (body: WeightsPreviewBody) =>
      api.post<WeightsPreviewAnswer>('/settings/weights/preview', body),
  });
