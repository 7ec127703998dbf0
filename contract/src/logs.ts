import { z } from 'zod';
import {
  apiErrorSchema,
  csvAnswerSchema,
  idParamsSchema,
  idSchema,
  listQuerySchema,
  pageSchema,
} from './common';
import { defineOperations, type Operation } from './operation';
import { listQueries } from './list-resource';
import { personal, personalSearch } from './personal-data';
import { CATHO_OPERATION_LABELS } from './catho';
import { CHANNELS, DELIVERY_STATUSES } from './messages';

/** The logs of the sidebar, each at `GET /logs/{kind}` (the audit trail is `logs/audit`). */
export const LOG_KINDS = [
  'emails',
  'email-errors',
  'email-sending-errors',
  'whatsapp',
  'catho',
  'kanban',
] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export const LOG_TITLES: Record<LogKind, string> = {
  emails: 'Emails enviados',
  'email-errors': 'Erros de email',
  'email-sending-errors': 'Erros de envio de email',
  whatsapp: 'Mensagens de WhatsApp',
  catho: 'Vagas na Catho',
  kanban: 'Ações do kanban',
};

/** What the status filter of each log means, with its Portuguese labels (the screens' and the CSVs'). */
export const LOG_STATUS_LABELS: Record<LogKind, Record<string, string>> = {
  emails: { sent: 'Enviado', failed: 'Falhou' },
  'email-errors': { failed: 'Falhou' },
  'email-sending-errors': { retry: 'Será tentado de novo', failed: 'Falha definitiva' },
  whatsapp: { sent: 'Enviada', failed: 'Falhou', not_configured: 'Não configurado' },
  catho: { ok: 'Sucesso', error: 'Erro' },
  kanban: { move: 'Movimentação', undo: 'Desfeita', rule: 'Regra automática' },
};

/** Every kind of mail the platform sends, by the name the email log's 'Tipo' shows. */
export const MAIL_TEMPLATE_LABELS = {
  message: 'Mensagem',
  'company-approved': 'Empresa aprovada',
  'password-reset': 'Redefinição de senha',
  'candidate-password-reset': 'Senha do profissional',
  'super-admin-invite': 'Convite de administrador',
  'device-link': 'Link de acesso de um novo navegador',
  'email-changed': 'Email de acesso alterado',
  'message-template-test': 'Teste de modelo de mensagem',
  'application-outcome': 'Resultado da candidatura',
  'lgpd-anonymization-notice': 'Aviso de anonimização (LGPD)',
  'interview-invite': 'Convite de entrevista',
  'interview-cancel': 'Entrevista cancelada',
  'interview-reminder': 'Lembrete de entrevista',
  'interview-scorecard-reminder': 'Lembrete de avaliação de entrevista',
  'interview-slots': 'Escolha de horário de entrevista',
  'interview-slots-answer': 'Resposta à escolha de horário',
  'stage-rule': 'Regra de automação',
  'hired-notice': 'Aviso de contratação',
  'idle-digest': 'Resumo diário de candidaturas atrasadas',
  'scheduled-report': 'Relatório agendado',
} as const satisfies Record<string, string>;
export type MailTemplate = keyof typeof MAIL_TEMPLATE_LABELS;

/**
 * The fields of each log that hold a code, with the Portuguese label of each code: the status of
 * every log, the email log's template, the Catho log's operation. The lists, the detail drawer
 * and the CSV all show the label; the search finds a row by it.
 */
export const LOG_VALUE_LABELS: Record<LogKind, Record<string, Record<string, string>>> = {
  emails: { status: LOG_STATUS_LABELS.emails, template: MAIL_TEMPLATE_LABELS },
  'email-errors': { status: LOG_STATUS_LABELS['email-errors'] },
  'email-sending-errors': { status: LOG_STATUS_LABELS['email-sending-errors'] },
  whatsapp: { status: LOG_STATUS_LABELS.whatsapp },
  catho: { status: LOG_STATUS_LABELS.catho, operation: CATHO_OPERATION_LABELS },
  kanban: { status: LOG_STATUS_LABELS.kanban },
};

/** A log field's value as the screens and the CSV show it: its label when it is a code. */
export const logValueLabel = (kind: LogKind, field: string, value: unknown): unknown => {
  const labels = LOG_VALUE_LABELS[kind][field];
  return labels && typeof value === 'string' ? (labels[value] ?? value) : value;
};

/** Every log list: page, search, created-date range, status, newest first by default. */
/** The log's own date (a final failure's moment in the email errors) is the one order a log has. */
const logSorts = {
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  createdRange: true,
} as const;
const logFilters = {
  status: z.string().trim().max(40).optional(),
  /** One process's rows; only the kanban log is filtered so (another log answers 400). */
  selectiveProcessId: idSchema.optional(),
};
const logQueries = listQueries({ ...logSorts, filters: logFilters });
export const logQuerySchema = logQueries.query;
export type LogQuery = z.infer<typeof logQuerySchema>;
export const logExportQuerySchema = logQueries.exportQuery;
export type LogExportQuery = z.infer<typeof logExportQuerySchema>;

export const emailLogRowSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  messageId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** A delivery by email that finally failed. */
export const emailErrorRowSchema = z.object({
  id: z.uuid(),
  /** Null for a platform mail (a password link, an invitation), which belongs to no message. */
  messageId: z.uuid().nullable(),
  subject: z.string(),
  name: z.string(),
  to: z.string().nullable(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});

/** One failed attempt of an email delivery, retried or final. */
export const sendingErrorRowSchema = z.object({
  id: z.uuid(),
  deliveryId: z.uuid(),
  messageId: z.uuid().nullable(),
  subject: z.string(),
  to: z.string().nullable(),
  attempt: z.number().int(),
  status: z.string(),
  code: z.string().nullable(),
  error: z.string(),
  createdAt: z.string(),
});

export const whatsappRowSchema = z.object({
  id: z.uuid(),
  deliveryId: z.uuid().nullable(),
  messageId: z.uuid().nullable(),
  subject: z.string().nullable(),
  to: personal('phone', z.string()),
  status: z.string(),
  httpStatus: z.number().int().nullable(),
  providerId: z.string().nullable(),
  /** The Cloud API's words, which may repeat the number (`wa_id`, `input`). */
  error: personal('text', z.string().nullable()),
  responseExcerpt: personal('text', z.string().nullable()),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});

export const cathoRowSchema = z.object({
  id: z.uuid(),
  selectiveProcessId: z.uuid().nullable(),
  processTitle: z.string().nullable(),
  operation: z.string(),
  method: z.string(),
  url: z.string(),
  status: z.string(),
  statusCode: z.number().int().nullable(),
  requestExcerpt: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});

export const kanbanRowSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  selectiveProcessId: z.uuid(),
  processTitle: z.string().nullable(),
  applicationId: z.uuid(),
  candidateName: z.string().nullable(),
  fromStageName: z.string(),
  toStageName: z.string(),
  actorEmail: z.string().nullable(),
  /** A stage rule's action, in a sentence (decision 051). */
  detail: z.string().nullable(),
  undoneAt: z.string().nullable(),
  createdAt: z.string(),
});

export const LOG_ROW_SCHEMAS = {
  emails: emailLogRowSchema,
  'email-errors': emailErrorRowSchema,
  'email-sending-errors': sendingErrorRowSchema,
  whatsapp: whatsappRowSchema,
  catho: cathoRowSchema,
  kanban: kanbanRowSchema,
} as const satisfies Record<LogKind, z.ZodType>;

export type LogRow<Kind extends LogKind> = z.infer<(typeof LOG_ROW_SCHEMAS)[Kind]>;
export type AnyLogRow = { [Kind in LogKind]: LogRow<Kind> }[LogKind];

export const logPageSchemas = {
  emails: pageSchema(emailLogRowSchema),
  'email-errors': pageSchema(emailErrorRowSchema),
  'email-sending-errors': pageSchema(sendingErrorRowSchema),
  whatsapp: pageSchema(whatsappRowSchema),
  catho: pageSchema(cathoRowSchema),
  kanban: pageSchema(kanbanRowSchema),
} as const;
export type LogPage<Kind extends LogKind> = z.infer<(typeof logPageSchemas)[Kind]>;

/** One person's deliveries across channels, newest first. */
export const timelineQuerySchema = listQuerySchema.pick({ page: true, limit: true }).extend({
  recipientId: idSchema.optional(),
  address: z.string().trim().min(3).max(200).optional(),
});
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

export const timelineRowSchema = z.object({
  deliveryId: z.uuid(),
  messageId: z.uuid(),
  typeUser: z.number().int(),
  subject: z.string(),
  channel: z.enum(CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  name: z.string(),
  /** An email, or a WhatsApp number (masked as a phone). */
  address: personal('address', z.string().nullable()),
  attempts: z.number().int(),
  lastError: personal('text', z.string().nullable()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TimelineRow = z.infer<typeof timelineRowSchema>;
export const timelinePageSchema = pageSchema(timelineRowSchema);

/** The three endpoints of one log: its page, its CSV and one entry. */
const logOperationsOf = <Row extends z.ZodType, Page extends z.ZodType>(
  kind: LogKind,
  row: Row,
  page: Page,
  query: { list: typeof logQuerySchema; export: typeof logExportQuerySchema } = {
    list: logQuerySchema,
    export: logExportQuerySchema,
  },
) =>
  ({
    list: {
      method: 'GET',
      path: `/logs/${kind}`,
      summary: `${LOG_TITLES[kind]}: lista com busca, filtros e ordenação`,
      tag: 'logs',
      permission: 'logs.ver',
      query: query.list,
      responses: { 200: page, 400: apiErrorSchema },
    },
    export: {
      method: 'GET',
      path: `/logs/${kind}/export.csv`,
      summary: `${LOG_TITLES[kind]}: a lista filtrada em CSV`,
      tag: 'logs',
      permission: 'logs.exportar',
      query: query.export,
      produces: ['text/csv'],
      responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
    },
    get: {
      method: 'GET',
      path: `/logs/${kind}/:id`,
      summary: `${LOG_TITLES[kind]}: um registro`,
      tag: 'logs',
      permission: 'logs.ver',
      params: idParamsSchema,
      responses: { 200: row, 400: apiErrorSchema, 404: apiErrorSchema },
    },
  }) satisfies Record<string, Operation>;

const emails = logOperationsOf('emails', LOG_ROW_SCHEMAS['emails'], logPageSchemas['emails']);
const emailErrors = logOperationsOf(
  'email-errors',
  LOG_ROW_SCHEMAS['email-errors'],
  logPageSchemas['email-errors'],
);
const sendingErrors = logOperationsOf(
  'email-sending-errors',
  LOG_ROW_SCHEMAS['email-sending-errors'],
  logPageSchemas['email-sending-errors'],
);
/** The WhatsApp log is searched by number: digits find a phone, which a profile without the grant does not see. */
const whatsappQueries = listQueries({
  ...logSorts,
  filters: { ...logFilters, key: personalSearch(z.string().trim().max(200).optional()) },
});
const whatsapp = logOperationsOf(
  'whatsapp',
  LOG_ROW_SCHEMAS['whatsapp'],
  logPageSchemas['whatsapp'],
  { list: whatsappQueries.query, export: whatsappQueries.exportQuery },
);
const catho = logOperationsOf('catho', LOG_ROW_SCHEMAS['catho'], logPageSchemas['catho']);
const kanban = logOperationsOf('kanban', LOG_ROW_SCHEMAS['kanban'], logPageSchemas['kanban']);

export const logOperations = defineOperations({
  listEmailLog: emails.list,
  exportEmailLog: emails.export,
  getEmailLogEntry: emails.get,
  listEmailErrorLog: emailErrors.list,
  exportEmailErrorLog: emailErrors.export,
  getEmailErrorLogEntry: emailErrors.get,
  listSendingErrorLog: sendingErrors.list,
  exportSendingErrorLog: sendingErrors.export,
  getSendingErrorLogEntry: sendingErrors.get,
  listWhatsappLog: whatsapp.list,
  exportWhatsappLog: whatsapp.export,
  getWhatsappLogEntry: whatsapp.get,
  listCathoLog: catho.list,
  exportCathoLog: catho.export,
  getCathoLogEntry: catho.get,
  listKanbanLog: kanban.list,
  exportKanbanLog: kanban.export,
  getKanbanLogEntry: kanban.get,
  getRecipientTimeline: {
    method: 'GET',
    path: '/logs/timeline',
    summary: 'Os envios a uma pessoa, por todos os canais, do mais recente',
    tag: 'logs',
    permission: 'logs.ver',
    query: timelineQuerySchema,
    responses: { 200: timelinePageSchema, 400: apiErrorSchema },
  },
});
