import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { LogKind } from '@hub/contract/logs';
import {
  applications,
  candidates,
  cathoLog,
  deliveries,
  deliveryAttempts,
  deliverySearchedText,
  emailLog,
  kanbanLog,
  selectiveProcesses,
  whatsappLog,
} from '../../db/schema/index';
import type { Join } from '../../lib/joins';
import type { ListTable } from '../../lib/listing';
import type { Scope } from '../../lib/permissions';
import { deliveryIdInScope, processIdInScope, qualified } from '../../lib/scope';

type LogColumn = AnyPgColumn | SQL;

/**
 * How each log is read, as a joined list (lib/joined-list.ts): its table and joins, the fields a
 * row reads (named as the contract's), the columns of its date (its one order and the date range),
 * status filter and search, and its CSV columns.
 */
export type LogDefinition = {
  table: ListTable;
  joins: readonly Join[];
  fields: SelectedFields;
  /**
   * The one group of its table the log shows (the email channel's final failures), whose size
   * triggers keep (migration 0013): the unfiltered log carries that count.
   */
  group?: { where: SQL; key: string };
  createdAt: AnyPgColumn;
  status: LogColumn;
  /** Columns searched for the key, accents and case ignored (lib/listing.ts ilikeUnaccented). */
  search: LogColumn[];
  /** The column of each field that holds a code (contract LOG_VALUE_LABELS): searched by its label. */
  coded: Record<string, LogColumn>;
  /** The column of the `selectiveProcessId` filter, where the log has one. */
  process?: AnyPgColumn;
  /** The rows a limited administrator sees (decision 047): by their delivery's recipient or their process. */
  scope: (scope: Scope) => SQL | undefined;
  csv: [field: string, header: string][];
};

/** Each delivery carries whom and what it went to (decision 036): its texts as the failures' log searches them. */
const DELIVERY_SEARCHED = deliverySearchedText(deliveries);

const CATHO_STATUS = sql<string>`CASE WHEN ${cathoLog.error} IS NULL AND ${cathoLog.statusCode} BETWEEN 200 AND 299 THEN 'ok' ELSE 'error' END`;

export const LOG_DEFINITIONS: Record<LogKind, LogDefinition> = {
  emails: {
    table: emailLog,
    joins: [],
    fields: {
      id: emailLog.id,
      to: emailLog.to,
      subject: emailLog.subject,
      template: emailLog.template,
      status: emailLog.status,
      messageId: emailLog.messageId,
      error: emailLog.error,
      createdAt: emailLog.createdAt,
    },
    createdAt: emailLog.createdAt,
    status: emailLog.status,
    search: [emailLog.to, emailLog.subject],
    coded: { status: emailLog.status, template: emailLog.template },
    scope: (scope) => deliveryIdInScope(qualified(emailLog, emailLog.deliveryId), scope),
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
    table: deliveries,
    joins: [],
    fields: {
      id: deliveries.id,
      messageId: deliveries.messageId,
      subject: deliveries.subject,
      name: deliveries.toName,
      to: deliveries.toAddress,
      status: deliveries.status,
      attempts: deliveries.attempts,
      lastError: deliveries.lastError,
      createdAt: deliveries.createdAt,
      failedAt: deliveries.updatedAt,
    },
    group: {
      where: sql`${deliveries.channel} = 'email' AND ${deliveries.status} = 'failed'`,
      key: 'email:failed',
    },
    createdAt: deliveries.updatedAt,
    status: deliveries.status,
    // One text, as its group's trigram index (deliveries_email_failures_search_idx) holds it.
    search: [DELIVERY_SEARCHED],
    coded: {},
    scope: (scope) => deliveryIdInScope(qualified(deliveries, deliveries.id), scope),
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
    table: deliveryAttempts,
    joins: [{ table: deliveries, on: eq(deliveries.id, deliveryAttempts.deliveryId) }],
    fields: {
      id: deliveryAttempts.id,
      deliveryId: deliveryAttempts.deliveryId,
      messageId: deliveries.messageId,
      subject: deliveries.subject,
      to: deliveries.toAddress,
      attempt: deliveryAttempts.attempt,
      status: deliveryAttempts.outcome,
      code: deliveryAttempts.code,
      error: deliveryAttempts.error,
      createdAt: deliveryAttempts.createdAt,
    },
    group: { where: sql`${deliveryAttempts.channel} = 'email'`, key: 'email' },
    createdAt: deliveryAttempts.createdAt,
    status: deliveryAttempts.outcome,
    search: [deliveries.toAddress, deliveries.subject, deliveryAttempts.error, deliveryAttempts.code],
    coded: { status: deliveryAttempts.outcome },
    scope: (scope) => deliveryIdInScope(qualified(deliveries, deliveries.id), scope),
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
    table: whatsappLog,
    joins: [{ table: deliveries, on: eq(deliveries.id, whatsappLog.deliveryId), left: true }],
    fields: {
      id: whatsappLog.id,
      deliveryId: whatsappLog.deliveryId,
      messageId: deliveries.messageId,
      subject: deliveries.subject,
      to: whatsappLog.to,
      status: whatsappLog.status,
      httpStatus: whatsappLog.httpStatus,
      providerId: whatsappLog.providerId,
      error: whatsappLog.error,
      responseExcerpt: whatsappLog.responseExcerpt,
      durationMs: whatsappLog.durationMs,
      createdAt: whatsappLog.createdAt,
    },
    createdAt: whatsappLog.createdAt,
    status: whatsappLog.status,
    search: [whatsappLog.to, deliveries.subject, whatsappLog.error, whatsappLog.providerId],
    coded: { status: whatsappLog.status },
    scope: (scope) => deliveryIdInScope(qualified(whatsappLog, whatsappLog.deliveryId), scope),
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
    table: cathoLog,
    joins: [
      {
        table: selectiveProcesses,
        on: eq(selectiveProcesses.id, cathoLog.selectiveProcessId),
        left: true,
      },
    ],
    fields: {
      id: cathoLog.id,
      selectiveProcessId: cathoLog.selectiveProcessId,
      processTitle: selectiveProcesses.title,
      operation: cathoLog.operation,
      method: cathoLog.method,
      url: cathoLog.url,
      status: CATHO_STATUS.as('status'),
      statusCode: cathoLog.statusCode,
      requestExcerpt: cathoLog.requestExcerpt,
      responseExcerpt: cathoLog.responseExcerpt,
      durationMs: cathoLog.durationMs,
      error: cathoLog.error,
      actorEmail: cathoLog.actorEmail,
      createdAt: cathoLog.createdAt,
    },
    createdAt: cathoLog.createdAt,
    status: CATHO_STATUS,
    search: [selectiveProcesses.title, cathoLog.url, cathoLog.error, cathoLog.actorEmail],
    coded: { status: CATHO_STATUS, operation: cathoLog.operation },
    scope: (scope) => processIdInScope(qualified(cathoLog, cathoLog.selectiveProcessId), scope),
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
    table: kanbanLog,
    joins: [
      { table: selectiveProcesses, on: eq(selectiveProcesses.id, kanbanLog.selectiveProcessId) },
      { table: applications, on: eq(applications.id, kanbanLog.applicationId) },
      { table: candidates, on: eq(candidates.id, applications.candidateId) },
    ],
    fields: {
      id: kanbanLog.id,
      status: kanbanLog.action,
      selectiveProcessId: kanbanLog.selectiveProcessId,
      processTitle: selectiveProcesses.title,
      applicationId: kanbanLog.applicationId,
      candidateName: candidates.name,
      fromStageName: kanbanLog.fromStageName,
      toStageName: kanbanLog.toStageName,
      actorEmail: kanbanLog.actorEmail,
      detail: kanbanLog.detail,
      undoneAt: kanbanLog.undoneAt,
      createdAt: kanbanLog.createdAt,
    },
    createdAt: kanbanLog.createdAt,
    status: kanbanLog.action,
    search: [
      selectiveProcesses.title,
      candidates.name,
      kanbanLog.fromStageName,
      kanbanLog.toStageName,
      kanbanLog.actorEmail,
      kanbanLog.detail,
    ],
    coded: { status: kanbanLog.action },
    scope: (scope) => processIdInScope(qualified(kanbanLog, kanbanLog.selectiveProcessId), scope),
    process: kanbanLog.selectiveProcessId,
    csv: [
      ['createdAt', 'Data'],
      ['processTitle', 'Processo'],
      ['candidateName', 'Profissional'],
      ['fromStageName', 'De'],
      ['toStageName', 'Para'],
      ['status', 'Ação'],
      ['actorEmail', 'Autor'],
      ['detail', 'Detalhe'],
      ['undoneAt', 'Desfeita em'],
    ],
  },
};
