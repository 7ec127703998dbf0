import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagePage } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import type { MessageListParams } from '../messages.config';
import { messageKeys } from './keys';

export const getMessages = (authorId: string, query: MessageListParams, signal?: AbortSignal) =>
  api.get<MessagePage>(`/messages/author/${authorId}`, {
    query: { isPagination: 1, ...query },
    signal,
  });

export const messagesQueryOptions = (authorId: string, query: MessageListParams) =>
  queryOptions({
    queryKey: messageKeys.list(authorId, query),
    queryFn: ({ signal }) => getMessages(authorId, query, signal),
    placeholderData: keepPreviousData,
  });

/** The mailbox list: loading, then success or error (spec section 4). */
export const useMessages = (authorId: string, query: MessageListParams) =>
  useQuery(messagesQueryOptions(authorId, query));
