import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComposeBody, MessageDetail } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const composeMessage = (body: ComposeBody) => api.post<MessageDetail>('/messages', body);

export const useComposeMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: composeMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
