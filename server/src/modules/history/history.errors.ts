import { SCOPED_NOT_FOUND } from '../../lib/scope';
import { HISTORY_MESSAGES } from '@hub/contract/history';
import type { ErrorSpec } from '../../lib/errors';

export const HistoryErrors = {
  recordNotFound: { kind: 'not_found', message: HISTORY_MESSAGES.recordNotFound },
  noteNotFound: SCOPED_NOT_FOUND.notes,
} as const satisfies Record<string, ErrorSpec>;
