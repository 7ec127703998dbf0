import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOperations, type LabelBody } from '@hub/contract/messages';
import { call } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** Creates a label, or renames / recolours the one with `id`. */
export const useSaveLabel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LabelBody }) =>
      id
        ? call(messageOperations.updateMessageLabel, { params: { id }, body })
        : call(messageOperations.createMessageLabel, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
