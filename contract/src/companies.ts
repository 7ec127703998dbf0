import { z } from 'zod';
import { emailSchema } from './auth';
import { cepSchema, cnpjSchema, phoneSchema, ufSchema } from './br';
import {
  apiErrorSchema,
  concurrencySchema,
  csvAnswerSchema,
  idParamsSchema,
  idSchema,
  logoAnswerSchema,
  uploadErrors,
  writeErrors,
} from './common';
import {
  choiceSchema,
  createdRangeSchema,
  optional,
  optionalText,
  optionalUrl,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  type Lifecycle,
} from './fields';
import {
  bulkResultSchema,
  bulkStatusBodySchema,
  bulkStatusResultSchema,
  bulkStatusUndoBodySchema,
  idListParamSchema,
} from './bulk';
import { defineDomain } from './domain';
import { listContract } from './list-resource';
import { defineOperations } from './operation';

export const companyDomain = defineDomain({
  tag: { name: 'companies', description: 'Empresas e o seu teste de valores', after: 'candidates' },
  area: {
    name: 'empresas',
    label: 'Empresas',
    noun: 'empresas',
    actions: ['ver', 'editar', 'status', 'exportar', 'massa'],
    after: null,
  },
  audit: { entity: 'companies', name: 'Empresa' },
  savedViews: { list: 'companies', after: null },
});

export const COMPANY_STATUSES = ['pending', 'active', 'suspended', 'inactive'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** pending → active ↔ suspended; any → inactive (the archive: nothing leaves it). */
export const COMPANY_LIFECYCLE: Lifecycle<CompanyStatus> = {
  labels: { pending: 'Pendente', active: 'Ativa', suspended: 'Suspensa', inactive: 'Inativa' },
  moves: {
    pending: ['active', 'inactive'],
    active: ['suspended', 'inactive'],
    suspended: ['active', 'inactive'],
    inactive: [],
  },
  reasonRequired: ['suspended', 'inactive'],
  destructive: ['suspended', 'inactive'],
};

export const COMPANY_SIZE_LABELS = {
  mei: 'MEI',
  micro: 'Microempresa',
  small: 'Empresa de pequeno porte',
  medium: 'Média empresa',
  large: 'Grande empresa',
} as const;
export type CompanySize = keyof typeof COMPANY_SIZE_LABELS;
export const companySizeSchema = choiceSchema(
  Object.keys(COMPANY_SIZE_LABELS) as [CompanySize, ...CompanySize[]],
  { required: 'Porte obrigatório', invalid: 'Porte inválido' },
);

export const COMPANY_SECTOR_LABELS = {
  agribusiness: 'Agronegócio',
  retail: 'Comércio',
  construction: 'Construção',
  consulting: 'Consultoria',
  education: 'Educação',
  finance: 'Serviços financeiros',
  industry: 'Indústria',
  logistics: 'Logística e transporte',
  health: 'Saúde',
  services: 'Serviços',
  technology: 'Tecnologia',
  public_sector: 'Setor público',
  nonprofit: 'Terceiro setor',
} as const;
export type CompanySector = keyof typeof COMPANY_SECTOR_LABELS;
export const companySectorSchema = choiceSchema(
  Object.keys(COMPANY_SECTOR_LABELS) as [CompanySector, ...CompanySector[]],
  { required: 'Setor obrigatório', invalid: 'Setor inválido' },
);

/** A company as the registry's list and pickers show one: what its table's columns read. */
export const companyRowSchema = z.object({
  id: z.uuid(),
  legalName: z.string(),
  tradeName: z.string().nullable(),
  cnpj: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  uf: ufSchema.nullable(),
  sector: companySectorSchema.nullable(),
  status: z.enum(COMPANY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companySchema = companyRowSchema
  .extend({
    phone: z.string().nullable(),
    website: z.string().nullable(),
    size: companySizeSchema.nullable(),
    cep: z.string().nullable(),
    street: z.string().nullable(),
    number: z.string().nullable(),
    complement: z.string().nullable(),
    district: z.string().nullable(),
    contactName: z.string().nullable(),
    logoUrl: z.string().nullable(),
    about: z.string().nullable(),
  })
  .extend(statusMetaSchema.shape);
export type Company = z.infer<typeof companySchema>;

export const companyInputSchema = z.object({
  legalName: requiredText('A razão social é obrigatória', 200),
  tradeName: optionalText(200),
  cnpj: cnpjSchema,
  email: emailSchema,
  phone: optional(phoneSchema),
  website: optionalUrl,
  sector: optional(companySectorSchema),
  size: optional(companySizeSchema),
  cep: optional(cepSchema),
  street: optionalText(200),
  number: optionalText(20),
  complement: optionalText(100),
  district: optionalText(100),
  city: optionalText(100),
  uf: optional(ufSchema),
  contactName: optionalText(150),
  about: optionalText(5000),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyCreate = z.output<typeof companyInputSchema>;

export const companyUpdateSchema = companyInputSchema.extend(concurrencySchema.shape);
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

export const COMPANY_SORTS = [
  'legalName',
  'tradeName',
  'cnpj',
  'email',
  'city',
  'uf',
  'sector',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

const companyFilters = {
  /** Chosen rows only (a list's selection, exported or messaged). */
  ids: idListParamSchema.optional(),
  status: z.enum(COMPANY_STATUSES, { error: 'Status inválido' }).optional(),
  uf: ufSchema.optional(),
  city: z.string().trim().max(100).optional(),
  sector: companySectorSchema.optional(),
  size: companySizeSchema.optional(),
};
const companyList = listContract({
  row: companyRowSchema,
  sorts: COMPANY_SORTS,
  defaultSort: 'legalName',
  filters: companyFilters,
  createdRange: true,
});
/** The list's filters without its search, page and order: a message's audience picks companies by them. */
export const companyFiltersSchema = z.object(companyFilters).extend(createdRangeSchema.shape);

export const companyListQuerySchema = companyList.query;
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;
export const companyExportQuerySchema = companyList.exportQuery;
export type CompanyExportQuery = z.infer<typeof companyExportQuerySchema>;

export const companyPageSchema = companyList.page;
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyStatusBodySchema = statusBodySchema(COMPANY_STATUSES, COMPANY_LIFECYCLE);
export type CompanyStatusBody = z.infer<typeof companyStatusBodySchema>;

/** The values test: a list of values (seeded, editable by administrators) that each company rates 1 to 5. */
export const VALUE_SCORE_MIN = 1;
export const VALUE_SCORE_MAX = 5;
export const VALUE_SCORE_LABELS: Record<number, string> = {
  1: 'Nada importante',
  2: 'Pouco importante',
  3: 'Importante',
  4: 'Muito importante',
  5: 'Essencial',
};

export const valueItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ValueItem = z.infer<typeof valueItemSchema>;

export const valueItemInputSchema = z.object({
  name: requiredText('O nome do valor é obrigatório', 80),
  description: optionalText(300),
  position: z.coerce.number({ error: 'Posição inválida' }).int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
});
export type ValueItemInput = z.input<typeof valueItemInputSchema>;
export type ValueItemValues = z.output<typeof valueItemInputSchema>;

export const valueItemsAnswerSchema = z.object({ rows: z.array(valueItemSchema) });

const scoreSchema = z
  .number({ error: 'Nota inválida' })
  .int({ error: 'Nota inválida' })
  .min(VALUE_SCORE_MIN, { error: `A nota vai de ${VALUE_SCORE_MIN} a ${VALUE_SCORE_MAX}` })
  .max(VALUE_SCORE_MAX, { error: `A nota vai de ${VALUE_SCORE_MIN} a ${VALUE_SCORE_MAX}` });

export const companyValuesSchema = z.object({
  answers: z.array(
    z.object({ valueId: z.uuid(), valueName: z.string(), score: scoreSchema.nullable() }),
  ),
  answeredAt: z.string().nullable(),
});
export type CompanyValues = z.infer<typeof companyValuesSchema>;

export const companyValuesBodySchema = z.object({
  answers: z
    .array(z.object({ valueId: idSchema, score: scoreSchema }))
    .min(1, { error: 'Avalie pelo menos um valor' })
    .refine((answers) => new Set(answers.map((answer) => answer.valueId)).size === answers.length, {
      error: 'Cada valor pode ser avaliado uma vez',
    }),
});
export type CompanyValuesBody = z.infer<typeof companyValuesBodySchema>;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** A status move of many companies: the rows chosen, or every row the list's filters select. */
export const companyBulkStatusBodySchema = bulkStatusBodySchema(
  COMPANY_STATUSES,
  COMPANY_LIFECYCLE,
  companyExportQuerySchema,
);
export type CompanyBulkStatusBody = z.infer<typeof companyBulkStatusBodySchema>;
export type CompanyBulkStatusInput = z.input<typeof companyBulkStatusBodySchema>;

export const companyOperations = defineOperations({
  listCompanies: {
    method: 'GET',
    path: '/companies',
    summary: 'Lista as empresas, com busca, filtros e ordenação',
    tag: 'companies',
    permission: 'empresas.ver',
    query: companyListQuerySchema,
    responses: { 200: companyPageSchema, 400: apiErrorSchema },
  },
  exportCompanies: {
    method: 'GET',
    path: '/companies/export.csv',
    summary: 'Exporta as empresas da lista filtrada em CSV',
    tag: 'companies',
    permission: 'empresas.exportar',
    query: companyExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  createCompany: {
    method: 'POST',
    path: '/companies',
    summary: 'Cadastra uma empresa',
    tag: 'companies',
    permission: 'empresas.editar',
    body: companyInputSchema,
    responses: { 201: companySchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  getCompany: {
    method: 'GET',
    path: '/companies/:id',
    summary: 'Uma empresa',
    tag: 'companies',
    permission: 'empresas.ver',
    params: idParamsSchema,
    responses: { 200: companySchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  updateCompany: {
    method: 'PUT',
    path: '/companies/:id',
    summary: 'Altera uma empresa (com o updatedAt lido)',
    tag: 'companies',
    permission: 'empresas.editar',
    params: idParamsSchema,
    body: companyUpdateSchema,
    responses: { 200: companySchema, ...writeErrors },
  },
  bulkChangeCompanyStatus: {
    method: 'POST',
    path: '/companies/bulk/status',
    summary:
      'Aprova, suspende ou reativa várias empresas de uma vez, com um motivo para todas; responde o que houve com cada uma',
    tag: 'companies',
    permission: 'empresas.massa',
    body: companyBulkStatusBodySchema,
    responses: { 200: bulkStatusResultSchema, 400: apiErrorSchema },
  },
  undoBulkCompanyStatus: {
    method: 'POST',
    path: '/companies/bulk/status/undo',
    summary:
      'Desfaz uma mudança de status em massa: cada registro volta ao status e ao motivo de antes, se ninguém o alterou depois',
    tag: 'companies',
    permission: 'empresas.massa',
    body: bulkStatusUndoBodySchema,
    responses: { 200: bulkResultSchema, 400: apiErrorSchema },
  },
  changeCompanyStatus: {
    method: 'POST',
    path: '/companies/:id/status',
    summary: 'Aprova, suspende, reativa ou inativa uma empresa',
    tag: 'companies',
    permission: 'empresas.status',
    params: idParamsSchema,
    body: companyStatusBodySchema,
    responses: { 200: companySchema, ...writeErrors },
  },
  uploadCompanyLogo: {
    method: 'POST',
    path: '/companies/:id/logo',
    summary: 'Envia o logotipo de uma empresa (JPEG, PNG ou WebP)',
    tag: 'companies',
    permission: 'empresas.editar',
    params: idParamsSchema,
    consumes: ['multipart/form-data'],
    responses: { 200: logoAnswerSchema, ...uploadErrors },
  },
  getCompanyValues: {
    method: 'GET',
    path: '/companies/:id/values-test',
    summary: 'As notas de uma empresa no teste de valores',
    tag: 'companies',
    permission: 'empresas.ver',
    params: idParamsSchema,
    responses: { 200: companyValuesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  saveCompanyValues: {
    method: 'PUT',
    path: '/companies/:id/values-test',
    summary: 'Grava as notas de uma empresa no teste de valores (as omitidas são apagadas)',
    tag: 'companies',
    permission: 'empresas.editar',
    params: idParamsSchema,
    body: companyValuesBodySchema,
    responses: { 200: companyValuesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
});

/** The list of values of the values test, which administrators edit. */
export const valuesTestOperations = defineOperations({
  listValueItems: {
    method: 'GET',
    path: '/values-test/items',
    summary: 'Lista os valores do teste de valores',
    tag: 'companies',
    permission: 'empresas.ver',
    responses: { 200: valueItemsAnswerSchema },
  },
  createValueItem: {
    method: 'POST',
    path: '/values-test/items',
    summary: 'Acrescenta um valor ao teste de valores',
    tag: 'companies',
    permission: 'empresas.editar',
    body: valueItemInputSchema,
    responses: { 201: valueItemSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  updateValueItem: {
    method: 'PUT',
    path: '/values-test/items/:id',
    summary: 'Altera um valor do teste de valores',
    tag: 'companies',
    permission: 'empresas.editar',
    params: idParamsSchema,
    body: valueItemInputSchema,
    responses: { 200: valueItemSchema, ...writeErrors },
  },
});
