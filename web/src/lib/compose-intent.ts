import type { RecipientOption } from '@hub/contract/messages';
import type { QueryValue } from './api-client';
import { paths } from '../routes/paths';

/** A message to compose to people chosen elsewhere (a list's selection): the mailbox opens compose with them. */
export type ComposeIntent = {
  typeUser: 1 | 2;
  audience:
    | { kind: 'chosen'; recipients: RecipientOption[] }
    | { kind: 'filtered'; filters: Record<string, string> }
    /** Applications chosen on a process's board or ranked table: their professionals, once each,
     * with the process and stage of the application in the message's fields. */
    | { kind: 'applications'; ids: string[]; names: string[]; processTitle: string };
};

/** The list's query as the compose dialog's filters: its order and paging say nothing of who. */
export const audienceFilters = (query: Record<string, QueryValue>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(
        ([name, value]) =>
          !['sort', 'order', 'page', 'limit', 'after', 'before'].includes(name) &&
          value !== undefined &&
          value !== '',
      )
      .map(([name, value]) => [name, String(value)]),
  );

/** Where to go, and what to carry there, to compose to `intent`'s people. */
export const composeTo = (intent: ComposeIntent) => ({
  to: paths.dashboard.messages.system(intent.typeUser, 'all'),
  state: { compose: intent },
});

/** The intent a navigation carried, if any. */
export const composeIntentOf = (state: unknown): ComposeIntent | null =>
  typeof state === 'object' && state !== null && 'compose' in state
    ? ((state as { compose: ComposeIntent }).compose ?? null)
    : null;
