import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryStatus, Recipient } from '@hub/contract/messages';
import type { Page } from '@hub/contract/common';
import { api } from '../../../lib/api-client';
import { PROGRESS_POLL_MS } from '../messages.config';
import { messageKeys } from './keys';

export type RecipientQuery = { page: number; limit: number; key: string; status?: DeliveryStatus };

/** One page of a message's recipients; polls with the message while deliveries are pending. */
export const useRecipients = (messageId: string, query: RecipientQuery, live: boolean) =>
  useQuery({
    queryKey: [...messageKeys.detail(messageId), 'recipients', query],
    queryFn: ({ signal }) =>
      api.get<Page<Recipient>>(`/messages/${messageId}/recipients`, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? PROGRESS_POLL_MS : false,
  });
