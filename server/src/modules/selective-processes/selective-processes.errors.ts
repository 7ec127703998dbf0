import { PROCESS_MESSAGES } from '@hub/contract/selective-processes';
import type { ErrorSpec } from '../../lib/errors';

export const ProcessErrors = {
  notFound: { kind: 'not_found', message: PROCESS_MESSAGES.notFound },
  companyNotFound: { kind: 'not_found', message: 'Empresa não encontrada', field: 'companyId' },
  notEditable: { kind: 'conflict', message: PROCESS_MESSAGES.notEditable },
  onlyDraftDeleted: { kind: 'conflict', message: PROCESS_MESSAGES.onlyDraftDeleted },
  questionSheetNotFound: {
    kind: 'bad_request',
    message: PROCESS_MESSAGES.questionSheetNotFound,
    field: 'questionSheetId',
  },
  unknownStage: {
    kind: 'bad_request',
    message: 'A etapa não pertence a este processo',
    field: 'stages',
  },
} as const satisfies Record<string, ErrorSpec>;

export const stageInUse = (name: string): ErrorSpec => ({
  kind: 'conflict',
  message: PROCESS_MESSAGES.stageInUse(name),
  field: 'stages',
});
