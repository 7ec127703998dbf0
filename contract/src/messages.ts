import { z } from 'zod';
import { candidateFiltersSchema } from './candidates';
import {
  apiErrorSchema,
  idempotencyHeaders,
  idParamsSchema,
  idSchema,
  pageSchema,
  writeErrors,
} from './common';
import { companyFiltersSchema } from './companies';
import { APPLICATION_FIELDS, contextFieldsMessage, knownFields, withKnownFields, type TemplateField } from './message-templates';
import { defineDomain } from './domain';
import { unsortedListQuery } from './list-resource';
import { defineOperations } from './operation';
import { personal } from './personal-data';

/** The templates' operations are this domain's too, gathered with its own. */
export { messageTemplateOperations } from './message-templates';

export const messageDomain = defineDomain({
  tag: {
    name: 'messages',
    description: 'Mensagens a profissionais e empresas, e os seus envios',
    after: 'catho',
  },
  area: {
    name: 'mensagens',
    label: 'Mensagens e modelos',
    noun: 'mensagens',
    actions: ['ver', 'editar', 'status', 'exportar', 'massa'],
    after: 'vouchers',
  },
  audit: { entity: 'messages', name: 'Mensagem' },
  savedViews: { list: 'message-templates', after: 'selective-processes' },
  list: {
    path: '/message-templates',
    named: 'name',
    sample: { subject: 'Olá, {{nome}}', body: 'Prezado(a) {{nome}}' },
  },
});

/** The spec's message page size (section 9). */
export const MESSAGE_PAGE_SIZE = 6;

/** System labels of the mailbox and their Portuguese names (spec section 3). */
export const SYSTEM_LABELS = ['all', 'trash', 'important', 'starred'] as const;
export type SystemLabel = (typeof SYSTEM_LABELS)[number];
export const SYSTEM_LABEL_NAMES: Record<SystemLabel, string> = {
  all: 'Todas as mensagens',
  trash: 'Lixeira',
  important: 'Importantes',
  starred: 'Favoritos',
};

/** Recipients of a message: professionals (typeUser 1) or companies (typeUser 2). */
export const RECIPIENT_TYPES = { professional: 1, company: 2 } as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[keyof typeof RECIPIENT_TYPES];
export const RECIPIENT_TYPE_NAMES: Record<RecipientType, string> = { 1: 'Profissionais', 2: 'Empresas' };

export const CHANNELS = ['email', 'whatsapp', 'in_app'] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_NAMES: Record<Channel, string> = { email: 'Email', whatsapp: 'WhatsApp', in_app: 'No aplicativo' };

/** One delivery = one recipient on one channel, drained by the outbox worker. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'not_configured'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_NAMES: Record<DeliveryStatus, string> = {
  pending: 'pendente',
  sending: 'enviando',
  sent: 'enviada',
  failed: 'falhou',
  not_configured: 'não configurado',
};

export const MESSAGE_MESSAGES = {
  subjectRequired: 'O assunto é obrigatório',
  subjectTooLong: 'O assunto deve ter no máximo 200 caracteres',
  bodyRequired: 'A mensagem é obrigatória',
  bodyTooLong: 'A mensagem é longa demais',
  channelsRequired: 'Escolha pelo menos um canal',
  recipientsRequired: 'Escolha pelo menos um destinatário',
  labelNameRequired: 'O nome da etiqueta é obrigatório',
  labelNameTooLong: 'O nome da etiqueta deve ter no máximo 40 caracteres',
  colorInvalid: 'Cor inválida (use #RRGGBB)',
  idsRequired: 'Escolha pelo menos uma mensagem',
} as const;

/** Query flags travel as the strings 'true' / 'false'. */
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true ou false' })
  .transform((value) => value === 'true' || value === '1')
  .optional();

/**
 * The spec's list call: `GET /messages/author/{id}?isPagination=1&limit=6&typeUser=&key=&page=`
 * plus one of isDeleted / isImportant / isFavorite by label. typeUser is 1 unless another value is given.
 */
export const messageListQuerySchema = z.object({
  isPagination: z.coerce.number().int().min(0).max(1).default(1),
  page: z.coerce.number().int().min(1, { error: 'A página deve ser 1 ou mais' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'O limite deve ser 1 ou mais' })
    .max(100, { error: 'O limite deve ser no máximo 100' })
    .default(MESSAGE_PAGE_SIZE),
  typeUser: z
    .string()
    .optional()
    .transform((value): RecipientType => (value === undefined || value === '' || value === '1' ? 1 : 2)),
  key: z.string().trim().max(200).optional(),
  isDeleted: flag,
  isImportant: flag,
  isFavorite: flag,
  labelId: idSchema.optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const authorParamsSchema = z.object({ id: idSchema });

export const labelSchema = z.object({ id: z.uuid(), name: z.string(), color: z.string(), messageCount: z.number().int() });
export type Label = z.infer<typeof labelSchema>;

export const labelBodySchema = z.object({
  name: z
    .string({ error: MESSAGE_MESSAGES.labelNameRequired })
    .trim()
    .min(1, { error: MESSAGE_MESSAGES.labelNameRequired })
    .max(40, { error: MESSAGE_MESSAGES.labelNameTooLong }),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: MESSAGE_MESSAGES.colorInvalid })
    .default('#00A76F'),
});
export type LabelBody = z.input<typeof labelBodySchema>;

export const labelTagBodySchema = z.object({
  messageIds: z.array(idSchema).min(1, { error: MESSAGE_MESSAGES.idsRequired }).max(500),
  tagged: z.boolean(),
});
export type LabelTagBody = z.infer<typeof labelTagBodySchema>;

export const deliveryCountsSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  notConfigured: z.number().int(),
  total: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

export const messageRowSchema = z.object({
  id: z.uuid(),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  typeUser: z.number().int(),
  subject: z.string(),
  excerpt: z.string(),
  channels: z.array(z.enum(CHANNELS)),
  audience: z.string(),
  recipientCount: z.number().int(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
  isFavorite: z.boolean(),
  labels: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

export const messagePageSchema = pageSchema(messageRowSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const deliverySchema = z.object({
  id: z.uuid(),
  channel: z.enum(CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The provider's words, which may repeat the number. */
  lastError: personal('text', z.string().nullable()),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const recipientSchema = z.object({
  id: z.uuid(),
  recipientId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: personal('phone', z.string().nullable()),
  deliveries: z.array(deliverySchema),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientPageSchema = pageSchema(recipientSchema);

/** The recipients of one message: a page of them, searched by name or address, filtered by delivery status. */
export const recipientListQuerySchema = unsortedListQuery({
  status: z.enum(DELIVERY_STATUSES).optional(),
});
export type RecipientListQuery = z.infer<typeof recipientListQuerySchema>;

export const messageDetailSchema = messageRowSchema.extend({
  body: z.string(),
  deliveryCounts: deliveryCountsSchema,
  countsByChannel: z.array(deliveryCountsSchema.extend({ channel: z.enum(CHANNELS) })),
  /** The first recipients; the whole list pages through GET /messages/{id}/recipients. */
  recipients: z.array(recipientSchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

const subject = withKnownFields(
  z
    .string({ error: MESSAGE_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: MESSAGE_MESSAGES.subjectRequired })
    .max(200, { error: MESSAGE_MESSAGES.subjectTooLong }),
);
const body = withKnownFields(
  z
    .string({ error: MESSAGE_MESSAGES.bodyRequired })
    .min(1, { error: MESSAGE_MESSAGES.bodyRequired })
    .max(100_000, { error: MESSAGE_MESSAGES.bodyTooLong }),
);

/**
 * The fields a message to professionals or companies has no value for outside an application:
 * its process and stage, and for a professional the company (that of the process applied to).
 */
export const fieldsNeedingApplication = (typeUser: RecipientType): readonly TemplateField[] =>
  typeUser === 1 ? ['empresa', ...APPLICATION_FIELDS] : APPLICATION_FIELDS;

/** Where a message sent without an application uses fields it has no value for: one issue per text. */
export const contextFieldIssues = (
  typeUser: RecipientType,
  texts: { subject?: string | undefined; body?: string | undefined },
): { path: 'subject' | 'body'; message: string }[] => {
  const needing = fieldsNeedingApplication(typeUser);
  return (['subject', 'body'] as const).flatMap((path) => {
    const used = knownFields(texts[path] ?? '').filter((field) => needing.includes(field));
    return used.length ? [{ path, message: contextFieldsMessage(used) }] : [];
  });
};

/** The registry's list filters (and search), reused to pick a filtered set of recipients. */
const searchKey = z.string().trim().max(200).optional();
export const professionalFiltersSchema = candidateFiltersSchema;
export type ProfessionalFilters = z.infer<typeof professionalFiltersSchema>;
export const companyRecipientFiltersSchema = companyFiltersSchema.extend({ key: searchKey });
export type CompanyRecipientFilters = z.infer<typeof companyRecipientFiltersSchema>;

const audienceKinds = <Filters extends z.ZodType>(filters: Filters) =>
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('filtered'), filters }),
    z.object({
      kind: z.literal('chosen'),
      ids: z.array(idSchema).min(1, { error: MESSAGE_MESSAGES.recipientsRequired }).max(1000),
    }),
  ] as const;

/**
 * Professionals may also be reached through applications chosen on a process's board or ranked
 * table: each receives the message once per application, with its process and stage in the fields.
 */
/** How many applications one message may be composed to. */
export const MESSAGE_APPLICATIONS_MAX = 1000;

const applicationsAudienceSchema = z.object({
  kind: z.literal('applications'),
  ids: z.array(idSchema).min(1, { error: MESSAGE_MESSAGES.recipientsRequired }).max(MESSAGE_APPLICATIONS_MAX),
});

export const AUDIENCE_KINDS = ['all', 'filtered', 'chosen', 'applications'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const AUDIENCE_NAMES: Record<AudienceKind, string> = {
  all: 'Todos',
  filtered: 'Filtrados',
  chosen: 'Escolhidos',
  applications: 'Inscrições escolhidas',
};

const channelsSchema = z
  .array(z.enum(CHANNELS, { error: 'Canal inválido' }))
  .min(1, { error: MESSAGE_MESSAGES.channelsRequired })
  .transform((channels) => [...new Set(channels)]);

/** Professionals are picked with the professionals' filters, companies with the companies'. */
const audienceBodySchema = z.discriminatedUnion('typeUser', [
  z.object({
    typeUser: z.literal(1),
    audience: z.discriminatedUnion('kind', [
      ...audienceKinds(professionalFiltersSchema),
      applicationsAudienceSchema,
    ]),
  }),
  z.object({
    typeUser: z.literal(2),
    audience: z.discriminatedUnion('kind', [...audienceKinds(companyRecipientFiltersSchema)]),
  }),
]);
export type AudienceBody = z.infer<typeof audienceBodySchema>;
export type AudienceInput = z.input<typeof audienceBodySchema>;
export type Audience = AudienceBody['audience'];

export const composeBodySchema = audienceBodySchema
  .and(z.object({ subject, body, channels: channelsSchema }))
  .superRefine((value, ctx) => {
    // Sent through applications, every field has its value: the application's process and stage.
    if (value.audience.kind === 'applications') return;
    for (const issue of contextFieldIssues(value.typeUser, value)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type ComposeBody = z.input<typeof composeBodySchema>;
export type ComposeInput = z.infer<typeof composeBodySchema>;

export const messageUpdateBodySchema = z.object({
  isDeleted: z.boolean().optional(),
  isImportant: z.boolean().optional(),
  isFavorite: z.boolean().optional(),
  subject: subject.optional(),
  body: body.optional(),
  labelIds: z.array(idSchema).max(50).optional(),
});
export type MessageUpdateBody = z.infer<typeof messageUpdateBodySchema>;

export const messageGroupBodySchema = z.object({
  ids: z.array(idSchema).min(1, { error: MESSAGE_MESSAGES.idsRequired }).max(500),
  isDeleted: z.boolean().optional(),
  isImportant: z.boolean().optional(),
  isFavorite: z.boolean().optional(),
});
export type MessageGroupBody = z.infer<typeof messageGroupBodySchema>;

export const groupAnswerSchema = z.object({ updated: z.number().int() });

/** Recipients that a compose would reach, counted before sending. */
export const audiencePreviewBodySchema = audienceBodySchema;
export const audiencePreviewSchema = z.object({ count: z.number().int() });

/** People to choose from when composing to chosen recipients. */
export const recipientOptionsQuerySchema = z.object({
  typeUser: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])),
  key: z.string().trim().max(200).optional(),
});
export const recipientOptionSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() });
export type RecipientOption = z.infer<typeof recipientOptionSchema>;

/** The messages one professional or company received, newest first, each with its deliveries. */
export const receivedQuerySchema = z.object({
  typeUser: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])),
  recipientId: idSchema,
});
export const receivedMessageSchema = z.object({
  messageId: z.uuid(),
  subject: z.string(),
  createdAt: z.string(),
  deliveries: z.array(z.object({ channel: z.enum(CHANNELS), status: z.enum(DELIVERY_STATUSES) })),
});
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;

/** Reads and writes of one message or label: invalid input or no such row. */
const rowErrors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const messageOperations = defineOperations({
  listAuthorMessages: {
    method: 'GET',
    path: '/messages/author/:id',
    summary: 'Lista as mensagens enviadas por um administrador, por etiqueta, com busca',
    tag: 'messages',
    permission: 'mensagens.ver',
    params: authorParamsSchema,
    query: messageListQuerySchema,
    responses: { 200: messagePageSchema, 400: apiErrorSchema },
  },
  composeMessage: {
    method: 'POST',
    path: '/messages',
    summary: 'Envia uma mensagem a profissionais ou empresas, pelos canais escolhidos',
    tag: 'messages',
    permission: 'enviar-mensagens',
    headers: idempotencyHeaders,
    body: composeBodySchema,
    idempotent: true,
    responses: { 201: messageDetailSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  previewMessageAudience: {
    method: 'POST',
    path: '/messages/audience-preview',
    summary: 'Conta quantos destinatários uma seleção alcançaria, sem enviar',
    tag: 'messages',
    permission: 'enviar-mensagens',
    body: audiencePreviewBodySchema,
    responses: { 200: audiencePreviewSchema, 400: apiErrorSchema },
  },
  listRecipientOptions: {
    method: 'GET',
    path: '/messages/recipient-options',
    summary: 'Profissionais ou empresas que se pode escolher como destinatários, por busca',
    tag: 'messages',
    permission: 'enviar-mensagens',
    query: recipientOptionsQuerySchema,
    responses: { 200: z.array(recipientOptionSchema), 400: apiErrorSchema },
  },
  updateMessageGroup: {
    method: 'PUT',
    path: '/messages/updateGroup',
    summary: 'Marca várias mensagens de uma vez (lixeira, importante, favorita)',
    tag: 'messages',
    permission: 'mensagens.massa',
    body: messageGroupBodySchema,
    responses: { 200: groupAnswerSchema, 400: apiErrorSchema },
  },
  listMessageLabels: {
    method: 'GET',
    path: '/messages/labels',
    summary: 'Lista as etiquetas das mensagens',
    tag: 'messages',
    permission: 'mensagens.ver',
    responses: { 200: z.array(labelSchema) },
  },
  createMessageLabel: {
    method: 'POST',
    path: '/messages/labels',
    summary: 'Cria uma etiqueta de mensagens',
    tag: 'messages',
    permission: 'mensagens.editar',
    body: labelBodySchema,
    responses: { 201: labelSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  updateMessageLabel: {
    method: 'PUT',
    path: '/messages/labels/:id',
    summary: 'Altera o nome ou a cor de uma etiqueta de mensagens',
    tag: 'messages',
    permission: 'mensagens.editar',
    params: idParamsSchema,
    body: labelBodySchema,
    responses: { 200: labelSchema, ...writeErrors },
  },
  deleteMessageLabel: {
    method: 'DELETE',
    path: '/messages/labels/:id',
    summary: 'Exclui uma etiqueta de mensagens (as mensagens ficam)',
    tag: 'messages',
    permission: 'mensagens.status',
    params: idParamsSchema,
    responses: { 204: z.null(), ...rowErrors },
  },
  tagMessages: {
    method: 'PUT',
    path: '/messages/labels/:id/messages',
    summary: 'Põe ou tira uma etiqueta de várias mensagens',
    tag: 'messages',
    permission: 'mensagens.massa',
    params: idParamsSchema,
    body: labelTagBodySchema,
    responses: { 200: labelSchema, ...rowErrors },
  },
  listMessagesReceived: {
    method: 'GET',
    path: '/messages/received',
    summary: 'As mensagens que um profissional ou uma empresa recebeu, com a situação de cada envio',
    tag: 'messages',
    permission: 'mensagens.ver',
    query: receivedQuerySchema,
    responses: { 200: z.array(receivedMessageSchema), 400: apiErrorSchema },
  },
  getMessage: {
    method: 'GET',
    path: '/messages/:id',
    summary: 'Uma mensagem, com as contagens dos seus envios',
    tag: 'messages',
    permission: 'mensagens.ver',
    params: idParamsSchema,
    responses: { 200: messageDetailSchema, ...rowErrors },
  },
  listMessageRecipients: {
    method: 'GET',
    path: '/messages/:id/recipients',
    summary: 'Lista os destinatários de uma mensagem e o envio a cada um',
    tag: 'messages',
    permission: 'mensagens.ver',
    params: idParamsSchema,
    query: recipientListQuerySchema,
    responses: { 200: recipientPageSchema, ...rowErrors },
  },
  updateMessage: {
    method: 'PUT',
    path: '/messages/:id',
    summary: 'Altera uma mensagem: marcas, etiquetas, assunto e texto dos envios pendentes',
    tag: 'messages',
    permission: 'mensagens.editar',
    params: idParamsSchema,
    body: messageUpdateBodySchema,
    responses: { 200: messageRowSchema, ...rowErrors },
  },
});
