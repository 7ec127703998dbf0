import { HISTORY_MESSAGES } from '@hub/contract/history';
import type { ErrorSpec } from '../../lib/errors';

export const HistoryErrors = {
  recordNotFound: { kind: 'not_found', message: HISTORY_MESSAGES.recordNotFound },
  noteNotFound: { kind: 'not_found', message: HISTORY_MESSAGES.noteNotFound },
} as const satisfies Record<string, ErrorSpec>;
