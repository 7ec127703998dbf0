import {
  CHANNEL_NAMES,
  DELIVERY_STATUS_NAMES,
  MESSAGE_PAGE_SIZE,
  SYSTEM_LABEL_NAMES,
  type Channel,
  type SystemLabel,
} from '@hub/contract/messages';

export { CHANNEL_NAMES, DELIVERY_STATUS_NAMES, SYSTEM_LABEL_NAMES };

/** The mailbox's system labels, in the order the navigation lists them. */
export const SYSTEM_LABEL_ORDER: SystemLabel[] = ['all', 'important', 'starred', 'trash'];

export const isSystemLabel = (value: string | undefined): value is SystemLabel =>
  value === 'all' || value === 'trash' || value === 'important' || value === 'starred';

/** The query of the spec's list call, as the page sends it. */
export type MessageListParams = {
  page: number;
  limit: number;
  typeUser: number;
  key?: string;
  isDeleted?: 'true';
  isImportant?: 'true';
  isFavorite?: 'true';
  labelId?: string;
};

/** The spec's label → flag mapping of `GET /messages/author/{id}`. */
export const labelFlags = (
  label: SystemLabel,
): Pick<MessageListParams, 'isDeleted' | 'isImportant' | 'isFavorite'> => {
  if (label === 'trash') return { isDeleted: 'true' };
  if (label === 'important') return { isImportant: 'true' };
  if (label === 'starred') return { isFavorite: 'true' };
  return {};
};

export const PAGE_SIZE = MESSAGE_PAGE_SIZE;

/** typeUser of the spec: 1 unless another type is given, which means companies. */
export const typeUserOf = (value: string | undefined): 1 | 2 =>
  value === undefined || value === '1' ? 1 : 2;

export const TYPE_USER_TABS: { value: 1 | 2; label: string }[] = [
  { value: 1, label: 'Profissionais' },
  { value: 2, label: 'Empresas' },
];

export const CHANNEL_ORDER: Channel[] = ['email', 'whatsapp', 'in_app'];

/** Progress is polled while anything is still to be sent. */
export const PROGRESS_POLL_MS = 2000;
