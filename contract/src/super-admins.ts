import { z } from 'zod';
import { regionalScopeSchema } from './access-profiles';
import { ufSchema } from './br';
import { emailSchema, sessionUserSchema, superAdminProfileBodySchema } from './auth';
import {
  apiErrorSchema,
  csvAnswerSchema,
  idParamsSchema,
  writeErrors,
} from './common';
import {
  optional,
  optionalText,
  requiredText,
  statusBodySchema,
  type Lifecycle,
} from './fields';
import { defineDomain } from './domain';
import { listContract } from './list-resource';
import { defineOperations } from './operation';

export const superAdminDomain = defineDomain({
  tag: { name: 'super-admins', description: 'Administradores do back-office', after: 'users' },
  area: {
    name: 'administradores',
    label: 'Administradores e perfis',
    noun: 'administradores e perfis',
    actions: ['ver', 'editar', 'status', 'exportar'],
    after: 'configuracoes',
  },
  audit: { entity: 'super-admins', name: 'Administrador' },
  savedViews: { list: 'super-admins', after: 'subscriptions' },
  list: {
    path: '/super-admins',
    named: 'name',
    sample: { email: 'ines@conselho.org.br', occupation: 'Analista' },
    unique: ['email'],
  },
});

export const SUPER_ADMIN_STATUSES = ['active', 'inactive'] as const;
export type SuperAdminStatus = (typeof SUPER_ADMIN_STATUSES)[number];

/** active ↔ inactive; the API refuses to deactivate oneself or the last active administrator. */
export const SUPER_ADMIN_LIFECYCLE: Lifecycle<SuperAdminStatus> = {
  labels: { active: 'Ativo', inactive: 'Inativo' },
  moves: { active: ['inactive'], inactive: ['active'] },
  reasonRequired: [],
  destructive: [],
};

/** How the list, its CSV and the forms name an administrator who holds no profile yet. */
export const NO_PROFILE_LABEL = 'Sem perfil';

export const superAdminSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  occupation: z.string().nullable(),
  email: z.string(),
  photoUrl: z.string().nullable(),
  status: z.enum(SUPER_ADMIN_STATUSES),
  /** False until the invitation link has been used to choose a password. */
  hasPassword: z.boolean(),
  /** The access profile held (contract/src/access-profiles.ts); none until one is chosen (holds nothing). */
  accessProfile: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The administrator's own UFs within the profile's (decision 029); null: the profile's. */
  ufs: z.array(ufSchema).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SuperAdmin = z.infer<typeof superAdminSchema>;

/**
 * The administrator as the session shows them; with a new access token when one changed one's own
 * email (the account's sessions end, this one continues with the token).
 */
export const profileAnswerSchema = sessionUserSchema.extend({ accessToken: z.string().optional() });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

export const superAdminCreateSchema = z.object({
  name: requiredText('O nome é obrigatório', 150),
  occupation: optionalText(150),
  email: emailSchema,
  /** The access profile to hold; none (empty or left out): the administrator holds nothing until one is chosen. */
  accessProfileId: optional(z.uuid({ error: 'Escolha um perfil de acesso' })),
  /** The administrator's own UFs within the profile's (decision 029); none: the profile's. */
  ufs: regionalScopeSchema,
});
export type SuperAdminCreateInput = z.input<typeof superAdminCreateSchema>;
export type SuperAdminCreate = z.output<typeof superAdminCreateSchema>;

export const SUPER_ADMIN_SORTS = ['name', 'email', 'occupation', 'status', 'createdAt'] as const;
export type SuperAdminSort = (typeof SUPER_ADMIN_SORTS)[number];

const superAdminList = listContract({
  row: superAdminSchema,
  sorts: SUPER_ADMIN_SORTS,
  defaultSort: 'name',
  filters: { status: z.enum(SUPER_ADMIN_STATUSES, { error: 'Status inválido' }).optional() },
  createdRange: true,
});
export const superAdminListQuerySchema = superAdminList.query;
export type SuperAdminListQuery = z.infer<typeof superAdminListQuerySchema>;
export const superAdminExportQuerySchema = superAdminList.exportQuery;
export type SuperAdminExportQuery = z.infer<typeof superAdminExportQuerySchema>;

export const superAdminPageSchema = superAdminList.page;
export type SuperAdminPage = z.infer<typeof superAdminPageSchema>;

export const superAdminStatusBodySchema = statusBodySchema(
  SUPER_ADMIN_STATUSES,
  SUPER_ADMIN_LIFECYCLE,
);
export type SuperAdminStatusBody = z.infer<typeof superAdminStatusBodySchema>;

/** Where the invitation link lands: the web app's change-password page, which takes the key. */
export const INVITE_ROUTE = '/auth/change-password';

export const superAdminOperations = defineOperations({
  listSuperAdmins: {
    method: 'GET',
    path: '/super-admins',
    summary: 'Lista os administradores, com busca, filtros e ordenação',
    tag: 'super-admins',
    permission: 'administradores.ver',
    query: superAdminListQuerySchema,
    responses: { 200: superAdminPageSchema, 400: apiErrorSchema },
  },
  exportSuperAdmins: {
    method: 'GET',
    path: '/super-admins/export.csv',
    summary: 'Exporta os administradores da lista filtrada em CSV',
    tag: 'super-admins',
    permission: 'administradores.exportar',
    query: superAdminExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  createSuperAdmin: {
    method: 'POST',
    path: '/super-admins',
    summary: 'Cadastra um administrador e envia o convite para ele escolher a senha',
    tag: 'super-admins',
    permission: 'administradores.editar',
    body: superAdminCreateSchema,
    responses: { 201: superAdminSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
  },
  getSuperAdmin: {
    method: 'GET',
    path: '/super-admins/:id',
    summary: 'Um administrador',
    tag: 'super-admins',
    permission: 'administradores.ver',
    params: idParamsSchema,
    responses: { 200: superAdminSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  changeSuperAdminStatus: {
    method: 'POST',
    path: '/super-admins/:id/status',
    summary: 'Ativa ou inativa um administrador (nunca a si mesmo nem o último ativo)',
    tag: 'super-admins',
    permission: 'administradores.status',
    params: idParamsSchema,
    body: superAdminStatusBodySchema,
    responses: { 200: superAdminSchema, 403: apiErrorSchema, ...writeErrors },
  },
  resendSuperAdminInvitation: {
    method: 'POST',
    path: '/super-admins/:id/invite',
    summary: 'Envia de novo o convite a um administrador que ainda não escolheu a senha',
    tag: 'super-admins',
    permission: 'administradores.editar',
    params: idParamsSchema,
    responses: { 204: z.null(), 403: apiErrorSchema, ...writeErrors },
  },
  updateSuperAdminProfile: {
    method: 'PUT',
    path: '/super-admin/:id',
    summary: 'Altera o nome, a ocupação e o email de um administrador',
    tag: 'super-admins',
    permission: 'administradores.editar',
    params: idParamsSchema,
    body: superAdminProfileBodySchema,
    responses: { 200: profileAnswerSchema, 403: apiErrorSchema, ...writeErrors },
  },
});
