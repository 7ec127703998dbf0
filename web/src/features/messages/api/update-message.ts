import { messageOperations, type MessageUpdateBody } from '@hub/contract/messages';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { messageKeys } from './keys';

export const useUpdateMessage = () =>
  useOperationMutation(
    messageOperations.updateMessage,
    messageKeys.all,
    ({ id, body }: { id: string; body: MessageUpdateBody }) => ({ params: { id }, body }),
  );
