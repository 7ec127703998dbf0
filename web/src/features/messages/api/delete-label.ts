import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const deleteLabel = (id: string) => api.delete<null>(`/messages/labels/${id}`);

export const useDeleteLabel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
