import { SAVED_VIEW_NAME_TAKEN } from '@hub/contract/saved-views';
import type { ErrorSpec } from '../../lib/errors';

export const SavedViewErrors = {
  // Another administrator's view answers this too: whether it exists is none of the caller's business.
  notFound: { kind: 'not_found', message: 'Visão não encontrada' },
  nameTaken: { kind: 'conflict', message: SAVED_VIEW_NAME_TAKEN, field: 'name' },
} as const satisfies Record<string, ErrorSpec>;
