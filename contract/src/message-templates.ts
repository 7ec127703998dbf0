import { z } from 'zod';
import {
  apiErrorSchema,
  concurrencySchema,
  csvAnswerSchema,
  idParamsSchema,
  writeErrors,
} from './common';
import { requiredText } from './fields';
import { listContract } from './list-resource';
import { defineOperations } from './operation';
import { recordId } from './record-references';

/** The fields a message may carry, `{{nome}}` in its text, and what each one is called on screen. */
export const TEMPLATE_FIELDS = {
  nome: 'Nome do destinatário',
  empresa: 'Empresa',
  processo: 'Processo seletivo',
  etapa: 'Etapa',
} as const;
export type TemplateField = keyof typeof TEMPLATE_FIELDS;
export const TEMPLATE_FIELD_NAMES = Object.keys(TEMPLATE_FIELDS) as TemplateField[];
/** A recipient's values; a field without one renders empty. */
export type TemplateValues = Partial<Record<TemplateField, string>>;

/** The fields that need an application (a selective process and its stage) to have a value. */
export const APPLICATION_FIELDS: readonly TemplateField[] = ['processo', 'etapa'];

/**
 * `{{nome}}` or `{{ nome }}`: a name of letters, digits, `_`, `.` or `-` between double braces.
 * Anything else in braces (`{x}`, `{{ }}`, `{{a b}}`) is text, kept as typed.
 */
const FIELD_PATTERN = /\{\{\s*([\p{L}\p{N}_.-]+)\s*\}\}/gu;

const isField = (name: string): name is TemplateField => Object.hasOwn(TEMPLATE_FIELDS, name);

/** The field names a text uses, lower-cased, each once, in the order they first appear. */
export const fieldsIn = (text: string): string[] => [
  ...new Set([...text.matchAll(FIELD_PATTERN)].map((match) => (match[1] ?? '').toLowerCase())),
];

/** The names in double braces that are no field: what a text must not be sent with. */
export const unknownFields = (text: string): string[] =>
  fieldsIn(text).filter((name) => !isField(name));

/** The known fields a text uses. */
export const knownFields = (text: string): TemplateField[] => fieldsIn(text).filter(isField);

/** The text with each known field replaced by its value (empty when it has none); unknown ones stay as typed. */
export const renderTemplate = (text: string, values: TemplateValues): string =>
  text.replace(FIELD_PATTERN, (match, name: string) => {
    const field = name.toLowerCase();
    return isField(field) ? (values[field] ?? '') : match;
  });

/**
 * A mail's HTML with each known field filled in its text only: a field inside a tag (a link's
 * href, an image's src, any attribute) is dropped, never filled, so a value such as
 * `javascript:alert(1)` never becomes a link. `values` are already escaped for HTML.
 */
export const renderHtmlTemplate = (html: string, values: TemplateValues): string =>
  html
    .split(/(<[^>]*>?)/)
    .map((part) =>
      part.startsWith('<') ? part.replace(FIELD_PATTERN, '') : renderTemplate(part, values),
    )
    .join('');

/** The fields written inside a tag of the HTML (an attribute's value, such as a link's href). */
export const fieldsInTags = (html: string): string[] => [
  ...new Set((html.match(/<[^>]*>?/g) ?? []).flatMap((tag) => fieldsIn(tag))),
];

const braced = (name: string) => `{{${name}}}`;

/** "a", "a e b", "a, b e c": a list as a sentence says it. */
const listed = (items: string[], conjunction: string): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;

export const FIELD_HINT = `Use ${listed(TEMPLATE_FIELD_NAMES.map(braced), 'ou')}`;

export const unknownFieldsMessage = (names: string[]): string =>
  `${names.length === 1 ? 'Campo desconhecido' : 'Campos desconhecidos'}: ${names.map(braced).join(', ')}. ${FIELD_HINT}`;

/** Why a message without an application may not use these fields. */
export const contextFieldsMessage = (names: string[]): string =>
  names.length === 1
    ? `O campo ${braced(names[0] ?? '')} só pode ser usado em mensagens ligadas a uma candidatura`
    : `Os campos ${listed(names.map(braced), 'e')} só podem ser usados em mensagens ligadas a uma candidatura`;

/** Why a field may not stand in a link or another attribute: its value would become the address. */
export const fieldsInTagsMessage = (names: string[]): string =>
  `${names.length === 1 ? `O campo ${braced(names[0] ?? '')} não pode` : `Os campos ${listed(names.map(braced), 'e')} não podem`} ser usado${names.length === 1 ? '' : 's'} em links nem em endereços de imagens: só no texto`;

/**
 * Refuses a text with unknown fields, naming them, on the field it was typed in, and one with a
 * field inside a tag (`<a href="{{nome}}">`), whose value would become a link.
 */
export const withKnownFields = <Schema extends z.ZodType<string>>(schema: Schema) =>
  schema.superRefine((value, ctx) => {
    const unknown = unknownFields(value);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownFieldsMessage(unknown) });
    const inTags = fieldsInTags(value);
    if (inTags.length) ctx.addIssue({ code: 'custom', message: fieldsInTagsMessage(inTags) });
  });

/** Values shown by a test send: the administrator's own name, and examples of the rest. */
export const SAMPLE_VALUES: Omit<Required<TemplateValues>, 'nome'> = {
  empresa: 'Empresa Exemplo Ltda',
  processo: 'Analista de Recursos Humanos',
  etapa: 'Entrevista',
};

export const TEMPLATE_MESSAGES = {
  nameRequired: 'O nome do modelo é obrigatório',
  nameTaken: 'Já existe um modelo com este nome',
  subjectRequired: 'O assunto é obrigatório',
  bodyRequired: 'O texto é obrigatório',
  notFound: 'Modelo de mensagem não encontrado',
} as const;

const SUBJECT_MAX = 200;
const BODY_MAX = 20_000;

const subjectText = withKnownFields(
  z
    .string({ error: TEMPLATE_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: TEMPLATE_MESSAGES.subjectRequired })
    .max(SUBJECT_MAX, { error: `O assunto deve ter no máximo ${SUBJECT_MAX} caracteres` }),
);
const bodyText = withKnownFields(
  z
    .string({ error: TEMPLATE_MESSAGES.bodyRequired })
    .trim()
    .min(1, { error: TEMPLATE_MESSAGES.bodyRequired })
    .max(BODY_MAX, { error: 'O texto é longo demais' }),
);

/** A message template: plain text with fields; compose turns its lines into paragraphs. */
export const messageTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The fields its subject and body use, in order. */
  fields: z.array(z.enum(TEMPLATE_FIELD_NAMES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateInputSchema = z.object({
  name: requiredText(TEMPLATE_MESSAGES.nameRequired, 120),
  subject: subjectText,
  body: bodyText,
});
export type MessageTemplateInput = z.input<typeof messageTemplateInputSchema>;
export type MessageTemplateCreate = z.output<typeof messageTemplateInputSchema>;

export const messageTemplateUpdateSchema = messageTemplateInputSchema.extend(
  concurrencySchema.shape,
);
export type MessageTemplateUpdate = z.output<typeof messageTemplateUpdateSchema>;

export const MESSAGE_TEMPLATE_SORTS = ['name', 'subject', 'createdAt', 'updatedAt'] as const;
export type MessageTemplateSort = (typeof MESSAGE_TEMPLATE_SORTS)[number];

const messageTemplateList = listContract({
  row: messageTemplateSchema,
  sorts: MESSAGE_TEMPLATE_SORTS,
  defaultSort: 'name',
  filters: {},
});
export const messageTemplateListQuerySchema = messageTemplateList.query;
export type MessageTemplateListQuery = z.infer<typeof messageTemplateListQuerySchema>;
export const messageTemplateExportQuerySchema = messageTemplateList.exportQuery;
export type MessageTemplateExportQuery = z.infer<typeof messageTemplateExportQuerySchema>;

export const messageTemplatePageSchema = messageTemplateList.page;
export type MessageTemplatePage = z.infer<typeof messageTemplatePageSchema>;

export const PREVIEW_RECIPIENT_TYPES = ['candidate', 'company'] as const;
export type PreviewRecipientType = (typeof PREVIEW_RECIPIENT_TYPES)[number];

/** A text being written (possibly still empty) rendered for a real professional or company. */
export const templatePreviewBodySchema = z.object({
  subject: withKnownFields(z.string().max(SUBJECT_MAX)),
  body: withKnownFields(z.string().max(BODY_MAX)),
  recipient: z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal(PREVIEW_RECIPIENT_TYPES[0]), id: recordId('candidates') }),
      z.object({ type: z.literal(PREVIEW_RECIPIENT_TYPES[1]), id: recordId('companies') }),
    ],
    { error: 'Escolha um profissional ou uma empresa' },
  ),
  /** The application whose process and stage fill {{processo}} and {{etapa}}. */
  applicationId: recordId('applications').optional(),
});
export type TemplatePreviewBody = z.infer<typeof templatePreviewBodySchema>;

export const templatePreviewSchema = z.object({
  recipientName: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Why a field used by the text rendered empty for this recipient. */
  notes: z.array(z.string()),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const templateTestSendBodySchema = z.object({ subject: subjectText, body: bodyText });
export type TemplateTestSendBody = z.infer<typeof templateTestSendBodySchema>;
export const templateTestSendAnswerSchema = z.object({ email: z.string() });

export const messageTemplateOperations = defineOperations({
  listMessageTemplates: {
    method: 'GET',
    path: '/message-templates',
    summary: 'Lista os modelos de mensagem, com busca e ordenação',
    tag: 'messages',
    permission: 'mensagens.ver',
    query: messageTemplateListQuerySchema,
    responses: { 200: messageTemplatePageSchema, 400: apiErrorSchema },
  },
  exportMessageTemplates: {
    method: 'GET',
    path: '/message-templates/export.csv',
    summary: 'Exporta os modelos de mensagem da lista filtrada em CSV',
    tag: 'messages',
    permission: 'mensagens.exportar',
    query: messageTemplateExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  createMessageTemplate: {
    method: 'POST',
    path: '/message-templates',
    summary: 'Cria um modelo de mensagem (os campos desconhecidos são recusados)',
    tag: 'messages',
    permission: 'mensagens.editar',
    body: messageTemplateInputSchema,
    responses: { 201: messageTemplateSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  previewMessageTemplate: {
    method: 'POST',
    path: '/message-templates/preview',
    summary: 'Mostra um texto com os campos preenchidos para um profissional ou uma empresa',
    tag: 'messages',
    permission: 'mensagens.ver',
    body: templatePreviewBodySchema,
    responses: { 200: templatePreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  sendTestMessageTemplate: {
    method: 'POST',
    path: '/message-templates/test-send',
    summary: 'Envia um texto com valores de exemplo ao email do administrador conectado',
    tag: 'messages',
    permission: 'enviar-mensagens',
    body: templateTestSendBodySchema,
    responses: { 202: templateTestSendAnswerSchema, 400: apiErrorSchema },
  },
  getMessageTemplate: {
    method: 'GET',
    path: '/message-templates/:id',
    summary: 'Um modelo de mensagem',
    tag: 'messages',
    permission: 'mensagens.ver',
    params: idParamsSchema,
    responses: { 200: messageTemplateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  updateMessageTemplate: {
    method: 'PUT',
    path: '/message-templates/:id',
    summary: 'Altera um modelo de mensagem (com o updatedAt lido)',
    tag: 'messages',
    permission: 'mensagens.editar',
    params: idParamsSchema,
    body: messageTemplateUpdateSchema,
    responses: { 200: messageTemplateSchema, ...writeErrors },
  },
  deleteMessageTemplate: {
    method: 'DELETE',
    path: '/message-templates/:id',
    summary: 'Exclui um modelo de mensagem (as mensagens já enviadas com ele ficam)',
    tag: 'messages',
    permission: 'mensagens.status',
    params: idParamsSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
  },
});
