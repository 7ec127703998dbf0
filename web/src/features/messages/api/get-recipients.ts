import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageOperations, type DeliveryStatus } from '@hub/contract/messages';
import { call } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type RecipientQuery = { page: number; limit: number; key: string; status?: DeliveryStatus };

/**
 * One page of a message's recipients. It does not poll on its own: `progress` is the message's
 * delivery counts as last polled, part of the key, so the page is asked again whenever they
 * change and the table never shows a state older than the summary above it.
 */
export const useRecipients = (messageId: string, query: RecipientQuery, progress: string) =>
  useQuery({
    queryKey: [...messageKeys.detail(messageId), 'recipients', query, progress],
    queryFn: ({ signal }) =>
      call(messageOperations.listMessageRecipients, { params: { id: messageId }, query }, signal),
    placeholderData: keepPreviousData,
  });
