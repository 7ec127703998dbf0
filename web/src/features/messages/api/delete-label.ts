import { messageOperations } from '@hub/contract/messages';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { messageKeys } from './keys';

export const useDeleteLabel = () =>
  useOperationMutation(messageOperations.deleteMessageLabel, messageKeys.all, (id: string) => ({
    params: { id },
  }));
