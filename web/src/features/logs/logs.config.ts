import { LOG_STATUS_LABELS, LOG_TITLES, LOG_VALUE_LABELS, type LogKind } from '@hub/contract/logs';
import type { ReactNode } from 'react';
import type { StatusColor } from '../../components/status-chip';
import { paths } from '../../routes/paths';

export { LOG_STATUS_LABELS, LOG_TITLES, LOG_VALUE_LABELS };

export type LogColumn<Row = Record<string, unknown>> = {
  field: string;
  header: string;
  kind?: 'date' | 'status';
  width?: number;
  /** The cell's content when the value alone does not say it (the audit trail's columns). */
  render?: (row: Row) => ReactNode;
};

/** The columns each log page shows; the detail drawer shows every field of the row. */
export const LOG_COLUMNS: Record<LogKind, LogColumn[]> = {
  emails: [
    { field: 'createdAt', header: 'Data', kind: 'date', width: 160 },
    { field: 'to', header: 'Para', width: 240 },
    { field: 'subject', header: 'Assunto', width: 280 },
    { field: 'template', header: 'Tipo', width: 140 },
    { field: 'status', header: 'Status', kind: 'status', width: 130 },
  ],
  'email-errors': [
    { field: 'failedAt', header: 'Falhou em', kind: 'date', width: 160 },
    { field: 'name', header: 'Destinatário', width: 200 },
    { field: 'to', header: 'Email', width: 220 },
    { field: 'subject', header: 'Assunto', width: 220 },
    { field: 'attempts', header: 'Tentativas', width: 100 },
    { field: 'lastError', header: 'Erro', width: 320 },
  ],
  'email-sending-errors': [
    { field: 'createdAt', header: 'Data', kind: 'date', width: 160 },
    { field: 'to', header: 'Email', width: 220 },
    { field: 'subject', header: 'Assunto', width: 200 },
    { field: 'attempt', header: 'Tentativa', width: 100 },
    { field: 'status', header: 'Resultado', kind: 'status', width: 180 },
    { field: 'code', header: 'Código', width: 100 },
    { field: 'error', header: 'Erro', width: 320 },
  ],
  whatsapp: [
    { field: 'createdAt', header: 'Data', kind: 'date', width: 160 },
    { field: 'to', header: 'Para', width: 160 },
    { field: 'subject', header: 'Assunto', width: 240 },
    { field: 'status', header: 'Status', kind: 'status', width: 150 },
    { field: 'httpStatus', header: 'HTTP', width: 80 },
    { field: 'error', header: 'Erro', width: 300 },
  ],
  catho: [
    { field: 'createdAt', header: 'Data', kind: 'date', width: 160 },
    { field: 'processTitle', header: 'Processo', width: 220 },
    { field: 'operation', header: 'Operação', width: 120 },
    { field: 'statusCode', header: 'HTTP', width: 80 },
    { field: 'status', header: 'Resultado', kind: 'status', width: 120 },
    { field: 'durationMs', header: 'Duração (ms)', width: 120 },
    { field: 'error', header: 'Erro', width: 260 },
  ],
  kanban: [
    { field: 'createdAt', header: 'Data', kind: 'date', width: 160 },
    { field: 'processTitle', header: 'Processo', width: 220 },
    { field: 'candidateName', header: 'Profissional', width: 200 },
    { field: 'fromStageName', header: 'De', width: 140 },
    { field: 'toStageName', header: 'Para', width: 140 },
    { field: 'status', header: 'Ação', kind: 'status', width: 140 },
    { field: 'actorEmail', header: 'Administrador', width: 200 },
  ],
};

/** Field names shown in the detail drawer. */
export const FIELD_LABELS: Record<string, string> = {
  id: 'Id',
  createdAt: 'Data',
  failedAt: 'Falhou em',
  to: 'Para',
  name: 'Destinatário',
  subject: 'Assunto',
  template: 'Tipo',
  status: 'Status',
  messageId: 'Mensagem',
  deliveryId: 'Envio',
  error: 'Erro',
  lastError: 'Último erro',
  attempts: 'Tentativas',
  attempt: 'Tentativa',
  code: 'Código',
  httpStatus: 'HTTP',
  statusCode: 'HTTP',
  providerId: 'Id no provedor',
  responseExcerpt: 'Resposta',
  requestExcerpt: 'Requisição',
  durationMs: 'Duração (ms)',
  selectiveProcessId: 'Processo (id)',
  processTitle: 'Processo',
  operation: 'Operação',
  method: 'Método',
  url: 'URL',
  actorEmail: 'Administrador',
  applicationId: 'Candidatura',
  candidateName: 'Profissional',
  fromStageName: 'De',
  toStageName: 'Para',
  undoneAt: 'Desfeita em',
};

const STATUS_COLORS: Record<string, StatusColor> = {
  sent: 'success',
  ok: 'success',
  move: 'info',
  failed: 'error',
  error: 'error',
  retry: 'warning',
  undo: 'warning',
  not_configured: 'default',
};
export const statusColor = (status: string): StatusColor => STATUS_COLORS[status] ?? 'default';

/** Where each log lives in the sidebar (spec section 2). */
export const LOG_PATHS: Record<LogKind, string> = {
  emails: paths.dashboard.logs.emails,
  'email-errors': paths.dashboard.logs.emailErrors,
  'email-sending-errors': paths.dashboard.logs.emailSendingErrors,
  whatsapp: paths.dashboard.logs.whatsapp,
  catho: paths.dashboard.logs.catho,
  kanban: paths.dashboard.logs.kanban,
};
