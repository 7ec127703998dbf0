import { z } from 'zod';
import { emailSchema } from './auth';
import { cnpjSchema, phoneSchema } from './br';
import { concurrencySchema, idParamsSchema, logoAnswerSchema, uploadErrors } from './common';
import { defineDomain } from './domain';
import {
  optional,
  optionalText,
  optionalUrl,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  type Lifecycle,
} from './fields';
import { listContract, recordOperations } from './list-resource';
import { defineOperations } from './operation';

export const partnerDomain = defineDomain({
  tag: { name: 'partners', description: 'Parceiros do conselho e os seus benefícios', after: 'companies' },
  area: {
    name: 'parceiros',
    label: 'Parceiros',
    noun: 'parceiros',
    actions: ['ver', 'editar', 'status', 'exportar'],
    after: 'profissionais',
  },
  audit: { entity: 'partners', name: 'Parceiro' },
  savedViews: { list: 'partners', after: 'candidates' },
  list: { path: '/partners', named: 'name', sample: { email: 'contato@parceiro.org.br' } },
});

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

const partnerList = listContract({
  row: partnerSchema,
  sorts: PARTNER_SORTS,
  defaultSort: 'name',
  filters: { status: z.enum(PARTNER_STATUSES, { error: 'Status inválido' }).optional() },
  createdRange: true,
});
export const partnerListQuerySchema = partnerList.query;
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;
export const partnerExportQuerySchema = partnerList.exportQuery;
export type PartnerExportQuery = z.infer<typeof partnerExportQuerySchema>;

export const partnerPageSchema = partnerList.page;
export type PartnerPage = z.infer<typeof partnerPageSchema>;

export const partnerStatusBodySchema = statusBodySchema(PARTNER_STATUSES, PARTNER_LIFECYCLE);
export type PartnerStatusBody = z.infer<typeof partnerStatusBodySchema>;

const partner = recordOperations({
  path: partnerDomain.list.path,
  tag: partnerDomain.tag.name,
  area: partnerDomain.area.name,
  noun: { one: 'um parceiro', many: 'os parceiros' },
  row: partnerSchema,
  list: partnerList,
  create: partnerInputSchema,
  update: partnerUpdateSchema,
  status: partnerStatusBodySchema,
});

export const partnerOperations = defineOperations({
  listPartners: partner.list,
  exportPartners: partner.export,
  createPartner: partner.create,
  getPartner: partner.get,
  updatePartner: partner.update,
  changePartnerStatus: partner.changeStatus,
  uploadPartnerLogo: {
    method: 'POST',
    path: '/partners/:id/logo',
    summary: 'Envia o logotipo de um parceiro (JPEG, PNG ou WebP)',
    tag: partnerDomain.tag.name,
    permission: 'parceiros.editar',
    params: idParamsSchema,
    consumes: ['multipart/form-data'],
    responses: { 200: logoAnswerSchema, ...uploadErrors },
  },
});
