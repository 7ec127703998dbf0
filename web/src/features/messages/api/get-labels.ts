import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Label } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const getLabels = (signal?: AbortSignal) => api.get<Label[]>('/messages/labels', { signal });

export const labelsQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.labels, queryFn: ({ signal }) => getLabels(signal) });

export const useLabels = () => useQuery(labelsQueryOptions());
