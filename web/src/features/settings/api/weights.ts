import { useQuery } from '@tanstack/react-query';
import {
  weightsOperations,
  type WeightsBody,
  type WeightsPreviewBody,
} from '@hub/contract/weights';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

const weightsKey = ['settings', 'weights'] as const;

export const useWeights = () =>
  useQuery({
    queryKey: weightsKey,
    queryFn: ({ signal }) => call(weightsOperations.getWeights, {}, signal),
  });

/** New weights re-rank every process: every cached list is refreshed, not only this page. */
export const useSaveWeights = () =>
  useOperationMutation(weightsOperations.saveWeights, [], (body: WeightsBody) => ({ body }));

export const usePreviewWeights = () =>
  useOperationMutation(weightsOperations.previewWeights, null, (body: WeightsPreviewBody) => ({
    body,
  }));
