import { messageOperations, type LabelBody } from '@hub/contract/messages';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { messageKeys } from './keys';

/** Creates a label, or renames / recolours the one with `id`. */
export const useSaveLabel = (id: string | undefined) => {
  const create = useOperationMutation(
    messageOperations.createMessageLabel,
    messageKeys.all,
    (body: LabelBody) => ({ body }),
  );
  const update = useOperationMutation(
    messageOperations.updateMessageLabel,
    messageKeys.all,
    (body: LabelBody) => ({ params: { id: id ?? '' }, body }),
  );
  return id ? update : create;
};
