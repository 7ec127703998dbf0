import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messageOperations } from '@hub/contract/messages';
import { call } from '../../../lib/api-client';
import type { MessageListParams } from '../messages.config';
import { messageKeys } from './keys';

export const messagesQueryOptions = (authorId: string, query: MessageListParams) =>
  queryOptions({
    queryKey: messageKeys.list(authorId, query),
    queryFn: ({ signal }) =>
      call(
        messageOperations.listAuthorMessages,
        {
          params: { id: authorId },
          query: { isPagination: 1, ...query, typeUser: String(query.typeUser) },
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** The mailbox list: loading, then success or error (spec section 4). */
export const useMessages = (authorId: string, query: MessageListParams) =>
  useQuery(messagesQueryOptions(authorId, query));
