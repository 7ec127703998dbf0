import { TEMPLATE_MESSAGES } from '@hub/contract/message-templates';
import type { ErrorSpec } from '../../lib/errors';

export const MessageTemplateErrors = {
  notFound: { kind: 'not_found', message: TEMPLATE_MESSAGES.notFound },
  nameTaken: { kind: 'conflict', message: TEMPLATE_MESSAGES.nameTaken, field: 'name' },
  candidateNotFound: { kind: 'not_found', message: 'Profissional não encontrado' },
  companyNotFound: { kind: 'not_found', message: 'Empresa não encontrada' },
  applicationNotFound: { kind: 'not_found', message: 'Candidatura não encontrada' },
  applicationOfAnother: {
    kind: 'bad_request',
    message: 'Esta candidatura não é do destinatário escolhido',
    field: 'applicationId',
  },
  noEmail: { kind: 'bad_request', message: 'A sua conta não tem email para receber o teste' },
} as const satisfies Record<string, ErrorSpec>;
