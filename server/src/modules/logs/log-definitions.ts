import type { LogKind } from '@hub/contract/logs';

/**
 * How each log is read: its select list (aliases are the contract's field names), tables, the
 * rows it keeps, the columns of its date range, status filter and search, and its CSV columns.
 * Plain SQL text: only the filter values travel as parameters.
 */
export type LogDefinition = {
  select: string;
  from: string;
  /**
   * The first table of `from` alone. Every filter but the search reads only it, and the joins
   * follow NOT NULL foreign keys or are LEFT JOINs, so they change no count: without a search the
   * page's count(*) skips them (an index-only scan instead of a join over every matching row).
   */
  countFrom: string;
  /**
   * Without any filter the count is the one triggers keep (lib/listing.ts): the whole table's, or
   * the group `base` selects (deliveries by `channel:status`, attempts by channel).
   */
  kept: { table: string; group?: string };
  base?: string;
  id: string;
  createdAt: string;
  status: string;
  /** Columns searched for the key, accents and case ignored (lib/listing.ts ilikeUnaccented). */
  search: string[];
  /** The column of each field that holds a code (contract LOG_VALUE_LABELS): searched by its label. */
  coded: Record<string, string>;
  /** The column of the `selectiveProcessId` filter, in the first table of `from`, where the log has one. */
  process?: string;
  csv: [field: string, header: string][];
};

/** A delivery's subject and person: its message's and recipient's, or its platform mail's. */
const DELIVERY_CONTENT = `LEFT JOIN messages m ON m.id = d.message_id LEFT JOIN message_recipients r ON r.id = d.recipient_id
  LEFT JOIN mails p ON p.id = d.mail_id`;
const DELIVERY_SUBJECT = 'coalesce(m.subject, p.subject)';
const DELIVERY_NAME = 'coalesce(r.name, p.to_name)';
const DELIVERY_EMAIL = 'coalesce(r.email, p.to_email)';

const CATHO_STATUS = `CASE WHEN c.error IS NULL AND c.status_code BETWEEN 200 AND 299 THEN 'ok' ELSE 'error' END`;

export const LOG_DEFINITIONS: Record<LogKind, LogDefinition> = {
  emails: {
    select: `e.id, e."to", e.subject, e.template, e.status, e.message_id AS "messageId", e.error, e.created_at AS "createdAt"`,
    countFrom: 'email_log e',
    kept: { table: 'email_log' },
    from: 'email_log e',
    id: 'e.id',
    createdAt: 'e.created_at',
    status: 'e.status',
    search: ['e."to"', 'e.subject'],
    coded: { status: 'e.status', template: 'e.template' },
    csv: [
      ['createdAt', 'Data'],
      ['to', 'Para'],
      ['subject', 'Assunto'],
      ['template', 'Tipo'],
      ['status', 'Status'],
      ['messageId', 'Message-ID'],
      ['error', 'Erro'],
    ],
  },
  'email-errors': {
    select: `d.id, d.message_id AS "messageId", ${DELIVERY_SUBJECT} AS subject, ${DELIVERY_NAME} AS name, ${DELIVERY_EMAIL} AS "to",
             d.status, d.attempts, d.last_error AS "lastError", d.created_at AS "createdAt", d.updated_at AS "failedAt"`,
    countFrom: 'deliveries d',
    kept: { table: 'deliveries', group: 'email:failed' },
    from: `deliveries d ${DELIVERY_CONTENT}`,
    base: `d.channel = 'email' AND d.status = 'failed'`,
    id: 'd.id',
    createdAt: 'd.updated_at',
    status: 'd.status',
    search: [DELIVERY_EMAIL, DELIVERY_NAME, DELIVERY_SUBJECT, 'd.last_error'],
    coded: {},
    csv: [
      ['failedAt', 'Falhou em'],
      ['name', 'Destinatário'],
      ['to', 'Email'],
      ['subject', 'Assunto'],
      ['attempts', 'Tentativas'],
      ['lastError', 'Erro'],
    ],
  },
  'email-sending-errors': {
    select: `a.id, a.delivery_id AS "deliveryId", d.message_id AS "messageId", ${DELIVERY_SUBJECT} AS subject,
             ${DELIVERY_EMAIL} AS "to", a.attempt, a.outcome AS status, a.code, a.error, a.created_at AS "createdAt"`,
    countFrom: 'delivery_attempts a',
    kept: { table: 'delivery_attempts', group: 'email' },
    from: `delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id ${DELIVERY_CONTENT}`,
    base: `a.channel = 'email'`,
    id: 'a.id',
    createdAt: 'a.created_at',
    status: 'a.outcome',
    search: [DELIVERY_EMAIL, DELIVERY_SUBJECT, 'a.error', 'a.code'],
    coded: { status: 'a.outcome' },
    csv: [
      ['createdAt', 'Data'],
      ['to', 'Email'],
      ['subject', 'Assunto'],
      ['attempt', 'Tentativa'],
      ['status', 'Resultado'],
      ['code', 'Código'],
      ['error', 'Erro'],
    ],
  },
  whatsapp: {
    select: `w.id, w.delivery_id AS "deliveryId", d.message_id AS "messageId", m.subject, w."to", w.status,
             w.http_status AS "httpStatus", w.provider_id AS "providerId", w.error, w.response_excerpt AS "responseExcerpt",
             w.duration_ms AS "durationMs", w.created_at AS "createdAt"`,
    countFrom: 'whatsapp_log w',
    kept: { table: 'whatsapp_log' },
    from: 'whatsapp_log w LEFT JOIN deliveries d ON d.id = w.delivery_id LEFT JOIN messages m ON m.id = d.message_id',
    id: 'w.id',
    createdAt: 'w.created_at',
    status: 'w.status',
    search: ['w."to"', 'm.subject', 'w.error', 'w.provider_id'],
    coded: { status: 'w.status' },
    csv: [
      ['createdAt', 'Data'],
      ['to', 'Para'],
      ['subject', 'Assunto'],
      ['status', 'Status'],
      ['httpStatus', 'HTTP'],
      ['providerId', 'Id no WhatsApp'],
      ['error', 'Erro'],
      ['durationMs', 'Duração (ms)'],
    ],
  },
  catho: {
    select: `c.id, c.selective_process_id AS "selectiveProcessId", p.title AS "processTitle", c.operation, c.method, c.url,
             ${CATHO_STATUS} AS status, c.status_code AS "statusCode", c.request_excerpt AS "requestExcerpt",
             c.response_excerpt AS "responseExcerpt", c.duration_ms AS "durationMs", c.error, c.actor_email AS "actorEmail",
             c.created_at AS "createdAt"`,
    countFrom: 'catho_log c',
    kept: { table: 'catho_log' },
    from: 'catho_log c LEFT JOIN selective_processes p ON p.id = c.selective_process_id',
    id: 'c.id',
    createdAt: 'c.created_at',
    status: CATHO_STATUS,
    search: ['p.title', 'c.url', 'c.error', 'c.actor_email'],
    coded: { status: CATHO_STATUS, operation: 'c.operation' },
    csv: [
      ['createdAt', 'Data'],
      ['processTitle', 'Processo'],
      ['operation', 'Operação'],
      ['method', 'Método'],
      ['url', 'URL'],
      ['statusCode', 'HTTP'],
      ['status', 'Resultado'],
      ['durationMs', 'Duração (ms)'],
      ['error', 'Erro'],
      ['actorEmail', 'Administrador'],
    ],
  },
  kanban: {
    select: `k.id, k.action AS status, k.selective_process_id AS "selectiveProcessId", p.title AS "processTitle",
             k.application_id AS "applicationId", ca.name AS "candidateName", k.from_stage_name AS "fromStageName",
             k.to_stage_name AS "toStageName", k.actor_email AS "actorEmail", k.undone_at AS "undoneAt", k.created_at AS "createdAt"`,
    countFrom: 'kanban_log k',
    kept: { table: 'kanban_log' },
    from: `kanban_log k JOIN selective_processes p ON p.id = k.selective_process_id
           JOIN applications ap ON ap.id = k.application_id JOIN candidates ca ON ca.id = ap.candidate_id`,
    id: 'k.id',
    createdAt: 'k.created_at',
    status: 'k.action',
    search: ['p.title', 'ca.name', 'k.from_stage_name', 'k.to_stage_name', 'k.actor_email'],
    coded: { status: 'k.action' },
    process: 'k.selective_process_id',
    csv: [
      ['createdAt', 'Data'],
      ['processTitle', 'Processo'],
      ['candidateName', 'Profissional'],
      ['fromStageName', 'De'],
      ['toStageName', 'Para'],
      ['status', 'Ação'],
      ['actorEmail', 'Administrador'],
      ['undoneAt', 'Desfeita em'],
    ],
  },
};
