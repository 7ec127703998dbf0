import type { ErrorSpec } from '../../../lib/errors';

export const StageRuleErrors = {
  notFound: { kind: 'not_found', message: 'Regra de automação não encontrada' },
  stageNotInProcess: { kind: 'bad_request', message: 'A etapa não pertence a este processo', field: 'stageId' },
  templateNotFound: { kind: 'bad_request', message: 'Modelo de mensagem não encontrado', field: 'templateId' },
  broken: { kind: 'conflict', message: 'A regra está quebrada: corrija-a antes de ligá-la' },
} as const satisfies Record<string, ErrorSpec>;
