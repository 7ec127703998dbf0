import { z } from 'zod';
import { emailSchema } from './auth';
import { cnpjSchema, phoneSchema } from './br';
import {
  apiErrorSchema,
  concurrencySchema,
  csvAnswerSchema,
  idParamsSchema,
  listQuerySchema,
  logoAnswerSchema,
  NOT_EXPORTED,
  pageSchema,
  uploadErrors,
  writeErrors,
} from './common';
import {
  createdRangeSchema,
  optional,
  optionalText,
  optionalUrl,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  type Lifecycle,
} from './fields';
import { defineOperations } from './operation';

export const PARTNER_STATUSES = ['active', 'inactive'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PARTNER_LIFECYCLE: Lifecycle<PartnerStatus> = {
  labels: { active: 'Ativo', inactive: 'Inativo' },
  moves: { active: ['inactive'], inactive: ['active'] },
  reasonRequired: [],
  destructive: [],
};

export const partnerSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    cnpj: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    logoUrl: z.string().nullable(),
    description: z.string().nullable(),
    benefit: z.string().nullable(),
    status: z.enum(PARTNER_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .extend(statusMetaSchema.shape);
export type Partner = z.infer<typeof partnerSchema>;

export const partnerInputSchema = z.object({
  name: requiredText('O nome é obrigatório', 150),
  cnpj: optional(cnpjSchema),
  email: emailSchema,
  phone: optional(phoneSchema),
  website: optionalUrl,
  description: optionalText(2000),
  benefit: optionalText(500),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;
export type PartnerCreate = z.output<typeof partnerInputSchema>;

export const partnerUpdateSchema = partnerInputSchema.extend(concurrencySchema.shape);
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

export const PARTNER_SORTS = ['name', 'cnpj', 'email', 'status', 'createdAt', 'updatedAt'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];

export const partnerFiltersSchema = z
  .object({
    status: z.enum(PARTNER_STATUSES, { error: 'Status inválido' }).optional(),
    sort: z.enum(PARTNER_SORTS, { error: 'Ordenação inválida' }).default('name'),
  })
  .extend(createdRangeSchema.shape);

export const partnerListQuerySchema = listQuerySchema.extend(partnerFiltersSchema.shape);
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;
export const partnerExportQuerySchema = partnerListQuerySchema.omit(NOT_EXPORTED);
export type PartnerExportQuery = z.infer<typeof partnerExportQuerySchema>;

export const partnerPageSchema = pageSchema(partnerSchema);
export type PartnerPage = z.infer<typeof partnerPageSchema>;

export const partnerStatusBodySchema = statusBodySchema(PARTNER_STATUSES, PARTNER_LIFECYCLE);
export type PartnerStatusBody = z.infer<typeof partnerStatusBodySchema>;

export const partnerOperations = defineOperations({
  listPartners: {
    method: 'GET',
    path: '/partners',
    summary: 'Lista os parceiros, com busca, filtros e ordenação',
    tag: 'partners',
    permission: 'parceiros.ver',
    query: partnerListQuerySchema,
    responses: { 200: partnerPageSchema, 400: apiErrorSchema },
  },
  exportPartners: {
    method: 'GET',
    path: '/partners/export.csv',
    summary: 'Exporta os parceiros da lista filtrada em CSV',
    tag: 'partners',
    permission: 'parceiros.exportar',
    query: partnerExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  createPartner: {
    method: 'POST',
    path: '/partners',
    summary: 'Cadastra um parceiro',
    tag: 'partners',
    permission: 'parceiros.editar',
    body: partnerInputSchema,
    responses: { 201: partnerSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  getPartner: {
    method: 'GET',
    path: '/partners/:id',
    summary: 'Um parceiro',
    tag: 'partners',
    permission: 'parceiros.ver',
    params: idParamsSchema,
    responses: { 200: partnerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  updatePartner: {
    method: 'PUT',
    path: '/partners/:id',
    summary: 'Altera um parceiro (com o updatedAt lido)',
    tag: 'partners',
    permission: 'parceiros.editar',
    params: idParamsSchema,
    body: partnerUpdateSchema,
    responses: { 200: partnerSchema, ...writeErrors },
  },
  changePartnerStatus: {
    method: 'POST',
    path: '/partners/:id/status',
    summary: 'Ativa ou inativa um parceiro',
    tag: 'partners',
    permission: 'parceiros.status',
    params: idParamsSchema,
    body: partnerStatusBodySchema,
    responses: { 200: partnerSchema, ...writeErrors },
  },
  uploadPartnerLogo: {
    method: 'POST',
    path: '/partners/:id/logo',
    summary: 'Envia o logotipo de um parceiro (JPEG, PNG ou WebP)',
    tag: 'partners',
    permission: 'parceiros.editar',
    params: idParamsSchema,
    consumes: ['multipart/form-data'],
    responses: { 200: logoAnswerSchema, ...uploadErrors },
  },
});
