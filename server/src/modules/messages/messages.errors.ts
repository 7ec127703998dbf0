import { SCOPED_NOT_FOUND } from '../../lib/scope';
import type { ErrorSpec } from '../../lib/errors';

export const MessageErrors = {
  notFound: SCOPED_NOT_FOUND.messages,
  labelNotFound: { kind: 'not_found', message: 'Etiqueta não encontrada' },
  labelTaken: { kind: 'conflict', message: 'Já existe uma etiqueta com este nome', field: 'name' },
  noRecipients: { kind: 'bad_request', message: 'Nenhum destinatário encontrado para esta seleção', field: 'audience' },
  emptyBody: { kind: 'bad_request', message: 'A mensagem é obrigatória', field: 'body' },
  unknownLabels: { kind: 'bad_request', message: 'Etiqueta inexistente', field: 'labelIds' },
} as const satisfies Record<string, ErrorSpec>;
