import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageOperations } from '@hub/contract/messages';
import { call } from '../../../lib/api-client';
import { PROGRESS_POLL_MS } from '../messages.config';
import { messageKeys } from './keys';

/** Polls while deliveries are pending, so the progress updates live and stops once all are done. */
export const messageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => call(messageOperations.getMessage, { params: { id } }, signal),
    refetchInterval: (query) =>
      (query.state.data?.deliveryCounts.pending ?? 0) > 0 ? PROGRESS_POLL_MS : false,
  });

export const useMessage = (id: string) => useQuery(messageQueryOptions(id));
