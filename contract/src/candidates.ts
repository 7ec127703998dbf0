import { z } from 'zod';
import { emailSchema } from './auth';
import { cpfSchema, phoneSchema, ufSchema } from './br';
import {
  apiErrorSchema,
  concurrencySchema,
  csvAnswerSchema,
  idParamsSchema,
  uploadErrors,
  writeErrors,
} from './common';
import {
  createdRangeSchema,
  DATE_MESSAGE,
  dateOnlySchema,
  optional,
  optionalText,
  optionalUrl,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  type Lifecycle,
  choiceSchema,
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
import { personal, personalSearch, revealedPersonalDataSchema } from './personal-data';

export const candidateDomain = defineDomain({
  tag: {
    name: 'candidates',
    description: 'Profissionais registrados no conselho',
    after: 'super-admins',
  },
  area: {
    name: 'profissionais',
    label: 'Profissionais',
    noun: 'profissionais',
    actions: ['ver', 'editar', 'status', 'exportar', 'massa'],
    after: 'empresas',
  },
  audit: { entity: 'candidates', name: 'Profissional' },
  savedViews: { list: 'candidates', after: 'companies' },
});

export const CANDIDATE_STATUSES = ['incomplete', 'active', 'blocked', 'anonymized'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** incomplete → active ↔ blocked; any → anonymized (LGPD, final, only through POST /candidates/{id}/anonymize). */
export const CANDIDATE_LIFECYCLE: Lifecycle<CandidateStatus> = {
  labels: {
    incomplete: 'Incompleto',
    active: 'Ativo',
    blocked: 'Bloqueado',
    anonymized: 'Anonimizado',
  },
  moves: {
    incomplete: ['active', 'anonymized'],
    active: ['blocked', 'anonymized'],
    blocked: ['active', 'anonymized'],
    anonymized: [],
  },
  reasonRequired: ['blocked', 'anonymized'],
  destructive: ['blocked', 'anonymized'],
};

/** The statuses `POST /candidates/{id}/status` may set; anonymizing has its own route. */
export const CANDIDATE_STATUS_TARGETS = ['incomplete', 'active', 'blocked'] as const;

/** Council registration, checked by an administrator: the processes gate enrolment on it. */
export const REGISTRATION_STATUSES = ['regular', 'irregular', 'nao_verificado'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  regular: 'Regular',
  irregular: 'Irregular',
  nao_verificado: 'Não verificado',
};
export const registrationStatusSchema = choiceSchema(REGISTRATION_STATUSES, {
  required: 'Situação do registro obrigatória',
  invalid: 'Situação do registro inválida',
});

export const EDUCATION_LEVEL_LABELS = {
  elementary: 'Ensino fundamental',
  high_school: 'Ensino médio',
  technical: 'Técnico',
  bachelor: 'Superior',
  postgraduate: 'Pós-graduação',
  master: 'Mestrado',
  doctorate: 'Doutorado',
} as const;
export type EducationLevel = keyof typeof EDUCATION_LEVEL_LABELS;
export const educationLevelSchema = choiceSchema(
  Object.keys(EDUCATION_LEVEL_LABELS) as [EducationLevel, ...EducationLevel[]],
  { required: 'Escolaridade obrigatória', invalid: 'Escolaridade inválida' },
);

export const AREA_LABELS = {
  administration: 'Administração geral',
  finance: 'Finanças e controladoria',
  people: 'Gestão de pessoas',
  marketing: 'Marketing',
  sales: 'Vendas',
  logistics: 'Logística e suprimentos',
  operations: 'Operações e produção',
  technology: 'Tecnologia da informação',
  projects: 'Gestão de projetos',
  public_administration: 'Administração pública',
  consulting: 'Consultoria',
  legal: 'Jurídico',
} as const;
export type Area = keyof typeof AREA_LABELS;
export const areaSchema = choiceSchema(Object.keys(AREA_LABELS) as [Area, ...Area[]], {
  required: 'Área obrigatória',
  invalid: 'Área inválida',
});

export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  whatsapp: z.boolean(),
  inApp: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const NOTIFICATION_CHANNEL_LABELS: Record<keyof NotificationPreferences, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  inApp: 'Notificações no aplicativo',
};

/** A professional as the registry's list and pickers show one: what its table's columns read. */
export const candidateRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  cpf: personal('cpf', z.string()),
  registrationNumber: z.string().nullable(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  city: z.string().nullable(),
  uf: ufSchema.nullable(),
  area: areaSchema.nullable(),
  status: z.enum(CANDIDATE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

export const candidateSchema = candidateRowSchema
  .extend({
    registrationCheckedAt: z.string().nullable(),
    registrationCheckedBy: z.string().nullable(),
    phone: personal('phone', z.string().nullable()),
    birthDate: personal('birthDate', z.string().nullable()),
    educationLevel: educationLevelSchema.nullable(),
    headline: z.string().nullable(),
    about: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    videoResumeUrl: z.string().nullable(),
    consentAt: z.string().nullable(),
    notifications: notificationPreferencesSchema,
  })
  .extend(statusMetaSchema.shape);
export type Candidate = z.infer<typeof candidateSchema>;

const MIN_BIRTH = '1900-01-01';

export const candidateInputSchema = z.object({
  name: requiredText('O nome é obrigatório', 150),
  email: emailSchema,
  cpf: cpfSchema,
  registrationNumber: optionalText(30).transform((value) => value?.toUpperCase() ?? null),
  registrationStatus: registrationStatusSchema.default('nao_verificado'),
  phone: optional(phoneSchema),
  birthDate: optional(
    dateOnlySchema.refine(
      (value) => value >= MIN_BIRTH && value <= new Date().toISOString().slice(0, 10),
      { error: DATE_MESSAGE },
    ),
  ),
  city: optionalText(100),
  uf: optional(ufSchema),
  educationLevel: optional(educationLevelSchema),
  area: optional(areaSchema),
  headline: optionalText(150),
  about: optionalText(5000),
  linkedinUrl: optionalUrl,
});
export type CandidateInput = z.input<typeof candidateInputSchema>;
export type CandidateCreate = z.output<typeof candidateInputSchema>;

export const candidateUpdateSchema = candidateInputSchema.extend(concurrencySchema.shape);
export type CandidateUpdate = z.output<typeof candidateUpdateSchema>;

export const CANDIDATE_SORTS = [
  'name',
  'email',
  'cpf',
  'registrationNumber',
  'registrationStatus',
  'city',
  'uf',
  'area',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

const candidateFilters = {
  /** A name, email or registration number; digits find the CPF, for a profile that sees it (decision 030). */
  key: personalSearch(z.string().trim().max(200).optional()),
  /** Chosen rows only (a list's selection, exported or messaged). */
  ids: idListParamSchema.optional(),
  status: z.enum(CANDIDATE_STATUSES, { error: 'Status inválido' }).optional(),
  registrationStatus: registrationStatusSchema.optional(),
  uf: ufSchema.optional(),
  city: z.string().trim().max(100).optional(),
  area: areaSchema.optional(),
  educationLevel: educationLevelSchema.optional(),
};
const candidateList = listContract({
  row: candidateRowSchema,
  sorts: CANDIDATE_SORTS,
  defaultSort: 'name',
  filters: candidateFilters,
  createdRange: true,
});
/** The list's filters and search without its page and order: a message's audience picks professionals by them. */
export const candidateFiltersSchema = z.object(candidateFilters).extend(createdRangeSchema.shape);

export const candidateListQuerySchema = candidateList.query;
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;
export const candidateExportQuerySchema = candidateList.exportQuery;
export type CandidateExportQuery = z.infer<typeof candidateExportQuerySchema>;

export const candidatePageSchema = candidateList.page;
export type CandidatePage = z.infer<typeof candidatePageSchema>;

export const candidateStatusBodySchema = statusBodySchema(
  CANDIDATE_STATUS_TARGETS,
  CANDIDATE_LIFECYCLE,
);
export type CandidateStatusBody = z.infer<typeof candidateStatusBodySchema>;

/** The settings page: status, notification preferences and the last password-reset mail. */
export const candidateSettingsSchema = z.object({
  status: z.enum(CANDIDATE_STATUSES),
  statusReason: z.string().nullable(),
  notifications: notificationPreferencesSchema,
  passwordResetSentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CandidateSettings = z.infer<typeof candidateSettingsSchema>;

export const candidateSettingsBodySchema = z
  .object({ notifications: notificationPreferencesSchema })
  .extend(concurrencySchema.shape);
export type CandidateSettingsBody = z.infer<typeof candidateSettingsBodySchema>;

export const anonymizeBodySchema = z.object({
  reason: requiredText('Informe o motivo', 500),
  confirm: z.literal(true, { error: 'Confirme que a anonimização é irreversível' }),
});
export type AnonymizeBody = z.infer<typeof anonymizeBodySchema>;

export const videoResumeAnswerSchema = z.object({ videoResumeUrl: z.string() });
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** `GET /candidates/{id}/export`: everything held about the person (LGPD access request). */
export const candidateExportSchema = z.object({
  exportedAt: z.string(),
  candidate: candidateSchema,
  auditTrail: z.array(
    z.object({
      action: z.string(),
      actorEmail: z.string().nullable(),
      createdAt: z.string(),
      before: personal('written', z.unknown()),
      after: personal('written', z.unknown()),
    }),
  ),
  emails: z.array(
    z.object({
      subject: z.string(),
      template: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Every selective process the person applied to, with the answers given and the scores. */
  applications: z.array(
    z.object({
      processTitle: z.string(),
      companyName: z.string(),
      stage: z.string(),
      status: z.string(),
      createdAt: z.string(),
      answers: personal('answers', z.record(z.string(), z.unknown()).nullable()),
      scores: z.record(z.string(), z.number().nullable()),
      videoAnswers: z.array(
        z.object({
          questionId: z.string(),
          uploadedAt: z.string().nullable(),
          score: z.number().nullable(),
          comment: z.string().nullable(),
        }),
      ),
    }),
  ),
  competencyAnswers: personal(
    'answers',
    z.array(z.object({ itemId: z.string(), score: z.number() })).nullable(),
  ),
  /** Messages sent to the person through the hub, by channel and delivery status. */
  messages: z.array(
    z.object({
      subject: z.string(),
      createdAt: z.string(),
      deliveries: z.array(z.object({ channel: z.string(), status: z.string() })),
    }),
  ),
});
export type CandidateExport = z.infer<typeof candidateExportSchema>;

/** Where a professional gave (or withdrew) their WhatsApp opt-in. */
export const WHATSAPP_CONSENT_CHANNEL_LABELS = {
  app: 'Aplicativo do profissional',
  email: 'Email',
  telefone: 'Telefone',
  presencial: 'Presencial',
  whatsapp: 'WhatsApp',
} as const;
export type WhatsappConsentChannel = keyof typeof WHATSAPP_CONSENT_CHANNEL_LABELS;

/** One opt-in: for which number, when, through which channel, the text agreed to, and its revocation. */
export const whatsappConsentSchema = z.object({
  id: z.uuid(),
  phone: personal('phone', z.string()),
  channel: z.enum(Object.keys(WHATSAPP_CONSENT_CHANNEL_LABELS) as [WhatsappConsentChannel, ...WhatsappConsentChannel[]]),
  text: z.string(),
  givenAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type WhatsappConsent = z.infer<typeof whatsappConsentSchema>;

export const whatsappConsentsSchema = z.object({ consents: z.array(whatsappConsentSchema) });
export type WhatsappConsents = z.infer<typeof whatsappConsentsSchema>;

export const whatsappConsentBodySchema = z.object({
  channel: choiceSchema(
    Object.keys(WHATSAPP_CONSENT_CHANNEL_LABELS) as [WhatsappConsentChannel, ...WhatsappConsentChannel[]],
    { required: 'Informe o canal', invalid: 'Canal inválido' },
  ),
  text: requiredText('Informe o texto que o profissional aceitou', 2000),
});
export type WhatsappConsentBody = z.infer<typeof whatsappConsentBodySchema>;
export type WhatsappConsentInput = z.input<typeof whatsappConsentBodySchema>;

export const whatsappRevokeBodySchema = z.object({
  reason: requiredText('Informe o motivo', 500),
});
export type WhatsappRevokeBody = z.infer<typeof whatsappRevokeBodySchema>;

/** Professionals (candidates): registry, council registration, video resume, settings and LGPD. */
/** A status move of many professionals: the rows chosen, or every row the list's filters select. */
export const candidateBulkStatusBodySchema = bulkStatusBodySchema(
  CANDIDATE_STATUS_TARGETS,
  CANDIDATE_LIFECYCLE,
  candidateExportQuerySchema,
);
export type CandidateBulkStatusBody = z.infer<typeof candidateBulkStatusBodySchema>;
export type CandidateBulkStatusInput = z.input<typeof candidateBulkStatusBodySchema>;

export const candidateOperations = defineOperations({
  listCandidates: {
    method: 'GET',
    path: '/candidates',
    summary: 'Lista os profissionais, com busca, filtros e ordenação',
    tag: 'candidates',
    permission: 'profissionais.ver',
    query: candidateListQuerySchema,
    responses: { 200: candidatePageSchema, 400: apiErrorSchema },
  },
  exportCandidates: {
    method: 'GET',
    path: '/candidates/export.csv',
    summary: 'Exporta os profissionais da lista filtrada em CSV',
    tag: 'candidates',
    permission: 'profissionais.exportar',
    query: candidateExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  createCandidate: {
    method: 'POST',
    path: '/candidates',
    summary: 'Cadastra um profissional',
    tag: 'candidates',
    permission: 'profissionais.editar',
    body: candidateInputSchema,
    responses: { 201: candidateSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  getCandidate: {
    method: 'GET',
    path: '/candidates/:id',
    summary: 'Um profissional',
    tag: 'candidates',
    permission: 'profissionais.ver',
    params: idParamsSchema,
    responses: { 200: candidateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  updateCandidate: {
    method: 'PUT',
    path: '/candidates/:id',
    summary: 'Altera um profissional (com o updatedAt lido)',
    tag: 'candidates',
    permission: 'profissionais.editar',
    params: idParamsSchema,
    body: candidateUpdateSchema,
    responses: { 200: candidateSchema, ...writeErrors },
  },
  bulkChangeCandidateStatus: {
    method: 'POST',
    path: '/candidates/bulk/status',
    summary:
      'Bloqueia ou desbloqueia vários profissionais de uma vez, com um motivo para todos; responde o que houve com cada um',
    tag: 'candidates',
    permission: 'profissionais.massa',
    body: candidateBulkStatusBodySchema,
    responses: { 200: bulkStatusResultSchema, 400: apiErrorSchema },
  },
  undoBulkCandidateStatus: {
    method: 'POST',
    path: '/candidates/bulk/status/undo',
    summary:
      'Desfaz uma mudança de status em massa: cada registro volta ao status e ao motivo de antes, se ninguém o alterou depois',
    tag: 'candidates',
    permission: 'profissionais.massa',
    body: bulkStatusUndoBodySchema,
    responses: { 200: bulkResultSchema, 400: apiErrorSchema },
  },
  changeCandidateStatus: {
    method: 'POST',
    path: '/candidates/:id/status',
    summary: 'Ativa ou bloqueia um profissional',
    tag: 'candidates',
    permission: 'profissionais.status',
    params: idParamsSchema,
    body: candidateStatusBodySchema,
    responses: { 200: candidateSchema, ...writeErrors },
  },
  uploadVideoResume: {
    method: 'POST',
    path: '/candidates/:id/video-resume',
    summary: 'Envia o vídeo de apresentação de um profissional (MP4 ou WebM)',
    tag: 'candidates',
    permission: 'profissionais.editar',
    params: idParamsSchema,
    consumes: ['multipart/form-data'],
    responses: { 200: videoResumeAnswerSchema, ...uploadErrors, 409: apiErrorSchema },
  },
  removeVideoResume: {
    method: 'DELETE',
    path: '/candidates/:id/video-resume',
    summary: 'Apaga o vídeo de apresentação de um profissional',
    tag: 'candidates',
    permission: 'profissionais.editar',
    params: idParamsSchema,
    responses: { 204: z.null(), ...writeErrors },
  },
  getCandidateSettings: {
    method: 'GET',
    path: '/candidates/:id/settings',
    summary: 'As configurações da conta de um profissional',
    tag: 'candidates',
    permission: 'profissionais.ver',
    params: idParamsSchema,
    responses: { 200: candidateSettingsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  updateCandidateSettings: {
    method: 'PUT',
    path: '/candidates/:id/settings',
    summary: 'Altera as configurações da conta de um profissional (com o updatedAt lido)',
    tag: 'candidates',
    permission: 'profissionais.editar',
    params: idParamsSchema,
    body: candidateSettingsBodySchema,
    responses: { 200: candidateSettingsSchema, ...writeErrors },
  },
  sendCandidatePasswordReset: {
    method: 'POST',
    path: '/candidates/:id/password-reset',
    summary: 'Envia a um profissional um link para escolher uma nova senha',
    tag: 'candidates',
    permission: 'profissionais.editar',
    params: idParamsSchema,
    responses: { 200: candidateSettingsSchema, ...writeErrors },
  },
  revealCandidatePersonalData: {
    method: 'POST',
    path: '/candidates/:id/personal-data/reveal',
    summary:
      'Mostra o CPF, o telefone e a data de nascimento de um profissional sem máscara; fica na trilha de auditoria (quem viu, de quem, quando)',
    tag: 'candidates',
    permission: 'profissionais.ver',
    params: idParamsSchema,
    responses: { 200: revealedPersonalDataSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  exportCandidate: {
    method: 'GET',
    path: '/candidates/:id/export',
    summary: 'Os dados de um profissional em JSON, para um pedido de acesso (LGPD)',
    tag: 'candidates',
    permission: 'profissionais.exportar',
    params: idParamsSchema,
    responses: { 200: candidateExportSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  listWhatsappConsents: {
    method: 'GET',
    path: '/candidates/:id/whatsapp-consents',
    summary: 'Os consentimentos de um profissional para receber WhatsApp, o ativo primeiro',
    tag: 'candidates',
    permission: 'profissionais.ver',
    params: idParamsSchema,
    responses: { 200: whatsappConsentsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  recordWhatsappConsent: {
    method: 'POST',
    path: '/candidates/:id/whatsapp-consents',
    summary:
      'Registra o consentimento de um profissional para receber WhatsApp no telefone cadastrado (canal e texto aceito) e liga os avisos por WhatsApp',
    tag: 'candidates',
    permission: 'profissionais.editar',
    params: idParamsSchema,
    body: whatsappConsentBodySchema,
    responses: { 201: whatsappConsentsSchema, ...writeErrors },
  },
  revokeWhatsappConsent: {
    method: 'POST',
    path: '/candidates/:id/whatsapp-consents/revoke',
    summary: 'Registra a revogação do consentimento para WhatsApp e desliga os avisos por WhatsApp',
    tag: 'candidates',
    permission: 'profissionais.editar',
    params: idParamsSchema,
    body: whatsappRevokeBodySchema,
    responses: { 200: whatsappConsentsSchema, ...writeErrors },
  },
  anonymizeCandidate: {
    method: 'POST',
    path: '/candidates/:id/anonymize',
    summary: 'Anonimiza um profissional de vez (LGPD)',
    tag: 'candidates',
    permission: 'anonimizar',
    params: idParamsSchema,
    body: anonymizeBodySchema,
    responses: { 200: candidateSchema, ...writeErrors },
  },
});
