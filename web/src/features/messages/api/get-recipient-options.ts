import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipientOption } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const getRecipientOptions = (typeUser: 1 | 2, key: string, signal?: AbortSignal) =>
  api.get<RecipientOption[]>('/messages/recipient-options', { query: { typeUser, key }, signal });

export const recipientOptionsQueryOptions = (typeUser: 1 | 2, key: string) =>
  queryOptions({
    queryKey: messageKeys.options(typeUser, key),
    queryFn: ({ signal }) => getRecipientOptions(typeUser, key, signal),
  });

export const useRecipientOptions = (typeUser: 1 | 2, key: string, enabled: boolean) =>
  useQuery({ ...recipientOptionsQueryOptions(typeUser, key), enabled });
