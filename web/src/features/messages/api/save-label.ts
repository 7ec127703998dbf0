import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Label, LabelBody } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** Creates a label, or renames / recolours the one with `id`. */
export const saveLabel = ({ id, body }: { id?: string; body: LabelBody }) =>
  id ? api.put<Label>(`/messages/labels/${id}`, body) : api.post<Label>('/messages/labels', body);

export const useSaveLabel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
