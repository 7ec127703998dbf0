import type { RecipientOption } from '@hub/contract/messages';
import type { PickerSource } from '../../../components/resource/remote-picker';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const getRecipientOptions = (typeUser: 1 | 2, key: string, signal?: AbortSignal) =>
  api.get<RecipientOption[]>('/messages/recipient-options', { query: { typeUser, key }, signal });

/** The professionals or companies a message can be sent to, searched by name or email. */
export const recipientSource = (typeUser: 1 | 2): PickerSource<RecipientOption> => ({
  queryKey: (key) => messageKeys.options(typeUser, key),
  search: (key, signal) => getRecipientOptions(typeUser, key, signal),
});
