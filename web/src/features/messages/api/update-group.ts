import { messageOperations, type MessageGroupBody } from '@hub/contract/messages';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { messageKeys } from './keys';

export const useUpdateGroup = () =>
  useOperationMutation(
    messageOperations.updateMessageGroup,
    messageKeys.all,
    (body: MessageGroupBody) => ({ body }),
  );
