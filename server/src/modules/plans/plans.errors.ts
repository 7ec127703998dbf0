import type { ErrorSpec } from '../../lib/errors';

export const PlanErrors = {
  notFound: { kind: 'not_found', message: 'Plano não encontrado' },
  nameTaken: { kind: 'conflict', message: 'Já existe um plano com este nome', field: 'name' },
} as const satisfies Record<string, ErrorSpec>;
