import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import type { ErrorSpec } from '../../lib/errors';

export const SuperAdminErrors = {
  notFound: { kind: 'not_found', message: 'Administrador não encontrado' },
  emailTaken: { kind: 'conflict', message: 'Já existe uma conta com este email', field: 'email' },
  notYourself: { kind: 'conflict', message: 'Você não pode desativar a sua própria conta' },
  lastActive: {
    kind: 'conflict',
    message: 'Não é possível desativar o último administrador ativo',
  },
  emailChangeNeedsPassword: { kind: 'bad_request', message: AUTH_MESSAGES.emailChangeNeedsPassword, field: 'currentPassword' },
  ownPasswordWrong: { kind: 'forbidden', message: AUTH_MESSAGES.currentPasswordWrong, field: 'currentPassword' },
  unknownProfile: { kind: 'bad_request', message: 'Perfil de acesso não encontrado', field: 'accessProfileId' },
  alreadyHasPassword: {
    kind: 'conflict',
    message: 'Este administrador já definiu a senha: use "Esqueceu sua senha?" para redefini-la',
  },
} as const satisfies Record<string, ErrorSpec>;
