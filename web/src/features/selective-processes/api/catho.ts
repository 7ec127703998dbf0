import { useQuery } from '@tanstack/react-query';
import type { CathoPosting, CathoStatus } from '@hub/contract/catho';
import { api } from '../../../lib/api-client';
import { processKeys, useProcessMutation } from './processes';

const cathoKey = (processId: string) => [...processKeys.one(processId), 'catho'] as const;

export const useCatho = (processId: string) =>
  useQuery({
    queryKey: cathoKey(processId),
    queryFn: () => api.get<CathoStatus>(`/selective-processes/${processId}/catho`),
  });

/** Publishes the posting, or updates it when it is already there. */
export const usePublishCatho = (processId: string) =>
  useProcessMutation(() => api.post<CathoPosting>(`/selective-processes/${processId}/catho`));

export const useRemoveCatho = (processId: string) =>
  useProcessMutation(() => api.delete<CathoPosting>(`/selective-processes/${processId}/catho`));
