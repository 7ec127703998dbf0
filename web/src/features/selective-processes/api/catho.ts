import { useQuery } from '@tanstack/react-query';
import { cathoOperations } from '@hub/contract/catho';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { processKeys } from './processes';

const cathoKey = (processId: string) => [...processKeys.one(processId), 'catho'] as const;

export const useCatho = (processId: string) =>
  useQuery({
    queryKey: cathoKey(processId),
    queryFn: ({ signal }) =>
      call(cathoOperations.getCathoStatus, { params: { id: processId } }, signal),
  });

/** Publishes the posting, or updates it when it is already there. */
export const usePublishCatho = (processId: string) =>
  useOperationMutation(cathoOperations.publishToCatho, processKeys.all, () => ({
    params: { id: processId },
  }));

export const useRemoveCatho = (processId: string) =>
  useOperationMutation(cathoOperations.removeFromCatho, processKeys.all, () => ({
    params: { id: processId },
  }));
