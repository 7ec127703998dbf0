import { APPLICATION_MESSAGES } from '@hub/contract/applications';
import type { ErrorSpec } from '../../../lib/errors';

export const ApplicationErrors = {
  notFound: { kind: 'not_found', message: APPLICATION_MESSAGES.notFound },
  processClosed: { kind: 'conflict', message: APPLICATION_MESSAGES.processClosed },
  duplicate: { kind: 'conflict', message: APPLICATION_MESSAGES.duplicate, field: 'candidateId' },
  candidateNotFound: {
    kind: 'not_found',
    message: APPLICATION_MESSAGES.candidateNotFound,
    field: 'candidateId',
  },
  candidateUnavailable: {
    kind: 'conflict',
    message: APPLICATION_MESSAGES.candidateUnavailable,
    field: 'candidateId',
  },
  irregularRegistration: {
    kind: 'conflict',
    message: APPLICATION_MESSAGES.irregularRegistration,
    field: 'overrideReason',
  },
  stageNotInProcess: {
    kind: 'bad_request',
    message: APPLICATION_MESSAGES.stageNotInProcess,
    field: 'stageId',
  },
  sameStage: { kind: 'conflict', message: APPLICATION_MESSAGES.sameStage, field: 'stageId' },
  notActive: { kind: 'conflict', message: APPLICATION_MESSAGES.notActive },
  processFinal: { kind: 'conflict', message: APPLICATION_MESSAGES.processFinal },
  nothingToUndo: { kind: 'conflict', message: APPLICATION_MESSAGES.nothingToUndo },
  undoStale: { kind: 'conflict', message: APPLICATION_MESSAGES.undoStale },
} as const satisfies Record<string, ErrorSpec>;

export const maxCandidatesReached = (limit: number): ErrorSpec => ({
  kind: 'conflict',
  message: APPLICATION_MESSAGES.maxCandidates(limit),
});
