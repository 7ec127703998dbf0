import { SCOPED_NOT_FOUND } from '../../lib/scope';
import type { ErrorSpec } from '../../lib/errors';

export const CandidateErrors = {
  notFound: SCOPED_NOT_FOUND.candidates,
  cpfTaken: { kind: 'conflict', message: 'Já existe um profissional com este CPF', field: 'cpf' },
  emailTaken: {
    kind: 'conflict',
    message: 'Já existe um profissional com este email',
    field: 'email',
  },
  registrationTaken: {
    kind: 'conflict',
    message: 'Já existe um profissional com este número de registro',
    field: 'registrationNumber',
  },
  anonymized: {
    kind: 'conflict',
    message: 'Este profissional foi anonimizado: os dados dele não podem mais ser alterados',
  },
  videoWrongType: {
    kind: 'unsupported_media_type',
    message: 'O vídeo deve ser um arquivo MP4 ou WebM',
    field: 'file',
  },
  noVideo: { kind: 'not_found', message: 'Este profissional não tem vídeo de apresentação' },
  noPhoneForWhatsapp: {
    kind: 'conflict',
    message: 'Cadastre o telefone do profissional antes de registrar o consentimento para WhatsApp',
  },
  noWhatsappConsent: {
    kind: 'conflict',
    message: 'Este profissional não tem consentimento ativo para WhatsApp',
  },
} as const satisfies Record<string, ErrorSpec>;

export const videoTooLarge = (maxBytes: number): ErrorSpec => ({
  kind: 'payload_too_large',
  message: `O vídeo deve ter no máximo ${Math.round(maxBytes / (1024 * 1024))} MB`,
  field: 'file',
});
