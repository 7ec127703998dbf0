import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageGroupBody } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const updateGroup = (body: MessageGroupBody) =>
  api.put<{ updated: number }>('/messages/updateGroup', body);

export const useUpdateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
