import type { ErrorSpec } from '../../lib/errors';

export const LgpdRequestErrors = {
  notFound: { kind: 'not_found', message: 'Solicitação não encontrada' },
  noProfessional: {
    kind: 'bad_request',
    message: 'Nenhum profissional com este CPF',
    field: 'cpf',
  },
  closed: {
    kind: 'conflict',
    message: 'Esta solicitação já foi atendida ou indeferida e não muda mais',
  },
  notAFileRight: {
    kind: 'conflict',
    message: 'O arquivo do titular responde a pedidos de confirmação, acesso, portabilidade ou compartilhamento',
  },
  anonymized: {
    kind: 'conflict',
    message: 'O titular já foi anonimizado: não há mais dados dele para reunir',
  },
  notAnAnonymization: {
    kind: 'conflict',
    message: 'Só uma solicitação de anonimização, bloqueio ou eliminação anonimiza o titular',
  },
  applicationNotFound: { kind: 'not_found', message: 'Candidatura não encontrada' },
  reviewOpen: {
    kind: 'conflict',
    message: 'Já há um pedido de revisão aberto para esta candidatura',
  },
  reviewStays: {
    kind: 'bad_request',
    message: 'Um pedido de revisão de nota continua pedido de revisão, e os outros pedidos não viram revisão',
    field: 'right',
  },
  notInReview: {
    kind: 'conflict',
    message: 'Ponha a solicitação em análise antes de executá-la',
  },
} as const satisfies Record<string, ErrorSpec>;
