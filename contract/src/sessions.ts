import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { authAnswerSchema } from './auth';

export { SECOND_FACTOR_METHODS, secondFactorChallengeSchema, type SecondFactorChallenge, type SecondFactorMethod } from './auth';
import { apiErrorSchema, idParamsSchema } from './common';
import { defineOperations } from './operation';

/** One open session of an administrator, as 'Minha conta' lists it. */
export const sessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system in Portuguese: 'Chrome no Linux'. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

const challenge = z.string().min(1, { error: AUTH_MESSAGES.challengeExpired }).max(200);
const totpCode = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .trim()
  .regex(/^\d{6}$/, { error: 'O código tem 6 dígitos' });
const recoveryCode = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.codeRequired })
  .max(40, { error: AUTH_MESSAGES.codeInvalid });

export const secondFactorBodySchema = z.union([
  z.object({ challenge, code: totpCode }),
  z.object({ challenge, recoveryCode }),
]);
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

/** A WebAuthn ceremony's options (PublicKeyCredential*OptionsJSON) as @simplewebauthn builds them. */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });
/** What the browser's ceremony answered (RegistrationResponseJSON / AuthenticationResponseJSON). */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1500),
  rawId: z.string().min(1).max(1500),
  type: z.literal('public-key'),
  response: z.looseObject({}),
});

export const passkeyLoginBodySchema = z.object({ challenge, response: webauthnResponseSchema });

/** Re-authentication: the password or a TOTP code given again. */
export const confirmIdentityBodySchema = z.union([
  z.object({ password: z.string().min(1, { error: AUTH_MESSAGES.passwordRequired }).max(200) }),
  z.object({ code: totpCode }),
]);
export type ConfirmIdentityBody = z.infer<typeof confirmIdentityBodySchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const factorsSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
});
export type Factors = z.infer<typeof factorsSchema>;

export const totpEnrolmentSchema = z.object({
  /** The key in base32, for typing into the app. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as a data: URL (PNG). */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmBodySchema = z.object({ code: totpCode });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const passkeyRegisterBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Dê um nome à chave de acesso' })
    .max(80, { error: 'O nome deve ter no máximo 80 caracteres' }),
  response: webauthnResponseSchema,
});

/** A passkey is named by its credential id, base64url (WebAuthn): anything else names none. */
export const passkeyParamsSchema = z.object({
  passkeyId: z
    .string()
    .min(1)
    .max(1500)
    .regex(/^[A-Za-z0-9_-]+$/, 'Identificador de chave de acesso inválido'),
});

const sessionErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema } as const;
const publicAuth = { tag: 'auth', public: true } as const;
const account = { tag: 'users' } as const;
const enrolment = { tag: 'users', duringEnrolment: true } as const;

/** The second step of a login, and the end of one's session. */
export const loginStepOperations = defineOperations({
  verifySecondFactor: {
    ...publicAuth,
    method: 'POST',
    path: '/authentication/second-factor',
    summary: 'Segundo passo da entrada: o código do app autenticador ou um código de recuperação',
    body: secondFactorBodySchema,
    responses: { 200: authAnswerSchema, ...sessionErrors },
  },
  passkeyLoginOptions: {
    ...publicAuth,
    method: 'POST',
    path: '/authentication/passkey/options',
    summary: 'Segundo passo da entrada com chave de acesso: o desafio para o navegador',
    body: z.object({ challenge }),
    responses: { 200: webauthnOptionsSchema, ...sessionErrors },
  },
  passkeyLogin: {
    ...publicAuth,
    method: 'POST',
    path: '/authentication/passkey',
    summary: 'Segundo passo da entrada com chave de acesso: a resposta do navegador',
    body: passkeyLoginBodySchema,
    responses: { 200: authAnswerSchema, ...sessionErrors },
  },
  logout: {
    tag: 'auth',
    duringEnrolment: true,
    method: 'POST',
    path: '/authentication/logout',
    permission: 'conta',
    summary: 'Sai: encerra a sessão deste token',
    responses: { 204: z.null() },
  },
});

const reauth = { 403: apiErrorSchema } as const;

/** One's own sessions and second factors ('Minha conta'). */
export const accountSecurityOperations = defineOperations({
  listOwnSessions: {
    ...account,
    method: 'GET',
    path: '/account/sessions',
    permission: 'conta',
    summary: 'As sessões abertas da própria conta',
    responses: { 200: sessionListSchema },
  },
  endOwnSession: {
    ...account,
    method: 'DELETE',
    path: '/account/sessions/:id',
    permission: 'conta',
    summary: 'Encerra uma sessão da própria conta',
    params: idParamsSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
  },
  endOtherOwnSessions: {
    ...account,
    method: 'POST',
    path: '/account/sessions/end-others',
    permission: 'conta',
    summary: 'Encerra todas as sessões da própria conta menos esta',
    responses: { 204: z.null() },
  },
  confirmIdentity: {
    ...enrolment,
    method: 'POST',
    path: '/account/confirm-identity',
    permission: 'conta',
    summary: 'Confirma a identidade de novo (senha ou código) antes de uma mudança sensível',
    body: confirmIdentityBodySchema,
    responses: { 204: z.null(), ...sessionErrors },
  },
  getOwnFactors: {
    ...enrolment,
    method: 'GET',
    path: '/account/factors',
    permission: 'conta',
    summary: 'Os segundos fatores da própria conta',
    responses: { 200: factorsSchema },
  },
  startTotp: {
    ...enrolment,
    method: 'POST',
    path: '/account/totp',
    permission: 'conta',
    summary: 'Começa o cadastro do app autenticador: a chave e o QR code',
    responses: { 200: totpEnrolmentSchema, ...reauth, 409: apiErrorSchema },
  },
  confirmTotp: {
    ...enrolment,
    method: 'POST',
    path: '/account/totp/confirm',
    permission: 'conta',
    summary: 'Confirma o app autenticador com um código; devolve os códigos de recuperação (mostrados uma vez)',
    body: totpConfirmBodySchema,
    responses: { 200: recoveryCodesSchema, 400: apiErrorSchema, ...reauth, 409: apiErrorSchema, 429: apiErrorSchema },
  },
  removeTotp: {
    ...account,
    method: 'DELETE',
    path: '/account/totp',
    permission: 'conta',
    summary: 'Remove o app autenticador e os códigos de recuperação',
    responses: { 204: z.null(), ...reauth, 404: apiErrorSchema },
  },
  regenerateRecoveryCodes: {
    ...account,
    method: 'POST',
    path: '/account/recovery-codes',
    permission: 'conta',
    summary: 'Gera dez novos códigos de recuperação (os anteriores deixam de valer; mostrados uma vez)',
    responses: { 200: recoveryCodesSchema, ...reauth, 409: apiErrorSchema },
  },
  passkeyRegistrationOptions: {
    ...enrolment,
    method: 'POST',
    path: '/account/passkeys/options',
    permission: 'conta',
    summary: 'Começa o cadastro de uma chave de acesso: o desafio para o navegador',
    responses: { 200: webauthnOptionsSchema, ...reauth },
  },
  registerPasskey: {
    ...enrolment,
    method: 'POST',
    path: '/account/passkeys',
    permission: 'conta',
    summary: 'Cadastra a chave de acesso que o navegador criou',
    body: passkeyRegisterBodySchema,
    responses: { 201: passkeySchema, 400: apiErrorSchema, ...reauth },
  },
  removePasskey: {
    ...account,
    method: 'DELETE',
    path: '/account/passkeys/:passkeyId',
    permission: 'conta',
    summary: 'Remove uma chave de acesso',
    params: passkeyParamsSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, ...reauth, 404: apiErrorSchema },
  },
});

/** Another administrator's sessions and factors, as a super-administrator sees and ends them. */
export const superAdminSecurityOperations = defineOperations({
  listSuperAdminSessions: {
    tag: 'super-admins',
    method: 'GET',
    path: '/super-admin/:id/sessions',
    permission: 'administradores.ver',
    summary: 'As sessões abertas de um administrador',
    params: idParamsSchema,
    responses: { 200: sessionListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  endSuperAdminSessions: {
    tag: 'super-admins',
    method: 'POST',
    path: '/super-admin/:id/sessions/end',
    permission: 'administradores.status',
    summary: 'Encerra todas as sessões de um administrador',
    params: idParamsSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, ...reauth, 404: apiErrorSchema },
  },
  resetSuperAdminFactors: {
    tag: 'super-admins',
    method: 'POST',
    path: '/super-admin/:id/factors/reset',
    permission: 'administradores.status',
    summary: 'Remove os segundos fatores de um administrador (as sessões dele são encerradas)',
    params: idParamsSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, ...reauth, 404: apiErrorSchema },
  },
});
