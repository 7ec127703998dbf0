import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageOperations } from '@hub/contract/messages';
import { call } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.labels,
    queryFn: ({ signal }) => call(messageOperations.listMessageLabels, {}, signal),
  });

export const useLabels = () => useQuery(labelsQueryOptions());
