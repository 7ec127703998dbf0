import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import type { ErrorSpec } from '../../lib/errors';

export const AuthErrors = {
  loginFailed: { kind: 'unauthorized', message: AUTH_MESSAGES.loginFailed },
  tooManyAttempts: { kind: 'too_many_requests', message: AUTH_MESSAGES.tooManyAttempts },
  registrationClosed: { kind: 'forbidden', message: AUTH_MESSAGES.registrationClosed },
  emailTaken: { kind: 'conflict', message: 'Já existe uma conta com este email', field: 'email' },
  resetKeyInvalid: { kind: 'bad_request', message: AUTH_MESSAGES.resetKeyInvalid, field: 'key' },
  deviceLinkInvalid: { kind: 'bad_request', message: AUTH_MESSAGES.deviceLinkInvalid, field: 'key' },
  appUrlNotAllowed: { kind: 'bad_request', message: AUTH_MESSAGES.appUrlNotAllowed, field: 'appUrl' },
  currentPasswordWrong: { kind: 'bad_request', message: AUTH_MESSAGES.currentPasswordWrong, field: 'currentPassword' },
  passwordSameAsCurrent: { kind: 'bad_request', message: AUTH_MESSAGES.passwordSameAsCurrent, field: 'password' },
  tokenMissing: { kind: 'bad_request', message: 'Informe o token de acesso', field: 'accessToken' },
  notYourAccount: { kind: 'forbidden', message: 'Você só pode alterar a sua própria conta' },
} as const satisfies Record<string, ErrorSpec>;
