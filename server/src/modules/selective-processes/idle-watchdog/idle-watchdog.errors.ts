import type { ErrorSpec } from '../../../lib/errors';

export const IdleWatchdogErrors = {
  notAdministrator: { kind: 'bad_request', message: 'Só administradores podem acompanhar um processo', field: 'userIds' },
  unknownStage: { kind: 'bad_request', message: 'A etapa não pertence a este processo', field: 'stages' },
} as const satisfies Record<string, ErrorSpec>;
