import { z } from 'zod';
import { ufSchema } from './br';
import { apiErrorSchema, concurrencySchema, idParamsSchema, writeErrors } from './common';
import { requiredText } from './fields';
import { defineOperations } from './operation';
import { isProfilePermission, type ProfilePermission } from './permissions';

/**
 * A regional scope as a form sends it (decision 029): the UFs chosen, none for every UF (null,
 * as stored).
 */
export const regionalScopeSchema = z
  .array(ufSchema)
  .max(27)
  .nullable()
  .default(null)
  .transform((ufs) => (ufs?.length ? [...new Set(ufs)].sort() : null));

/** An access profile as the screen shows it: built-in ones are read-only. */
export const accessProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  permissions: z.array(z.string()),
  /** The UFs its holders see (decision 029); null: every UF. */
  ufs: z.array(ufSchema).nullable(),
  /** How many administrators hold it. */
  holders: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccessProfile = z.infer<typeof accessProfileSchema>;

export const accessProfileBodySchema = z.object({
  name: requiredText('O nome é obrigatório', 80),
  description: z
    .string()
    .trim()
    .max(300, { error: 'A descrição deve ter no máximo 300 caracteres' })
    .default(''),
  permissions: z
    .array(z.string().refine(isProfilePermission, { error: 'Permissão desconhecida' }))
    .max(200)
    .transform((permissions) => [...new Set(permissions)] as ProfilePermission[]),
  ufs: regionalScopeSchema,
});
export type AccessProfileBody = z.output<typeof accessProfileBodySchema>;
export type AccessProfileBodyInput = z.input<typeof accessProfileBodySchema>;

/** An edit carries the `updatedAt` it read: two administrators editing one profile do not overwrite each other. */
export const accessProfileUpdateSchema = accessProfileBodySchema.extend(concurrencySchema.shape);
export type AccessProfileUpdate = z.output<typeof accessProfileUpdateSchema>;
export type AccessProfileUpdateInput = z.input<typeof accessProfileUpdateSchema>;

export const assignAccessProfileBodySchema = z.object({
  accessProfileId: z.uuid({ error: 'Escolha um perfil de acesso' }),
  /** The administrator's own limit, within the profile's (both hold); none: the profile's. */
  ufs: regionalScopeSchema,
});
export type AssignAccessProfileBody = z.infer<typeof assignAccessProfileBodySchema>;

/** The refusals of the profile screens and assignments (409), in Portuguese. */
export const ACCESS_PROFILE_MESSAGES = {
  builtIn: 'Os perfis padrão não podem ser alterados nem excluídos: faça uma cópia',
  nameTaken: 'Já existe um perfil com este nome',
  ownManagement:
    'Você não pode tirar de si mesmo a permissão de gerenciar administradores e perfis',
  ownProfile: 'Você não pode excluir o perfil que você usa',
  inUse:
    'Este perfil está em uso: escolha outro perfil para os administradores que o usam antes de excluí-lo',
  lastSuperAdmin: 'O sistema precisa de pelo menos um Super-administrador ativo',
  notFound: 'Perfil de acesso não encontrado',
} as const;

export const accessProfileOperations = defineOperations({
  listAccessProfiles: {
    method: 'GET',
    path: '/access-profiles',
    summary:
      'Lista os perfis de acesso, os padrões primeiro, com quantos administradores usam cada um',
    tag: 'super-admins',
    permission: 'administradores.ver',
    responses: { 200: z.array(accessProfileSchema) },
  },
  getAccessProfile: {
    method: 'GET',
    path: '/access-profiles/:id',
    summary: 'Um perfil de acesso',
    tag: 'super-admins',
    permission: 'administradores.ver',
    params: idParamsSchema,
    responses: { 200: accessProfileSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  createAccessProfile: {
    method: 'POST',
    path: '/access-profiles',
    summary: 'Cria um perfil de acesso (uma cópia de outro é uma criação com as permissões dele)',
    tag: 'super-admins',
    permission: 'administradores.editar',
    body: accessProfileBodySchema,
    responses: { 201: accessProfileSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
  },
  updateAccessProfile: {
    method: 'PUT',
    path: '/access-profiles/:id',
    summary: 'Altera um perfil de acesso criado pelo conselho (os padrões não mudam)',
    tag: 'super-admins',
    permission: 'administradores.editar',
    params: idParamsSchema,
    body: accessProfileUpdateSchema,
    responses: { 200: accessProfileSchema, 403: apiErrorSchema, ...writeErrors },
  },
  deleteAccessProfile: {
    method: 'DELETE',
    path: '/access-profiles/:id',
    summary: 'Exclui um perfil de acesso criado pelo conselho que ninguém usa',
    tag: 'super-admins',
    permission: 'administradores.status',
    params: idParamsSchema,
    responses: { 204: z.null(), 403: apiErrorSchema, ...writeErrors },
  },
  assignAccessProfile: {
    method: 'PUT',
    path: '/super-admins/:id/access-profile',
    summary: 'Muda o perfil de acesso de um administrador',
    tag: 'super-admins',
    permission: 'administradores.editar',
    params: idParamsSchema,
    body: assignAccessProfileBodySchema,
    responses: { 204: z.null(), 403: apiErrorSchema, ...writeErrors },
  },
});
