import type { ErrorSpec } from '../../lib/errors';

export const PartnerErrors = {
  notFound: { kind: 'not_found', message: 'Parceiro não encontrado' },
  cnpjTaken: { kind: 'conflict', message: 'Já existe um parceiro com este CNPJ', field: 'cnpj' },
} as const satisfies Record<string, ErrorSpec>;
