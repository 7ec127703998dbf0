import { SCOPED_NOT_FOUND } from '../../lib/scope';
import type { ErrorSpec } from '../../lib/errors';

export const SubscriptionErrors = {
  notFound: SCOPED_NOT_FOUND.subscriptions,
  // The request's company is held to the scope before the handler (record-references.ts): unknown and out of scope answer alike.
  unknownCompany: { ...SCOPED_NOT_FOUND.companies, field: 'companyId' },
  unknownPlan: { kind: 'bad_request', message: 'O plano escolhido não existe', field: 'planId' },
  companyNotAllowed: {
    kind: 'conflict',
    message: 'Esta empresa está suspensa ou inativa e não pode assinar um plano',
    field: 'companyId',
  },
  planInactive: {
    kind: 'conflict',
    message: 'Este plano está inativo e não aceita novas assinaturas',
    field: 'planId',
  },
  alreadyLive: {
    kind: 'conflict',
    message: 'Esta empresa já tem uma assinatura ativa',
    field: 'companyId',
  },
  notLive: {
    kind: 'conflict',
    message:
      'Só uma assinatura ativa ou inadimplente pode ser renovada ou cancelada no fim do período',
  },
} as const satisfies Record<string, ErrorSpec>;
