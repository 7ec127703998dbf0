import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  weightsOperations,
  type WeightsBody,
  type WeightsPreviewBody,
} from '@hub/contract/weights';
import { call } from '../../../lib/api-client';

const weightsKey = ['settings', 'weights'] as const;

export const useWeights = () =>
  useQuery({
    queryKey: weightsKey,
    queryFn: ({ signal }) => call(weightsOperations.getWeights, {}, signal),
  });

/** New weights re-rank every process: every cached list is refreshed, not only this page. */
export const useSaveWeights = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WeightsBody) => call(weightsOperations.saveWeights, { body }),
    onSuccess: () => client.invalidateQueries(),
  });
};

export const usePreviewWeights = () =>
  useMutation({
    mutationFn: (body: WeightsPreviewBody) => call(weightsOperations.previewWeights, { body }),
  });
