import { APPLICATION_MESSAGES } from '@hub/contract/applications';
import { INTERVIEW_MESSAGES } from '@hub/contract/interviews';
import type { ErrorSpec } from '../../lib/errors';

export const InterviewErrors = {
  notFound: { kind: 'not_found', message: INTERVIEW_MESSAGES.notFound },
  applicationNotFound: { kind: 'not_found', message: APPLICATION_MESSAGES.notFound },
  candidateNotFound: { kind: 'not_found', message: 'Profissional não encontrado' },
  applicationFinal: { kind: 'conflict', message: INTERVIEW_MESSAGES.applicationFinal, field: 'applicationIds', code: 'application_final' },
  applicationNotInProcess: { kind: 'bad_request', message: INTERVIEW_MESSAGES.applicationNotInProcess, field: 'applicationIds' },
  interviewerUnknown: { kind: 'bad_request', message: INTERVIEW_MESSAGES.interviewerUnknown, field: 'interviewerIds' },
  cancelled: { kind: 'conflict', message: INTERVIEW_MESSAGES.cancelled },
  past: { kind: 'bad_request', message: INTERVIEW_MESSAGES.past, field: 'startsAt' },
} as const satisfies Record<string, ErrorSpec>;
