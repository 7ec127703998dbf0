import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageRow, MessageUpdateBody } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const updateMessage = (id: string, body: MessageUpdateBody) =>
  api.put<MessageRow>(`/messages/${id}`, body);

export const useUpdateMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MessageUpdateBody }) => updateMessage(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
