import { SCOPED_NOT_FOUND } from '../../lib/scope';
import type { ErrorSpec } from '../../lib/errors';

export const CompanyErrors = {
  notFound: SCOPED_NOT_FOUND.companies,
  cnpjTaken: { kind: 'conflict', message: 'Já existe uma empresa com este CNPJ', field: 'cnpj' },
  emailTaken: { kind: 'conflict', message: 'Já existe uma empresa com este email', field: 'email' },
  valueNotFound: { kind: 'not_found', message: 'Valor não encontrado' },
  valueNameTaken: { kind: 'conflict', message: 'Já existe um valor com este nome', field: 'name' },
  unknownValues: {
    kind: 'bad_request',
    message: 'Avalie apenas valores ativos da lista',
    field: 'answers',
  },
} as const satisfies Record<string, ErrorSpec>;
