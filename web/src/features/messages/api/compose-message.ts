import { messageOperations, type ComposeBody } from '@hub/contract/messages';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { messageKeys } from './keys';

export const useComposeMessage = () =>
  useOperationMutation(messageOperations.composeMessage, messageKeys.all, (body: ComposeBody) => ({
    body,
  }));
