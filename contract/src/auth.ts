import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { apiErrorSchema, idParamsSchema, uploadErrors } from './common';
import { defineOperations } from './operation';

// Kept importable from here too; the login screen imports them from auth-messages to stay small.
export { AUTH_MESSAGES, PHOTO_MESSAGES } from './auth-messages';

/** typeUser of the spec: 0 super-admin, 1 professional, 2 company. */
export const USER_TYPES = { superAdmin: 0, professional: 1, company: 2 } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(200, { error: 'A senha deve ter no máximo 200 caracteres' });

export const emailSchema = email;

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginQuerySchema = z.object({
  typeUser: z.coerce.number().int().pipe(z.literal(0)).default(0),
});

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  superAdmin: z.object({ name: z.string(), occupation: z.string().nullable() }),
  photoUrl: z.string().nullable(),
  /** MFA_REQUIRED holds this session to enrolling a second factor before anything else. */
  enrolmentRequired: z.boolean().optional(),
  /**
   * The access profile held (contract/src/permissions.ts): the web hides what it does not allow.
   * None until one is chosen: the administrator holds nothing.
   */
  accessProfile: z.object({ id: z.uuid(), name: z.string(), permissions: z.array(z.string()) }).nullable(),
  /** The UFs the administrator sees (decision 029), null for every UF: what they may grant (decision 047). */
  ufs: z.array(z.string()).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authAnswerSchema = z.object({ accessToken: z.string(), user: sessionUserSchema });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The first step's answer when the account has a second factor: no access token, a short-lived challenge. */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** The login's answer: a session, or the challenge of its second step. */
export const loginAnswerSchema = z.union([authAnswerSchema, secondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * The spec's call names the token in the query; this web app sends it as the Bearer header instead,
 * so that no URL (a proxy's log, the browser's history) carries it (decision 047).
 */
export const getUserByTokenQuerySchema = z.object({ accessToken: z.string().min(1).optional() });

export const registerBodySchema = z.object({
  email,
  password: newPasswordSchema,
  firstName: z.string().trim().min(1, { error: 'O nome é obrigatório' }).max(100),
  lastName: z.string().trim().min(1, { error: 'O sobrenome é obrigatório' }).max(100),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email,
  appUrl: z.url({ error: 'appUrl inválida' }),
  route: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/, { error: 'Rota inválida' })
    .max(200),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/**
 * The mailed link that makes a browser a known device of the account (decision 025): where it
 * lands on the web, and how long it lasts. It opens no session: the password is still asked.
 */
export const DEVICE_LINK_ROUTE = '/auth/device-link';
export const DEVICE_LINK_TTL_MINUTES = 15;

export const deviceLinkRequestBodySchema = z.object({
  email,
  appUrl: z.url({ error: 'appUrl inválida' }),
});
export type DeviceLinkRequestBody = z.infer<typeof deviceLinkRequestBodySchema>;

export const deviceLinkBodySchema = z.object({
  key: z.string().min(1, { error: AUTH_MESSAGES.deviceLinkInvalid }).max(200, { error: AUTH_MESSAGES.deviceLinkInvalid }),
});

/** The account the browser is now a known device of: the login form starts with its email. */
export const knownDeviceAnswerSchema = z.object({ email: z.string() });

export const resetPasswordBodySchema = z.object({
  key: z.string().min(1, { error: AUTH_MESSAGES.resetKeyInvalid }).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { error: 'A senha atual é obrigatória' }),
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const superAdminProfileBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'O nome é obrigatório' })
    .max(150, { error: 'O nome deve ter no máximo 150 caracteres' }),
  occupation: z
    .string()
    .trim()
    .max(150, { error: 'A ocupação deve ter no máximo 150 caracteres' })
    .nullable()
    .optional(),
  email,
  /** The acting administrator's own password: required when the email changes (one's own or another's). */
  currentPassword: z.string().max(200).optional(),
});
export type SuperAdminProfileBody = z.infer<typeof superAdminProfileBodySchema>;

export const photoAnswerSchema = z.object({ photoUrl: z.string() });

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const publicAuth = { tag: 'auth', public: true } as const;

/** The spec's section 7 authentication calls, at the paths it names. */
export const authOperations = defineOperations({
  login: {
    ...publicAuth,
    method: 'POST',
    path: '/authentication/login',
    summary: 'Entra com email e senha; devolve o token de acesso e o usuário, ou o desafio do segundo fator',
    query: loginQuerySchema,
    body: loginBodySchema,
    responses: {
      200: loginAnswerSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
  getUserByAccessToken: {
    ...publicAuth,
    method: 'GET',
    path: '/user/getUserByAcessToken',
    summary: 'O usuário dono de um token de acesso (na query, como na especificação, ou no cabeçalho Authorization)',
    query: getUserByTokenQuerySchema,
    responses: { 200: sessionUserSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  },
  registerFirstAdmin: {
    ...publicAuth,
    method: 'POST',
    path: '/account/register',
    summary: 'Cadastra o primeiro administrador (só enquanto não há nenhum)',
    body: registerBodySchema,
    responses: {
      200: authAnswerSchema,
      400: apiErrorSchema,
      403: apiErrorSchema,
      409: apiErrorSchema,
    },
  },
  forgotPassword: {
    ...publicAuth,
    method: 'POST',
    path: '/user/forgotPassword',
    summary: 'Envia o link de redefinição de senha, se o email tiver conta (a resposta é a mesma)',
    body: forgotPasswordBodySchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
  },
  resetPassword: {
    ...publicAuth,
    method: 'POST',
    path: '/user/resetPassword',
    summary: 'Define uma nova senha com a chave do link de redefinição',
    body: resetPasswordBodySchema,
    responses: { 204: z.null(), 400: apiErrorSchema },
  },
  requestDeviceLink: {
    ...publicAuth,
    method: 'POST',
    path: '/authentication/device-link',
    summary: 'Envia um link que torna este navegador conhecido da conta, se o email tiver conta (a resposta é a mesma)',
    body: deviceLinkRequestBodySchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
  },
  recognizeDevice: {
    ...publicAuth,
    method: 'POST',
    path: '/authentication/known-device',
    summary: 'Torna este navegador conhecido da conta com a chave do link enviado por email (não abre sessão)',
    body: deviceLinkBodySchema,
    responses: { 200: knownDeviceAnswerSchema, 400: apiErrorSchema },
  },
});

/** One's own account: photo and password (the spec's `POST user/{id}/photo` and `PUT user/{id}`). */
export const userOperations = defineOperations({
  uploadUserPhoto: {
    method: 'POST',
    path: '/user/:id/photo',
    summary: 'Envia a foto da própria conta (JPEG, PNG ou WebP)',
    tag: 'users',
    permission: 'conta',
    params: idParamsSchema,
    consumes: ['multipart/form-data'],
    responses: { 200: photoAnswerSchema, ...uploadErrors, 403: apiErrorSchema },
  },
  changeOwnPassword: {
    method: 'PUT',
    path: '/user/:id',
    summary: 'Troca a senha da própria conta (as outras sessões saem)',
    tag: 'users',
    permission: 'conta',
    params: idParamsSchema,
    body: changePasswordBodySchema,
    responses: { 200: authAnswerSchema, 400: apiErrorSchema, 403: apiErrorSchema },
  },
});
