import type { ErrorSpec } from '../../lib/errors';

export const LogErrors = {
  notFound: { kind: 'not_found', message: 'Registro de log não encontrado' },
  statusInvalid: { kind: 'bad_request', message: 'Status inválido para este log', field: 'status' },
  processFilterInvalid: {
    kind: 'bad_request',
    message: 'Este log não pode ser filtrado por processo seletivo',
    field: 'selectiveProcessId',
  },
  timelineWho: { kind: 'bad_request', message: 'Informe recipientId ou address', field: 'recipientId' },
} as const satisfies Record<string, ErrorSpec>;
