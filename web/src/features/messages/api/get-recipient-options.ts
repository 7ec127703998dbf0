import { messageOperations, type RecipientOption } from '@hub/contract/messages';
import type { PickerSource } from '../../../components/resource/remote-picker';
import { call } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** The professionals or companies a message can be sent to, searched by name or email. */
export const recipientSource = (typeUser: 1 | 2): PickerSource<RecipientOption> => ({
  queryKey: (key) => messageKeys.options(typeUser, key),
  search: (key, signal) =>
    call(messageOperations.listRecipientOptions, { query: { typeUser, key } }, signal),
});
