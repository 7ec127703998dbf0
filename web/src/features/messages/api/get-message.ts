import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageDetail } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { PROGRESS_POLL_MS } from '../messages.config';
import { messageKeys } from './keys';

export const getMessage = (id: string, signal?: AbortSignal) =>
  api.get<MessageDetail>(`/messages/${id}`, { signal });

/** Polls while deliveries are pending, so the progress updates live and stops once all are done. */
export const messageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => getMessage(id, signal),
    refetchInterval: (query) =>
      (query.state.data?.deliveryCounts.pending ?? 0) > 0 ? PROGRESS_POLL_MS : false,
  });

export const useMessage = (id: string) => useQuery(messageQueryOptions(id));
