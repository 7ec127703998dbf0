/**
 * The Portuguese messages of authentication, apart from the schemas: the login screen shows them
 * without loading zod (it is kept out of the login route's first download).
 */
export const AUTH_MESSAGES = {
  emailInvalid: 'O email deve ser um endereço de email válido',
  emailRequired: 'O email é obrigatório',
  passwordRequired: 'A senha é obrigatória',
  loginFailed: 'Email e/ou senha estão erradas',
  loginSuccess: 'Login efetuado com sucesso',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  registrationClosed: 'O cadastro de administradores está fechado. Peça um convite a um administrador.',
  resetKeyInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  deviceLinkInvalid: 'Link de acesso inválido ou expirado. Peça um novo na tela de login.',
  currentPasswordWrong: 'A senha atual está incorreta',
  appUrlNotAllowed: 'Endereço da aplicação não permitido',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  passwordsDiffer: 'As senhas não coincidem',
  codeRequired: 'Informe o código',
  codeInvalid: 'Código inválido ou já usado',
  challengeExpired: 'A verificação expirou. Entre novamente.',
  mfaEnrolmentRequired: 'Cadastre um segundo fator de verificação para continuar',
  reauthRequired: 'Confirme sua senha para continuar',
  passwordWrong: 'Senha incorreta',
  passkeyFailed: 'A chave de acesso não foi aceita',
  passwordWeak: 'Senha fácil de adivinhar',
  passwordSameAsCurrent: 'A nova senha deve ser diferente da atual',
  emailChangeNeedsPassword: 'Para alterar um email, informe a sua senha atual',
} as const;

/** Messages of the photo upload, shared by the server's check and the form's check before sending. */
export const PHOTO_MESSAGES = {
  wrongType: 'A foto deve ser uma imagem JPEG, PNG ou WebP',
  tooLarge: 'A foto deve ter no máximo 5 MB',
} as const;
