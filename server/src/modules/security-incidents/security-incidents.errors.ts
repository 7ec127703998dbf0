import type { ErrorSpec } from '../../lib/errors';

export const SecurityIncidentErrors = {
  notFound: { kind: 'not_found', message: 'Incidente não encontrado' },
  closed: { kind: 'conflict', message: 'Este incidente foi encerrado e não muda mais' },
} as const satisfies Record<string, ErrorSpec>;
